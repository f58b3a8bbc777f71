import {
  DEFAULT_LANGUAGE,
  type EmailQuery,
  type EmailRequest,
  type EmailSenderType,
  type MailQueued,
} from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import type { MailConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Mail } from '../mail/index.ts';
import { assertMailQuota } from '../mail/index.ts';
import { composeEmail } from './compose.ts';
import { checkRecipients, type RecipientRule } from './recipients.ts';

export interface EmailServiceDeps {
  db: Database;
  mail: Mail;
  customers: CustomerService;
  config: MailConfig;
}

/** POST /email: a customer's mail to a carrier, to customer service or to colleagues. */
export function emailService(deps: EmailServiceDeps) {
  async function carrierOf(request: EmailRequest) {
    if (request.supplierId === undefined) throw new AppError('email.carrier_missing');
    const carrier = await deps.customers.carrier(request.supplierId);
    if (!carrier.active) throw new AppError('customer.carrier_inactive', `${carrier.name} is not in service`);
    return carrier;
  }

  function rule(senderType: EmailSenderType, own: string, colleagues: string[], memberService: string) {
    const base = { own, replyAllowed: colleagues };
    const rules: Record<EmailSenderType, RecipientRule> = {
      carrier: {
        ...base,
        allowed: memberService ? [memberService] : [],
        defaultTo: memberService ? [memberService] : [],
        copyTo: [deps.config.carrierCopyTo],
      },
      customerService: {
        ...base,
        allowed: [deps.config.customerService],
        defaultTo: [deps.config.customerService],
        copyTo: [],
      },
      company: { ...base, allowed: colleagues, defaultTo: [], copyTo: [] },
    };
    return rules[senderType];
  }

  async function send(user: AccessClaims, query: EmailQuery, request: EmailRequest): Promise<MailQueued> {
    const customer = await deps.customers.get(user, user.customerId);
    const colleagues = await deps.customers.colleagueEmails(user);
    const carrier = query.senderType === 'carrier' ? await carrierOf(request) : null;
    const check = checkRecipients(
      request,
      rule(query.senderType, customer.email, colleagues, carrier?.memberServiceEmail ?? ''),
    );
    if (!check.ok) {
      if ('missing' in check) throw new AppError('email.recipient_missing');
      throw new AppError(
        'email.recipient_not_allowed',
        `Not an allowed recipient: ${check.refused.join(', ')}`,
      );
    }
    const agreementNo = carrier
      ? (await deps.customers.agreementNo(user, user.customerId, carrier.code)).agreementNo
      : '';
    // Recipients here are carriers, customer service and colleagues; no language of theirs is on
    // record, so they read the product's default (SPEC §9).
    const language = DEFAULT_LANGUAGE;
    const content = composeEmail(query.formatType, language, request, { customer, carrier, agreementNo });
    return deps.db.transaction(async (tx) => {
      await assertMailQuota(deps.mail, tx, user.customerId, deps.config.maxPerCustomerPerHour);
      const id = await deps.mail.queue(tx, {
        kind: query.formatType === 'text' ? 'email' : query.formatType,
        language,
        ...check.recipients,
        content,
        companyId: user.companyId,
        customerId: user.customerId,
      });
      return { id, state: 'queued' as const };
    });
  }

  return { send };
}
