import type { ContactImportResponse } from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessClaims } from '../../../platform/tokens.ts';
import { storedFields } from '../presenter.ts';
import type { ContactRepository, Executor } from '../repository.ts';
import { callerOf } from '../service.ts';
import { type ParsedRow, parseRow } from './parse-row.ts';
import { countOutcomes, type ImportTarget, type PlannedRow, planImport } from './plan.ts';
import { readContactFile } from './read-file.ts';

/** From this many written rows on, an import refreshes the table's statistics itself. */
const BULK_LOAD_ROWS = 1000;

export interface ImportOptions {
  preview: boolean;
  duplicates: boolean;
}

/**
 * Reads an uploaded file and either shows what importing it would do (preview) or does it: every
 * valid row in one transaction, in which the contacts the file changes are locked and checked
 * again, so the result is what the caller was allowed at that moment.
 */
export function contactImportService(repo: ContactRepository, log: Pick<FastifyBaseLogger, 'warn'>) {
  const { db } = repo;

  async function plan(
    tx: Executor,
    user: AccessClaims,
    rows: ParsedRow[],
    opts: ImportOptions,
    lock: boolean,
  ) {
    const ids = [...new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])))];
    const targets: ImportTarget[] =
      ids.length === 0
        ? []
        : lock
          ? await repo.lockForChange(tx, ids, user.companyId)
          : await repo.owners(ids, user.companyId);
    const existing = await repo.duplicateCandidates(tx, user.companyId);
    return planImport({
      rows,
      existing,
      targets,
      caller: callerOf(user),
      importDuplicates: opts.duplicates,
      preview: opts.preview,
    });
  }

  async function write(tx: Executor, user: AccessClaims, planned: PlannedRow[]) {
    const creates = planned.filter((r) => r.outcome === 'created');
    const inserted = await repo.insert(
      tx,
      user,
      creates.map((r) => storedFields(r.fields)),
    );
    inserted.forEach((row, i) => {
      const planRow = creates[i];
      if (planRow) planRow.id = row.id;
    });
    const updates = planned.filter((r) => r.outcome === 'updated');
    await repo.updateMany(
      tx,
      updates.map((r) => ({ ...storedFields(r.fields), id: r.id as number })),
    );
  }

  async function run(user: AccessClaims, bytes: Buffer, opts: ImportOptions): Promise<ContactImportResponse> {
    // The file is read before a database connection is taken: reading is the slow part.
    const sheet = await readContactFile(bytes);
    const rows = sheet.rows.map((r) => parseRow(r.row, r.values));
    const planned = opts.preview
      ? await plan(db, user, rows, opts, false)
      : await db.transaction(async (tx) => {
          const result = await plan(tx, user, rows, opts, true);
          await write(tx, user, result);
          return result;
        });
    const counts = countOutcomes(planned);
    if (counts.created + counts.updated >= BULK_LOAD_ROWS) {
      // In the background, so the import answers at once; autovacuum does the same a little later
      // anyway, should this fail (another role owning the table, say).
      void repo
        .tidyAfterBulkLoad()
        .catch((err: Error) => log.warn({ err: err.message }, 'contact table not tidied'));
    }
    return {
      preview: opts.preview,
      format: sheet.format,
      rows: planned.map(({ fields: _fields, ...row }) => row),
      counts,
    };
  }

  return { run };
}
