import type { AuditChanges } from '@skeppa/domain';
import { expect } from 'vitest';
import { sql } from './database.ts';

/** An audit entry as its row holds it. */
export interface AuditRow {
  id: number;
  at: Date;
  company_id: number | null;
  customer_id: number | null;
  api_key_id: number | null;
  actor_name: string;
  address: string | null;
  action: string;
  object_type: string;
  object_id: string | null;
  object_label: string;
  changes: AuditChanges;
}

/** The entries written after `mark` (an id from `auditMark`), oldest first. */
export async function auditSince(url: string, mark: number): Promise<AuditRow[]> {
  const rows = await sql<AuditRow>(url, 'SELECT * FROM audit_entries WHERE id > $1 ORDER BY id', [mark]);
  return rows.map((r) => ({ ...r, id: Number(r.id) }));
}

/** Where the log stands now: the entries a test's action writes come after it. */
export async function auditMark(url: string): Promise<number> {
  const [row] = await sql<{ id: string | null }>(url, 'SELECT max(id) AS id FROM audit_entries');
  return Number(row?.id ?? 0);
}

/** What `work` wrote to the log: it must be exactly one entry, which is answered. */
export async function oneEntry(url: string, work: () => Promise<unknown>): Promise<AuditRow> {
  const mark = await auditMark(url);
  await work();
  const rows = await auditSince(url, mark);
  expect(rows.map((r) => r.action)).toHaveLength(1);
  return rows[0]!;
}

/** What `work` wrote to the log, every entry. */
export async function entriesOf(url: string, work: () => Promise<unknown>): Promise<AuditRow[]> {
  const mark = await auditMark(url);
  await work();
  return auditSince(url, mark);
}

/**
 * From now on every transaction that writes an audit entry fails as it commits, after everything
 * in it ran: the change it recorded must leave nothing behind, the entry included. Answers the undo.
 */
export async function failCommitsWithAudit(url: string): Promise<() => Promise<void>> {
  await sql(
    url,
    `CREATE OR REPLACE FUNCTION audit_test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
     BEGIN RAISE EXCEPTION 'refused at commit by the test'; END $$`,
  );
  await sql(
    url,
    `CREATE CONSTRAINT TRIGGER audit_test_refuse AFTER INSERT ON audit_entries
     DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION audit_test_refuse()`,
  );
  return async () => {
    await sql(url, 'DROP TRIGGER audit_test_refuse ON audit_entries');
  };
}

/** Every text of the log, to look for what must never be in it. */
export async function wholeLog(url: string): Promise<string> {
  const rows = await sql(url, 'SELECT * FROM audit_entries');
  return JSON.stringify(rows);
}
