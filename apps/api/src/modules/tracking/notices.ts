import { DEFAULT_LANGUAGE, isReceiverNotice, trackingNoticeOf } from '@skeppa/domain';
import type { CustomerService } from '../customers/index.ts';
import type { Subscriber } from '../events/index.ts';
import type { Mail } from '../mail/index.ts';
import { receiverPageUrl } from './links.ts';
import { noticeContent } from './notice-texts.ts';
import { trackingRepository } from './repository.ts';

/** The outbox kind of each notice: `tracking.receiverPickup`, `tracking.senderException` … */
export const trackingNoticeKind = (notice: string) => `tracking.${notice}`;

/**
 * The tracking notices (docs/rules.md, Tracking notices): a status change that is news to the
 * receiver (picked up, out for delivery) or to the sender (delivered, an exception) is mailed
 * through the outbox, in the handler's transaction, to the party's address kept when tracking
 * started (only when the shipment asks that party to be notified by e-mail), unless the booking
 * customer turned that notice off. The receiver's mail is in the product's default language (theirs
 * is not on record), the sender's in the booking customer's. Each event is handled once (its
 * delivery mark), and tracking publishes an event only for a carrier event that moved the status,
 * so a repeated carrier event mails nothing.
 */
export function trackingNoticesSubscriber(deps: {
  mail: Mail;
  customers: Pick<CustomerService, 'trackingNoticeSettings'>;
  publicUrl: string;
}): Subscriber<'shipment.status_changed'> {
  return {
    name: 'tracking.notices',
    types: ['shipment.status_changed'],
    handle: async (tx, { companyId, payload: p }) => {
      const notice = trackingNoticeOf(p.previousStatus, p.status);
      if (notice === null) return;
      const row = await trackingRepository(tx).get(p.orderNo);
      if (!row || row.status === 'cancelled') return;
      const receiver = isReceiverNotice(notice);
      const to = receiver ? row.receiverEmail : row.senderEmail;
      if (!to) return;
      const settings = await deps.customers.trackingNoticeSettings(p.customerId);
      if (!settings?.enabled[notice]) return;
      const language = receiver ? DEFAULT_LANGUAGE : settings.language;
      await deps.mail.queue(tx, {
        kind: trackingNoticeKind(notice),
        language,
        to: [to],
        replyTo: null,
        content: noticeContent(notice, language, {
          consignmentNo: p.consignmentNo,
          carrier: row.carrierName,
          status: p.status,
          at: p.event.at,
          place: p.event.place,
          expectedDelivery: p.expectedDelivery,
          cause: p.event.cause,
          trackingUrl: receiverPageUrl(deps.publicUrl, row.receiverToken),
        }),
        companyId,
        customerId: p.customerId,
      });
    },
  };
}
