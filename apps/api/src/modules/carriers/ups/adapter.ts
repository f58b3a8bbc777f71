import type { CodedError } from '@skeppa/domain';
import type { UpsConfig } from '../../../platform/ups-config.ts';
import { CarrierDocumentRefused } from '../errors.ts';
import { bookingProblems } from '../sandbox/checks.ts';
import type { CarrierAdapter, CarrierBookingRequest, CarrierCallContext, CarrierMessage } from '../types.ts';
import type { UpsClient } from './client.ts';
import { upsRefusal } from './errors.ts';
import { locatorCall, shipCall, trackCall, voidCall } from './live-calls.ts';
import { servicePointsFromUpsLocator, type UpsLocatorResponse } from './locator.ts';
import { pickupCall, pickupCancelCall, pushCall, uploadCall } from './more-calls.ts';
import { upsSandbox } from './sandbox.ts';
import { parseShipment } from './ship.ts';
import type { UpsShipmentRow, UpsStore } from './store.ts';
import { parseTracking } from './track.ts';

export interface UpsLiveDeps {
  config: UpsConfig;
  client: UpsClient;
  store: UpsStore;
  now: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  /** The city of a postcode as the postcodes module knows it (Locator asks for one). */
  cityOf: (countryCode: string, postcode: string) => Promise<string | undefined>;
}

const booking = (row: UpsShipmentRow, messages: CarrierMessage[] = []) => ({
  ok: true as const,
  consignmentNo: row.shipmentNo,
  packages: row.packages,
  sandbox: false,
  messages,
});

const unknown = (no: string): CodedError[] => [
  { code: 'carrier.booking_unknown', description: `No booking ${no}` },
];

/**
 * UPS live (issue 34): books through UPS's Shipping API under Skeppa's shipper number, orders the
 * pickup, voids, tracks, finds access points and hands UPS the paperless documents. UPS's Ship
 * has no idempotency key: a repeated key is answered from our record of what UPS booked.
 */
export function upsLiveAdapter({ config, client, store, now, log, cityOf }: UpsLiveDeps): CarrierAdapter {
  const shipper = config.accountNumber;

  /** A booking of another customer account is as unknown as a number UPS never gave us. */
  async function own(no: string, ctx: CarrierCallContext) {
    const row = await store.findByNumber(no);
    return row && row.account === ctx.account ? row : null;
  }

  /** The pickup for a new booking; a refused one does not undo the booking, it tells the user. */
  async function orderPickup(req: CarrierBookingRequest, row: UpsShipmentRow): Promise<CarrierMessage[]> {
    if (!req.pickup) return [];
    const numbers = row.packages.map((p) => p.number);
    const answer = await client.call(pickupCall(req, shipper, numbers)).catch((err: Error) => err);
    if (answer instanceof Error || !answer.ok) {
      log.warn({ shipmentNo: row.shipmentNo }, 'UPS pickup not ordered');
      return [{ code: 'carrier.pickup_not_ordered', description: 'UPS did not take the pickup order' }];
    }
    const prn = (answer.body as { PickupCreationResponse?: { PRN?: string } } | null)?.PickupCreationResponse
      ?.PRN;
    if (prn) await store.setPickup(row.id, prn.trim());
    return [];
  }

  return {
    carrierCode: 225,

    async book(req, ctx) {
      const earlier = await store.findLive(req.idempotencyKey);
      if (earlier) return booking(earlier);
      // UPS's own rules, as the sandbox plays them, answer at once and in our words.
      const errors = bookingProblems(req, upsSandbox, now());
      if (errors.length > 0) return { ok: false, errors };
      const answer = await client.call(shipCall(req, shipper));
      if (!answer.ok) return { ok: false, errors: upsRefusal(answer.errors, answer.status) };
      const shipment = parseShipment(answer.body, req);
      const { row, kept } = await store.insert(req.idempotencyKey, ctx.account, shipment);
      if (!kept) {
        // Another process booked the key meanwhile: UPS now holds a second shipment; void it.
        await client
          .call(voidCall(shipment.shipmentNo))
          .catch((err: Error) =>
            log.error(
              { err: err.message, shipmentNo: shipment.shipmentNo },
              'duplicate UPS shipment not voided',
            ),
          );
        return booking(row);
      }
      return booking(row, [...shipment.alerts, ...(await orderPickup(req, row))]);
    },

    async cancel(no, ctx) {
      const row = await own(no, ctx);
      if (!row) return { ok: false, errors: unknown(no) };
      if (row.cancelledAt) return { ok: true };
      const answer = await client.call(voidCall(row.shipmentNo));
      if (!answer.ok) return { ok: false, errors: upsRefusal(answer.errors, answer.status) };
      await store.cancel(row.id, now());
      if (row.pickupNo)
        await client
          .call(pickupCancelCall(row.pickupNo))
          .catch((err: Error) =>
            log.warn({ err: err.message, shipmentNo: row.shipmentNo }, 'UPS pickup not cancelled'),
          );
      return { ok: true };
    },

    async track(no, ctx) {
      const row = await own(no, ctx);
      if (!row) return null;
      const answer = await client.call(trackCall(row.shipmentNo));
      if (!answer.ok) {
        // UPS knows no events yet for a shipment it just booked: nothing to tell, not an error.
        if (answer.status === 404) return { consignmentNo: no, events: [], expectedDelivery: null };
        throw new Error(`UPS Track refused ${no}: ${answer.errors.map((e) => e.code).join(', ')}`);
      }
      return parseTracking(answer.body, no) ?? { consignmentNo: no, events: [], expectedDelivery: null };
    },

    async servicePoints(query) {
      // A postcode we cannot place has no points, as the sandbox answers it.
      const city = await cityOf(query.countryCode, query.postcode);
      if (!city) return [];
      const answer = await client.call(locatorCall({ ...query, city }, shipper));
      // Nor has one UPS cannot place.
      if (!answer.ok) return [];
      const points = servicePointsFromUpsLocator(answer.body as UpsLocatorResponse);
      return points.slice(0, query.limit);
    },

    async labels(no, ctx) {
      const row = await own(no, ctx);
      if (!row) return [];
      const labels = await store.labels(row.id);
      return labels.map((l) => ({
        packageNumber: l.packageNo,
        format: l.format === 'zpl' ? 'zpl' : 'gif',
        image: l.image,
      }));
    },

    async uploadDocument(document) {
      const answer = await client.call(uploadCall(document, shipper));
      const ids = answer.ok
        ? (
            answer.body as {
              UploadResponse?: { FormsHistoryDocumentID?: { DocumentID?: string[] | string } };
            }
          )?.UploadResponse?.FormsHistoryDocumentID?.DocumentID
        : undefined;
      const id = Array.isArray(ids) ? ids[0] : ids;
      if (!answer.ok || !id)
        throw new CarrierDocumentRefused(answer.ok ? [] : upsRefusal(answer.errors, answer.status));
      return id.trim();
    },

    // The paperless page found the shipment in the caller's company: the number is enough here.
    async attachDocuments(no, documentIds) {
      const row = await store.findByNumber(no);
      if (!row || documentIds.length === 0) return;
      const answer = await client.call(pushCall(documentIds, row.shipmentNo, shipper));
      if (!answer.ok) throw new CarrierDocumentRefused(upsRefusal(answer.errors, answer.status));
    },
  };
}
