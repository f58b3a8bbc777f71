import type {
  Complaint,
  ComplaintListQuery,
  complaintCreateRequestSchema,
  complaintUpdateRequestSchema,
} from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../platform/errors.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { CustomerService } from '../customers/index.ts';
import { label, recorded, sentRecorder } from './audited.ts';
import { complaintFiles } from './files.ts';
import { complaintPresenter } from './presenter.ts';
import { handReminder } from './remind-by-hand.ts';
import type { ComplaintRepository, ComplaintRow } from './repository.ts';
import type { ComplaintSender } from './sending.ts';
import { isAdmin, viewerOf, visibleComplaint } from './viewer.ts';

type CreateBody = z.output<typeof complaintCreateRequestSchema>;
type UpdateBody = z.output<typeof complaintUpdateRequestSchema>;

export interface ComplaintServiceDeps {
  repo: ComplaintRepository;
  bookings: { bookedShipment(consignmentId: number, companyId: number): Promise<BookedShipment | undefined> };
  customers: Pick<CustomerService, 'get'>;
  files: FileStore;
  sender: ComplaintSender;
  audit: Audit;
  now: () => Date;
  log: FastifyBaseLogger;
}

const ore = (sek: number) => Math.round(sek * 100);

/**
 * Complaints to carriers (SPEC §3, §7; issue 32.1–2). A user sees their own, an administrator the
 * company's and its internal comment; another company's complaint or file answers 404.
 */
export function complaintService(deps: ComplaintServiceDeps) {
  const { repo, audit } = deps;
  const recordSent = sentRecorder(audit);
  const present = complaintPresenter(repo);
  const attachments = complaintFiles(deps);

  const one = async (user: AccessClaims, row: ComplaintRow) => (await present(user, [row]))[0]!;

  /** The customer's fields, checked: a known carrier, the company's own shipment and complaint. */
  async function inputColumns(user: AccessClaims, body: CreateBody) {
    const carriers = await repo.carrierNames();
    if (!carriers.has(body.supplierId)) throw new AppError('customer.unknown_carrier');
    if (body.consignmentId !== null) {
      // As a claim's: another company's is unknown, the company's own not (yet) booked a conflict.
      const shipment = await deps.bookings.bookedShipment(body.consignmentId, user.companyId);
      if (!shipment) throw new AppError('consignment.not_found');
      if (!shipment.booked) throw new AppError('order.not_booked');
    }
    if (body.refComplaintId !== null && !(await repo.find(body.refComplaintId, viewerOf(user))))
      throw new AppError('complaint.not_found');
    return {
      supplierId: body.supplierId,
      identifier: body.identifier,
      description: body.description,
      complaintClaimOre: body.complaintClaim === null ? null : ore(body.complaintClaim),
      consignmentId: body.consignmentId,
      refComplaintId: body.refComplaintId,
    };
  }

  /** What only an administrator sets; from anyone else, a 403 rather than a silent drop. */
  function adminColumns(user: AccessClaims, body: UpdateBody, row: ComplaintRow) {
    const { replyToMember, processed, internalComment, markAdminList } = body;
    const given = [replyToMember, processed, internalComment, markAdminList].some((v) => v !== undefined);
    if (!given) return {};
    if (!isAdmin(user)) throw new AppError('complaint.admin_required');
    const firstAnswer = replyToMember !== undefined && replyToMember !== '' && row.answeredAt === null;
    // A reply taken back (recorded on the wrong complaint) reopens the case: the job reminds the
    // carrier again, and the reply recorded next is the answer integrators hear of.
    const withdrawn = replyToMember === '' && row.answeredAt !== null;
    return {
      ...(replyToMember === undefined ? {} : { replyToMember }),
      ...(processed === undefined ? {} : { processed }),
      ...(internalComment === undefined ? {} : { internalComment }),
      ...(markAdminList === undefined ? {} : { markAdminList }),
      ...(firstAnswer ? { answeredAt: deps.now() } : {}),
      ...(withdrawn ? { answeredAt: null } : {}),
    };
  }

  return {
    present,

    async create(user: AccessClaims, body: CreateBody): Promise<Complaint> {
      const columns = await inputColumns(user, body);
      const customer = await deps.customers.get(user, user.customerId);
      const row = await repo.db.transaction(async (tx) => {
        const created = await repo.insert(tx, {
          ...columns,
          companyId: user.companyId,
          customerId: user.customerId,
          createdBy: `${customer.firstName} ${customer.lastName}`.trim() || customer.email,
          createdDate: deps.now(),
        });
        await audit.record(tx, user, {
          action: 'complaint.created',
          object: { id: created.id, label: label(created) },
          changes: changedFields(null, recorded(created)),
        });
        const after = body.send ? await deps.sender.send(tx, user, created) : created;
        await recordSent(tx, user, created, after);
        return after;
      });
      return one(user, row);
    },

    async update(user: AccessClaims, body: UpdateBody): Promise<Complaint> {
      const row = await repo.db.transaction(async (tx) => {
        const locked = await repo.lock(tx, body.id, viewerOf(user));
        if (!locked) throw new AppError('complaint.not_found');
        const admin = adminColumns(user, body, locked);
        // What the carrier was sent stays as sent: only the case's own fields change after, and
        // the customer's fields, ignored then, are not checked (its shipment may since be gone).
        const values = locked.sentDate ? admin : { ...(await inputColumns(user, body)), ...admin };
        const changed = Object.keys(values).length > 0 ? await repo.update(tx, locked.id, values) : locked;
        if (locked.answeredAt === null && changed.answeredAt !== null)
          await deps.sender.answered(tx, user, changed);
        const after = body.send && !changed.sentDate ? await deps.sender.send(tx, user, changed) : changed;
        const changes = changedFields(recorded(locked), recorded(changed));
        // A save that only sends is recorded as the sending.
        if (Object.keys(changes).length > 0 || after.sentDate === locked.sentDate)
          await audit.record(tx, user, {
            action: 'complaint.changed',
            object: { id: changed.id, label: label(changed) },
            changes,
          });
        await recordSent(tx, user, locked, after);
        return after;
      });
      return one(user, row);
    },

    async get(user: AccessClaims, id: number): Promise<Complaint> {
      return one(user, await visibleComplaint(repo, user, id));
    },

    async list(user: AccessClaims, query: ComplaintListQuery): Promise<Complaint[]> {
      const search = query.search?.trim();
      if (search !== undefined && search !== '' && search.length < 3)
        throw new AppError('complaint.search_too_short');
      const customer = await deps.customers.get(user, user.customerId);
      const rows = await repo.list(viewerOf(user), {
        archived: customer.archivedComplaints,
        search: search || undefined,
        status: query.status,
        from: query.from,
        to: query.to,
      });
      return present(user, rows);
    },

    remind: handReminder(deps),

    /** The complaint, then its attachments in the file store once the rows are gone. */
    async remove(user: AccessClaims, id: number): Promise<void> {
      await repo.db.transaction(async (tx) => {
        const row = await repo.lock(tx, id, viewerOf(user));
        if (!row) throw new AppError('complaint.not_found');
        await repo.remove(tx, id);
        await audit.record(tx, user, {
          action: 'complaint.deleted',
          object: { id, label: label(row) },
          changes: changedFields(recorded(row), null),
        });
      });
      await attachments.removeAll(id);
    },

    upload: attachments.upload,
    download: attachments.download,

    /** Moves complaints to the archive list or back: one entry naming those it moved. */
    async mark(user: AccessClaims, ids: number[], archived: boolean) {
      const marked = await repo.db.transaction(async (tx) => {
        const rows = await repo.mark(tx, ids, viewerOf(user), archived);
        if (rows.length > 0)
          await audit.record(tx, user, {
            action: 'complaint.changed',
            object: rows.map((r) => ({ id: r.id, label: label(r) })),
            changes: { archived: { from: null, to: archived } },
          });
        return rows;
      });
      return { updated: marked.length };
    },
  };
}
export type ComplaintService = ReturnType<typeof complaintService>;
