import {
  CANCELLED_STATUS_CATEGORY,
  consignmentStatusOf,
  RETURNED_STATUS_CATEGORY,
  type TrackingStatus,
} from '@skeppa/domain';
import { and, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema/index.ts';
import type { Subscriber } from '../events/index.ts';

/** The status category an order keeps for a tracking status SPEC's four do not name. */
const OWN_CATEGORY: Partial<Record<TrackingStatus, string>> = {
  returnedToSender: RETURNED_STATUS_CATEGORY,
  cancelled: CANCELLED_STATUS_CATEGORY,
};

/**
 * The order shows what tracking found (shipment.status_changed): status_category holds SPEC's
 * status (every status on the way is IN_TRANSIT) that the lists show and filter by, status_name
 * our own finer one. An older event arriving late never overwrites a newer one, and a cancelled
 * order stays cancelled.
 */
export function trackedStatusSubscriber(): Subscriber<'shipment.status_changed'> {
  return {
    name: 'bookings.tracked-status',
    types: ['shipment.status_changed'],
    handle: async (tx, { companyId, payload }) => {
      const category = consignmentStatusOf(payload.status) ?? OWN_CATEGORY[payload.status];
      if (category === undefined) return;
      const at = new Date(payload.event.at);
      await tx
        .update(orders)
        .set({ statusCategory: category, statusName: payload.status, statusUpdated: at })
        .where(
          and(
            eq(orders.orderNo, payload.orderNo),
            eq(orders.companyId, companyId),
            ne(sql`upper(btrim(${orders.statusCategory}))`, CANCELLED_STATUS_CATEGORY),
            or(isNull(orders.statusUpdated), lt(orders.statusUpdated, at)),
          ),
        );
    },
  };
}
