import type { ContactFields, ContactListQuery } from '@skeppa/domain';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { builtOnce, PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { contacts, customers } from '../../db/schema/index.ts';
import {
  type ListScope,
  listShape,
  orderBy,
  SORT_COLUMNS,
  scopeShape,
  scopeValues,
  scopeWhere,
} from './list-sql.ts';

export type ContactRow = typeof contacts.$inferSelect;
/** A database handle or an open transaction: services decide which. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type StoredFields = Omit<ContactFields, 'primary'>;

/** From this many written rows on, an import is a bulk load and tidies after itself (`tidyAfterBulkLoad`). */
export const BULK_LOAD_ROWS = 1000;

/** The stored fields of a contact as JSON keys, table columns and types, for the bulk statements. */
const COLUMNS: { key: keyof StoredFields; column: string; type: 'text' | 'boolean' }[] = [
  { key: 'company', column: 'company', type: 'text' },
  { key: 'firstName', column: 'first_name', type: 'text' },
  { key: 'lastName', column: 'last_name', type: 'text' },
  { key: 'address1', column: 'address1', type: 'text' },
  { key: 'address2', column: 'address2', type: 'text' },
  { key: 'postcode', column: 'postcode', type: 'text' },
  { key: 'city', column: 'city', type: 'text' },
  { key: 'state', column: 'state', type: 'text' },
  { key: 'country', column: 'country', type: 'text' },
  { key: 'phone', column: 'phone', type: 'text' },
  { key: 'mobile', column: 'mobile', type: 'text' },
  { key: 'email', column: 'email', type: 'text' },
  { key: 'consignor', column: 'consignor', type: 'boolean' },
  { key: 'consignee', column: 'consignee', type: 'boolean' },
  { key: 'reference', column: 'reference', type: 'text' },
  { key: 'comments', column: 'comments', type: 'text' },
  { key: 'consumer', column: 'consumer', type: 'boolean' },
  { key: 'locked', column: 'locked', type: 'boolean' },
];
const RECORD = sql.raw(COLUMNS.map((c) => `"${c.key}" ${c.type}`).join(', '));

/** The placeholders of a page: how many rows, from where. */
const pageValues = (q: Pick<ContactListQuery, 'page' | 'pageSize'>) => ({
  limit: q.pageSize,
  offset: (q.page - 1) * q.pageSize,
});

export function contactRepository(db: Database) {
  // The list's statements, each built once per shape (db/built-once.ts).
  const pages = builtOnce();
  const searchPages = builtOnce();
  const counts = builtOnce();
  const exports = builtOnce();
  return {
    db,

    /** The caller's two contact settings, read with every list. */
    async settings(customerId: number) {
      const [row] = await db
        .select({ filterContacts: customers.filterContacts, primaryContactId: customers.primaryContactId })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row;
    },

    /**
     * One page in the asked order, its ids found first from the sort index alone (which holds the
     * search text and the owner, flags: migration 0013), then only those rows read. A deep page
     * (page 400 skips 10,000 contacts) skips index entries, not rows (15 → 2 ms in the bench's
     * list of 30,000), and a search whose hits sit late in the order walks the index, not the table.
     */
    page(scope: ListScope, q: Pick<ContactListQuery, 'sort' | 'order' | 'page' | 'pageSize'>) {
      const query = pages(listShape(scope, q), () => {
        const order = orderBy(q);
        const ids = db
          .select({ id: contacts.id })
          .from(contacts)
          .where(scopeWhere(scope))
          .orderBy(...order)
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'));
        return db
          .select()
          .from(contacts)
          .where(inArray(contacts.id, ids))
          .orderBy(...order)
          .prepare(PLANNED_EACH_RUN);
      });
      return query.execute({ ...scopeValues(scope), ...pageValues(q) });
    },

    /**
     * A search's page and its hits in one pass: its first `cap + 1` hits in the list's order,
     * counted, and of them only the page's rows read whole. The planner finds those hits by its
     * estimate of how many there are: few through the trigram index, then sorted; many by walking
     * the sort index, which holds the search text (migration 0013), until it has met `cap + 1`.
     * The page is the list's unless it reaches past those hits; `hits` is `null` when the page is
     * past the end.
     */
    async sortedHits(
      scope: ListScope,
      q: Pick<ContactListQuery, 'sort' | 'order' | 'page' | 'pageSize'>,
      cap: number,
    ) {
      const query = searchPages(listShape(scope, q), () => {
        // Only what the sort index holds, so that a walk reads the index alone.
        const sortColumns = Object.fromEntries(SORT_COLUMNS[q.sort].columns.map((c) => [c.name, c]));
        // Named as the table, so the list's ORDER BY reads the subquery's columns.
        const found = db
          .select({ id: contacts.id, ...sortColumns })
          .from(contacts)
          .where(scopeWhere(scope))
          .orderBy(...orderBy(q))
          .limit(sql.placeholder('hitsRead'))
          .as('contacts');
        const page = db.$with('page').as(
          db
            .select({ id: found.id, hits: sql<number>`count(*) over ()`.mapWith(Number).as('hits') })
            .from(found)
            .orderBy(...orderBy(q))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        );
        return db
          .with(page)
          .select({ contact: contacts, hits: page.hits })
          .from(contacts)
          .innerJoin(page, eq(contacts.id, page.id))
          .orderBy(...orderBy(q))
          .prepare(PLANNED_EACH_RUN);
      });
      const rows = await query.execute({ ...scopeValues(scope), ...pageValues(q), hitsRead: cap + 1 });
      return { rows: rows.map((r) => r.contact), hits: rows[0]?.hits ?? null };
    },

    /** The contacts of the list, counted up to `cap + 1` when a cap is given. */
    async count(scope: ListScope, cap?: number) {
      const query = counts(`${scopeShape(scope)}|${cap === undefined ? 'all' : 'capped'}`, () => {
        const matching = db.select({ one: sql`1` }).from(contacts).where(scopeWhere(scope));
        const counted = cap === undefined ? matching : matching.limit(sql.placeholder('hitsRead'));
        return db.select({ n: count() }).from(counted.as('matching')).prepare(PLANNED_EACH_RUN);
      });
      const [row] = await query.execute({ ...scopeValues(scope), hitsRead: (cap ?? 0) + 1 });
      return row?.n ?? 0;
    },

    /** Every contact of the list as shown, for an export; `limit` stops a runaway list. */
    all(scope: ListScope, q: Pick<ContactListQuery, 'sort' | 'order'>, limit: number) {
      const query = exports(listShape(scope, q), () =>
        db
          .select()
          .from(contacts)
          .where(scopeWhere(scope))
          .orderBy(...orderBy(q))
          .limit(sql.placeholder('limit'))
          .prepare(PLANNED_EACH_RUN),
      );
      return query.execute({ ...scopeValues(scope), limit });
    },

    /** A contact of the company with whether it is the caller's sender favourite, in one round trip. */
    async findVisible(id: number, companyId: number, callerId: number) {
      const [row] = await db
        .select({
          contact: contacts,
          // Spelt out in full: in a one-table select Drizzle leaves column names unqualified.
          primary: sql<boolean>`coalesce((SELECT c.primary_contact_id = "contacts"."id" FROM customers c WHERE c.id = ${callerId}), false)`,
        })
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)));
      return row;
    },

    /** The company's contacts among `ids`, locked against change until the transaction ends. */
    lockForChange(tx: Executor, ids: number[], companyId: number) {
      return tx
        .select({ id: contacts.id, custId: contacts.customerId, locked: contacts.locked })
        .from(contacts)
        .where(and(inArray(contacts.id, ids), eq(contacts.companyId, companyId)))
        .for('update');
    },

    /**
     * New contacts of one owner in one statement, their ids in the order given. The rows travel as
     * one JSON parameter: 10,000 of them bind as one value instead of 190,000, and the statement
     * is built once. Ids come from the sequence in insertion order, which follows the ordinality.
     */
    async insert(tx: Executor, owner: { customerId: number; companyId: number }, fields: StoredFields[]) {
      if (fields.length === 0) return [];
      const result = await tx.execute<{ id: number }>(sql`
        WITH input AS (
          SELECT v.* FROM ROWS FROM (jsonb_to_recordset(${JSON.stringify(fields)}::jsonb) AS (${RECORD})) WITH ORDINALITY
            AS v(${sql.raw(COLUMNS.map((c) => `"${c.key}"`).join(', '))}, ord)
        ), inserted AS (
          INSERT INTO ${contacts} (customer_id, company_id, ${sql.raw(COLUMNS.map((c) => c.column).join(', '))})
          SELECT ${owner.customerId}, ${owner.companyId}, ${sql.raw(COLUMNS.map((c) => `"${c.key}"`).join(', '))}
          FROM input ORDER BY ord
          RETURNING id
        )
        SELECT id FROM inserted ORDER BY id`);
      return result.rows.map((r) => ({ id: Number(r.id) }));
    },

    async update(tx: Executor, id: number, fields: Partial<StoredFields>) {
      const [row] = await tx
        .update(contacts)
        .set({ ...fields, updatedAt: sql`now()` })
        .where(eq(contacts.id, id))
        .returning();
      return row;
    },

    /**
     * Many contacts changed in one statement: each element of `rows` carries an id and every
     * stored field (an import's changed rows).
     */
    async updateMany(tx: Executor, rows: (StoredFields & { id: number })[]) {
      if (rows.length === 0) return;
      await tx.execute(sql`
        UPDATE ${contacts} SET ${sql.raw(COLUMNS.map((c) => `${c.column} = v."${c.key}"`).join(', '))}, updated_at = now()
        FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS v(id int, ${RECORD})
        WHERE ${contacts.id} = v.id`);
    },

    async setFlag(
      tx: Executor,
      ids: number[],
      column: 'consignor' | 'consignee' | 'consumer' | 'locked',
      value: boolean,
    ) {
      await tx
        .update(contacts)
        .set({ [column]: value, updatedAt: sql`now()` })
        .where(inArray(contacts.id, ids));
    },

    /** Deletes the contacts and clears them as anyone's sender favourite, in the caller's transaction. */
    async remove(tx: Executor, ids: number[]) {
      await tx
        .update(customers)
        .set({ primaryContactId: null })
        .where(inArray(customers.primaryContactId, ids));
      await tx.delete(contacts).where(inArray(contacts.id, ids));
    },

    /** Makes a contact the caller's sender favourite, or stops it being so. */
    async setFavourite(tx: Executor, customerId: number, contactId: number, favourite: boolean) {
      if (favourite) {
        await tx.update(customers).set({ primaryContactId: contactId }).where(eq(customers.id, customerId));
      } else {
        await tx
          .update(customers)
          .set({ primaryContactId: null })
          .where(and(eq(customers.id, customerId), eq(customers.primaryContactId, contactId)));
      }
    },

    /**
     * For the rest of the transaction, the search index's new entries wait in its pending list
     * (merged by `tidyAfterBulkLoad` or autovacuum) instead of going into the index row by row:
     * 10,000 contacts insert in 0.8 s instead of 1.2 s.
     */
    async preferBulkLoad(tx: Executor) {
      await tx.execute(sql`SET LOCAL gin_pending_list_limit = '64MB'`);
    },

    /**
     * After a bulk load: fresh statistics for the planner, the search index's pending list merged,
     * and a visibility map that lets a count read the index alone. Autovacuum would get there
     * within a minute or so; until then every list would count by visiting each row.
     */
    async tidyAfterBulkLoad() {
      await db.execute(sql`VACUUM (ANALYZE) ${contacts}`);
    },

    /** What a possible duplicate is judged by, for every contact of the company. */
    duplicateCandidates(tx: Executor, companyId: number) {
      return tx
        .select({
          id: contacts.id,
          company: contacts.company,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          postcode: contacts.postcode,
          country: contacts.country,
        })
        .from(contacts)
        .where(eq(contacts.companyId, companyId));
    },

    /** Owner and lock of the company's contacts among `ids` (rows of an import that change one). */
    owners(ids: number[], companyId: number) {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ id: contacts.id, custId: contacts.customerId, locked: contacts.locked })
        .from(contacts)
        .where(and(inArray(contacts.id, ids), eq(contacts.companyId, companyId)));
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
