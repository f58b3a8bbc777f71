import {
  type ConsigneeType,
  type Consignment,
  type Contact,
  type Customer,
  contactToPart,
  DEFAULT_COUNTRY,
  newGoodsItemId,
  type PackageTypeCode,
  pricingChoices,
} from '@skeppa/domain';

/** One party's place as the price form edits it; the rest of the part stays in the template. */
export interface PlaceForm {
  countrycode: string;
  postcode: string;
  city: string;
  state: string;
}

/**
 * One goods row as typed. Measures stay text so that "12," or a half-typed number survives a
 * reload exactly as the user left it; they are parsed when shown and when the draft is priced.
 */
export interface GoodsRowForm {
  id: string;
  noOfPackages: string;
  packageType: PackageTypeCode;
  weight: string;
  length: string;
  width: string;
  height: string;
  /**
   * What the user said about stacking; null until they tick or untick the box. Then the domain
   * rule decides (isStackable): goods that take loading metres, pallets among them, do not stack.
   */
  isStackable: boolean | null;
}

export type { ConsigneeType };

/** The customer's defaults a draft was started from (their settings of consignee type and pickup). */
export interface DraftDefaults {
  consigneeType: ConsigneeType;
  pickup: boolean;
}

export interface ShipmentDraft {
  /** The consignment template of GET /consignment/template/, with every default. */
  base: Consignment;
  from: PlaceForm;
  to: PlaceForm;
  consigneeType: ConsigneeType;
  pickup: boolean;
  goods: GoodsRowForm[];
  /** The freight service chosen in step 2, for step 3. */
  templateName: string | null;
  /** What consignee type and pickup started as; absent in drafts saved before it was kept. */
  defaults?: DraftDefaults;
}

export function newGoodsRow(): GoodsRowForm {
  return {
    id: newGoodsItemId(),
    noOfPackages: '1',
    packageType: 'parcel',
    weight: '',
    length: '',
    width: '',
    height: '',
    isStackable: null,
  };
}

export function placeOf(c: Consignment, role: 'consignor' | 'consignee'): PlaceForm {
  const a = c.parts.find((p) => p.role === role)?.address;
  return {
    countrycode: a?.countrycode || DEFAULT_COUNTRY,
    postcode: a?.postcode ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
  };
}

/**
 * A fresh draft from the template. A coordinator mostly ships from the company's own address, so
 * the sender starts from their sender favourite when they have one, else from the company's
 * address; consignee type and pickup follow the customer's settings.
 */
export function newDraft(
  template: Consignment,
  customer?: Customer,
  favourite?: Contact | null,
): ShipmentDraft {
  // The sender favourite (the customer setting primaryContactId) is the sender, in full.
  const base = favourite
    ? {
        ...template,
        parts: template.parts.map((p) => (p.role === 'consignor' ? contactToPart(favourite, p) : p)),
      }
    : template;
  const from = placeOf(base, 'consignor');
  if (!favourite && customer?.postcode && !from.postcode) {
    Object.assign(from, {
      countrycode: customer.country || from.countrycode,
      postcode: customer.postcode,
      city: customer.city,
      state: customer.state,
    });
  }
  const goods: GoodsRowForm[] = template.goodsItem.map((g) => ({
    ...newGoodsRow(),
    id: g.id,
    noOfPackages: String(g.noOfPackages),
    packageType: g.packageType,
  }));
  const defaults = defaultsOf(customer);
  return {
    base,
    from,
    to: placeOf(template, 'consignee'),
    ...defaults,
    goods: goods.length > 0 ? goods : [newGoodsRow()],
    templateName: null,
    defaults,
  };
}

function defaultsOf(customer?: Customer): DraftDefaults {
  const { consigneeType, noPickup } = pricingChoices({}, customer);
  return { consigneeType, pickup: !noPickup };
}

/**
 * A draft after the customer changed their defaults: a choice still at the old default follows
 * the new one, a choice the user made in the form stays. The same draft when nothing changed.
 */
export function withCustomerDefaults(draft: ShipmentDraft, customer: Customer): ShipmentDraft {
  const next = defaultsOf(customer);
  const was = draft.defaults;
  if (was && was.consigneeType === next.consigneeType && was.pickup === next.pickup) return draft;
  if (!was) return { ...draft, defaults: next };
  return {
    ...draft,
    consigneeType: draft.consigneeType === was.consigneeType ? next.consigneeType : draft.consigneeType,
    pickup: draft.pickup === was.pickup ? next.pickup : draft.pickup,
    defaults: next,
  };
}
