import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import type { CarrierBookingRequest, CarrierBookingResult, CarrierCallContext } from '../carriers/index.ts';
import type { BookingAttempt, JournalRepository } from './journal-repository.ts';

/** How a booking stands to the journal: a call of its own, or the reconciler's retry of a lost one. */
export interface AttemptContext {
  /** The booking's transaction: the attempt closes in it, with the order's booking. */
  tx: Executor;
  /** The call's Idempotency-Key, if it had one. */
  key?: string | undefined;
  /** Set by the reconciler: the lost attempt this booking sends again; no new one is opened. */
  lost?: BookingAttempt;
}

/** The order no longer makes the request its lost attempt sent: the carrier's booking is voided. */
export class RequestChanged extends Error {}

/** What tells a request apart: the request as sent and the account it books under. */
export const requestDigest = (request: CarrierBookingRequest, account: string) =>
  createHash('sha256').update(JSON.stringify({ request, account })).digest('hex');

/**
 * The booking journal around a carrier's booking (issue 28 point 3): an attempt is committed
 * before the carrier is asked and closed in the booking's transaction with the carrier's
 * numbers, or at once when the carrier refuses. An attempt its server never closed is what the
 * reconciler finds: the carrier may hold a booking the order does not.
 */
export function bookingJournal(repo: JournalRepository) {
  async function around(
    request: CarrierBookingRequest,
    ctx: CarrierCallContext & { companyId: number },
    attempt: AttemptContext,
    send: () => Promise<CarrierBookingResult>,
  ): Promise<CarrierBookingResult> {
    const digest = requestDigest(request, ctx.account);
    const { lost } = attempt;
    if (lost && lost.requestDigest !== digest)
      throw new RequestChanged(`attempt ${lost.id}: request changed`);
    const id =
      lost?.id ??
      (await repo.open({
        orderNo: request.orderNo,
        customerId: ctx.customerId,
        companyId: ctx.companyId,
        idempotencyKey: attempt.key ?? null,
        carrierCode: request.carrierCode,
        requestDigest: digest,
        request,
        account: ctx.account,
      }));
    const result = await send();
    // The reconciler closes a refused lost attempt itself, in the transaction holding it.
    if (result.ok) await repo.close(attempt.tx, id, lost ? 'completed' : 'booked');
    else if (!lost) await repo.close(repo.db, id, 'refused');
    return result;
  }

  return { around };
}

export type BookingJournal = ReturnType<typeof bookingJournal>;
