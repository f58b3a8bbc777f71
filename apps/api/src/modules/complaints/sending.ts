import { todayInStockholm } from '@skeppa/domain';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Events } from '../events/index.ts';
import { assertMailQuota, type Mail } from '../mail/index.ts';
import { type ComplaintLetter, complaintMail, reminderMail } from './letters.ts';
import type { ComplaintRepository, ComplaintRow } from './repository.ts';

export const COMPLAINT_MAIL_KIND = 'complaint.carrier';
export const REMINDER_MAIL_KIND = 'complaint.reminder';

export interface ComplaintSenderDeps {
  repo: ComplaintRepository;
  mail: Mail;
  events: Events;
  customers: Pick<CustomerService, 'get' | 'mailContact'>;
  bookings: { bookedShipment(consignmentId: number, companyId: number): Promise<BookedShipment | undefined> };
  /** The hourly quota of mails a customer sends by hand (MAIL_MAX_PER_CUSTOMER_PER_HOUR). */
  maxPerCustomerPerHour: number;
  now: () => Date;
}

/**
 * What leaves for the carrier: the complaint with its attachments, and reminders, each through
 * the outbox in the caller's transaction with the row that records it; and the event of an answer.
 */
export function complaintSender(deps: ComplaintSenderDeps) {
  const { repo } = deps;

  async function letter(tx: Executor, user: AccessClaims, row: ComplaintRow) {
    const carriers = await repo.carrierNames();
    const to = row.supplierId === null ? '' : (carriers.get(row.supplierId)?.complaintsEmail ?? '');
    if (!to) throw new AppError('complaint.carrier_no_address');
    // The company as the acting user reads it; replies go to the complaint's owner.
    const [actor, owner] = await Promise.all([
      deps.customers.get(user, user.customerId),
      deps.customers.mailContact(row.customerId),
    ]);
    const replyTo = owner?.email ?? actor.email;
    const shipment =
      row.consignmentId === null
        ? undefined
        : await deps.bookings.bookedShipment(row.consignmentId, row.companyId);
    const files = await repo.files([row.id], tx);
    const content: ComplaintLetter = {
      complaintId: row.id,
      identifier: row.identifier,
      consignmentNo: shipment?.consignmentNo ?? null,
      description: row.description,
      claim: row.complaintClaimOre === null ? null : row.complaintClaimOre / 100,
      company: actor.company,
      filedBy: row.createdBy,
      email: replyTo,
      files: files.map((f) => f.fileName),
    };
    const attachments = files.map((f) => ({
      fileName: f.fileName,
      contentType: f.contentType,
      storageKey: f.storagePath,
    }));
    return { to, replyTo, content, attachments };
  }

  return {
    /** Sends a complaint not yet sent; a user's send counts against their hourly mail quota. */
    async send(tx: Executor, user: AccessClaims, row: ComplaintRow): Promise<ComplaintRow> {
      const l = await letter(tx, user, row);
      await assertMailQuota(deps.mail, tx, user.customerId, deps.maxPerCustomerPerHour);
      await deps.mail.queue(tx, {
        kind: COMPLAINT_MAIL_KIND,
        language: 'sv',
        to: [l.to],
        replyTo: l.replyTo,
        content: complaintMail(l.content),
        attachments: l.attachments,
        companyId: row.companyId,
        customerId: user.customerId,
      });
      return repo.update(tx, row.id, { sentDate: deps.now(), sentReceiverId: row.supplierId });
    },

    /**
     * A reminder of a sent complaint. `byHand` is a user's (their quota counts it); the reminder
     * job acts for the complaint's owner.
     */
    async remind(tx: Executor, user: AccessClaims, row: ComplaintRow, byHand = true): Promise<ComplaintRow> {
      const l = await letter(tx, user, row);
      if (byHand) await assertMailQuota(deps.mail, tx, user.customerId, deps.maxPerCustomerPerHour);
      const sentOn = row.sentDate ? todayInStockholm(row.sentDate) : '';
      await deps.mail.queue(tx, {
        kind: REMINDER_MAIL_KIND,
        language: 'sv',
        to: [l.to],
        replyTo: l.replyTo,
        content: reminderMail(l.content, sentOn),
        companyId: row.companyId,
        customerId: byHand ? user.customerId : null,
      });
      return repo.update(tx, row.id, { lastReminderAt: deps.now() });
    },

    /** The carrier's answer was recorded: integrators hear of it (issue 35's webhooks). */
    async answered(tx: Executor, user: AccessClaims, row: ComplaintRow) {
      await deps.events.publish(tx, {
        type: 'complaint.answered',
        companyId: row.companyId,
        subjectId: String(row.id),
        payload: {
          complaintId: row.id,
          customerId: user.customerId,
          supplierId: row.supplierId,
          identifier: row.identifier,
          answeredAt: (row.answeredAt ?? deps.now()).toISOString(),
        },
      });
    },
  };
}
export type ComplaintSender = ReturnType<typeof complaintSender>;
