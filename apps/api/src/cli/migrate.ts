// `npm run db:migrate`: migrates the configured database (DATABASE_URL, or the embedded one).
import { loadConfig } from '../platform/config.ts';
import { withDatabase } from '../platform/open-database.ts';

await withDatabase(loadConfig(), async () => console.log('Database migrated.'));
