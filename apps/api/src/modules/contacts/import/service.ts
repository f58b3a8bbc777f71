import type { ContactImportResponse } from '@skeppa/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessClaims } from '../../../platform/tokens.ts';
import type { Audit } from '../../audit/index.ts';
import type { Events } from '../../events/index.ts';
import { contactLabel, storedFields } from '../presenter.ts';
import { BULK_LOAD_ROWS, type ContactRepository, type Executor } from '../repository.ts';
import { callerOf, contactChanged } from '../service.ts';
import { parseRow } from './parse-row.ts';
import { countOutcomes, type ImportTarget, importPlanner, type PlannedRow } from './plan.ts';
import { readContactFile } from './read-file.ts';

export interface ImportOptions {
  preview: boolean;
  duplicates: boolean;
}

/**
 * Reads an uploaded file and either shows what importing it would do (preview) or does it: every
 * valid row in one transaction, in which the contacts the file changes are locked and checked
 * again, so the result is what the caller was allowed at that moment. The file is read in batches;
 * each batch is planned as it comes and, in an import, written while the next one is read, so
 * PostgreSQL's work and the reading overlap.
 */
export function contactImportService(
  repo: ContactRepository,
  log: Pick<FastifyBaseLogger, 'warn'>,
  events: Events,
  audit: Audit,
) {
  const { db } = repo;

  async function readAndPlan(
    ex: Executor,
    user: AccessClaims,
    bytes: Buffer,
    opts: ImportOptions,
    onPlanned?: (rows: PlannedRow[]) => Promise<void>,
  ) {
    // The company's contacts load while the first batch is read.
    const planner = repo.duplicateCandidates(ex, user.companyId).then((existing) =>
      importPlanner({
        existing,
        caller: callerOf(user),
        importDuplicates: opts.duplicates,
        preview: opts.preview,
      }),
    );
    planner.catch(() => {}); // awaited with the first batch; a file refused before that ends here
    const planned: PlannedRow[] = [];
    const sheet = await readContactFile(bytes, async (batch) => {
      const rows = batch.map((r) => parseRow(r.row, r.values));
      const ids = [...new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])))];
      const targets: ImportTarget[] =
        ids.length === 0
          ? []
          : opts.preview
            ? await repo.owners(ids, user.companyId)
            : await repo.lockForChange(ex, ids, user.companyId);
      const plannedBatch = (await planner).plan(rows, targets);
      for (const row of plannedBatch) planned.push(row);
      await onPlanned?.(plannedBatch);
    });
    return { format: sheet.format, planned };
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

  /** Every batch written in the transaction, each while the next is read. */
  async function importInto(tx: Executor, user: AccessClaims, bytes: Buffer, opts: ImportOptions) {
    let writing: Promise<void> = Promise.resolve();
    const result = await readAndPlan(tx, user, bytes, opts, async (batch) => {
      await writing;
      writing = write(tx, user, batch);
      writing.catch(() => {}); // awaited with the next batch or at the end
    });
    await writing;
    return result;
  }

  async function run(user: AccessClaims, bytes: Buffer, opts: ImportOptions): Promise<ContactImportResponse> {
    const { format, planned } = opts.preview
      ? await readAndPlan(db, user, bytes, opts)
      : await db.transaction(async (tx) => {
          await repo.preferBulkLoad(tx);
          const result = await importInto(tx, user, bytes, opts);
          const written = result.planned.flatMap((r) =>
            (r.outcome === 'created' || r.outcome === 'updated') && typeof r.id === 'number'
              ? [{ id: r.id, label: contactLabel(r.fields) }]
              : [],
          );
          await events.publish(
            tx,
            written.map(({ id }) => contactChanged(user, id, 'imported')),
          );
          // One entry for the file: how many it made and changed, and which (the first of them).
          const counts = countOutcomes(result.planned);
          await audit.record(tx, user, {
            action: 'contact.imported',
            object: written,
            changes: {
              format: { from: null, to: result.format },
              created: { from: null, to: counts.created },
              updated: { from: null, to: counts.updated },
            },
          });
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
      format,
      rows: planned.map(({ fields: _fields, ...row }) => row),
      counts,
    };
  }

  return { run };
}
