import { type DomainEvent, statusAfter, type TrackingEvent } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import type { Events } from '../events/index.ts';
import type { EventRow, TrackingRepository, TrackingRow } from './repository.ts';
import { nextCheckAt } from './schedule.ts';

/** The carrier's event as we keep it, from its stored row. */
export function eventOf(row: EventRow): TrackingEvent {
  return {
    at: row.localAt,
    place: row.city && row.countryCode ? { city: row.city, countryCode: row.countryCode } : null,
    carrierCode: row.carrierCode,
    carrierText: row.carrierText,
    status: row.status,
    cause: row.cause,
  };
}

/** The Swedish calendar day of an event's own time ('2026-03-03T10:12:00+01:00' → 2026-03-03). */
const dayOf = (localAt: string) => localAt.slice(0, 10);

/**
 * Records what a check found on a shipment, in the caller's transaction: the events not stored
 * before (a repeated one is stored once), the status they lead to, the expected delivery, when to
 * check next, and a `shipment.status_changed` for every event that moved the status, in the order
 * they happened. Answers the number of status changes.
 */
export async function recordCheck(
  tx: Executor,
  deps: { repo: TrackingRepository; events: Events },
  found: { row: TrackingRow; events: readonly TrackingEvent[]; expectedDelivery: string | null; now: Date },
): Promise<number> {
  const { repo } = deps;
  const row = (await repo.lock(found.row.orderNo)) ?? found.row;
  const fresh = await repo.insertEvents(row.orderNo, found.events);
  let status = row.status;
  const changes: DomainEvent[] = [];
  let expected = found.expectedDelivery ?? row.expectedDelivery;
  for (const stored of fresh) {
    const event = eventOf(stored);
    const next = statusAfter(status, event.status);
    if (next === 'delivered' && next !== status) expected = dayOf(event.at);
    if (next !== status) {
      changes.push({
        type: 'shipment.status_changed',
        companyId: row.companyId,
        subjectId: row.orderNo,
        payload: {
          orderNo: row.orderNo,
          customerId: row.customerId,
          consignmentNo: row.consignmentNo,
          supplierId: row.supplierId,
          status: next,
          previousStatus: status,
          event,
          expectedDelivery: expected,
        },
      });
      status = next;
    }
  }
  const quietChecks = fresh.length === 0 ? row.quietChecks + 1 : 0;
  await repo.update(row.orderNo, {
    status,
    expectedDelivery: expected,
    checkedAt: found.now,
    quietChecks,
    failedChecks: 0,
    eventCount: found.events.length,
    nextCheckAt: nextCheckAt(
      { status, bookedAt: row.bookedAt, expectedDelivery: expected, quietChecks, failedChecks: 0 },
      found.now,
    ),
  });
  await deps.events.publish(tx, changes);
  return changes.length;
}
