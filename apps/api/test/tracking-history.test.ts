import { isWorkingDay, trackingEventSchema, trackingStatusOf } from '@skeppa/domain';
import { describe, expect, it } from 'vitest';
import {
  CARRIER_EVENT_CODES,
  historyAt,
  type SandboxRoute,
  sandboxHistory,
} from '../src/modules/carriers/sandbox/history.ts';
import { type CheckState, nextCheckAt } from '../src/modules/tracking/schedule.ts';

const DOMESTIC: SandboxRoute = {
  from: { city: 'Stockholm', countryCode: 'SE' },
  to: { city: 'Umeå', countryCode: 'SE' },
  pickupDate: '2026-12-22',
  transitDays: { min: 1, max: 2 },
};
const story = (consignmentNo: string, route = DOMESTIC, carrierCode: 131 | 116 | 4 | 225 = 116) =>
  sandboxHistory({ carrierCode, consignmentNo, bookedAt: new Date('2026-12-22T08:00:00Z'), route });
const numbers = Array.from({ length: 400 }, (_, i) => String(7_000_000_000 + i * 7919));

describe('the sandbox carriers’ tracking stories', () => {
  it('are the same for the same booking, and valid events in time order', () => {
    expect(story('7123456789')).toEqual(story('7123456789'));
    for (const n of numbers.slice(0, 50)) {
      const events = story(n);
      for (const e of events) expect(trackingEventSchema.safeParse(e).success).toBe(true);
      const times = events.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    }
  });

  it('pick up on the booked day and deliver on working days, over Christmas too', () => {
    for (const n of numbers) {
      const events = story(n);
      const pickup = events.find((e) => e.status === 'pickup');
      expect(pickup?.at.slice(0, 10)).toBe('2026-12-22');
      const last = events.at(-1)!;
      expect(['delivered', 'returnedToSender']).toContain(last.status);
      for (const e of events.filter((x) => x.status === 'delivered' || x.status === 'outForDelivery'))
        expect(isWorkingDay(e.at.slice(0, 10))).toBe(true);
    }
    // Without an exception, delivery falls within the template's days: 23 December or, over
    // Christmas Eve, Christmas and the weekend, Monday 28 December.
    const plain = numbers
      .map((n) => story(n))
      .filter((es) => es.every((e) => e.cause === null && e.status !== 'delayed'));
    expect(plain.length).toBeGreaterThan(300);
    const days = new Set(plain.map((es) => es.at(-1)!.at.slice(0, 10)));
    expect([...days].sort()).toEqual(['2026-12-23', '2026-12-28']);
  });

  it('meet an exception about one time in ten, each with who caused it', () => {
    const exceptional = numbers.map((n) => story(n)).filter((es) => es.some((e) => e.cause !== null));
    expect(exceptional.length).toBeGreaterThan(20);
    expect(exceptional.length).toBeLessThan(70);
    const causes = new Set(exceptional.flatMap((es) => es.map((e) => e.cause).filter(Boolean)));
    expect([...causes].sort()).toEqual(['carrier', 'receiver', 'weather']);
    // A consignment to Norway waits in customs now and then.
    const toNorway = { ...DOMESTIC, to: { city: 'Oslo', countryCode: 'NO' } };
    expect(numbers.some((n) => story(n, toNorway).some((e) => e.status === 'heldInCustoms'))).toBe(true);
  });

  it("use each carrier's own codes, which our mapping reads as the status meant", () => {
    for (const code of [131, 116, 4, 225] as const) {
      for (const e of numbers.slice(0, 40).flatMap((n) => story(n, DOMESTIC, code)))
        expect(trackingStatusOf(code, e.carrierCode).status).toBe(e.status);
    }
    expect(story('7000000001', DOMESTIC, 225)[0]?.carrierCode).toBe(CARRIER_EVENT_CODES[225].received);
  });

  it('tell up to now only, with the delivery day expected then', () => {
    const events = story('7000000001');
    const atPickup = historyAt(events, new Date(Date.parse(events[1]!.at)));
    expect(atPickup.events).toHaveLength(2);
    expect(atPickup.expectedDelivery).toBe(events[1]!.expectedDelivery);
    expect(historyAt(events, new Date('2026-12-22T07:00:00Z')).events).toEqual([]);
  });
});

describe('when tracking asks the carrier next', () => {
  const bookedAt = new Date('2026-11-23T10:00:00Z');
  const base = {
    status: 'inTransit' as const,
    bookedAt,
    expectedDelivery: '2026-11-30',
    quietChecks: 0,
    failedChecks: 0,
  };
  const wait = (s: Partial<CheckState>, now: Date) =>
    ((nextCheckAt({ ...base, ...s }, now)?.getTime() ?? Number.NaN) - now.getTime()) / 60_000;
  const dayTwo = new Date('2026-11-25T10:00:00Z');

  it('often near pickup and delivery, seldom on the way, backing off when nothing moves', () => {
    expect(wait({ status: 'booked' }, new Date(bookedAt.getTime() + 60_000))).toBe(20);
    expect(wait({}, dayTwo)).toBe(120);
    expect(wait({ quietChecks: 2 }, dayTwo)).toBe(480);
    expect(wait({ quietChecks: 9 }, dayTwo)).toBe(720);
    expect(wait({ status: 'outForDelivery' }, dayTwo)).toBe(20);
    expect(wait({ status: 'outForDelivery', quietChecks: 9 }, dayTwo)).toBe(120);
    expect(wait({ expectedDelivery: '2026-11-25' }, dayTwo)).toBe(20);
  });

  it('backs off a failing carrier, and stops at a final status or 90 days after booking', () => {
    expect(wait({ failedChecks: 1 }, dayTwo)).toBe(10);
    expect(wait({ failedChecks: 4 }, dayTwo)).toBe(80);
    expect(wait({ failedChecks: 12 }, dayTwo)).toBe(360);
    expect(nextCheckAt({ ...base, status: 'delivered' }, dayTwo)).toBeNull();
    expect(nextCheckAt(base, new Date(bookedAt.getTime() + 90 * 86_400_000))).toBeNull();
    const lastDay = new Date(bookedAt.getTime() + 90 * 86_400_000 - 30 * 60_000);
    // Not past the end: two hours on would be after it.
    expect(nextCheckAt({ ...base, expectedDelivery: null }, lastDay)?.getTime()).toBe(
      bookedAt.getTime() + 90 * 86_400_000,
    );
  });
});
