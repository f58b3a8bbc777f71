import {
  type Consignment,
  carrierByCode,
  formatPostcode,
  type Order,
  type Part,
  type PartRole,
  type PlaceSummary,
} from '@skeppa/domain';

export function partOf(consignment: Consignment | null, role: PartRole): Part | undefined {
  return consignment?.parts.find((p) => p.role === role);
}

/** A party as a list shows it: name, then where; a foreign place carries its country code. */
export function summaryLine(a: PlaceSummary | null | undefined): { name: string; place: string } {
  if (!a) return { name: '', place: '' };
  const postcode = formatPostcode(a.postcode, a.countrycode);
  const where = [postcode, a.city].filter(Boolean).join(' ');
  const place = a.countrycode && a.countrycode !== 'SE' ? `${where}, ${a.countrycode}` : where;
  return { name: a.name, place };
}

/** A consignment's party in the same two lines. */
export function placeLine(part: Part | undefined): { name: string; place: string } {
  return summaryLine(part?.address);
}

/** The carrier's name for an order, by its supplier id; empty before a service was chosen. */
export function carrierName(order: Pick<Order, 'supplierId' | 'priceSupplier'>): string {
  const code = order.supplierId ?? order.priceSupplier;
  return code === null ? '' : (carrierByCode(code)?.name ?? '');
}

/** What the rows link to: a booked shipment's page, or step 4 for an unbooked one. */
export function isBooked(order: Pick<Order, 'dateBooked'>): boolean {
  return order.dateBooked !== null;
}
