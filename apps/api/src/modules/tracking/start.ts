import { randomBytes } from 'node:crypto';
import { addWorkingDays, notifiedEmail, todayInStockholm } from '@skeppa/domain';
import type { Subscriber } from '../events/index.ts';
import { trackingRepository } from './repository.ts';

/** A receiver page's token: 128 random bits, base64url. */
export const newReceiverToken = () => randomBytes(16).toString('base64url');

/**
 * Tracking starts when a shipment is booked: its expected delivery from the template's delivery
 * days (working days after the pickup day), a first check at once, and its receiver's page. The
 * addresses its notices go to are kept from the consignment as booked (notices.ts): the event of a
 * status change does not carry them.
 */
export function startTrackingSubscriber(): Subscriber<'order.booked'> {
  return {
    name: 'tracking.start',
    types: ['order.booked'],
    handle: async (tx, { companyId, payload: p }) => {
      const bookedAt = new Date(p.bookedAt);
      const pickupDay = p.consignment.transportProduct.pickup.date || todayInStockholm(bookedAt);
      await trackingRepository(tx).start({
        orderNo: p.orderNo,
        companyId,
        customerId: p.customerId,
        supplierId: p.supplierId,
        consignmentNo: p.consignmentNo,
        carrierAccount: p.carrierAccount ?? '',
        carrierName: p.carrier,
        trackingUrl: p.trackingUrl ?? '',
        status: 'booked',
        expectedDelivery: p.transitDays ? addWorkingDays(pickupDay, p.transitDays.max) : null,
        bookedAt,
        nextCheckAt: bookedAt,
        receiverToken: newReceiverToken(),
        receiverEmail: notifiedEmail(p.consignment.parts.find((part) => part.role === 'consignee')),
        senderEmail: notifiedEmail(p.consignment.parts.find((part) => part.role === 'consignor')),
      });
    },
  };
}

/** A cancelled booking is not followed any further. */
export function stopTrackingSubscriber(): Subscriber<'order.cancelled'> {
  return {
    name: 'tracking.stop',
    types: ['order.cancelled'],
    handle: async (tx, { payload }) => {
      await trackingRepository(tx).cancel(payload.orderNo);
    },
  };
}
