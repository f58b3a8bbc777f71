import type { Contact } from '@skeppa/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { errorCodes, type Session, signIn, USERS } from './helpers/auth.ts';
import { HEADINGS, uploadContacts, uploadContactsForm } from './helpers/contact-files.ts';

// Values a spreadsheet would run as formulas, in both export files and back through the import.
let t: TestApp;
let user: Session;
let formulas: Contact;
let plain: Contact;
beforeAll(async () => {
  t = await createTestApp();
  user = await signIn(t.app, USERS.user);
  const save = async (body: Record<string, string>) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact/',
      headers: user.headers,
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    return res.json() as Contact;
  };
  const place = { address1: 'Hamngatan 1', postcode: '113 51', city: 'Stockholm' };
  formulas = await save({
    ...place,
    company: '=Formel AB',
    address2: "'=citerad",
    phone: '+46 31 123 45 60',
    reference: '@SUM(A1)',
    comments: '-2+3;"x"\nrad två',
  });
  plain = await save({ ...place, company: 'Formelfri AB', comments: 'Ring; sedan "porten"' });
});
afterAll(() => t.close());

const exportFile = (query: string) =>
  t.app.inject({
    method: 'GET',
    url: `/api/contact/export/${USERS.user.id}?search=formel${query}`,
    headers: user.headers,
  });
const read = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `/api/contact/${id}`, headers: user.headers })).json();

describe('the CSV export', () => {
  it('is UTF-8 with a BOM, semicolons and CRLF, quoted as RFC 4180 says, a formula-like value after a quote', async () => {
    const res = await exportFile('&format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="skeppa-contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = res.rawPayload.toString('utf8').slice(1);
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.slice(0, -2).split('\r\n');
    expect(lines[0]).toBe(HEADINGS.join(';'));
    expect(lines.slice(1).sort()).toEqual(
      [
        `${formulas.id};'=Formel AB;;;Hamngatan 1;''=citerad;11351;Stockholm;;SE;'+46 31 123 45 60;;;'@SUM(A1);"'-2+3;""x""\nrad två";0;1;0;0`,
        `${plain.id};Formelfri AB;;;Hamngatan 1;;11351;Stockholm;;SE;;;;;"Ring; sedan ""porten""";0;1;0;0`,
      ].sort(),
    );
  });

  it('imports back to the same contacts: the quote it added comes off, and only that', async () => {
    const file = (await exportFile('&format=csv')).rawPayload;
    const res = await uploadContactsForm(t.app, user, file, '', 'kontakter.csv');
    expect(res.json()).toMatchObject({ format: 'csv', counts: { updated: 2, created: 0, invalid: 0 } });
    expect(await read(formulas.id)).toEqual(formulas);
    expect(await read(plain.id)).toEqual(plain);
  });

  it('answers the same refusals as the xlsx', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/contact/export/${USERS.user.id}?search=ab&format=csv`,
      headers: user.headers,
    });
    expect(errorCodes(res)).toEqual(['contact.search_too_short']);
    const unknown = await exportFile('&format=xls');
    expect(unknown.statusCode).toBe(400);
    expect(errorCodes(unknown)).toEqual(['validation.failed']);
  });
});

describe('the xlsx export', () => {
  it('keeps a formula-like value as a text cell, never a formula, and imports back to the same contacts', async () => {
    const res = await exportFile('');
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const row = [2, 3].map((n) => sheet.getRow(n)).find((r) => r.getCell(1).value === formulas.id)!;
    const cell = (heading: string) => row.getCell(HEADINGS.indexOf(heading) + 1);
    for (const [heading, value] of [
      ['COMPANY', '=Formel AB'],
      ['ADDRESS2', "'=citerad"],
      ['PHONE', '+46 31 123 45 60'],
      ['REFERENCE', '@SUM(A1)'],
      ['COMMENTS', '-2+3;"x"\nrad två'],
    ]) {
      expect(cell(heading as string).type, heading).toBe(ExcelJS.ValueType.String);
      expect(cell(heading as string).formula, heading).toBeUndefined();
      expect(cell(heading as string).value, heading).toBe(value);
    }
    const imported = await uploadContacts(t.app, user, res.rawPayload, '');
    expect(imported.json()).toMatchObject({ format: 'xlsx', counts: { updated: 2, invalid: 0 } });
    expect(await read(formulas.id)).toEqual(formulas);
  });
});
