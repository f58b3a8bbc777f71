import { type Consignment, DEFAULT_LANGUAGE, preNoticeRecipient } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import type { Subscriber } from '../events/index.ts';
import type { Mail } from '../mail/index.ts';

export const PRE_NOTICE_MAIL_KIND = 'preNotice';

/**
 * The receiver's pre-notice of a booked shipment (SPEC §5): queued when order.booked is delivered,
 * only when the receiver is to be notified by e-mail and to a valid address. A shipment saved for
 * later is no news to a receiver: it may never be booked. The receiver's language is not on
 * record: the product's default (SPEC §9).
 */
export async function queuePreNotice(
  mail: Mail,
  tx: Executor,
  consignment: Consignment,
  sender: { companyId: number; customerId: number },
  carrier: string,
) {
  const to = preNoticeRecipient(consignment);
  if (to === null) return null;
  const from = consignment.parts.find((p) => p.role === 'consignor')?.address;
  const receiver = consignment.parts.find((p) => p.role === 'consignee')?.address;
  return mail.queue(tx, {
    kind: PRE_NOTICE_MAIL_KIND,
    language: DEFAULT_LANGUAGE,
    to: [to],
    replyTo: null,
    content: {
      subject: `Avisering: en försändelse från ${from?.name ?? ''} är bokad till er`,
      facts: [
        { label: 'Avsändare', value: [from?.name, from?.postcode, from?.city].filter(Boolean).join(' ') },
        {
          label: 'Mottagare',
          value: [receiver?.name, receiver?.postcode, receiver?.city].filter(Boolean).join(' '),
        },
        { label: 'Transportör', value: carrier || '–' },
        { label: 'Fraktsedelsnummer', value: consignment.consignmentNo ?? '–' },
        { label: 'Upphämtning', value: consignment.transportProduct.pickup.date || '–' },
      ],
      paragraphs: [
        'Avsändaren har bokat en försändelse till er hos transportören. Följ den med fraktsedelsnumret hos transportören.',
      ],
    },
    ...sender,
  });
}

/** The pre-notice takes order.booked: the consignment as booked is in the event. */
export function preNoticeSubscriber(mail: Mail): Subscriber<'order.booked'> {
  return {
    name: 'bookings.pre-notice',
    types: ['order.booked'],
    handle: async (tx, { companyId, payload }) => {
      const sender = { companyId, customerId: payload.customerId };
      await queuePreNotice(mail, tx, payload.consignment, sender, payload.carrier);
    },
  };
}
