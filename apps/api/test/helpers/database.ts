import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../../src/db/client.ts';

export function databaseUrl(name: string) {
  const u = new URL(inject('adminDatabaseUrl'));
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A fresh database cloned from the migrated, seeded template (~50 ms). */
export async function createTestDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `skeppa_test_${randomBytes(6).toString('hex')}`;
  await admin((c) =>
    c.query(`CREATE DATABASE ${name} TEMPLATE ${inject('templateDatabase')} ${inject('cloneClause')}`),
  );
  return {
    url: databaseUrl(name),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

/** A database of the file's own and a pool on it for its tests, both gone after them. */
export function useTestDatabase(): () => DatabaseHandle {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    handle = connectDatabase(database.url, () => {});
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });
  return () => handle;
}

/** Runs one statement on a test database as it is, for set-up and for looking at what a call left. */
// biome-ignore lint/suspicious/noExplicitAny: rows of ad-hoc test statements; a test names a type where it helps.
export async function sql<Row = any>(url: string, text: string, params: unknown[] = []): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as Row[];
  } finally {
    await client.end();
  }
}
