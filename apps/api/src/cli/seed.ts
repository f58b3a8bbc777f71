// `npm run db:seed`: migrates, then inserts the reference (and sample) data that is missing.
import { connectDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { seedDatabase } from '../db/seed/seed.ts';
import { loadConfig } from '../platform/config.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';

const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
const handle = connectDatabase(config.databaseUrl ?? embedded!.connectionString, (err) => console.error(err));
try {
  await migrateDatabase(handle);
  await seedDatabase(handle.db, { sampleData: config.seedSampleData });
  console.log(`Database seeded${config.seedSampleData ? ' with sample data' : ''}.`);
} finally {
  await handle.close();
  await embedded?.stop();
}
