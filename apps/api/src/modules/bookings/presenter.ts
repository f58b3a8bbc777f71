import {
  type Consignment,
  type ConsignmentResponse,
  collectConsignmentErrors,
  type GoodsItem,
  isArchived,
  normaliseConsignment,
  type Order,
  type Part,
  type PlaceSummary,
  type TransportProduct,
} from '@skeppa/domain';
import type { ConsignmentFields, ConsignmentRow, GoodsRow, OrderRow, OrderSummary } from './repository.ts';

const sek = (ore: number | null) => (ore === null ? null : ore / 100);
export const ore = (sekValue: number | null) => (sekValue === null ? null : Math.round(sekValue * 100));
const iso = (d: Date | null) => (d === null ? null : d.toISOString());

function presentGoods(g: GoodsRow): GoodsItem {
  return {
    id: g.itemId,
    noOfPackages: g.noOfPackages,
    weight: g.weight,
    volume: g.volume,
    length: g.length,
    width: g.width,
    height: g.height,
    loadingMetres: g.loadingMetres,
    packageType: g.packageType as GoodsItem['packageType'],
    goodsType: g.goodsType,
    tag: g.tag,
    isStackable: g.isStackable,
    isReadOnly: g.isReadOnly,
    readOnly: g.isReadOnly,
  };
}

/** A stored consignment as every response hands it over, after the response rules of SPEC §4. */
export function presentConsignment(
  found: { consignment: ConsignmentRow; orderNo: string | null; goods: GoodsRow[] },
  today: string,
): Consignment {
  const c = found.consignment;
  return normaliseConsignment(
    {
      orderNo: found.orderNo,
      consignmentId: c.id,
      consignmentNo: c.consignmentNo,
      templateName: c.templateName,
      owner: c.customerId,
      senderOrderRef: c.senderOrderRef,
      insuranceDisabled: c.insuranceDisabled,
      insuranceGoodsValue: sek(c.insuranceGoodsValueOre),
      parts: c.parts as Part[],
      goodsItem: found.goods.map(presentGoods),
      // Consignments saved before service points (issue 31.6) have none.
      transportProduct: {
        ...(c.transportProduct as TransportProduct),
        servicePoint: (c.transportProduct as Partial<TransportProduct>).servicePoint ?? null,
      },
      errors: [],
    },
    { today },
  );
}

/** SPEC §7: consignments and their errors, one per code. */
export function consignmentResponse(consignment: Consignment): ConsignmentResponse {
  return { consignments: [consignment], errors: collectConsignmentErrors([consignment.errors]) };
}

/** What is stored of a consignment the web app sends: ids and numbers are the server's. */
export function storedConsignment(c: Consignment): ConsignmentFields {
  return {
    templateName: c.templateName,
    senderOrderRef: c.senderOrderRef,
    insuranceDisabled: c.insuranceDisabled,
    insuranceGoodsValueOre: ore(c.insuranceGoodsValue),
    parts: c.parts,
    transportProduct: { ...c.transportProduct, errors: [] },
  };
}

function place(part: Part | undefined) {
  return {
    name: part?.address.name ?? '',
    postcode: part?.address.postcode ?? '',
    city: part?.address.city ?? '',
    countrycode: part?.address.countrycode ?? '',
  };
}

/** The consignor's and consignee's places the lists show, kept on the order. */
/** How the audit log names a shipment: its receiver and their city. */
export const shipmentLabel = (s: { toName?: string | null; toCity?: string | null }) =>
  [s.toName, s.toCity].filter((v) => typeof v === 'string' && v !== '').join(', ');

export function orderSummary(parts: Part[]): OrderSummary {
  const from = place(parts.find((p) => p.role === 'consignor'));
  const to = place(parts.find((p) => p.role === 'consignee'));
  return {
    fromName: from.name,
    fromPostcode: from.postcode,
    fromCity: from.city,
    fromCountry: from.countrycode,
    toName: to.name,
    toPostcode: to.postcode,
    toCity: to.city,
    toCountry: to.countrycode,
  };
}

const summary = (name: string, postcode: string, city: string, countrycode: string): PlaceSummary | null =>
  name === '' && postcode === '' && city === '' && countrycode === ''
    ? null
    : { name, postcode, city, countrycode };

export function presentOrder(o: OrderRow, consignment: Consignment | null, now: Date): Order {
  return {
    orderNo: o.orderNo,
    custId: o.customerId,
    supplierId: o.supplierId,
    priceSupplier: o.priceSupplier,
    consignmentId: o.consignmentId,
    consignmentNo: o.consignmentNo,
    templateName: o.templateName,
    consigneeType: o.consigneeType as Order['consigneeType'],
    calculatedPrice: sek(o.calculatedPriceOre),
    calculatedCurrency: o.calculatedCurrency,
    senderOrderRef: o.senderOrderRef,
    dateBooked: iso(o.dateBooked),
    printed: o.printed,
    noPickup: o.noPickup,
    insured: o.insured,
    goodsValue: sek(o.goodsValueOre),
    insurancePrice: sek(o.insurancePriceOre),
    statusCategory: o.statusCategory,
    statusName: o.statusName,
    statusUpdated: iso(o.statusUpdated),
    datePrinted: iso(o.datePrinted),
    datePlaced: o.datePlaced.toISOString(),
    archived: isArchived(o.dateBooked, now),
    from: summary(o.fromName, o.fromPostcode, o.fromCity, o.fromCountry),
    to: summary(o.toName, o.toPostcode, o.toCity, o.toCountry),
    consignment,
  };
}
