import { setTimeout as sleep } from 'node:timers/promises';
import type { CarrierCode, CodedError, ServicePoint } from '@skeppa/domain';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type {
  CarrierAdapter,
  CarrierBooking,
  CarrierBookingRequest,
  CarrierBookingResult,
  CarrierCallContext,
  CarrierCancelResult,
  CarrierPackage,
} from '../types.ts';
import { bookingProblems, type CarrierChecks } from './checks.ts';
import type { PointPlace } from './service-points.ts';
import type { SandboxBooking, SandboxStore } from './store.ts';
import { sandboxStatus } from './tracking.ts';

/**
 * Fresh values of sequences, unique across processes: `count` of each sequence asked for, in the
 * order asked (from a block the process drew ahead, decision 245).
 */
export type Draw = (wanted: { sequence: PgSequence; count: number }[]) => Promise<string[][]>;

/** What makes one carrier's sandbox: its checks and how it numbers a booking. */
export interface SandboxCarrier extends CarrierChecks {
  carrierCode: CarrierCode;
  /** Refusals of this carrier alone (UPS: a shipper account it can put in a 1Z number). */
  ownProblems?(req: CarrierBookingRequest, ctx: CarrierCallContext): CodedError[];
  number(
    req: CarrierBookingRequest,
    ctx: CarrierCallContext,
    draw: Draw,
  ): Promise<{ consignmentNo: string; packages: CarrierPackage[] }>;
  /** The carrier's points near a place whose city is known (service-points.ts), nearest first. */
  servicePoints(place: PointPlace): ServicePoint[];
}

export interface SandboxDeps {
  store: SandboxStore;
  now: () => Date;
  /** How long an answer takes once the carrier has acted (0: at once). */
  latencyMs?: number;
  /** The city of a postcode as the postcodes module knows it; undefined where it does not. */
  cityOf: (countryCode: string, postcode: string) => Promise<string | undefined>;
}

const answer = (b: SandboxBooking): { ok: true } & CarrierBooking => ({
  ok: true,
  consignmentNo: b.consignmentNo,
  packages: b.packages,
  sandbox: true,
  messages: [],
});

/**
 * A carrier's booking API played by the database: validates like the carrier, numbers like the
 * carrier, and answers a repeated idempotency key with its booking until that is cancelled.
 */
export function sandboxAdapter(
  carrier: SandboxCarrier,
  { store, now, latencyMs = 0, cityOf }: SandboxDeps,
): CarrierAdapter {
  const code = carrier.carrierCode;
  // The booking or cancel is made first and its answer is on the way: what a lost answer leaves.
  const answered = async <T>(answer: T) => {
    if (latencyMs > 0) await sleep(latencyMs);
    return answer;
  };

  /** A booking of another account is as unknown to the carrier as a number it never gave. */
  async function ownBooking(consignmentNo: string, ctx: CarrierCallContext) {
    const booking = await store.findByNumber(code, consignmentNo);
    return booking && booking.account === ctx.account ? booking : null;
  }

  return {
    carrierCode: code,

    book: async (req, ctx) => answered(await book(req, ctx)),
    cancel: async (consignmentNo, ctx) => answered(await cancel(consignmentNo, ctx)),

    async track(consignmentNo, ctx) {
      const booking = await ownBooking(consignmentNo, ctx);
      if (!booking) return null;
      if (booking.cancelledAt)
        return { consignmentNo, status: 'CANCELLED', since: booking.cancelledAt.toISOString() };
      const { status, since } = sandboxStatus(booking.bookedAt, now());
      return { consignmentNo, status, since: since.toISOString() };
    },

    // A postcode the sandbox cannot place has no points, as a carrier answers an unknown one.
    async servicePoints(query) {
      const city = await cityOf(query.countryCode, query.postcode);
      if (!city) return answered([]);
      return answered(carrier.servicePoints({ ...query, city }));
    },
  };

  async function book(req: CarrierBookingRequest, ctx: CarrierCallContext): Promise<CarrierBookingResult> {
    // A repeated key answers its booking, also when the request would be refused now (its pickup
    // day has passed), unless that booking was cancelled; a new booking asks the records only
    // through its insert, which yields to a live booking of the key. Numbers drawn for a repeat
    // are lost, as a carrier's are.
    const errors = [...(carrier.ownProblems?.(req, ctx) ?? []), ...bookingProblems(req, carrier, now())];
    if (errors.length > 0) {
      const earlier = await store.find(code, req.idempotencyKey);
      return earlier ? answer(earlier) : { ok: false, errors };
    }
    const numbers = await carrier.number(req, ctx, store.draw);
    return answer(
      await store.insert({
        carrierCode: code,
        idempotencyKey: req.idempotencyKey,
        ...numbers,
        account: ctx.account,
        bookedAt: now(),
      }),
    );
  }

  async function cancel(consignmentNo: string, ctx: CarrierCallContext): Promise<CarrierCancelResult> {
    const booking = await ownBooking(consignmentNo, ctx);
    if (!booking)
      return {
        ok: false,
        errors: [{ code: 'carrier.booking_unknown', description: `No booking ${consignmentNo}` }],
      };
    if (booking.cancelledAt) return { ok: true };
    const at = now();
    if (sandboxStatus(booking.bookedAt, at).status !== 'CONFIRMED')
      return {
        ok: false,
        errors: [
          {
            code: 'carrier.cancel_after_pickup',
            description: `${consignmentNo} is picked up and can no longer be cancelled`,
          },
        ],
      };
    await store.cancel(booking.id, at);
    return { ok: true };
  }
}
