import { type ConnectionLoss, connectDatabase, type DatabaseHandle } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import type { AppConfig } from './config.ts';
import { type EmbeddedDatabase, type EmbeddedOptions, startEmbeddedPostgres } from './embedded-postgres.ts';

export interface OpenedDatabase {
  handle: DatabaseHandle;
  embedded?: EmbeddedDatabase;
  /** Ends the pool, then the embedded server if this process started one. */
  close(): Promise<void>;
}

/**
 * The one way the server and the CLI scripts reach their database: DATABASE_URL's server, or an
 * embedded PostgreSQL under DATA_DIR started for this process; migrated unless told not to, then
 * `prepare`d. A failed migration or preparation closes what was opened before it throws.
 */
export async function openDatabase(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  opts: {
    onLoss: (loss: ConnectionLoss) => void;
    embedded?: EmbeddedOptions;
    migrate?: boolean;
    prepare?: (handle: DatabaseHandle) => Promise<void>;
  },
): Promise<OpenedDatabase> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(config.dataDir, opts.embedded);
  const handle = connectDatabase(config.databaseUrl ?? embedded!.connectionString, opts.onLoss);
  const close = async () => {
    await handle.close();
    await embedded?.stop();
  };
  try {
    if (opts.migrate !== false) await migrateDatabase(handle);
    await opts.prepare?.(handle);
  } catch (err) {
    await close();
    throw err;
  }
  return { handle, embedded, close };
}

/** A CLI script's run: the configured database, migrated, closed again however `work` ends. */
export async function withDatabase<T>(
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir'>,
  work: (handle: DatabaseHandle) => Promise<T>,
  opts: { migrate?: boolean } = {},
): Promise<T> {
  const opened = await openDatabase(config, { onLoss: (loss) => console.error(loss), ...opts });
  try {
    return await work(opened.handle);
  } finally {
    await opened.close();
  }
}
