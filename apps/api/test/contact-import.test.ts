import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateRawSync } from 'node:zlib';
import { CONTACT_IMPORT_COLUMNS, CONTACT_IMPORT_MAX_BYTES } from '@skeppa/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { createContact, withDb } from './helpers/factories.ts';
import { makeZip } from './helpers/zip.ts';

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.admin)]);
});
afterAll(() => t.close());

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
/** Made with LibreOffice Calc 7.4 from a CSV (`--convert-to xlsx`), as a user's spreadsheet is. */
const libreOffice = readFileSync(path.join(fixtures, 'contacts-libreoffice.xlsx'));

const HEADINGS = CONTACT_IMPORT_COLUMNS.map((c) => c.heading);

const upload = (bytes: Buffer, query = '?preview=1', s = user, type = 'application/octet-stream') =>
  t.app.inject({
    method: 'POST',
    url: `/api/contact/import/${query}`,
    headers: { ...s.headers, 'content-type': type },
    payload: bytes,
  });

const total = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/contact/customer/${USERS.user.id}`,
      headers: user.headers,
    })
  ).json().total as number;

const csv = (lines: string[], delimiter = ';', bom = true) =>
  Buffer.from(`${bom ? '\ufeff' : ''}${lines.join('\r\n')}\r\n`.replaceAll(';', delimiter), 'utf8');

describe('preview and import of a LibreOffice workbook', () => {
  it('previews each row without writing anything', async () => {
    const before = await total();
    const res = await upload(libreOffice);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ preview: true, format: 'xlsx' });
    expect(body.counts).toEqual({
      rows: 9,
      valid: 6,
      invalid: 3,
      duplicates: 1,
      created: 0,
      updated: 0,
      skipped: 0,
    });
    const byRow = new Map(body.rows.map((r: { row: number }) => [r.row, r]));
    expect(byRow.get(2)).toMatchObject({
      outcome: 'valid',
      action: 'create',
      summary: { company: 'Åkesson & Söner AB', fullName: 'Örjan Åkesson', postcode: '11351', country: 'SE' },
    });
    expect(byRow.get(5)).toMatchObject({
      outcome: 'invalid',
      problems: [{ field: 'postcode', key: 'validation.format' }],
    });
    expect(byRow.get(6)).toMatchObject({
      outcome: 'invalid',
      problems: [{ field: 'state', key: 'validation.required' }],
    });
    expect(byRow.get(10)).toMatchObject({
      outcome: 'invalid',
      problems: [
        { field: 'city', key: 'validation.required' },
        { field: 'email', key: 'validation.email' },
      ],
    });
    expect(byRow.get(8)).toMatchObject({ outcome: 'valid', duplicateRow: 2, duplicateOf: null });
    expect(await total()).toBe(before);
  });

  it('imports the valid rows, skips the repeated one, and a second import finds them all', async () => {
    const before = await total();
    const res = await upload(libreOffice, '');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.counts).toMatchObject({ created: 5, skipped: 1, invalid: 3, updated: 0 });
    expect(await total()).toBe(before + 5);
    const hamn = body.rows.find((r: { row: number }) => r.row === 3);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/contact/${hamn.id}`,
      headers: user.headers,
    });
    expect(stored.json()).toMatchObject({
      custId: USERS.user.id,
      company: 'Göteborgs Hamnlager AB',
      country: 'SE',
      address2: 'Port 4',
      consignor: true,
      locked: true,
    });

    const again = (await upload(libreOffice, '?preview=1')).json();
    expect(again.rows.find((r: { row: number }) => r.row === 2).duplicateOf).toBeGreaterThan(0);
    expect((await upload(libreOffice, '')).json().counts).toMatchObject({ created: 0, skipped: 6 });
    expect((await upload(libreOffice, '?duplicates=1')).json().counts).toMatchObject({
      created: 6,
      skipped: 0,
    });
    expect(await total()).toBe(before + 11);
  });
});

async function readWorkbook(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return { workbook, sheet, rows };
}

describe('template and export', () => {
  it('gives a template with the headings only, which imports as empty', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/contact/import/template',
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain('.xlsx');
    const { rows } = await readWorkbook(res.rawPayload);
    expect(rows).toEqual([HEADINGS]);
    const imported = await upload(res.rawPayload);
    expect(imported.statusCode).toBe(400);
    expect(errorCodes(imported)).toEqual(['contact.import_empty']);
  });

  it('exports the list as searched, which edited imports back as changes', async () => {
    const c = await createContact(t.databaseUrl, {
      customerId: USERS.admin.id,
      company: 'Exportgatan Lager AB',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contact/export/${USERS.user.id}?search=exportgatan`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(200);
    const { workbook, sheet, rows } = await readWorkbook(res.rawPayload);
    expect(rows[0]).toEqual(HEADINGS);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(String(c.id));

    sheet.getRow(2).getCell(HEADINGS.indexOf('CITY') + 1).value = 'Uppsala';
    const edited = Buffer.from(await workbook.xlsx.writeBuffer());
    const preview = (await upload(edited)).json();
    expect(preview.rows[0]).toMatchObject({
      action: 'update',
      id: c.id,
      outcome: 'valid',
      duplicateOf: null,
    });
    const done = (await upload(edited, '')).json();
    expect(done.counts).toMatchObject({ updated: 1, created: 0 });
    const stored = await t.app.inject({ method: 'GET', url: `/api/contact/${c.id}`, headers: user.headers });
    expect(stored.json()).toMatchObject({ city: 'Uppsala', custId: USERS.admin.id });
  });

  it("refuses another customer's export and a short search", async () => {
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/contact/export/${USERS.admin.id}`,
      headers: user.headers,
    });
    expect(other.statusCode).toBe(404);
    const short = await t.app.inject({
      method: 'GET',
      url: `/api/contact/export/${USERS.user.id}?search=ab`,
      headers: user.headers,
    });
    expect(errorCodes(short)).toEqual(['contact.search_too_short']);
  });
});

describe('rows that change a contact', () => {
  it("refuse another company's id, a locked contact of someone else, a repeated id and locking by a colleague", async () => {
    const foreign = await createContact(t.databaseUrl, { customerId: USERS.other.id });
    const locked = await createContact(t.databaseUrl, { customerId: USERS.admin.id, locked: true });
    const open = await createContact(t.databaseUrl, { customerId: USERS.admin.id });
    const row = (id: number | string, extra = '0') =>
      `${id};Lager AB;;;Hamngatan 1;;11351;Stockholm;;SE;0;1;0;${extra}`;
    const file = csv([
      'ID;COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;ADDRESS2;POSTCODE;CITY;STATE;COUNTRY;SENDER;RECEIVER;CONSUMER;LOCKED',
      row(foreign.id),
      row(locked.id, '1'),
      row(open.id),
      row(open.id),
      row(open.id, '1'),
      row('abc'),
    ]);
    const res = await upload(file, '', user);
    expect(res.statusCode).toBe(200);
    const keys = res.json().rows.map((r: { problems: { key: string }[] }) => r.problems[0]?.key ?? 'ok');
    expect(keys).toEqual([
      'contacts.import.problem.unknownId',
      'contacts.import.problem.lockedId',
      'ok',
      'contacts.import.problem.repeatedId',
      'contacts.import.problem.repeatedId',
      'validation.format',
    ]);
    const stored = await t.app.inject({
      method: 'GET',
      url: `/api/contact/${foreign.id}`,
      headers: admin.headers,
    });
    expect(stored.statusCode).toBe(404);
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
    const stats = await withDb(t.databaseUrl, async (db) => {
      const { sql } = await import('drizzle-orm');
      const result = await db.execute(
        sql`SELECT last_vacuum, last_analyze FROM pg_stat_user_tables WHERE relname = 'contacts'`,
      );
      return result.rows[0] as { last_vacuum: Date | null; last_analyze: Date | null };
    });
    expect(stats.last_vacuum).not.toBeNull();
    expect(stats.last_analyze).not.toBeNull();
  });
});

describe('CSV files', () => {
  const heading = 'COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;POSTCODE;CITY;COUNTRY;COMMENTS';
  it('read semicolons with a BOM and commas without, with quoted fields', async () => {
    const semi = await upload(
      csv([heading, 'Semi AB;;;Gatan 1;113 51;Stockholm;Sverige;"Ring; sedan ""porten"""']),
    );
    expect(semi.json()).toMatchObject({ format: 'csv', counts: { valid: 1 } });
    const comma = await upload(
      csv(
        [heading.replaceAll(';', ','), 'Komma AB,,,"Gatan 1, uppgång B",41104,Göteborg,se,"två\nrader"'],
        ',',
        false,
      ),
    );
    expect(comma.statusCode).toBe(200);
    expect(comma.json().rows[0]).toMatchObject({
      outcome: 'valid',
      summary: { company: 'Komma AB', address1: 'Gatan 1, uppgång B', country: 'SE' },
    });
  });
});

describe('files that are refused with nothing imported', () => {
  const heading = HEADINGS.join(';');

  it.each([
    ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj', 'latin1'), 'contact.import_file_type'],
    [
      'an old .xls',
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'contact.import_file_type',
    ],
    ['a cut-off workbook', libreOffice.subarray(0, 3000), 'contact.import_unreadable'],
    ['an empty body', Buffer.alloc(0), 'contact.import_empty'],
    ['headings only', csv([heading]), 'contact.import_empty'],
  ])('%s', async (_what, bytes, code) => {
    const before = await total();
    const res = await upload(bytes, '');
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual([code]);
    expect(await total()).toBe(before);
  });

  it('missing and unknown headings, named', async () => {
    const missing = await upload(csv(['COMPANY;ADDRESS1;POSTCODE', 'A AB;Gatan 1;11351']));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0]).toMatchObject({
      code: 'contact.import_missing_headings',
      values: ['FIRSTNAME', 'LASTNAME', 'CITY', 'COUNTRY'],
    });
    const unknown = await upload(csv([`${heading};TOWN`, 'x']));
    expect(unknown.json().errors[0]).toMatchObject({
      code: 'contact.import_unknown_headings',
      values: ['TOWN'],
    });
  });

  it('a file over 5 MB with "The file is to large"', async () => {
    const res = await upload(Buffer.alloc(5 * 1024 * 1024 + 1, 0x41), '');
    expect(res.statusCode).toBe(413);
    expect(errorCodes(res)).toEqual(['contact.import_too_large']);
  });

  it('more than 10,000 rows', async () => {
    const rows = Array.from(
      { length: 10_001 },
      (_, i) => `;Firma ${i} AB;;;Gatan 1;;11351;Stockholm;;SE;;;;;;0;1;0;0`,
    );
    const res = await upload(csv([heading, ...rows]), '');
    expect(res.statusCode).toBe(400);
    expect(errorCodes(res)).toEqual(['contact.import_too_many_rows']);
  });
});

describe('zip files that are not safe to unpack', () => {
  const small = { name: '[Content_Types].xml', data: Buffer.from('<Types/>') };
  // 101 MB of zeros deflate to about 100 KB: past the 100 MB the parts may unpack to.
  const huge = Buffer.alloc(101 * 1024 * 1024);

  it('refuses one that says it unpacks too far, and one that lies about it', async () => {
    for (const declaredSize of [undefined, 1000]) {
      const bomb = makeZip([
        small,
        { name: 'xl/workbook.xml', data: huge, ...(declaredSize ? { declaredSize } : {}) },
      ]);
      expect(bomb.length).toBeLessThan(CONTACT_IMPORT_MAX_BYTES);
      const res = await upload(bomb, '');
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual(['contact.import_unsafe']);
    }
  });

  it('refuses a zip that is no workbook, and one with data hidden between its parts', async () => {
    const document = makeZip([small, { name: 'word/document.xml', data: Buffer.from('<w:document/>') }]);
    expect(errorCodes(await upload(document))).toEqual(['contact.import_file_type']);
    const parts = makeZip([small, { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]);
    const firstEnd = 30 + small.name.length + deflateRawSync(small.data).length;
    const hidden = Buffer.concat([
      parts.subarray(0, firstEnd),
      Buffer.from('PK\x03\x04hidden'),
      parts.subarray(firstEnd),
    ]);
    expect(errorCodes(await upload(hidden))).toEqual(['contact.import_unreadable']);
  });
});
