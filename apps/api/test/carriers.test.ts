import {
  isValidDhlExpressPieceId,
  isValidDhlExpressWaybill,
  isValidLuhnWaybill,
  isValidSscc,
  isValidUpsTrackingNumber,
} from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { upsPackageSeq } from '../src/db/schema/index.ts';
import { sandboxStore } from '../src/modules/carriers/sandbox/store.ts';
import { ConfigError, loadConfig } from '../src/platform/config.ts';
import { createTestApp } from './helpers/app.ts';
import { bookingRequest, goodsLine } from './helpers/carrier-requests.ts';
import { sql } from './helpers/database.ts';
import {
  BOOKED_AT,
  booked,
  CODES,
  type Code,
  ctx,
  HOUR,
  refused,
  useSandboxCarriers,
} from './helpers/sandbox-carriers.ts';

// The sandbox carriers' numbers, idempotency, cancelling and tracking, and how the app picks them;
// what they refuse is in carriers-refusals.test.ts.

/** Each carrier's numbers, checked by the domain's rules alone. */
const VALID: Record<Code, { waybill: (n: string) => boolean; pkg: (n: string) => boolean }> = {
  131: { waybill: isValidDhlExpressWaybill, pkg: isValidDhlExpressPieceId },
  225: { waybill: isValidUpsTrackingNumber, pkg: isValidUpsTrackingNumber },
  116: { waybill: isValidLuhnWaybill, pkg: isValidSscc },
  4: { waybill: isValidLuhnWaybill, pkg: isValidSscc },
};
const sandbox = useSandboxCarriers();

describe.each(CODES)('sandbox carrier %i', (code) => {
  it('books with a waybill and a number per package whose check digits the domain rules accept', async () => {
    const carriers = sandbox.a;
    const booking = booked(await carriers.forCarrier(code).book(bookingRequest(code), ctx(code)));
    expect(VALID[code].waybill(booking.consignmentNo)).toBe(true);
    expect(booking.packages.map((p) => p.goodsLine)).toEqual([0, 0, 1]);
    expect(booking.packages.every((p) => VALID[code].pkg(p.number))).toBe(true);
    expect(new Set(booking.packages.map((p) => p.number)).size).toBe(3);
    expect(booking.sandbox).toBe(true);
    if (code === 225) {
      expect(booking.consignmentNo).toBe(booking.packages[0]?.number);
      expect(booking.consignmentNo.slice(2, 10)).toBe('A1B2C311');
    }
  });

  it('answers the same numbers for the same idempotency key, also to two processes asking at once', async () => {
    const request = bookingRequest(code);
    const first = booked(await sandbox.a.forCarrier(code).book(request, ctx(code)));
    const again = booked(await sandbox.b.forCarrier(code).book(request, ctx(code)));
    expect(again).toEqual(first);

    const racing = bookingRequest(code);
    const [x, y] = await Promise.all([
      sandbox.a.forCarrier(code).book(racing, ctx(code)),
      sandbox.b.forCarrier(code).book(racing, ctx(code)),
    ]);
    expect(booked(x)).toEqual(booked(y));
    const rows = await sql(
      sandbox.databaseUrl(),
      'SELECT count(*) FROM carrier_sandbox_bookings WHERE idempotency_key = $1',
      [racing.idempotencyKey],
    );
    expect(Number(rows[0].count)).toBe(1);
  });

  it('answers a repeated key with its first booking also once the request would be refused (its pickup day passed)', async () => {
    const request = bookingRequest(code);
    const first = booked(await sandbox.a.forCarrier(code).book(request, ctx(code)));
    sandbox.clock = new Date(BOOKED_AT.getTime() + 7 * 24 * HOUR);
    expect(booked(await sandbox.b.forCarrier(code).book(request, ctx(code)))).toEqual(first);
    // The same request under a new key is what the carrier now refuses.
    const fresh = { ...request, idempotencyKey: `${request.idempotencyKey}-new` };
    expect(refused(await sandbox.a.forCarrier(code).book(fresh, ctx(code))).map((e) => e.code)).toEqual([
      'carrier.pickup.date_past',
    ]);
  });

  it('hands out unique numbers to two processes booking many at once', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 ? sandbox.a : sandbox.b).forCarrier(code).book(bookingRequest(code), ctx(code)),
      ),
    );
    const bookings = results.map(booked);
    const waybills = bookings.map((r) => r.consignmentNo);
    const packages = bookings.flatMap((r) => r.packages.map((p) => p.number));
    expect(new Set(waybills).size).toBe(40);
    expect(new Set(packages).size).toBe(120);
    expect(waybills.every(VALID[code].waybill)).toBe(true);
    expect(packages.every(VALID[code].pkg)).toBe(true);
  });
});

describe('many packages', () => {
  it('a goods line of 999 pallets gets 999 distinct SSCCs, each of that line', async () => {
    const request = bookingRequest(4, {
      goodsItems: [goodsLine(4, 1), goodsLine(999 * 50, 999, { length: 120, width: 80, height: 100 })],
    });
    const booking = booked(await sandbox.a.forCarrier(4).book(request, ctx(4)));
    expect(booking.packages).toHaveLength(1000);
    expect(new Set(booking.packages.map((p) => p.number)).size).toBe(1000);
    expect(booking.packages.every((p) => isValidSscc(p.number))).toBe(true);
    expect(booking.packages.filter((p) => p.goodsLine === 1)).toHaveLength(999);
  });
});
describe('numbers drawn ahead', () => {
  /** The value the waybill sequence hands out next. */
  const nextWaybill = async () =>
    Number(
      (
        await sql(
          sandbox.databaseUrl(),
          'SELECT last_value + CASE WHEN is_called THEN 1 ELSE 0 END AS next FROM carrier_dhl_freight_waybill_seq',
        )
      )[0].next,
    );

  it('a process draws a block of each sequence: later bookings take theirs without drawing, and a burst waits for one refill at a time', async () => {
    const carriers = sandbox.another();
    const book = () => carriers.forCarrier(116).book(bookingRequest(116), ctx(116)).then(booked);
    const before = await nextWaybill();
    const first = await book();
    const drawn = (await nextWaybill()) - before;
    expect(drawn).toBe(50);
    const next = [];
    for (let i = 0; i < 10; i++) next.push(await book());
    expect(await nextWaybill()).toBe(before + drawn);

    // 100 at once: the 39 values left and whole blocks drawn one after another, not a block each.
    const burst = await Promise.all(Array.from({ length: 100 }, book));
    expect((await nextWaybill()) - before).toBeLessThanOrEqual(50 + 100 + 50);
    const waybills = [first, ...next, ...burst].map((b) => b.consignmentNo);
    expect(new Set(waybills).size).toBe(111);
    expect(waybills.every(isValidLuhnWaybill)).toBe(true);
  });
  it('a sequence asked for twice in one draw gets both counts', async () => {
    const handle = connectDatabase(sandbox.databaseUrl(), () => {});
    try {
      const store = sandboxStore(handle.db);
      const [[first] = []] = await store.draw([{ sequence: upsPackageSeq, count: 1 }]);
      // 49 left of the block: enough for either count, not for both.
      const [a = [], b = []] = await store.draw([
        { sequence: upsPackageSeq, count: 30 },
        { sequence: upsPackageSeq, count: 30 },
      ]);
      expect([a.length, b.length]).toEqual([30, 30]);
      expect(new Set([first, ...a, ...b]).size).toBe(61);
    } finally {
      await handle.close();
    }
  });
});

describe('cancel and track', () => {
  it('tracks a story by the clock: received at booking, picked up on the pickup day, then on to the end', async () => {
    const dhl = sandbox.a.forCarrier(131);
    const { consignmentNo } = booked(await dhl.book(bookingRequest(131), ctx(131)));
    const statusAt = async (hours: number) => {
      sandbox.clock = new Date(BOOKED_AT.getTime() + hours * HOUR);
      return (await dhl.track(consignmentNo, ctx(131)))?.events.at(-1)?.status;
    };
    // Booked 08:00 on Monday 2 March; the driver comes between 13:00 and 16:00, leaves at night.
    expect(await statusAt(0)).toBe('confirmed');
    expect(await statusAt(4)).toBe('confirmed');
    expect(await statusAt(9)).toBe('pickup');
    expect(['delivered', 'returnedToSender']).toContain(await statusAt(24 * 30));
    const late = await dhl.track(consignmentNo, ctx(131));
    expect(late?.events[0]).toMatchObject({ carrierCode: 'pre-transit', at: '2026-03-02T08:00:00+01:00' });
    expect(late?.events[1]).toMatchObject({
      carrierCode: 'PU',
      place: { city: 'Stockholm', countryCode: 'SE' },
    });
    expect(late?.events.map((e) => e.at)).toEqual(late?.events.map((e) => e.at).sort());
    expect(await dhl.track('1234567891', ctx(131))).toBeNull();
  });

  it('cancels before pickup (then tracks as cancelled, a second cancel is no error); refuses after', async () => {
    const ups = sandbox.a.forCarrier(225);
    const early = booked(await ups.book(bookingRequest(225), ctx(225)));
    sandbox.clock = new Date(BOOKED_AT.getTime() + HOUR);
    expect(await ups.cancel(early.consignmentNo, ctx(225))).toEqual({ ok: true });
    expect(await ups.cancel(early.consignmentNo, ctx(225))).toEqual({ ok: true });
    sandbox.clock = new Date(BOOKED_AT.getTime() + 48 * HOUR);
    const cancelled = await ups.track(early.consignmentNo, ctx(225));
    expect(cancelled?.events.map((e) => e.status)).toEqual(['confirmed', 'cancelled']);
    expect(cancelled?.events[1]?.at).toBe('2026-03-02T09:00:00+01:00');
    expect(cancelled?.expectedDelivery).toBeNull();

    sandbox.clock = BOOKED_AT;
    const late = booked(await ups.book(bookingRequest(225), ctx(225)));
    sandbox.clock = new Date(BOOKED_AT.getTime() + 9 * HOUR);
    const answer = await ups.cancel(late.consignmentNo, ctx(225));
    expect(answer.ok ? [] : answer.errors.map((e) => e.code)).toEqual(['carrier.cancel_after_pickup']);
    expect((await ups.track(late.consignmentNo, ctx(225)))?.events.at(-1)?.status).toBe('pickup');
  });

  it('forgets a cancelled booking 30 days after its cancel, and never a live one', async () => {
    const dsv = sandbox.a.forCarrier(116);
    const kept = booked(await dsv.book(bookingRequest(116), ctx(116)));
    const gone = booked(await dsv.book(bookingRequest(116), ctx(116)));
    expect(await dsv.cancel(gone.consignmentNo, ctx(116))).toEqual({ ok: true });
    const handle = connectDatabase(sandbox.databaseUrl(), () => {});
    try {
      const store = sandboxStore(handle.db);
      const day = 24 * HOUR;
      // Other tests of the file cancel bookings too: this one's rows are what is looked at.
      await store.purgeCancelled(new Date(BOOKED_AT.getTime() + 29 * day), 30);
      expect(await store.findByNumber(116, gone.consignmentNo)).not.toBeNull();
      expect(await store.purgeCancelled(new Date(BOOKED_AT.getTime() + 31 * day), 30)).toBeGreaterThan(0);
      expect(await store.findByNumber(116, gone.consignmentNo)).toBeNull();
      expect(await store.findByNumber(116, kept.consignmentNo)).not.toBeNull();
    } finally {
      await handle.close();
    }
  });

  it("books a cancelled booking's key anew: the order it belongs to may still be booked", async () => {
    const dsv = sandbox.a.forCarrier(4);
    const request = bookingRequest(4);
    const voided = booked(await dsv.book(request, ctx(4)));
    expect(await dsv.cancel(voided.consignmentNo, ctx(4))).toEqual({ ok: true });
    const anew = booked(await dsv.book(request, ctx(4)));
    expect(anew.consignmentNo).not.toBe(voided.consignmentNo);
    expect(booked(await sandbox.b.forCarrier(4).book(request, ctx(4)))).toEqual(anew);
    expect((await dsv.track(voided.consignmentNo, ctx(4)))?.events.at(-1)?.status).toBe('cancelled');
    expect((await dsv.track(anew.consignmentNo, ctx(4)))?.events.at(-1)?.status).toBe('confirmed');
  });

  it("another account's booking is unknown to cancel and track", async () => {
    const dsv = sandbox.a.forCarrier(4);
    const { consignmentNo } = booked(await dsv.book(bookingRequest(4), ctx(4)));
    const stranger = { customerId: 10002, account: '770001' };
    const answer = await dsv.cancel(consignmentNo, stranger);
    expect(answer.ok ? [] : answer.errors.map((e) => e.code)).toEqual(['carrier.booking_unknown']);
    expect(await dsv.track(consignmentNo, stranger)).toBeNull();
    expect((await dsv.track(consignmentNo, ctx(4)))?.events.at(-1)?.status).toBe('confirmed');
  });
});

describe('selection', () => {
  it('the app books through app.carriers in the mode CARRIER_MODE names; an unknown mode stops the start', async () => {
    const test = await createTestApp({ carriers: { mode: 'sandbox', now: () => sandbox.clock } });
    try {
      expect(test.app.carriers.mode).toBe('sandbox');
      const booking = booked(await test.app.carriers.forCarrier(116).book(bookingRequest(116), ctx(116)));
      expect(isValidLuhnWaybill(booking.consignmentNo)).toBe(true);
    } finally {
      await test.close();
    }
    expect(loadConfig({ CARRIER_MODE: 'sandbox' }).carriers.mode).toBe('sandbox');
    expect(() => loadConfig({ CARRIER_MODE: 'live' })).toThrow(ConfigError);
  });

  it('the sandbox answers at once unless CARRIER_SANDBOX_LATENCY_MS says otherwise; a bad value stops the start', () => {
    expect(loadConfig({}).carriers.sandboxLatencyMs).toBe(0);
    expect(loadConfig({ CARRIER_SANDBOX_LATENCY_MS: '1500' }).carriers.sandboxLatencyMs).toBe(1500);
    for (const bad of ['-1', '1.5', 'soon', '60001'])
      expect(() => loadConfig({ CARRIER_SANDBOX_LATENCY_MS: bad })).toThrow(ConfigError);
  });

  it('has an adapter for each active carrier and none for the inactive ones', () => {
    const carriers = sandbox.a;
    expect(carriers.mode).toBe('sandbox');
    expect(CODES.map((c) => carriers.forCarrier(c).carrierCode)).toEqual([...CODES]);
    expect(() => carriers.forCarrier(71)).toThrow();
    expect(() => carriers.forCarrier(210)).toThrow();
  });
});
