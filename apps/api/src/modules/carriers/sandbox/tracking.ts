import type { CarrierStatus } from '../types.ts';

const HOUR_MS = 3_600_000;

/**
 * How a sandbox booking moves on from its booking time: confirmed at once, picked up after 2 hours,
 * in transit after 6, delivered after 24. Real carriers report when things happen; the sandbox
 * lets the lists and the consignment page show every status within a day of testing.
 */
export const SANDBOX_PROGRESS: readonly { status: CarrierStatus; afterMs: number }[] = [
  { status: 'CONFIRMED', afterMs: 0 },
  { status: 'PICKUP', afterMs: 2 * HOUR_MS },
  { status: 'IN_TRANSIT', afterMs: 6 * HOUR_MS },
  { status: 'DELIVERED', afterMs: 24 * HOUR_MS },
];

/** The status at `now` of a booking made at `bookedAt`, and since when it holds. */
export function sandboxStatus(bookedAt: Date, now: Date): { status: CarrierStatus; since: Date } {
  const elapsed = now.getTime() - bookedAt.getTime();
  let reached = SANDBOX_PROGRESS[0] as (typeof SANDBOX_PROGRESS)[number];
  for (const step of SANDBOX_PROGRESS) if (elapsed >= step.afterMs) reached = step;
  return { status: reached.status, since: new Date(bookedAt.getTime() + reached.afterMs) };
}
