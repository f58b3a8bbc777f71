import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database, DatabaseHandle } from '../db/client.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import type { AppConfig } from './config.ts';
import { openDatabase } from './open-database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    /** LISTENs on a channel of the app's database until the app closes (db/notices.ts). */
    listenForNotices: DatabaseHandle['listen'];
  }
}

/** The seed a start runs after migrating: reference data, and the samples when configured. */
export const seedAsConfigured = (config: AppConfig) => (handle: DatabaseHandle) =>
  seedDatabase(handle.db, { sampleData: config.seedSampleData, sampleBills: config.seedSampleBills });

/**
 * With DATABASE_URL the app uses that server; without it, it starts its own PostgreSQL under
 * DATA_DIR and restarts it should it die. Either way the schema is migrated and seeded before the
 * first request (a cluster's workers leave both to their primary), and a database lost later
 * costs 503s, not the process: the pool reconnects.
 */
export const databasePlugin = fp(
  async (app: FastifyInstance, opts: { config: AppConfig }) => {
    const { handle, embedded, close } = await openDatabase(opts.config, {
      embedded: {
        log: app.log.child({ component: 'postgres' }),
        supervise: {
          onGiveUp: (cause) => {
            app.log.fatal({ reason: cause.message }, 'embedded PostgreSQL is gone for good');
            opts.config.onDatabaseLost?.(cause);
          },
          backoffMs: opts.config.postgresRestartBackoffMs,
        },
      },
      // The pool replaces a lost client by itself; the loss is logged by its code and message only.
      onLoss: (loss) => app.log.warn(loss, 'database connection lost'),
      ...(opts.config.databaseReady ? { migrate: false } : { prepare: seedAsConfigured(opts.config) }),
    });
    if (embedded) app.log.info({ postmaster: embedded.pid() }, 'embedded PostgreSQL started');
    app.decorate('db', handle.db);
    app.decorate('listenForNotices', handle.listen);
    app.addHook('preClose', async () => embedded?.expectStop());
    app.addHook('onClose', async () => close());
  },
  { name: 'database' },
);
