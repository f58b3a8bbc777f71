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
    // The pool replaces a lost client by itself; the loss is logged by its code and message only.
    const handle = connectDatabase(url, (loss) => app.log.warn(loss, 'database connection lost'));
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
