import { setTimeout as sleep } from 'node:timers/promises';
import { type CarrierCode, type CodedError, type ServicePoint, stockholmDateTime } from '@skeppa/domain';
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
import { historyAt, type SandboxRoute, sandboxHistory } from './history.ts';
import type { PointPlace } from './service-points.ts';
import type { SandboxBooking, SandboxStore } from './store.ts';

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

const UNKNOWN_ROUTE: SandboxRoute = {
  from: { city: 'Stockholm', countryCode: 'SE' },
  to: { city: 'Göteborg', countryCode: 'SE' },
  pickupDate: null,
  transitDays: { min: 1, max: 2 },
};

/** What the carrier's story of a booking follows: its places, pickup day and delivery days. */
function routeOf(req: CarrierBookingRequest): SandboxRoute {
  const place = (role: string) => {
    const part = req.parts.find((p) => p.role === role)?.address;
    return { city: part?.city.trim() ?? '', countryCode: part?.countrycode.trim().toUpperCase() ?? '' };
  };
  return {
    from: place('consignor'),
    to: place('consignee'),
    pickupDate: req.pickup?.date ?? null,
    transitDays: req.product.transitDays,
  };
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
      const cancelledAt = booking.cancelledAt;
      const { events, expectedDelivery } = historyAt(story(booking), cancelledAt ?? now());
      if (cancelledAt)
        events.push({
          at: stockholmDateTime(cancelledAt.getTime()),
          place: null,
          carrierCode: 'CANCELLED',
          carrierText: 'Shipment cancelled by the sender',
          status: 'cancelled',
          cause: null,
        });
      return { consignmentNo, events, expectedDelivery: cancelledAt ? null : expectedDelivery };
    },

    // A postcode the sandbox cannot place has no points, as a carrier answers an unknown one.
    async servicePoints(query) {
      const city = await cityOf(query.countryCode, query.postcode);
      if (!city) return answered([]);
      return answered(carrier.servicePoints({ ...query, city }));
    },
  };

  /** The booking's whole planned story; one made before routes were kept goes within Sweden. */
  function story(booking: SandboxBooking) {
    return sandboxHistory({
      carrierCode: code,
      consignmentNo: booking.consignmentNo,
      bookedAt: booking.bookedAt,
      route: booking.route ?? UNKNOWN_ROUTE,
    });
  }

  /** Whether the carrier has the goods (or more) at `at`: then it no longer cancels. */
  function pickedUp(booking: SandboxBooking, at: Date) {
    return historyAt(story(booking), at).events.some((e) => e.status !== 'confirmed');
  }

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
        route: routeOf(req),
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
    if (pickedUp(booking, at))
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
