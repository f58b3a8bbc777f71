import type { ComplaintStatus } from '@skeppa/domain';
import {
  and,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { carriers, complaintFiles, complaints } from '../../db/schema/index.ts';

export type ComplaintRow = typeof complaints.$inferSelect;
export type ComplaintFileRow = typeof complaintFiles.$inferSelect;
export type ComplaintValues = Partial<typeof complaints.$inferInsert>;

/** Whose complaints a caller sees: an administrator the company's, anyone else their own. */
export interface Viewer {
  companyId: number;
  /** Null for an administrator. */
  customerId: number | null;
}

export interface ComplaintFilter {
  archived: boolean;
  search?: string | undefined;
  status?: ComplaintStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

const answered = sql`${complaints.replyToMember} <> ''`;

/** complaintStatus (domain) as SQL, for the list's status filter. */
const STATUS_SQL: Record<ComplaintStatus, SQL> = {
  processed: sql`${complaints.processed}`,
  answered: sql`NOT ${complaints.processed} AND ${answered}`,
  sent: sql`NOT ${complaints.processed} AND NOT (${answered}) AND ${complaints.sentDate} IS NOT NULL`,
  open: sql`NOT ${complaints.processed} AND NOT (${answered}) AND ${complaints.sentDate} IS NULL`,
};

const stockholmDay = sql`(${complaints.createdDate} AT TIME ZONE 'Europe/Stockholm')::date`;
const likeText = (s: string) => `%${s.replace(/[\\%_]/g, '\\$&')}%`;

const due = (before: Date) =>
  and(
    isNotNull(complaints.sentDate),
    isNull(complaints.answeredAt),
    eq(complaints.processed, false),
    eq(complaints.replyToMember, ''),
    sql`coalesce(${complaints.lastReminderAt}, ${complaints.sentDate}) < ${before.toISOString()}`,
  );

function visible(viewer: Viewer): SQL {
  const company = eq(complaints.companyId, viewer.companyId);
  return viewer.customerId === null
    ? company
    : (and(company, eq(complaints.customerId, viewer.customerId)) as SQL);
}

/** The complaints module's tables: complaints and complaint_files. */
export function complaintRepository(db: Database) {
  return {
    db,

    async insert(tx: Executor, values: typeof complaints.$inferInsert): Promise<ComplaintRow> {
      const [row] = await tx.insert(complaints).values(values).returning();
      return row!;
    },

    async update(tx: Executor, id: number, values: ComplaintValues): Promise<ComplaintRow> {
      const [row] = await tx.update(complaints).set(values).where(eq(complaints.id, id)).returning();
      return row!;
    },

    async find(id: number, viewer: Viewer): Promise<ComplaintRow | undefined> {
      const [row] = await db
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id), visible(viewer)));
      return row;
    },

    /** The same, with its row lock for the transaction that changes it or its files. */
    async lock(tx: Executor, id: number, viewer: Viewer): Promise<ComplaintRow | undefined> {
      const [row] = await tx
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id), visible(viewer)))
        .for('update');
      return row;
    },

    list(viewer: Viewer, filter: ComplaintFilter): Promise<ComplaintRow[]> {
      const where = [visible(viewer)];
      if (!filter.archived) where.push(eq(complaints.markMemberList, false));
      if (filter.status) where.push(STATUS_SQL[filter.status]);
      if (filter.from) where.push(gte(stockholmDay, sql`${filter.from}::date`));
      if (filter.to) where.push(lte(stockholmDay, sql`${filter.to}::date`));
      if (filter.search) {
        const like = likeText(filter.search);
        where.push(
          or(
            ilike(complaints.identifier, like),
            ilike(complaints.description, like),
            ilike(complaints.createdBy, like),
          ) as SQL,
        );
      }
      // A company's complaints are a few hundred a year: the list is answered whole, newest first.
      return db
        .select()
        .from(complaints)
        .where(and(...where))
        .orderBy(desc(complaints.createdDate), desc(complaints.id))
        .limit(1000);
    },

    async carrierNames(): Promise<Map<number, { name: string; complaintsEmail: string }>> {
      const rows = await db
        .select({ code: carriers.code, name: carriers.name, complaintsEmail: carriers.complaintsEmail })
        .from(carriers);
      return new Map(rows.map((r) => [r.code, r]));
    },

    files(ids: readonly number[], tx: Executor = db): Promise<ComplaintFileRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(complaintFiles)
        .where(inArray(complaintFiles.complaintId, [...ids]))
        .orderBy(asc(complaintFiles.complaintId), asc(complaintFiles.id));
    },

    async filesBytes(tx: Executor, complaintId: number): Promise<number> {
      const [row] = await tx
        .select({ total: sql<number>`coalesce(sum(${complaintFiles.sizeBytes}), 0)::int` })
        .from(complaintFiles)
        .where(eq(complaintFiles.complaintId, complaintId));
      return row?.total ?? 0;
    },

    async insertFile(tx: Executor, values: typeof complaintFiles.$inferInsert): Promise<ComplaintFileRow> {
      const [row] = await tx.insert(complaintFiles).values(values).returning();
      return row!;
    },

    async findFile(publicId: string, viewer: Viewer): Promise<ComplaintFileRow | undefined> {
      const [row] = await db
        .select({ file: complaintFiles })
        .from(complaintFiles)
        .innerJoin(complaints, eq(complaints.id, complaintFiles.complaintId))
        .where(and(eq(complaintFiles.publicId, publicId), visible(viewer)));
      return row?.file;
    },

    /** Deletes the complaint; its files' rows cascade. */
    async remove(tx: Executor, id: number): Promise<void> {
      await tx.delete(complaints).where(eq(complaints.id, id));
    },

    /** Moves the complaints the viewer sees to the archive list or back; answers them. */
    mark(tx: Executor, ids: readonly number[], viewer: Viewer, archived: boolean) {
      return tx
        .update(complaints)
        .set({ markMemberList: archived })
        .where(and(inArray(complaints.id, [...ids]), visible(viewer)))
        .returning({ id: complaints.id, identifier: complaints.identifier });
    },

    /** Sent, unanswered, open complaints whose last letter (sent or reminder) is older than `before`. */
    async dueReminders(before: Date): Promise<ComplaintRow[]> {
      return db.select().from(complaints).where(due(before)).orderBy(asc(complaints.id)).limit(500);
    },

    /**
     * One of them, locked, if it is still due: a run at the same time (a retry, another process
     * calling `remindDue`) that reminded it first has moved its last letter on.
     */
    async lockDue(tx: Executor, id: number, before: Date): Promise<ComplaintRow | undefined> {
      const [row] = await tx
        .select()
        .from(complaints)
        .where(and(eq(complaints.id, id), due(before)))
        .for('update');
      return row;
    },

    /** Complaints about a shipment not yet sent to the carrier: their notice deadlines still run. */
    openCases(): Promise<{ companyId: number; customerId: number; consignmentId: number }[]> {
      return db
        .select({
          companyId: complaints.companyId,
          customerId: complaints.customerId,
          consignmentId: sql<number>`${complaints.consignmentId}`,
        })
        .from(complaints)
        .where(
          and(
            isNull(complaints.sentDate),
            isNotNull(complaints.consignmentId),
            eq(complaints.processed, false),
          ),
        );
    },
  };
}
export type ComplaintRepository = ReturnType<typeof complaintRepository>;
