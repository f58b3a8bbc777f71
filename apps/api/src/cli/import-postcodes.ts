// `npm run postcodes:import -- SE.txt`: loads a GeoNames postal-code file into the postcode lookup.
import { connectDatabase } from '../db/client.ts';
import { migrateDatabase } from '../db/migrate.ts';
import { importGeonames } from '../modules/postcodes/import-geonames.ts';
import { postcodeRepository } from '../modules/postcodes/repository.ts';
import { loadConfig } from '../platform/config.ts';
import { startEmbeddedPostgres } from '../platform/embedded-postgres.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: postcodes:import <GeoNames postal code file, e.g. SE.txt>');
  process.exit(2);
}
const config = loadConfig();
const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(config.dataDir);
const handle = connectDatabase(config.databaseUrl ?? embedded!.connectionString, (err) => console.error(err));
try {
  await migrateDatabase(handle);
  const { imported, skipped, duplicates } = await importGeonames(postcodeRepository(handle.db), file);
  const notes = [
    skipped ? `skipped ${skipped} unreadable lines` : '',
    duplicates ? `left out ${duplicates} lines repeating a postcode (the first place is kept)` : '',
  ].filter(Boolean);
  console.log(`Imported ${imported} postcodes${notes.length ? `, ${notes.join(', ')}` : ''}.`);
} finally {
  await handle.close();
  await embedded?.stop();
}
