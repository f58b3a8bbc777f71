import { CANCELLED_STATUS_CATEGORY } from '@skeppa/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { consignments, orders } from '../../db/schema/index.ts';

/** What aftercare (claims, deadlines) needs to know of a company's shipment and its booking. */
export interface BookedShipment {
  consignmentId: number;
  /** The carrier's waybill number; null until booked. */
  consignmentNo: string | null;
  orderNo: string | null;
  /** The user whose order it is. */
  customerId: number;
  templateName: string;
  supplierId: number | null;
  /** Booked with a carrier and not cancelled since. */
  booked: boolean;
  dateBooked: Date | null;
  /** The booked pickup day ('YYYY-MM-DD'), or null when none was asked for. */
  pickupDate: string | null;
  /** The insured goods value in SEK when the order was booked with insurance, else null. */
  insuredValue: number | null;
  from: { name: string; postcode: string; city: string; country: string };
  to: { name: string; postcode: string; city: string; country: string };
}

/**
 * A consignment of the company with its order, or undefined (another company's is as unknown as
 * none): one round trip, the company part of the query.
 */
export async function findBookedShipment(
  db: Executor,
  consignmentId: number,
  companyId: number,
): Promise<BookedShipment | undefined> {
  const [row] = await db
    .select({ c: consignments, o: orders })
    .from(consignments)
    .leftJoin(orders, eq(orders.consignmentId, consignments.id))
    .where(and(eq(consignments.id, consignmentId), eq(consignments.companyId, companyId)));
  if (!row) return undefined;
  const { c, o } = row;
  const pickup = (c.transportProduct as { pickup?: { date?: unknown } }).pickup?.date;
  return {
    consignmentId: c.id,
    consignmentNo: o?.consignmentNo ?? c.consignmentNo,
    orderNo: o?.orderNo ?? null,
    customerId: o?.customerId ?? c.customerId,
    templateName: o?.templateName || c.templateName,
    supplierId: o?.supplierId ?? null,
    booked: !!o?.dateBooked && o.statusCategory !== CANCELLED_STATUS_CATEGORY,
    dateBooked: o?.dateBooked ?? null,
    pickupDate: typeof pickup === 'string' && pickup !== '' ? pickup : null,
    insuredValue: o?.insured && o.goodsValueOre !== null ? o.goodsValueOre / 100 : null,
    from: {
      name: o?.fromName ?? '',
      postcode: o?.fromPostcode ?? '',
      city: o?.fromCity ?? '',
      country: o?.fromCountry ?? '',
    },
    to: {
      name: o?.toName ?? '',
      postcode: o?.toPostcode ?? '',
      city: o?.toCity ?? '',
      country: o?.toCountry ?? '',
    },
  };
}
