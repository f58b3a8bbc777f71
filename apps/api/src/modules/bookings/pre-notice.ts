import { type Consignment, DEFAULT_LANGUAGE, preNoticeRecipient } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import type { Mail } from '../mail/service.ts';

export const PRE_NOTICE_MAIL_KIND = 'preNotice';

/**
 * The receiver's pre-notice of a shipment saved for later (SPEC §5): queued in the saving
 * transaction, and only to a valid receiver address (a placeholder is never written to).
 * The receiver's language is not on record: the product's default (SPEC §9).
 */
export async function queuePreNotice(
  mail: Mail,
  tx: Executor,
  consignment: Consignment,
  sender: { companyId: number; customerId: number },
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
      subject: `Avisering: en försändelse från ${from?.name ?? ''} är på väg`,
      facts: [
        { label: 'Avsändare', value: [from?.name, from?.postcode, from?.city].filter(Boolean).join(' ') },
        {
          label: 'Mottagare',
          value: [receiver?.name, receiver?.postcode, receiver?.city].filter(Boolean).join(' '),
        },
        { label: 'Upphämtning', value: consignment.transportProduct.pickup.date || '–' },
      ],
      paragraphs: [
        'Avsändaren har förberett en försändelse till er. Ni får ett nytt besked när den är bokad hos transportören.',
      ],
    },
    ...sender,
  });
}
