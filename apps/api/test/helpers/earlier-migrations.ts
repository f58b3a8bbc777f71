import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';
import { databaseUrl, sql } from './database.ts';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/**
 * A database of its own, migrated as it was before the migration whose tag ends with `tag`, for
 * a test to fill with the rows that migration must carry over. `close` drops it.
 */
export async function databaseBefore(
  tag: string,
): Promise<{ handle: DatabaseHandle; close(): Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-migrations-'));
  await cp(migrations, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8'));
  const at = journal.entries.findIndex((e: { tag: string }) => e.tag.endsWith(tag));
  if (at < 1) throw new Error(`No migration ${tag} after the first`);
  journal.entries = journal.entries.slice(0, at);
  await writeFile(journalPath, JSON.stringify(journal));

  const name = `skeppa_before${tag.replace(/\W/g, '')}_${process.pid}`;
  await sql(databaseUrl('postgres'), `CREATE DATABASE ${name}`);
  const handle = connectDatabase(databaseUrl(name), () => {});
  await migrate(handle.db, { migrationsFolder: dir });
  return {
    handle,
    async close() {
      await handle.close();
      await sql(databaseUrl('postgres'), `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
