import { carrierTrackingLink, type PublicTracking, type ShipmentTracking } from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { receiverPageUrl } from './links.ts';
import { eventOf } from './record.ts';
import { type TrackingRow, trackingRepository } from './repository.ts';
import { newReceiverToken } from './start.ts';

const day = (d: string | null) => d;

/** The tracking of booked shipments as the consignment page and the receiver's page read it. */
export function trackingService(db: Database, publicUrl: string) {
  const repo = trackingRepository(db);
  const receiverUrl = (token: string | null) => receiverPageUrl(publicUrl, token);

  async function own(user: AccessClaims, orderNo: string): Promise<TrackingRow> {
    const row = await repo.find(orderNo, user.companyId);
    if (!row) throw new AppError('tracking.not_found');
    return row;
  }

  async function answer(row: TrackingRow): Promise<ShipmentTracking> {
    const events = await repo.events(row.orderNo);
    return {
      orderNo: row.orderNo,
      consignmentNo: row.consignmentNo,
      status: row.status,
      expectedDelivery: day(row.expectedDelivery),
      carrierTrackingUrl: carrierTrackingLink(row.trackingUrl, row.consignmentNo),
      receiverTrackingUrl: receiverUrl(row.receiverToken),
      checkedAt: row.checkedAt?.toISOString() ?? null,
      finished: row.nextCheckAt === null,
      events: events.map((e) => ({ id: e.id, event: eventOf(e), recordedAt: e.recordedAt.toISOString() })),
    };
  }

  return {
    receiverUrl,

    async get(user: AccessClaims, orderNo: string) {
      return answer(await own(user, orderNo));
    },

    /** A new receiver's page for the shipment: the old link stops working. */
    async renewLink(user: AccessClaims, orderNo: string) {
      await own(user, orderNo);
      await repo.setToken(orderNo, user.companyId, newReceiverToken());
      return answer(await own(user, orderNo));
    },

    /** The receiver's page is closed: its link answers 404 from now on. */
    async revokeLink(user: AccessClaims, orderNo: string) {
      await own(user, orderNo);
      await repo.setToken(orderNo, user.companyId, null);
      return answer(await own(user, orderNo));
    },

    /** The receiver's page: where and when, never who, what or what else (api/tracking.ts). */
    async forReceiver(token: string): Promise<PublicTracking> {
      const row = await repo.findByToken(token);
      if (!row) throw new AppError('tracking.not_found');
      const events = await repo.events(row.orderNo);
      return {
        consignmentNo: row.consignmentNo,
        carrier: row.carrierName,
        status: row.status,
        expectedDelivery: day(row.expectedDelivery),
        carrierTrackingUrl: carrierTrackingLink(row.trackingUrl, row.consignmentNo),
        events: events.map((e) => {
          const { at, place, status, cause } = eventOf(e);
          return { at, place, status, cause };
        }),
      };
    },
  };
}

export type TrackingService = ReturnType<typeof trackingService>;
