import {
  CUSTOMER_LEVEL_ADMIN,
  type MailQueued,
  type OutboxPage,
  type OutboxQuery,
  type TestMailRequest,
} from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import type { MailConfig } from '../../platform/config.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { CustomerService } from '../customers/index.ts';
import { outboxRepository } from './outbox-repository.ts';
import { presentMailDetail, presentMailSummary } from './presenter.ts';
import { assertMailQuota } from './quota.ts';
import type { Mail } from './service.ts';

export interface OutboxServiceDeps {
  db: Database;
  mail: Mail;
  customers: CustomerService;
  config: MailConfig;
  /** The sender every mail goes out with (SMTP_FROM). */
  from: string;
}

const TEST_MAIL = {
  sv: {
    subject: 'Testmejl från Skeppa',
    body: (who: string, company: string) =>
      `Det här är ett testmejl som ${who} på ${company} skickade från sidan MailTest i Skeppa. Kommer det fram fungerar utskicket av e-post.`,
  },
  en: {
    subject: 'Test mail from Skeppa',
    body: (who: string, company: string) =>
      `This is a test mail that ${who} at ${company} sent from the MailTest page in Skeppa. If it arrives, Skeppa's mail works.`,
  },
} as const;

/** The MailTest page: a company administrator's view of the company's outbox, and test mails. */
export function outboxService(deps: OutboxServiceDeps) {
  const repo = outboxRepository(deps.db);

  function adminOnly(user: AccessClaims) {
    if (user.level !== CUSTOMER_LEVEL_ADMIN) throw new AppError('mail.admin_only');
  }

  async function page(user: AccessClaims, query: OutboxQuery): Promise<OutboxPage> {
    adminOnly(user);
    const found = await repo.pageForCompany(user.companyId, query.page, query.pageSize);
    // Past the last page the rows carry no total; ask for it.
    const total = found.total ?? (await repo.countForCompany(user.companyId));
    return { items: found.rows.map(presentMailSummary), total, page: query.page, pageSize: query.pageSize };
  }

  async function detail(user: AccessClaims, id: string) {
    adminOnly(user);
    const found = await repo.findInCompany(id, user.companyId);
    if (!found) throw new AppError('mail.not_found');
    return presentMailDetail(found.mail, deps.from, found.raw);
  }

  async function sendTest(user: AccessClaims, request: TestMailRequest): Promise<MailQueued> {
    adminOnly(user);
    const customer = await deps.customers.get(user, user.customerId);
    const who = `${customer.firstName} ${customer.lastName}`.trim() || customer.email;
    const text = TEST_MAIL[request.language];
    return deps.db.transaction(async (tx) => {
      await assertMailQuota(deps.mail, tx, user.customerId, deps.config.maxPerCustomerPerHour);
      const id = await deps.mail.queue(tx, {
        kind: 'test',
        language: request.language,
        to: [request.to],
        replyTo: customer.email,
        content: { subject: text.subject, paragraphs: [text.body(who, customer.company)] },
        companyId: user.companyId,
        customerId: user.customerId,
      });
      return { id, state: 'queued' as const };
    });
  }

  return { page, detail, sendTest };
}
