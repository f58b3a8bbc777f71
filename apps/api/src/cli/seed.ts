// `npm run db:seed`: migrates, then inserts the reference (and sample) data that is missing.
import { seedDatabase } from '../db/seed/seed.ts';
import { loadConfig } from '../platform/config.ts';
import { withDatabase } from '../platform/open-database.ts';

const config = loadConfig();
await withDatabase(config, async (handle) => {
  await seedDatabase(handle.db, { sampleData: config.seedSampleData, sampleBills: config.seedSampleBills });
  console.log(`Database seeded${config.seedSampleData ? ' with sample data' : ''}.`);
});
