import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import {
  contactTotal,
  csv,
  HEADINGS,
  libreOfficeWorkbook as libreOffice,
  uploadContacts,
  uploadContactsForm,
} from './helpers/contact-files.ts';
import { createContact } from './helpers/factories.ts';

let t: TestApp;
let user: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp();
  [user, admin] = await Promise.all([signIn(t.app, USERS.user), signIn(t.app, USERS.admin)]);
});
afterAll(() => t.close());

const upload = (bytes: Buffer, query = '?preview=1', s = user) => uploadContacts(t.app, s, bytes, query);
const total = () => contactTotal(t.app, user, USERS.user.id);

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

describe('a file sent as a form', () => {
  it('is read from the multipart field "file" as the same file sent as the body', async () => {
    const asForm = await uploadContactsForm(t.app, user, libreOffice);
    expect(asForm.statusCode).toBe(200);
    expect(asForm.json()).toEqual((await upload(libreOffice)).json());
    const file = csv([
      'COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;POSTCODE;CITY;COUNTRY',
      'Form AB;;;Gatan 1;11351;Stockholm;SE',
    ]);
    const before = await total();
    const imported = await uploadContactsForm(t.app, user, file, '', 'kontakter.csv');
    expect(imported.json()).toMatchObject({ preview: false, format: 'csv', counts: { created: 1 } });
    expect(await total()).toBe(before + 1);
  });

  it('refuses a form without the field "file", and one that breaks off, never a 500', async () => {
    const send = (type: string, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/contact/import/?preview=1',
        headers: { ...user.headers, 'content-type': type },
        payload,
      });
    const part = (name: string, file = '') =>
      `--b1\r\nContent-Disposition: form-data; name="${name}"${file}\r\n\r\nCOMPANY\r\n`;
    const noFile = await send('multipart/form-data; boundary=b1', `${part('note')}--b1--\r\n`);
    expect(noFile.statusCode).toBe(400);
    expect(errorCodes(noFile)).toEqual(['contact.import_file_missing']);
    const otherField = await send(
      'multipart/form-data; boundary=b1',
      `${part('upload', '; filename="a.csv"')}--b1--\r\n`,
    );
    expect(errorCodes(otherField)).toEqual(['contact.import_file_missing']);
    for (const [type, payload] of [
      ['multipart/form-data', 'COMPANY'],
      ['multipart/form-data; boundary=b1', part('file', '; filename="a.csv"')],
    ]) {
      const broken = await send(type as string, payload as string);
      expect(broken.statusCode).toBe(400);
      expect(errorCodes(broken)).toEqual(['contact.import_unreadable']);
    }
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

describe('CSV files', () => {
  const heading = 'COMPANY;FIRSTNAME;LASTNAME;ADDRESS1;POSTCODE;CITY;COUNTRY;COMMENTS';

  it('refuse a row whose e-mail domain no mail server takes', async () => {
    const res = await upload(
      csv([
        `${heading};EMAIL`,
        'Lager AB;;;Gatan 1;11351;Stockholm;SE;;kund@lager.se',
        'Lager AB;;;Gatan 2;11351;Stockholm;SE;;kund@lager-.se',
      ]),
    );
    expect(
      res.json().rows.map((r: { outcome: string; problems: unknown[] }) => [r.outcome, r.problems]),
    ).toEqual([
      ['valid', []],
      ['invalid', [{ field: 'email', key: 'validation.email' }]],
    ]);
  });

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
