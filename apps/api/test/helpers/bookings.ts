import { bookingPriceInput } from '@skeppa/domain';
import { expect } from 'vitest';
import type { Session } from './auth.ts';
import { sql } from './database.ts';
import { type caller, fullConsignment } from './shipments.ts';

export const TEMPLATE = 'dhl_freight_paket';

let keys = 0;
/** A fresh Idempotency-Key, as the web app sends one per booking attempt. */
export const key = () => ({ 'idempotency-key': `attempt-${Date.now()}-${++keys}` });

/**
 * Shipments as the booking tests need them, for the app and database `get` answers once the
 * test file's beforeAll has built them.
 */
export function bookingFixture(get: () => { call: ReturnType<typeof caller>; databaseUrl: string }) {
  /** What step 3 showed for the template, insured for `insured` SEK: the price a booking compares with. */
  async function shownPrice(s: Session, c = fullConsignment(), insured?: number) {
    const terms = {
      consigneeType: 'company',
      noPickup: false,
      insured: !!insured,
      goodsValue: insured ?? null,
    } as const;
    const res = await get().call(s, 'POST', '/consignment/price/', [bookingPriceInput(terms, c)]);
    const quote = res.json().priceResult.find((q: { templateName: string }) => q.templateName === TEMPLATE);
    expect(quote).toBeDefined();
    return quote.price as number;
  }

  /** A shipment saved for later with its order, as step 3 leaves it. */
  async function unbooked(s: Session, o: { goods?: number; price?: number; insured?: number } = {}) {
    const { call } = get();
    const body = fullConsignment({ pickupDate: '2026-11-25' });
    body.goodsItem[0]!.noOfPackages = o.goods ?? 1;
    body.insuranceGoodsValue = o.insured ?? null;
    const saved = (await call(s, 'POST', '/consignment/?temp=1', body)).json().consignments[0];
    const price = o.price ?? (await shownPrice(s, body, o.insured));
    const res = await call(s, 'POST', '/order/', {
      consignmentId: saved.consignmentId,
      templateName: TEMPLATE,
      calculatedPrice: price,
      ...(o.insured ? { insured: true, goodsValue: o.insured } : {}),
    });
    expect(res.statusCode).toBe(201);
    return { consignment: saved, orderNo: res.json().orderNo as string };
  }

  const packagesOf = (consignmentId: number) =>
    sql<{ sequence: number; goods_line: number; number: string }>(
      get().databaseUrl,
      'SELECT sequence, goods_line, number FROM consignment_packages WHERE consignment_id = $1 ORDER BY sequence',
      [consignmentId],
    );

  /** How many bookings the sandbox carrier holds for the order. */
  const carrierBookings = async (orderNo: string) =>
    (
      await sql<{ n: number }>(
        get().databaseUrl,
        'SELECT count(*)::int AS n FROM carrier_sandbox_bookings WHERE idempotency_key LIKE $1',
        [`${orderNo}%`],
      )
    )[0]!.n;

  return { shownPrice, unbooked, packagesOf, carrierBookings };
}
