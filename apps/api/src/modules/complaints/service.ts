import {
  AFTERCARE_CONTENT_TYPES,
  AFTERCARE_FILE_MAX_BYTES,
  AFTERCARE_FILES_MAX_TOTAL_BYTES,
  type AftercareContentType,
  type AftercareFile,
  addCalendarDays,
  type Complaint,
  type ComplaintListQuery,
  CUSTOMER_LEVEL_ADMIN,
  type complaintCreateRequestSchema,
  complaintStatus,
  type complaintUpdateRequestSchema,
  sniffAftercareContentType,
  stockholmWallTime,
  todayInStockholm,
} from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { AppError, ERRORS } from '../../platform/errors.ts';
import { storeCheckedFile } from '../../platform/files/checked-upload.ts';
import type { FileStore } from '../../platform/files/file-store.ts';
import type { Upload } from '../../platform/files/upload.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { type Audit, changedFields } from '../audit/index.ts';
import type { BookedShipment } from '../bookings/index.ts';
import type { CustomerService } from '../customers/index.ts';
import { label, recorded, sentRecorder } from './audited.ts';
import type { ComplaintFileRow, ComplaintRepository, ComplaintRow, Viewer } from './repository.ts';
import type { ComplaintSender } from './sending.ts';

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

const isAdmin = (user: AccessClaims) => user.level === CUSTOMER_LEVEL_ADMIN;
export const viewerOf = (user: AccessClaims): Viewer => ({
  companyId: user.companyId,
  customerId: isAdmin(user) ? null : user.customerId,
});
/** Where a complaint's attachments lie in the file store, each under its own uuid. */
const filesFolder = (complaintId: number) => `complaints/${complaintId}`;
const ore = (sek: number) => Math.round(sek * 100);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Refused until the next Stockholm midnight, which the answer names so the screen can say when. */
function reminderTooSoon(lastDay: string): AppError {
  const again = new Date(stockholmWallTime(addCalendarDays(lastDay, 1), 0, 0)).toISOString();
  const description = `${ERRORS['complaint.reminder_too_soon'].description} (from ${again})`;
  return new AppError('complaint.reminder_too_soon', description, [
    { code: 'complaint.reminder_too_soon', description, values: [again] },
  ]);
}

function presentFile(row: ComplaintFileRow): AftercareFile {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType as AftercareContentType,
    size: row.sizeBytes,
    filePath: row.publicId,
    uploadedAt: row.createdAt.toISOString(),
  };
}

/**
 * Complaints to carriers (SPEC §3, §7; issue 32.1–2). A user sees their own, an administrator the
 * company's and its internal comment; another company's complaint or file answers 404.
 */
export function complaintService(deps: ComplaintServiceDeps) {
  const { repo, files, log, audit } = deps;
  const recordSent = sentRecorder(audit);

  async function present(user: AccessClaims, rows: ComplaintRow[]): Promise<Complaint[]> {
    const [carriers, allFiles] = await Promise.all([repo.carrierNames(), repo.files(rows.map((r) => r.id))]);
    return rows.map((row) => {
      const own = allFiles.filter((f) => f.complaintId === row.id).map(presentFile);
      const sentDate = row.sentDate?.toISOString() ?? null;
      return {
        id: row.id,
        custId: row.customerId,
        supplierId: row.supplierId,
        supplier: row.supplierId === null ? '' : (carriers.get(row.supplierId)?.name ?? ''),
        createdBy: row.createdBy,
        createdDate: row.createdDate.toISOString(),
        sentDate,
        sentReceiverId: row.sentReceiverId,
        identifier: row.identifier,
        attachedFileUrl: own[0]?.filePath ?? '',
        description: row.description,
        complaintClaim: row.complaintClaimOre === null ? null : row.complaintClaimOre / 100,
        replyToMember: row.replyToMember,
        markMemberList: row.markMemberList,
        markAdminList: row.markAdminList,
        refComplaintId: row.refComplaintId,
        processed: row.processed,
        internalComment: isAdmin(user) ? row.internalComment : '',
        status: complaintStatus({ sentDate, replyToMember: row.replyToMember, processed: row.processed }),
        consignmentId: row.consignmentId,
        files: own,
        lastReminderDate: row.lastReminderAt?.toISOString() ?? null,
      };
    });
  }

  const one = async (user: AccessClaims, row: ComplaintRow) => (await present(user, [row]))[0]!;

  async function complaintOf(user: AccessClaims, id: number): Promise<ComplaintRow> {
    const row = await repo.find(id, viewerOf(user));
    if (!row) throw new AppError('complaint.not_found');
    return row;
  }

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
      return one(user, await complaintOf(user, id));
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

    /** A reminder to the carrier by hand: a sent, unanswered complaint, once a Stockholm day. */
    async remind(user: AccessClaims, id: number) {
      const row = await repo.db.transaction(async (tx) => {
        const locked = await repo.lock(tx, id, viewerOf(user));
        if (!locked) throw new AppError('complaint.not_found');
        if (!locked.sentDate || locked.processed || locked.replyToMember !== '')
          throw new AppError('complaint.not_remindable');
        const lastDay = todayInStockholm(locked.lastReminderAt ?? locked.sentDate);
        if (lastDay === todayInStockholm(deps.now())) throw reminderTooSoon(lastDay);
        const reminded = await deps.sender.remind(tx, user, locked);
        await audit.record(tx, user, {
          action: 'complaint.reminded',
          object: { id: reminded.id, label: label(reminded) },
          changes: changedFields(
            { lastReminder: locked.lastReminderAt },
            { lastReminder: reminded.lastReminderAt },
          ),
        });
        return reminded;
      });
      return { id: row.id, lastReminderDate: row.lastReminderAt!.toISOString() };
    },

    /**
     * The complaint, then its folder in the file store once the rows are gone: the whole folder,
     * so a file stored by an upload whose process died before its row was written goes too. A
     * store that fails now leaves only space, never a file anyone can reach.
     */
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
      await files
        .deletePrefix(filesFolder(id))
        .catch((err) => log.warn({ err, complaintId: id }, 'complaint files not removed'));
    },

    /**
     * An attachment: its type by its content, at most 10 MB, and the complaint's files at most
     * 25 MB together, summed under the complaint's row lock. A file added after the complaint was
     * sent stays with the case: it is not mailed again by itself (decisions).
     */
    async upload(user: AccessClaims, id: number, upload: Upload): Promise<AftercareFile> {
      const complaint = await complaintOf(user, id);
      const row = await storeCheckedFile(
        { files, log },
        upload,
        {
          keyPrefix: filesFolder(complaint.id),
          maxBytes: AFTERCARE_FILE_MAX_BYTES,
          sniff: sniffAftercareContentType,
          extension: (type) => AFTERCARE_CONTENT_TYPES[type],
          codes: { tooLarge: 'complaint.file_too_large', fileType: 'complaint.file_type' },
        },
        (file) =>
          repo.db.transaction(async (tx) => {
            const locked = await repo.lock(tx, id, viewerOf(user));
            if (!locked) throw new AppError('complaint.not_found');
            if ((await repo.filesBytes(tx, id)) + file.sizeBytes > AFTERCARE_FILES_MAX_TOTAL_BYTES)
              throw new AppError('complaint.files_too_large');
            const added = await repo.insertFile(tx, {
              complaintId: id,
              fileName: file.fileName,
              contentType: file.contentType,
              sizeBytes: file.sizeBytes,
              storagePath: file.storageKey,
            });
            await audit.record(tx, user, {
              action: 'complaint.file_added',
              object: { id, label: label(locked) },
              changes: { fileName: { from: null, to: added.fileName } },
            });
            return added;
          }),
      );
      return presentFile(row);
    },

    /** An attachment by its opaque id; anything else — a path, another company's — is not found. */
    async download(user: AccessClaims, filePath: string) {
      const row = UUID.test(filePath) ? await repo.findFile(filePath, viewerOf(user)) : undefined;
      const body = row ? await files.get(row.storagePath) : null;
      if (!row || !body) throw new AppError('complaint.file_not_found');
      return { file: presentFile(row), body };
    },

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
