import type { Database } from '../../db/client.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Mail } from '../mail/index.ts';
import type { DeadlineService } from './deadlines.ts';
import { deadlineMail } from './mail-texts.ts';
import { noticesRepository, type OpenCase } from './notices-repository.ts';

/** The outbox kind of the mail that a notice deadline is near. */
export const DEADLINE_MAIL_KIND = 'aftercare.deadlineNear';

/**
 * Where open complaint cases come from (complaints not yet sent to the carrier): the complaints
 * module's, given to the claims plugin; each case is a shipment and the user who opened it.
 */
export type OpenCaseSource = () => Promise<OpenCase[]>;

/**
 * Tells each user once per shipment and deadline kind that a notice deadline of an open case is
 * near (two days or fewer left, not passed): a claim still a draft, a complaint not yet sent. The
 * record of the notice and the mail are one transaction, so a mail is never lost nor sent twice.
 */
export function deadlineNotifier(deps: {
  db: Database;
  openComplaints: OpenCaseSource;
  deadlines: Pick<DeadlineService, 'forCase'>;
  customers: Pick<CustomerService, 'mailContact'>;
  mail: Mail;
}) {
  async function openCases(): Promise<OpenCase[]> {
    const all = [...(await noticesRepository(deps.db).openClaims()), ...(await deps.openComplaints())];
    const unique = new Map(all.map((c) => [`${c.consignmentId}:${c.customerId}`, c]));
    return [...unique.values()];
  }

  async function notify(c: OpenCase): Promise<boolean> {
    const found = await deps.deadlines.forCase(c.companyId, c.consignmentId);
    const near = found?.deadlines.deadlines.filter((d) => d.near) ?? [];
    if (!found || near.length === 0) return false;
    const contact = await deps.customers.mailContact(c.customerId);
    if (!contact?.email) return false;
    return deps.db.transaction(async (tx) => {
      const fresh = await noticesRepository(tx).record(
        c.consignmentId,
        c.customerId,
        near.map((d) => d.kind),
      );
      if (fresh.length === 0) return false;
      await deps.mail.queue(tx, {
        kind: DEADLINE_MAIL_KIND,
        language: contact.language,
        to: [contact.email],
        content: deadlineMail(contact.language, {
          name: contact.name,
          consignmentNo: found.shipment.consignmentNo ?? String(c.consignmentId),
          deadlines: near.filter((d) => fresh.includes(d.kind)),
        }),
        companyId: c.companyId,
        customerId: c.customerId,
      });
      return true;
    });
  }

  return async function notifyAll(): Promise<{ cases: number; mailed: number }> {
    const cases = await openCases();
    let mailed = 0;
    for (const c of cases) if (await notify(c)) mailed++;
    return { cases: cases.length, mailed };
  };
}
