import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { listenForNotices, type NoticeHandlers, type NoticeListener } from './notices.ts';
import * as schema from './schema/index.ts';

export type Database = NodePgDatabase<typeof schema>;
/** The `tx` that `db.transaction()` hands its callback. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** Where a repository may run: on the pool, or inside a caller's transaction. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  pool: pg.Pool;
  /** Tells `handlers` of the notices on `channel` until the handle closes (db/notices.ts). */
  listen(channel: string, handlers: NoticeHandlers): NoticeListener;
  close(): Promise<void>;
}

/**
 * What a lost connection may be logged as: its code and message. The error itself holds the
 * client, its connection string and perhaps the parameters of the query it was running.
 */
export interface ConnectionLoss {
  code?: string;
  message: string;
}

export function connectionLoss(err: Error): ConnectionLoss {
  const { code } = err as { code?: unknown };
  return { code: typeof code === 'string' ? code : undefined, message: err.message };
}

export function connectDatabase(
  connectionString: string,
  onError: (loss: ConnectionLoss) => void,
): DatabaseHandle {
  // A database that does not answer costs a request five seconds at most (then a 503), never a
  // hang; a client that lost its server is dropped and the next one connects afresh.
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 5_000,
  });
  // pg-pool listens on idle clients only (its 'error' below). A client checked out between two
  // queries (a booking's transaction while the carrier answers) that loses its server emits
  // 'error' too, with nobody listening: Node ends the process. This listener stays for the
  // client's whole life; the query that next uses the client fails and the request answers 503.
  pool.on('connect', (client) => client.on('error', (err) => onError(connectionLoss(err))));
  // pg-pool also tells the pool of an idle client's loss, and an 'error' nobody hears throws: the
  // client's own listener above has already reported it.
  pool.on('error', () => {});
  const db = drizzle(pool, { schema });
  const listeners = new Set<NoticeListener>();
  return {
    db,
    pool,
    listen(channel, handlers) {
      const listener = listenForNotices(connectionString, channel, handlers, onError);
      listeners.add(listener);
      return listener;
    },
    async close() {
      await Promise.all([...listeners].map((l) => l.close()));
      await pool.end();
    },
  };
}
