import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** The `tx` that `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository may run: on the pool, or inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function connectDatabase(connectionString: string, onError: (err: Error) => void): DatabaseHandle {
  // A database that does not answer costs a request five seconds at most (then a 503), never a
  // hang; a client that lost its server is dropped and the next one connects afresh.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client that loses its server (restart, failover) must not crash the process.
  pool.on('error', onError);
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}
