// `npm run postcodes:import -- SE.txt`: loads a GeoNames postal-code file into the postcode lookup.
import { importGeonames } from '../modules/postcodes/import-geonames.ts';
import { postcodeRepository } from '../modules/postcodes/repository.ts';
import { loadConfig } from '../platform/config.ts';
import { withDatabase } from '../platform/open-database.ts';

const file = process.argv[2];
if (!file) {
  console.error('Usage: postcodes:import <GeoNames postal code file, e.g. SE.txt>');
  process.exit(2);
}
await withDatabase(loadConfig(), async (handle) => {
  const { imported, skipped, duplicates } = await importGeonames(postcodeRepository(handle.db), file);
  const notes = [
    skipped ? `skipped ${skipped} unreadable lines` : '',
    duplicates ? `left out ${duplicates} lines repeating a postcode (the first place is kept)` : '',
  ].filter(Boolean);
  console.log(`Imported ${imported} postcodes${notes.length ? `, ${notes.join(', ')}` : ''}.`);
});
