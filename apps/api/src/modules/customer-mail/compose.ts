import type { Customer, EmailFormatType, EmailRequest, Language } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { MailContent } from '../mail/index.ts';
import { EMAIL_TEXTS } from './texts.ts';

interface Sender {
  customer: Customer;
  carrier: { name: string } | null;
  agreementNo: string;
}

const fullName = (c: Customer) => `${c.firstName} ${c.lastName}`.trim() || c.email;

/**
 * The mail of a POST /email request. Who the customer is (name, company, organisation number,
 * carrier customer number) comes from the server's records, never from the request.
 */
export function composeEmail(
  format: EmailFormatType,
  language: Language,
  request: EmailRequest,
  sender: Sender,
): MailContent {
  const t = EMAIL_TEXTS[language];
  const { customer } = sender;
  const company = customer.company;
  if (format === 'text') {
    if (!request.subject) throw new AppError('email.subject_missing');
    if (!request.content) throw new AppError('email.content_missing');
    return {
      subject: request.subject,
      facts: [{ label: t.sender, value: `${fullName(customer)}, ${company} <${customer.email}>` }],
      paragraphs: [request.content],
    };
  }
  const carrier = sender.carrier?.name ?? '';
  const identity = [
    { label: t.customer, value: fullName(customer) },
    { label: t.company, value: company },
    { label: t.orgNo, value: customer.orgNo },
    { label: t.carrierCustomerNo(carrier), value: sender.agreementNo },
    { label: t.email, value: customer.email },
    ...(customer.phone ? [{ label: t.phone, value: customer.phone }] : []),
  ];
  if (!request.consent) throw new AppError('email.consent_required');
  const own = request.subject ? ` – ${request.subject}` : '';
  if (format === 'carrierMessage') {
    if (!request.content) throw new AppError('email.content_missing');
    return {
      subject: `${t.carrierMessageSubject(company)}${own}`,
      facts: [
        ...identity,
        ...(request.shipmentNo ? [{ label: t.shipmentNo, value: request.shipmentNo }] : []),
      ],
      paragraphs: [request.content, t.messageConsent(carrier)],
    };
  }
  return {
    subject: `${t.newsletterSubject(company)}${own}`,
    facts: identity,
    paragraphs: [t.newsletterIntro(carrier, customer.email), request.content, t.newsletterConsent(carrier)],
  };
}
