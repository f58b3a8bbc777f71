import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connectDatabase, type Database } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import type { AppConfig } from './config.ts';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './embedded-postgres.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

/**
 * With DATABASE_URL the app uses that server; without it, it starts its own PostgreSQL under
 * DATA_DIR and restarts it should it die. Either way the schema is migrated and seeded before the
 * first request, and a database lost later costs 503s, not the process: the pool reconnects.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    let embedded: EmbeddedDatabase | undefined;
    let url = opts.config.databaseUrl;
    if (!url) {
      embedded = await startEmbeddedPostgres(opts.config.dataDir, {
        log: app.log.child({ component: 'postgres' }),
        supervise: {
          onGiveUp: (cause) => {
            app.log.fatal({ reason: cause.message }, 'embedded PostgreSQL is gone for good');
            opts.config.onDatabaseLost?.(cause);
          },
          backoffMs: opts.config.postgresRestartBackoffMs,
        },
      });
      url = embedded.connectionString;
      app.log.info({ postmaster: embedded.pid() }, 'embedded PostgreSQL started');
    }
    // The pool replaces a lost client by itself; log the cause only (the error holds the whole client).
    const handle = connectDatabase(url, (err) =>
      app.log.warn(
        { code: (err as { code?: string }).code, message: err.message },
        'idle database client lost',
      ),
    );
    try {
      await migrateDatabase(handle);
      await seedDatabase(handle.db, { sampleData: opts.config.seedSampleData });
    } catch (err) {
      await handle.close();
      await embedded?.stop();
      throw err;
    }
    app.decorate('db', handle.db);
    app.addHook('preClose', async () => embedded?.expectStop());
    app.addHook('onClose', async () => {
      await handle.close();
      await embedded?.stop();
    });
  },
  { name: 'database' },
);
