import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../src/modules/bills/jobs/import-payments.ts';
import { billsOf } from './helpers/bills.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

// Payments read from ISO 20022 bank files (issue 33.4): matched by OCR, part and over payments,
// unknown references kept for a person, the same file read twice, a bad file refused whole.

const a = useSignedInApp({ bookingsNow: () => new Date('2026-12-05T09:00:00Z') });
const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name: string) => readFile(path.join(here, 'fixtures/camt', name), 'utf8');
const COMPANY = 2;

/** The invoices the notification's OCR references name: 100234 (OCR 10023489) and 100235 (10023588). */
beforeAll(async () => {
  await sql(
    a.t.databaseUrl,
    `INSERT INTO bills (company_id, customer_id, type, bill_date, due_date, total_capital_ore, total_vat_ore, invoice_no, ocr)
     VALUES ($1, 10001, 'invoice', '2026-12-01', '2026-12-31', 390000, 97500, 100234, '10023489'),
            ($1, 10001, 'invoice', '2026-12-01', '2026-12-31', 400000, 100000, 100235, '10023588')`,
    [COMPANY],
  );
});

const bill = async (no: number) =>
  (await billsOf(a.t.databaseUrl, COMPANY)).find((b) => b.invoice_no === no)!;
const payments = () =>
  sql<{ key: string; bill_id: number | null; amount_ore: number }>(
    a.t.databaseUrl,
    'SELECT key, bill_id, amount_ore::int FROM bill_payments ORDER BY id',
  );

describe('reading a camt.054 notification', () => {
  it('pays the invoice its OCR names, leaves a part payment open and keeps an unknown one for a person', async () => {
    const result = await a.t.app.bills.importPayments(await fixture('camt054-v02-bankgiro.xml'));
    expect(result).toEqual({
      messageType: 'camt.054',
      messageId: 'SEB-CAMT054-20261203-000417',
      credits: 3,
      matched: 1,
      partial: 1,
      overpaid: 0,
      unknown: 1,
      alreadyRead: 0,
    });
    expect(await bill(100234)).toMatchObject({ paid_ore: 487500, paid_date: '2026-12-03' });
    expect(await bill(100235)).toMatchObject({ paid_ore: 200000, paid_date: null });
    const kept = await payments();
    expect(kept.filter((p) => p.bill_id === null)).toHaveLength(1);
    const [unknown, ...more] = await a.t.app.bills.unmatchedPayments();
    expect(more).toEqual([]);
    expect(unknown).toMatchObject({ amount: 1312.5, currency: 'SEK', bookingDate: '2026-12-03' });
    const balance = (await a.call(a.admin, 'GET', `/bill/balance/customer/${a.admin.id}`)).json();
    expect(balance.notOverdue).toBe(3000);
  });

  it('changes nothing when the same file is read again', async () => {
    const before = [await bill(100234), await bill(100235), await payments()];
    const again = await a.t.app.bills.importPayments(await fixture('camt054-v02-bankgiro.xml'));
    expect(again).toMatchObject({ credits: 3, alreadyRead: 3, matched: 0, partial: 0, unknown: 0 });
    expect([await bill(100234), await bill(100235), await payments()]).toEqual(before);
  });

  it('keeps an overpayment as a credit on the account', async () => {
    const next = (await fixture('camt054-v02-bankgiro.xml'))
      .replaceAll('SEB-CAMT054-20261203-000417', 'SEB-CAMT054-20261204-000001')
      .replaceAll('SEB20261203-0418', 'SEB20261204-0001')
      .replaceAll('2000.00', '3500.00');
    const result = await a.t.app.bills.importPayments(next);
    // The first credit carries the bank's reference: read already. The third has none: keyed by this message.
    expect(result).toMatchObject({ overpaid: 1, alreadyRead: 1, unknown: 1 });
    expect(await bill(100235)).toMatchObject({ paid_ore: 550000, paid_date: '2026-12-03' });
    const balance = (await a.call(a.admin, 'GET', `/bill/balance/customer/${a.admin.id}`)).json();
    expect(balance).toMatchObject({ notOverdue: 0, credit: 500 });
    const [paid] = await sql<{ n: number }>(
      a.t.databaseUrl,
      "SELECT count(*)::int AS n FROM events WHERE type = 'bill.paid'",
    );
    expect(paid!.n).toBe(2);
  });

  it.each([
    ['not-well-formed.xml', 'camt.not_xml'],
    ['pain001-v03.xml', 'camt.not_camt'],
    ['camt054-three-decimals.xml', 'camt.malformed'],
  ])('refuses %s whole, applying nothing', async (name, refusal) => {
    const before = await payments();
    await expect(a.t.app.bills.importPayments(await fixture(name))).rejects.toMatchObject({ refusal });
    expect(await payments()).toEqual(before);
  });
});

describe('the scheduled import from a folder', () => {
  it('reads each bank file once and moves it to read/, a refused one to refused/', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-payments-'));
    await writeFile(path.join(dir, 'a-notification.xml'), await fixture('camt053-v02-statement.xml'));
    await writeFile(path.join(dir, 'b-broken.xml'), await fixture('not-well-formed.xml'));
    await writeFile(path.join(dir, 'notes.txt'), 'not a bank file');
    const log = { info: () => {}, warn: () => {} };
    const result = await importFolder({ dir, importFile: a.t.app.bills.importPayments, log });
    expect(result).toEqual({ read: 1, refused: 1 });
    expect((await readdir(dir)).sort()).toEqual(['notes.txt', 'read', 'refused']);
    expect(await readdir(path.join(dir, 'read'))).toEqual(['a-notification.xml']);
    expect(await readdir(path.join(dir, 'refused'))).toEqual(['b-broken.xml']);
    expect(await importFolder({ dir, importFile: a.t.app.bills.importPayments, log })).toEqual({
      read: 0,
      refused: 0,
    });
    await rm(dir, { recursive: true, force: true });
  });
});
