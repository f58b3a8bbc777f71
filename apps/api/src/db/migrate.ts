import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { repoRoot } from '../platform/repo-root.ts';
import type { DatabaseHandle } from './client.ts';

const migrationsFolder = path.join(repoRoot, 'apps/api/drizzle');

/** Any number of API processes may start at once: one migrates, the others wait on the lock. */
const MIGRATION_LOCK = 7_366_001;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const client = await handle.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(handle.db, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    client.release();
  }
}
