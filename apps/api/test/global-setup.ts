import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../src/db/client.ts';
import { migrateDatabase } from '../src/db/migrate.ts';
import { seedDatabase } from '../src/db/seed/seed.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/platform/embedded-postgres.ts';
import { startUpsMocks, type UpsDocument } from './helpers/ups-mocks.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** How a test file's database is cloned: `STRATEGY FILE_COPY` on our own server. */
    cloneClause: string;
    /** The Prism mock of each UPS document (helpers/ups-contract.ts routes to them). */
    upsMocks: Record<UpsDocument, string>;
  }
}

const THROWAWAY = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };

function withDatabase(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * One PostgreSQL server for the whole run (DATABASE_URL's, or an embedded one), and one migrated,
 * seeded template database that every test file clones (`CREATE DATABASE … TEMPLATE`).
 */
export default async function setup(project: TestProject) {
  // Prism starts beside the database: its 20 s of parsing UPS's documents overlap the migrations.
  const ups = startUpsMocks();
  let embedded: EmbeddedDatabase | undefined;
  let dir: string | undefined;
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    dir = await mkdtemp(path.join(tmpdir(), 'skeppa-test-pg-'));
    // A throwaway server: no fsync, so the many small commits and each file's clone and drop
    // never wait for the disk (decision 226). DATABASE_URL's server is used as it is.
    embedded = await startEmbeddedPostgres(dir, { settings: THROWAWAY });
    adminUrl = withDatabase(embedded.connectionString, 'postgres');
  }
  const template = `skeppa_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${template}`);
  await admin.query(`CREATE DATABASE ${template}`);
  const handle = connectDatabase(withDatabase(adminUrl, template), () => {});
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { sampleData: true });
  await handle.close();

  project.provide('adminDatabaseUrl', adminUrl);
  project.provide('templateDatabase', template);
  // Copying the files beats writing the template through the WAL once nothing is fsynced.
  project.provide('cloneClause', embedded ? 'STRATEGY FILE_COPY' : '');
  const mocks = await ups;
  project.provide('upsMocks', mocks.bases);

  return async () => {
    await mocks.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    await admin.end();
    await embedded?.stop();
    if (dir) await rm(dir, { recursive: true, force: true });
  };
}
