import type { ContactFields } from '@skeppa/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { namedStatement } from '../../db/named-statement.ts';
import { contacts, customers } from '../../db/schema/index.ts';
import { contactListRepository } from './list-repository.ts';

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

const settingFields = {
  filterContacts: customers.filterContacts,
  primaryContactId: customers.primaryContactId,
};

// Built and planned once (decision 244): it runs with every list and every search.
const contactSettings = namedStatement('contacts.settings', settingFields, (ex) =>
  ex
    .select(settingFields)
    .from(customers)
    .where(eq(customers.id, sql.placeholder('customerId'))),
);

export function contactRepository(db: Database) {
  return {
    db,
    ...contactListRepository(db),

    /** The caller's two contact settings, read with every list. */
    async settings(customerId: number) {
      const [row] = await contactSettings(db, { customerId });
      return row;
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

    /**
     * A contact of the company as it is, locked against change until the transaction ends, with
     * whether it is the caller's sender favourite: what a change is checked and recorded against.
     */
    async lockOne(tx: Executor, id: number, companyId: number, callerId: number) {
      const [row] = await tx
        .select({
          contact: contacts,
          primary: sql<boolean>`coalesce((SELECT c.primary_contact_id = "contacts"."id" FROM customers c WHERE c.id = ${callerId}), false)`,
        })
        .from(contacts)
        .where(and(eq(contacts.id, id), eq(contacts.companyId, companyId)))
        .for('update', { of: contacts });
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
      return tx
        .update(contacts)
        .set({ [column]: value, updatedAt: sql`now()` })
        .where(inArray(contacts.id, ids))
        .returning({
          id: contacts.id,
          company: contacts.company,
          firstName: contacts.firstName,
          lastName: contacts.lastName,
        });
    },

    /** Deletes the contacts, in the caller's transaction; answers them as they were. */
    remove(tx: Executor, ids: number[]) {
      return tx.delete(contacts).where(inArray(contacts.id, ids)).returning();
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
