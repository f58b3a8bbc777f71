import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { JobLog } from '../../platform/jobs/jobs.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { CarrierBookingRequest, Carriers } from '../carriers/index.ts';
import type { BookingService } from './book.ts';
import { RequestChanged } from './journal.ts';
import type { AttemptOutcome, BookingAttempt, JournalRepository } from './journal-repository.ts';

/** Attempts one pass settles at most; the rest wait for the next pass, a minute on. */
const PASS_SIZE = 200;

/** What a pass did with an attempt: settled it, or left it (a booking holds its order, an error). */
type Settled = AttemptOutcome | 'in_flight' | 'taken' | 'failed';

/** A refusal of the booking itself (the price moved, a credit block): not the carrier out of reach. */
const refusedHere = (err: unknown) =>
  err instanceof RequestChanged || (err instanceof AppError && err.status < 500);

/**
 * The reconciler (issue 28 point 3): a booking journal attempt left open past its age means its
 * server died between asking the carrier and writing the answer. With the order still unbooked
 * and its request unchanged, the order is booked with the carrier's booking, sent again under
 * the same key (what the client's retry would have got). With the order gone, booked at another
 * carrier, changed or no longer bookable, the carrier's booking is voided. Either way the attempt
 * closes in the transaction that holds it and the order's lock; an order locked by a booking in
 * flight is left for the next pass.
 */
export function bookingReconciler(deps: {
  db: Database;
  journal: JournalRepository;
  carriers: Carriers;
  booking: Pick<BookingService, 'rebook'>;
  log: JobLog;
}) {
  const { journal, log } = deps;

  /** Voids the key's booking: sent again it names its number (a carrier's only way to say it). */
  async function voidAtCarrier(attempt: BookingAttempt): Promise<AttemptOutcome> {
    const adapter = deps.carriers.forCarrier(attempt.carrierCode);
    const ctx = { customerId: attempt.customerId, account: attempt.account };
    const answer = await adapter.book(attempt.request as CarrierBookingRequest, ctx);
    if (!answer.ok) return 'refused';
    const cancelled = await adapter.cancel(answer.consignmentNo, ctx);
    if (cancelled.ok) return 'voided';
    log.error(
      {
        attempt: attempt.id,
        orderNo: attempt.orderNo,
        carrierCode: attempt.carrierCode,
        consignmentNo: answer.consignmentNo,
        codes: cancelled.errors.map((e) => e.code),
      },
      'a lost booking could not be voided at its carrier: cancel it there by hand',
    );
    return 'void_refused';
  }

  async function settle(id: number): Promise<Settled> {
    return deps.db.transaction(async (tx) => {
      const attempt = await journal.lockOpen(tx, id);
      if (!attempt) return 'taken';
      const order = await journal.lockOrder(tx, attempt.orderNo);
      if (order === 'locked') return 'in_flight';
      if (order && order.dateBooked === null) {
        const user: AccessClaims = {
          customerId: attempt.customerId,
          companyId: attempt.companyId,
          demo: false,
          level: 0,
        };
        try {
          const { booked } = await deps.booking.rebook(tx, user, order, attempt);
          if (booked) return 'completed';
          await journal.close(tx, attempt.id, 'refused');
          return 'refused';
        } catch (err) {
          if (!refusedHere(err)) throw err;
        }
      } else if (order && order.supplierId === attempt.carrierCode) {
        // Booked since, by a retry: the carrier answers the order's key with the order's booking.
        await journal.close(tx, attempt.id, 'booked');
        return 'booked';
      }
      const outcome = await voidAtCarrier(attempt);
      await journal.close(tx, attempt.id, outcome);
      return outcome;
    });
  }

  /** One pass over the attempts open at least `afterSeconds`: how many ended how. */
  async function reconcile(afterSeconds: number) {
    const counts: Partial<Record<Settled, number>> = {};
    for (const id of await journal.lostIds(afterSeconds, PASS_SIZE)) {
      const outcome = await settle(id).catch((err: Error) => {
        // Its code and message only: a query's error holds its parameters, the shipment's parties.
        const { code } = err as { code?: unknown };
        log.warn(
          { attempt: id, code, message: err.message.split('\n')[0] },
          'lost booking left for the next pass',
        );
        return 'failed' as const;
      });
      counts[outcome] = (counts[outcome] ?? 0) + 1;
    }
    return counts;
  }

  return { reconcile };
}

export type BookingReconciler = ReturnType<typeof bookingReconciler>;
