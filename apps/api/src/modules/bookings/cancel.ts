import { CANCELLED_STATUS_CATEGORY, isArchived, isCancelled, type Order } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { Audit } from '../audit/index.ts';
import type { Events } from '../events/index.ts';
import type { BookingCarrier } from './carrier.ts';
import type { BookingClock } from './clock.ts';
import type { OrderService } from './order-service.ts';
import { shipmentLabel } from './presenter.ts';
import type { BookingRepository } from './repository.ts';
import type { BookingSlots } from './slots.ts';

/**
 * Cancelling a booking before pickup (issue 11 point 9). The carrier is asked inside the order's
 * row lock, and the order marked cancelled in the same transaction: a second press waits, then
 * finds it cancelled and answers the same. A refusal (picked up meanwhile) changes nothing.
 */
export function cancelService(
  repo: BookingRepository,
  deps: {
    orders: OrderService;
    carrier: BookingCarrier;
    clock: BookingClock;
    inSlot: BookingSlots;
    events: Events;
    audit: Audit;
  },
) {
  async function cancelOrder(user: AccessClaims, body: { orderNo: string }): Promise<Order> {
    return deps.inSlot(() =>
      repo.db.transaction(async (tx) => {
        const [order] = await repo.lockOrders(tx, [body.orderNo], user.companyId);
        if (!order) throw new AppError('order.not_found');
        if (order.dateBooked === null || order.consignmentNo === null) throw new AppError('order.not_booked');
        if (!isCancelled(order)) {
          const now = deps.clock.now();
          if (isArchived(order.dateBooked, now)) throw new AppError('order.archived');
          const answer = await deps.carrier.cancel(user, { ...order, consignmentNo: order.consignmentNo });
          if (!answer.ok) throw cancelRefused(answer.errors);
          await repo.updateOrder(tx, order.orderNo, {
            statusCategory: CANCELLED_STATUS_CATEGORY,
            statusName: 'Cancelled',
            statusUpdated: now,
          });
          await deps.events.publish(tx, {
            type: 'order.cancelled',
            companyId: user.companyId,
            subjectId: order.orderNo,
            payload: {
              orderNo: order.orderNo,
              customerId: user.customerId,
              consignmentNo: order.consignmentNo,
              cancelledAt: now.toISOString(),
            },
          });
          await deps.audit.record(tx, user, {
            action: 'order.cancelled',
            object: { id: order.orderNo, label: shipmentLabel(order) },
            changes: { status: { from: order.statusName, to: 'Cancelled' } },
          });
        }
        const after = await repo.findOrder(tx, order.orderNo, user.companyId);
        if (!after) throw new AppError('order.not_found');
        return deps.orders.present(tx, user, after);
      }),
    );
  }

  return { cancelOrder };
}

/** Our code first, then the carrier's own reason as it gave it. */
function cancelRefused(errors: { code: string; description: string }[]) {
  const own = new AppError('booking.cancel_refused');
  return new AppError('booking.cancel_refused', undefined, [
    ...own.items,
    ...errors.map((e) => ({ code: e.code, description: e.description })),
  ]);
}

export type CancelService = ReturnType<typeof cancelService>;
