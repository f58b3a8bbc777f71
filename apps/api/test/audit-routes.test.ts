import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditCutoff, PURGE_AUDIT_JOB, purgeAudit } from '../src/modules/audit/index.ts';
import { JOBS_SCHEMA } from '../src/platform/jobs/jobs.ts';
import { errorCodes, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { useSignedInApp } from './helpers/signed-in-app.ts';

const a = useSignedInApp();
let company: number;
let otherCompany: number;

async function companyOf(id: number) {
  const [row] = await sql<{ company_id: number }>(
    a.t.databaseUrl,
    'SELECT company_id FROM customers WHERE id = $1',
    [id],
  );
  return row!.company_id;
}

/** An entry written through the module's face, as a write path writes one. */
function record(
  customerId: number,
  companyId: number,
  entry: Parameters<typeof a.t.app.audit.record>[2],
  extra: { apiKeyId?: number; address?: string } = {},
) {
  return a.t.app.audit.record(a.t.app.db, { customerId, companyId, address: '192.0.2.1', ...extra }, entry);
}

const list = (query = '', s = a.admin) => a.call(s, 'GET', `/audit${query}`);

beforeAll(async () => {
  company = await companyOf(USERS.admin.id);
  otherCompany = await companyOf(USERS.other.id);
  // A clean log for this file: the sign-ins of the file's set-up are in it too.
  await sql(a.t.databaseUrl, 'DELETE FROM audit_entries');
  await record(USERS.user.id, company, {
    action: 'contact.created',
    object: { id: 41, label: 'Mottagare AB' },
    changes: { city: { from: null, to: 'Göteborg' } },
  });
  await record(USERS.admin.id, company, {
    action: 'customer.settings_changed',
    object: { id: USERS.admin.id },
  });
  await record(
    USERS.admin.id,
    company,
    { action: 'order.booked', object: { id: '2611-0042', label: '2611-0042' } },
    { apiKeyId: 7 },
  );
  await record(USERS.user.id, company, {
    action: 'contact.bulk_deleted',
    object: [
      { id: 42, label: '=HYPERLINK("x")' },
      { id: 43, label: 'Beta AB' },
    ],
  });
  await record(USERS.other.id, otherCompany, {
    action: 'contact.created',
    object: { id: 99, label: 'Annan AB' },
  });
  // Spread over days: the oldest first.
  await sql(
    a.t.databaseUrl,
    `UPDATE audit_entries SET at = timestamptz '2026-11-20 12:00:00+01' + (id - (SELECT min(id) FROM audit_entries)) * interval '1 day'`,
  );
});

describe('GET /audit', () => {
  it("gives an administrator the company's entries newest first, with actor, object and changes", async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 4, totalCapped: false, page: 1, pageSize: 50 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'contact.bulk_deleted',
      'order.booked',
      'customer.settings_changed',
      'contact.created',
    ]);
    const created = body.entries[3];
    expect(created).toMatchObject({
      actor: { customerId: USERS.user.id, apiKeyId: null, address: '192.0.2.1' },
      object: { type: 'contact', id: '41', label: 'Mottagare AB' },
      changes: { city: { from: null, to: 'Göteborg' } },
    });
    expect(created.actor.name).not.toBe('');
    expect(body.entries[1].actor).toMatchObject({ customerId: USERS.admin.id, apiKeyId: 7 });
    // One entry for a bulk action: no single id, both labels, their count and ids.
    expect(body.entries[0]).toMatchObject({
      object: { type: 'contact', id: null, label: '=HYPERLINK("x"), Beta AB' },
      changes: { count: { from: null, to: 2 }, ids: { from: null, to: [42, 43] } },
    });
  });

  it('narrows by who, by action or object type and by Swedish days, and pages', async () => {
    const actions = async (query: string) =>
      (await list(query)).json().entries.map((e: { action: string }) => e.action);
    expect(await actions(`?customerId=${USERS.user.id}`)).toEqual([
      'contact.bulk_deleted',
      'contact.created',
    ]);
    expect(await actions('?apiKeyId=7')).toEqual(['order.booked']);
    expect(await actions('?action=contact.created')).toEqual(['contact.created']);
    expect(await actions('?objectType=contact')).toEqual(['contact.bulk_deleted', 'contact.created']);
    // 2026-11-21 12:00 and 2026-11-22 12:00 in Stockholm.
    expect(await actions('?from=2026-11-21&to=2026-11-22')).toEqual([
      'order.booked',
      'customer.settings_changed',
    ]);
    expect(await actions('?to=2026-11-20')).toEqual(['contact.created']);

    const page2 = (await list('?pageSize=25&page=2')).json();
    expect(page2).toMatchObject({ entries: [], total: 4, page: 2, pageSize: 25 });
  });

  it('refuses a range that ends before it starts, an unknown action and an odd page size', async () => {
    for (const query of ['?from=2026-11-22&to=2026-11-21', '?action=contact.eaten', '?pageSize=7']) {
      const res = await list(query);
      expect(res.statusCode, query).toBe(400);
      expect(errorCodes(res)).toEqual(['validation.failed']);
    }
  });

  it('shows another company nothing of this one, and this one nothing of it', async () => {
    const theirs = (await list('', a.other)).json();
    expect(theirs.entries.map((e: { object: { label: string } }) => e.object.label)).toEqual(['Annan AB']);
    const ours = (await list()).json();
    expect(ours.entries.some((e: { object: { label: string } }) => e.object.label === 'Annan AB')).toBe(
      false,
    );
  });

  it('refuses someone who is not an administrator with 403 and a code, and the demo user too', async () => {
    for (const url of ['/audit', '/audit/actors', '/audit/export?format=csv']) {
      const res = await a.call(a.user, 'GET', url);
      expect(res.statusCode, url).toBe(403);
      expect(errorCodes(res)).toEqual(['audit.admin_required']);
      const demo = await a.call(a.demo, 'GET', url);
      expect(demo.statusCode, url).toBe(403);
      expect(errorCodes(demo)).toEqual(['auth.demo_forbidden']);
      expect((await a.call(null, 'GET', url)).statusCode).toBe(401);
    }
  });
});

describe('GET /audit/actors', () => {
  it('lists the users and API keys in the company log with their names, nobody of another company', async () => {
    const res = await a.call(a.admin, 'GET', '/audit/actors');
    expect(res.statusCode).toBe(200);
    const { actors } = res.json();
    expect(
      actors.map((x: { customerId: number; apiKeyId: number | null }) => [x.customerId, x.apiKeyId]),
    ).toEqual([
      [USERS.admin.id, null],
      [USERS.user.id, null],
      [USERS.admin.id, 7],
    ]);
    expect(actors.every((x: { name: string }) => x.name !== '')).toBe(true);
  });
});

describe('GET /audit/export', () => {
  it('writes a CSV Swedish Excel opens: BOM, semicolons, the names of the actions, formulas neutralised', async () => {
    const res = await a.call(a.admin, 'GET', `/audit/export?format=csv&customerId=${USERS.user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="skeppa-audit-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const text = res.body;
    expect(
      text.startsWith(
        '\ufeffTid;Vem;API-nyckel;Adress;Händelse;Kod;Objekttyp;Objekt-id;Objekt;Ändringar\r\n',
      ),
    ).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(';Tog bort kontakter;contact.bulk_deleted;Kontakt;;');
    // A label that would run as a formula is text: a quote in front, the cell quoted for its comma.
    expect(lines[1]).toContain(`"'=HYPERLINK(""x""), Beta AB"`);
    // jsonb keeps its keys shortest first.
    expect(lines[1]).toContain('ids: – → 42, 43; count: – → 2');
    expect(lines[2]).toMatch(/^2026-11-20 12:00:00;/);

    const en = await a.call(a.admin, 'GET', '/audit/export?format=csv&language=en&action=contact.created');
    expect(en.body.split('\r\n')[0]).toBe(
      '\ufeffTime;Who;API key;Address;Action;Code;Object type;Object id;Object;Changes',
    );
    expect(en.body).toContain(
      ';Created a contact;contact.created;Contact;41;Mottagare AB;city: – → Göteborg',
    );
  });

  it('writes an xlsx of text cells under the same filters, which exceljs reads back', async () => {
    const res = await a.call(a.admin, 'GET', '/audit/export?format=xlsx&objectType=contact&language=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]!.slice(1)).toEqual([
      'Time',
      'Who',
      'API key',
      'Address',
      'Action',
      'Code',
      'Object type',
      'Object id',
      'Object',
      'Changes',
    ]);
    expect(rows.slice(1).map((r) => r[6])).toEqual(['contact.bulk_deleted', 'contact.created']);
    expect(rows[2]![9]).toBe('Mottagare AB');
    expect(sheet.getCell('I2').value).toBe('=HYPERLINK("x"), Beta AB');
    expect(sheet.getCell('I2').type).toBe(ExcelJS.ValueType.String);
  });

  it('refuses more entries than an export holds rather than cut them short', async () => {
    await sql(
      a.t.databaseUrl,
      `INSERT INTO audit_entries (company_id, customer_id, actor_name, action, object_type, at)
       SELECT $1, $2, 'Bulk', 'shipment.printed', 'order', timestamptz '2026-01-10 12:00+01'
       FROM generate_series(1, 50001)`,
      [company, USERS.admin.id],
    );
    try {
      const res = await a.call(a.admin, 'GET', '/audit/export?format=csv&to=2026-01-31');
      expect(res.statusCode).toBe(400);
      expect(errorCodes(res)).toEqual(['audit.export_too_large']);
      // The list counts up to its cap and says there are more.
      expect((await list('?to=2026-01-31')).json()).toMatchObject({ total: 10_000, totalCapped: true });
    } finally {
      await sql(a.t.databaseUrl, "DELETE FROM audit_entries WHERE actor_name = 'Bulk'");
    }
  });
});

describe('retention', () => {
  it('purges entries older than 13 months and keeps the rest', async () => {
    const now = new Date('2027-12-15T02:50:00Z');
    const cutoff = auditCutoff(now);
    expect(cutoff.toISOString()).toBe('2026-11-15T02:50:00.000Z');
    await sql(
      a.t.databaseUrl,
      `INSERT INTO audit_entries (company_id, customer_id, actor_name, action, object_type, at)
       VALUES ($1, $2, 'Old', 'order.booked', 'order', $3), ($1, $2, 'Kept', 'order.booked', 'order', $4)`,
      [company, USERS.admin.id, new Date(cutoff.getTime() - 60_000), new Date(cutoff.getTime() + 60_000)],
    );
    const before = await sql(a.t.databaseUrl, 'SELECT count(*)::int AS n FROM audit_entries');
    expect(await purgeAudit(a.t.app.db, now)).toBe(1);
    const names = await sql(
      a.t.databaseUrl,
      "SELECT actor_name FROM audit_entries WHERE actor_name IN ('Old', 'Kept')",
    );
    expect(names).toEqual([{ actor_name: 'Kept' }]);
    const after = await sql(a.t.databaseUrl, 'SELECT count(*)::int AS n FROM audit_entries');
    expect(after[0].n).toBe(before[0].n - 1);
  });

  it('is the audit module’s own nightly job, in Swedish time', async () => {
    const schedules = await sql(
      a.t.databaseUrl,
      `SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule WHERE name = $1`,
      [PURGE_AUDIT_JOB],
    );
    expect(schedules).toEqual([{ name: 'audit.purge', cron: '50 3 * * *', timezone: 'Europe/Stockholm' }]);
  });
});
