import { getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { contacts } from '../src/db/schema/index.ts';
import { databaseBefore } from './helpers/earlier-migrations.ts';

let handle: DatabaseHandle;
let close: () => Promise<void>;

// The migrations as they were before the contacts table was rebuilt with its columns reordered.
beforeAll(async () => {
  ({ handle, close } = await databaseBefore('_contacts_search_first'));
});
afterAll(async () => close());

const query = async (sql: string) => (await handle.pool.query(sql)).rows;
const indexes = () =>
  query(`SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'contacts' ORDER BY indexname`);
const constraints = () =>
  query(`SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
         WHERE conrelid = 'contacts'::regclass ORDER BY conname`);
const columnsOnDisk = async () =>
  (
    await query(`SELECT attname FROM pg_attribute
                 WHERE attrelid = 'contacts'::regclass AND attnum > 0 AND NOT attisdropped ORDER BY attnum`)
  ).map((r) => r.attname);

describe('rebuilding contacts with the search text first', () => {
  it('keeps every contact, its id and its indexes, and puts the filters and search text first', async () => {
    await handle.pool.query(`
      INSERT INTO companies (id, name) VALUES (1, 'Gamla AB'), (2, 'Andra AB');
      INSERT INTO customers (id, company_id, email) VALUES (1, 1, 'a@example.se'), (2, 2, 'b@example.se');
      INSERT INTO contacts (customer_id, company_id, company, first_name, last_name, address1, postcode,
                            city, country, phone, email, consignor, consignee, reference, comments, consumer, locked)
        VALUES (1, 1, 'Åkeri Öst AB', 'Åsa', 'Ek', 'Hamngatan 1', '41104', 'Göteborg', 'SE', '+46 31 12', 'asa@ost.se',
                true, false, 'R-1', 'Ring först', false, true),
               (1, 1, 'Lager Syd', '', '', 'Box 2', '21120', 'Malmö', 'SE', '', '', false, true, '', '', true, false),
               (2, 2, 'Annat AB', 'Bo', 'Berg', 'Väg 3', '90326', 'Umeå', 'SE', '', '', false, true, '', '', false, false);
      DELETE FROM contacts WHERE company = 'Lager Syd';`);
    const before = await query('SELECT * FROM contacts ORDER BY id');
    const [indexesBefore, constraintsBefore] = [await indexes(), await constraints()];

    await migrateDatabase(handle);

    expect(await query('SELECT * FROM contacts ORDER BY id')).toEqual(before);
    expect(await indexes()).toEqual(indexesBefore);
    expect(await constraints()).toEqual(constraintsBefore);
    const order = await columnsOnDisk();
    expect(order.slice(0, 8)).toEqual([
      'id',
      'company_id',
      'customer_id',
      'consignor',
      'consignee',
      'consumer',
      'locked',
      'search_text',
    ]);
    // The schema names the columns in the order on disk, as a fresh install makes them.
    expect(Object.values(getTableColumns(contacts)).map((c) => c.name)).toEqual(order);

    // Ids go on from the sequence (the deleted 2 is not given again); the search text is made.
    const [made] = await query(`INSERT INTO contacts (customer_id, company_id, company, city)
                                VALUES (1, 1, 'Ny AB', 'Luleå') RETURNING id, search_text`);
    expect(made).toEqual({ id: 4, search_text: 'ny ab   luleå  ' });
    expect(await query(`SELECT pg_get_serial_sequence('contacts', 'id') AS seq`)).toEqual([
      { seq: 'public.contacts_id_seq' },
    ]);
    // A user's contacts still go with them.
    await handle.pool.query('DELETE FROM customers WHERE id = 2');
    expect((await query('SELECT company FROM contacts ORDER BY id')).map((r) => r.company)).toEqual([
      'Åkeri Öst AB',
      'Ny AB',
    ]);
  });
});
