import { type AuditFilter, stockholmWallTime } from '@skeppa/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { auditEntries, customers } from '../../db/schema/index.ts';

/** What `record` writes: the row less its id and time, the actor's name looked up when not given. */
export interface NewAuditRow {
  companyId: number | null;
  customerId: number | null;
  apiKeyId: number | null;
  /** Given for a failed sign-in (the username tried); else the user's name as it is now. */
  actorName: string | null;
  address: string | null;
  action: string;
  objectType: string;
  objectId: string | null;
  objectLabel: string;
  changes: unknown;
}

export type AuditRow = typeof auditEntries.$inferSelect;

/** Where `record` may write: the pool, or (as every write path does) the change's transaction. */
export type AuditExecutor = Pick<Database, 'insert'>;

/** The Swedish day after a day, for a range's open end. */
const nextDay = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

/** A company's entries under the filters; days are Swedish days, so a range ends at Stockholm's midnight. */
function matching(companyId: number, f: AuditFilter): SQL | undefined {
  return and(
    eq(auditEntries.companyId, companyId),
    f.customerId === undefined ? undefined : eq(auditEntries.customerId, f.customerId),
    f.apiKeyId === undefined ? undefined : eq(auditEntries.apiKeyId, f.apiKeyId),
    f.action === undefined ? undefined : eq(auditEntries.action, f.action),
    f.objectType === undefined ? undefined : eq(auditEntries.objectType, f.objectType),
    f.from === undefined ? undefined : gte(auditEntries.at, new Date(stockholmWallTime(f.from, 0, 0))),
    f.to === undefined ? undefined : lt(auditEntries.at, new Date(stockholmWallTime(nextDay(f.to), 0, 0))),
  );
}

const newestFirst = [desc(auditEntries.at), desc(auditEntries.id)];

/** The user's name as the screen shows it, read in the insert itself: no round trip of its own. */
const nameOf = (customerId: number) => sql`coalesce((
  SELECT coalesce(nullif(trim(${customers.firstName} || ' ' || ${customers.lastName}), ''), ${customers.email})
  FROM ${customers} WHERE ${customers.id} = ${customerId}), '')`;

export function auditRepository(db: Database) {
  return {
    async insert(ex: AuditExecutor, row: NewAuditRow) {
      const { actorName, ...rest } = row;
      await ex.insert(auditEntries).values({
        ...rest,
        actorName: actorName ?? (row.customerId === null ? '' : nameOf(row.customerId)),
      });
    },

    page(companyId: number, f: AuditFilter, page: number, pageSize: number) {
      return db
        .select()
        .from(auditEntries)
        .where(matching(companyId, f))
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize);
    },

    /** How many entries match, counted up to `cap`: a year of a busy company is not counted whole. */
    async count(companyId: number, f: AuditFilter, cap: number) {
      const capped = db
        .select({ one: sql`1` })
        .from(auditEntries)
        .where(matching(companyId, f))
        .limit(cap)
        .as('capped');
      const [row] = await db.select({ n: count() }).from(capped);
      return row?.n ?? 0;
    },

    /** Every matching entry up to `limit`, newest first, for an export. */
    all(companyId: number, f: AuditFilter, limit: number) {
      return db
        .select()
        .from(auditEntries)
        .where(matching(companyId, f))
        .orderBy(...newestFirst)
        .limit(limit);
    },

    /**
     * The users and API keys in a company's log, each with the name it last acted under. The
     * distinct ids are walked through their index one jump at a time (a loose index scan), and
     * each one's latest entry read by the index too: a year of entries costs a few probes per
     * person, not a read of every entry.
     */
    async actors(companyId: number, limit: number) {
      const walk = (column: 'customer_id' | 'api_key_id') => {
        const c = sql.raw(column);
        return db.execute<{ id: number; customer_id: number; name: string }>(sql`
          WITH RECURSIVE ids(id) AS (
            (SELECT ${c} FROM ${auditEntries}
              WHERE company_id = ${companyId} AND ${c} IS NOT NULL ORDER BY ${c} LIMIT 1)
            UNION ALL
            SELECT (SELECT ${c} FROM ${auditEntries}
                    WHERE company_id = ${companyId} AND ${c} > ids.id ORDER BY ${c} LIMIT 1)
            FROM ids WHERE ids.id IS NOT NULL)
          SELECT ids.id, latest.customer_id, latest.actor_name AS name
          FROM ids CROSS JOIN LATERAL (
            SELECT customer_id, actor_name FROM ${auditEntries}
            WHERE company_id = ${companyId} AND ${c} = ids.id ORDER BY at DESC LIMIT 1) latest
          WHERE ids.id IS NOT NULL
          LIMIT ${limit}`);
      };
      const [users, apiKeys] = await Promise.all([walk('customer_id'), walk('api_key_id')]);
      return {
        users: users.rows.map((r) => ({ customerId: Number(r.id), name: r.name })),
        apiKeys: apiKeys.rows.flatMap((r) =>
          r.customer_id === null
            ? []
            : [{ apiKeyId: Number(r.id), customerId: Number(r.customer_id), name: r.name }],
        ),
      };
    },

    /** Entries older than the cut-off, a batch at a time so no one statement holds the table long. */
    async deleteBefore(cutoff: Date, batch: number) {
      let deleted = 0;
      for (;;) {
        const result = await db.execute(sql`
          DELETE FROM ${auditEntries} WHERE id IN (
            SELECT id FROM ${auditEntries} WHERE at < ${cutoff} LIMIT ${batch})`);
        const n = result.rowCount ?? 0;
        deleted += n;
        if (n < batch) return deleted;
      }
    },
  };
}
export type AuditRepository = ReturnType<typeof auditRepository>;
