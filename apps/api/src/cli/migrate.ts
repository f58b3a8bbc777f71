// `npm run db:migrate`: migrates the configured database (DATABASE_URL, or the embedded one).
import { connectDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { loadConfig } from '../platform/config.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
const handle = connectDatabase(config.databaseUrl ?? embedded!.connectionString, (err) => console.error(err));
try {
  await migrateDatabase(handle);
  console.log('Database migrated.');
} finally {
  await handle.close();
  await embedded?.stop();
}
