import { type Consignment, type GoodsItem, type Part, postcodeKey } from '@skeppa/domain';
import type { ConsigneeType, PlaceForm, ShipmentDraft } from './draft';
import { deriveRow } from './goods-row';

/** What POST /consignment/price/ takes per consignment: the consignment and two pricing choices. */
export type PriceableDraft = Consignment & { consigneeType: ConsigneeType; noPickup: boolean };

function withPlace(part: Part, place: PlaceForm): Part {
  return {
    ...part,
    address: {
      ...part.address,
      countrycode: place.countrycode,
      postcode: postcodeKey(place.postcode),
      city: place.city.trim(),
      state: place.state,
    },
  };
}

/** `base` is the line of the same id in the draft's template: a copied shipment's, described. */
function toGoodsItem(base: GoodsItem | undefined, row: ShipmentDraft['goods'][number]): GoodsItem {
  const d = deriveRow(row);
  return {
    goodsType: base?.goodsType ?? '',
    id: row.id,
    noOfPackages: d.noOfPackages,
    weight: d.weight,
    length: d.length,
    width: d.width,
    height: d.height,
    volume: d.volume,
    loadingMetres: d.loadingMetres,
    packageType: row.packageType,
    tag: row.packageType,
    isStackable: d.isStackable,
    isReadOnly: d.locked,
    readOnly: d.locked,
  };
}

/**
 * The draft as a consignment: the template with the typed places and goods; call after validation.
 * The chosen service stays out, so choosing one does not change what was priced.
 */
export function toConsignment(draft: ShipmentDraft): PriceableDraft {
  const { base } = draft;
  const parts = base.parts.map((p) => {
    if (p.role === 'consignor') return withPlace(p, draft.from);
    if (p.role === 'consignee') return withPlace(p, draft.to);
    return p;
  });
  return {
    ...base,
    parts,
    goodsItem: draft.goods.map((row) =>
      toGoodsItem(
        base.goodsItem.find((g) => g.id === row.id),
        row,
      ),
    ),
    consigneeType: draft.consigneeType,
    noPickup: !draft.pickup,
  };
}
