import { ACTIVE_CARRIERS } from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import type { Carriers } from '../carriers/index.ts';
import type { Events } from '../events/index.ts';
import { recordCheck } from './record.ts';
import { type CheckMark, type TrackingRow, trackingRepository } from './repository.ts';
import { nextCheckAt } from './schedule.ts';

export interface PollDeps {
  db: Database;
  carriers: Carriers;
  events: Events;
  now: () => Date;
  log: { warn(obj: object, msg: string): void };
  /** Shipments asked of one carrier per batch, and batches per carrier in one pass. */
  batchSize?: number;
  maxBatches?: number;
  /** Calls to one carrier at a time. */
  concurrency?: number;
}

export interface PollResult {
  checked: number;
  changed: number;
  failed: number;
}

/**
 * One pass over the shipments due for a check, carrier by carrier, in batches: each shipment's
 * events are asked of its carrier (a few at a time); a shipment with something new records it in
 * its own transaction, and the rest of the batch is marked in one statement.
 */
export function trackingPoller(deps: PollDeps) {
  const batchSize = deps.batchSize ?? 200;
  const maxBatches = deps.maxBatches ?? 50;
  const concurrency = deps.concurrency ?? 8;
  const repo = trackingRepository(deps.db);

  async function checkOne(row: TrackingRow, now: Date): Promise<CheckMark | { changes: number }> {
    let answer: Awaited<ReturnType<ReturnType<Carriers['forCarrier']>['track']>>;
    try {
      answer = await deps.carriers
        .forCarrier(row.supplierId)
        .track(row.consignmentNo, { customerId: row.customerId, account: row.carrierAccount });
    } catch (err) {
      deps.log.warn(
        { err, orderNo: row.orderNo, carrier: row.supplierId },
        'tracking: the carrier did not answer',
      );
      answer = null;
    }
    if (answer === null) {
      const failedChecks = row.failedChecks + 1;
      return {
        orderNo: row.orderNo,
        nextCheckAt: nextCheckAt({ ...row, failedChecks }, now),
        quietChecks: row.quietChecks,
        failedChecks,
      };
    }
    if (answer.events.length === row.eventCount) {
      const quietChecks = row.quietChecks + 1;
      return {
        orderNo: row.orderNo,
        nextCheckAt: nextCheckAt({ ...row, quietChecks, failedChecks: 0 }, now),
        quietChecks,
        failedChecks: 0,
      };
    }
    const changes = await deps.db.transaction((tx) =>
      recordCheck(tx, { repo: trackingRepository(tx), events: deps.events }, { row, ...answer, now }),
    );
    return { changes };
  }

  return {
    async pollDue(): Promise<PollResult> {
      const result: PollResult = { checked: 0, changed: 0, failed: 0 };
      for (const { code: carrier } of ACTIVE_CARRIERS) {
        for (let batch = 0; batch < maxBatches; batch++) {
          const now = deps.now();
          const rows = await repo.due(carrier, now, batchSize);
          if (rows.length === 0) break;
          const marks: CheckMark[] = [];
          for (let i = 0; i < rows.length; i += concurrency) {
            const outcomes = await Promise.all(rows.slice(i, i + concurrency).map((r) => checkOne(r, now)));
            for (const o of outcomes) {
              if ('changes' in o) result.changed += o.changes > 0 ? 1 : 0;
              else {
                if (o.failedChecks > 0) result.failed++;
                marks.push(o);
              }
            }
          }
          await repo.markChecked(marks, now);
          result.checked += rows.length;
          if (rows.length < batchSize) break;
        }
      }
      return result;
    },
  };
}
