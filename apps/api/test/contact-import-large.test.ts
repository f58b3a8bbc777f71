import type { ContactImportRow } from '@skeppa/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContactSheetValues, writeContactWorkbook } from '../src/modules/contacts/import/xlsx-writer.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { contactTotal, csv, uploadContacts } from './helpers/contact-files.ts';
import { createContact, withDb } from './helpers/factories.ts';

// Files of thousands of rows: read in batches, each written while the next is read, all in one
// transaction.
let t: TestApp;
let user: Session;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
});
afterAll(() => t.close());

const upload = (bytes: Buffer, query = '') => uploadContacts(t.app, user, bytes, query);
const total = () => contactTotal(t.app, user, USERS.user.id);

function sheetRow(n: number, over: Partial<ContactSheetValues> = {}): ContactSheetValues {
  return {
    id: '',
    company: `Batch ${n} AB`,
    firstName: '',
    lastName: '',
    address1: `Gatan ${n}`,
    address2: '',
    postcode: '11351',
    city: 'Stockholm',
    state: '',
    country: 'SE',
    phone: '',
    mobile: '',
    email: '',
    reference: `B-${n}`,
    comments: '',
    consignor: false,
    consignee: true,
    consumer: false,
    locked: false,
    ...over,
  };
}

describe('a workbook of several batches', () => {
  it('imports every row in file order, finding duplicates and changes across batches', async () => {
    const existing = await createContact(t.databaseUrl, {
      customerId: USERS.user.id,
      company: 'Ändras AB',
    });
    const rows = Array.from({ length: 4500 }, (_, i) => sheetRow(i));
    // Row 4,002 of the sheet repeats row 2 (the first contact); row 4,202 changes a stored contact.
    rows[4000] = sheetRow(0);
    rows[4200] = sheetRow(4200, { id: existing.id, company: 'Ändrad i import AB' });
    const before = await total();
    const res = await upload(await writeContactWorkbook(rows));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { counts: Record<string, number>; rows: ContactImportRow[] };
    expect(body.counts).toMatchObject({ rows: 4500, created: 4498, updated: 1, skipped: 1 });
    expect(body.rows.map((r) => r.row)).toEqual(rows.map((_, i) => i + 2));
    expect(body.rows[4000]).toMatchObject({ outcome: 'skipped', duplicateRow: 2 });
    expect(body.rows[4200]).toMatchObject({ outcome: 'updated', id: existing.id });
    // New contacts take their ids in the order of the sheet.
    const ids = body.rows.filter((r) => r.outcome === 'created').map((r) => r.id as number);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(4498);
    expect(await total()).toBe(before + 4498);
    const changed = await t.app.inject({
      method: 'GET',
      url: `/api/contact/${existing.id}`,
      headers: user.headers,
    });
    expect(changed.json().company).toBe('Ändrad i import AB');
  });

  it('writes nothing of a workbook refused after its first batches were written', async () => {
    const before = await total();
    const rows = Array.from({ length: 10_001 }, (_, i) => sheetRow(100_000 + i));
    const res = await upload(await writeContactWorkbook(rows));
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['contact.import_too_many_rows']);
    expect(await total()).toBe(before);
  });

  it('leaves out a row of a later batch that the caller may not change, and writes the rest', async () => {
    const other = await createContact(t.databaseUrl, {
      customerId: USERS.admin.id,
      company: 'Låst AB',
      locked: true,
    });
    const before = await total();
    const rows = Array.from({ length: 3000 }, (_, i) => sheetRow(200_000 + i));
    rows[2500] = sheetRow(2500, { id: other.id });
    const res = await upload(await writeContactWorkbook(rows));
    expect(res.statusCode).toBe(200);
    const body = res.json() as { counts: Record<string, number>; rows: ContactImportRow[] };
    // The locked row is left out; every other row is written.
    expect(body.rows[2500]?.problems[0]).toMatchObject({
      field: 'id',
      key: 'contacts.import.problem.lockedId',
    });
    expect(body.counts).toMatchObject({ created: 2999, invalid: 1 });
    expect(await total()).toBe(before + 2999);
  });
});

describe('a large import', () => {
  it('refreshes the statistics and visibility of the table once it is written', async () => {
    const heading = 'COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;POSTCODE;CITY;COUNTRY';
    const rows = Array.from({ length: 1000 }, (_, i) => `Storimport ${i} AB;;;Gatan ${i};11351;Stockholm;SE`);
    const before = await total();
    const res = await upload(csv([heading, ...rows]), '');
    expect(res.json().counts.created).toBe(1000);
    expect(await total()).toBe(before + 1000);
    // The table is tidied after the answer, in the background.
    const tidied = () =>
      withDb(t.databaseUrl, async (db) => {
        const result = await db.execute(
          sql`SELECT last_vacuum IS NOT NULL AND last_analyze IS NOT NULL AS done FROM pg_stat_user_tables WHERE relname = 'contacts'`,
        );
        return (result.rows[0] as { done: boolean }).done;
      });
    await expect.poll(tidied, { timeout: 15_000 }).toBe(true);
  });
});
