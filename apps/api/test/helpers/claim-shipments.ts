import { newPart, type Part } from '@skeppa/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../../src/db/schema/index.ts';
import { withDb } from './factories.ts';

export interface InsuredShipmentOptions {
  customerId: number;
  /** The booked service: dhl_freight_paket (road) unless given; dhl_express_* and ups_* go by air. */
  templateName?: string;
  supplierId?: number;
  /** Insured goods value in SEK; null books it without insurance. */
  insured?: number | null;
  pickupDate?: string | null;
  /** False leaves it an unbooked send-list shipment. */
  booked?: boolean;
  /** Followed by tracking: its status, expected delivery and, when delivered, the carrier's event. */
  tracking?: { expectedDelivery: string | null; deliveredAt?: string };
}

function part(role: 'consignor' | 'consignee'): Part {
  const p = newPart(role, role === 'consignor' ? 1 : 2);
  p.address = {
    ...p.address,
    name: role === 'consignor' ? 'Nordisk Verktyg AB' : 'Mottagare AB',
    address: [role === 'consignor' ? 'Verkstadsgatan 12' : 'Avenyn 2', ''],
    postcode: role === 'consignor' ? '41707' : '41101',
    city: 'Göteborg',
    countrycode: 'SE',
  };
  return p;
}

let shipments = 0;

/**
 * A booked shipment of the customer with its order, written straight in as a booking leaves it:
 * insured for 25,000 SEK unless told otherwise, and followed by tracking when asked.
 */
export function insuredShipment(url: string, o: InsuredShipmentOptions) {
  return withDb(url, async (db) => {
    const [owner] = await db
      .select({ companyId: schema.customers.companyId })
      .from(schema.customers)
      .where(eq(schema.customers.id, o.customerId));
    const companyId = owner!.companyId;
    const templateName = o.templateName ?? 'dhl_freight_paket';
    const supplierId = o.supplierId ?? 116;
    const booked = o.booked ?? true;
    const insured = o.insured === undefined ? 25_000 : o.insured;
    const consignmentNo = booked ? `40${String(Date.now()).slice(-8)}${++shipments}` : null;
    const bookedAt = new Date('2026-11-23T10:00:00Z');
    const pickupDate = o.pickupDate === undefined ? '2026-11-25' : o.pickupDate;
    const [c] = await db
      .insert(schema.consignments)
      .values({
        customerId: o.customerId,
        companyId,
        consignmentNo,
        bookedAt: booked ? bookedAt : null,
        templateName,
        insuranceGoodsValueOre: insured === null ? null : insured * 100,
        parts: [part('consignor'), part('consignee')],
        transportProduct: { templateName, pickup: { date: pickupDate ?? '' } },
      })
      .returning();
    const orderNo = String(8_000_000 + c!.id);
    await db.insert(schema.orders).values({
      orderNo,
      customerId: o.customerId,
      companyId,
      consignmentId: c!.id,
      consignmentNo,
      supplierId,
      templateName,
      dateBooked: booked ? bookedAt : null,
      insured: insured !== null,
      goodsValueOre: insured === null ? null : insured * 100,
      fromName: 'Nordisk Verktyg AB',
      fromPostcode: '41707',
      fromCity: 'Göteborg',
      fromCountry: 'SE',
      toName: 'Mottagare AB',
      toPostcode: '41101',
      toCity: 'Göteborg',
      toCountry: 'SE',
    });
    if (o.tracking) {
      await db.insert(schema.shipmentTracking).values({
        orderNo,
        companyId,
        customerId: o.customerId,
        supplierId,
        consignmentNo: consignmentNo ?? '',
        status: o.tracking.deliveredAt ? 'delivered' : 'inTransit',
        expectedDelivery: o.tracking.expectedDelivery,
        bookedAt,
        nextCheckAt: o.tracking.deliveredAt ? null : bookedAt,
      });
      if (o.tracking.deliveredAt) {
        await db.insert(schema.shipmentEvents).values({
          orderNo,
          at: new Date(o.tracking.deliveredAt),
          localAt: o.tracking.deliveredAt,
          carrierCode: 'DELIVERED',
          carrierText: 'Levererad',
          status: 'delivered',
        });
      }
    }
    return { id: c!.id, orderNo, consignmentNo: consignmentNo ?? '' };
  });
}
