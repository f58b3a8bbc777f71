import { mkdir, readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { PaymentImportResult } from '@skeppa/domain';
import type { JobDefinition } from '../../../platform/jobs/jobs.ts';
import { PaymentFileRefused } from '../payments.ts';

export const IMPORT_PAYMENTS_JOB = 'bills.payments_import';

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Every quarter of an hour, once across processes: the bank files put in PAYMENTS_IMPORT_DIR are
 * read, then moved to `read/` or, refused whole, to `refused/` for a person to look at.
 */
export function importPaymentsJob(deps: {
  dir: string;
  importFile: (bytes: Buffer) => Promise<PaymentImportResult>;
  log: Log;
}): JobDefinition {
  return {
    name: IMPORT_PAYMENTS_JOB,
    cron: '*/15 * * * *',
    retryLimit: 2,
    handler: () => importFolder(deps),
  };
}

export async function importFolder(deps: {
  dir: string;
  importFile: (bytes: Buffer) => Promise<PaymentImportResult>;
  log: Log;
}) {
  const names = (await readdir(deps.dir, { withFileTypes: true }))
    .filter((e) => e.isFile() && e.name.toLowerCase().endsWith('.xml'))
    .map((e) => e.name)
    .sort();
  let read = 0;
  for (const name of names) {
    const file = path.join(deps.dir, name);
    try {
      const result = await deps.importFile(await readFile(file));
      deps.log.info({ file: name, ...result }, 'bills: bank file read');
      await moveTo(deps.dir, 'read', name);
      read += 1;
    } catch (err) {
      if (!(err instanceof PaymentFileRefused)) throw err;
      deps.log.warn({ file: name, refusal: err.refusal, detail: err.detail }, 'bills: bank file refused');
      await moveTo(deps.dir, 'refused', name);
    }
  }
  return { read, refused: names.length - read };
}

async function moveTo(dir: string, folder: string, name: string) {
  await mkdir(path.join(dir, folder), { recursive: true });
  await rename(path.join(dir, name), path.join(dir, folder, name));
}
