import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { postcodeKey } from '@skeppa/domain';
import type { PostcodeRepository } from './repository.ts';

const BATCH = 1000;

/**
 * Imports a GeoNames postal-code file (tab separated: country code, postal code, place name, …).
 * Rows are upserted in batches, so a re-import updates names and adds new codes. GeoNames lists a
 * postcode once per place it serves; the first place named is kept, and the later lines are
 * counted as duplicates (one upsert may not touch a row twice, so they never reach the database).
 */
export async function importGeonames(repo: PostcodeRepository, file: string) {
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  let batch: { countrycode: string; postcode: string; city: string }[] = [];
  const seen = new Set<string>();
  let imported = 0;
  let skipped = 0;
  let duplicates = 0;
  for await (const line of lines) {
    const [country, code, place] = line.split('\t');
    const countrycode = country?.trim().toUpperCase() ?? '';
    const postcode = postcodeKey(code ?? '');
    const city = place?.trim() ?? '';
    if (!/^[A-Z]{2}$/.test(countrycode) || !postcode || postcode.length > 12 || !city) {
      if (line.trim()) skipped++;
      continue;
    }
    const key = `${countrycode}:${postcode}`;
    if (seen.has(key)) {
      duplicates++;
      continue;
    }
    seen.add(key);
    batch.push({ countrycode, postcode, city });
    if (batch.length >= BATCH) {
      await repo.upsertExact(batch);
      imported += batch.length;
      batch = [];
    }
  }
  await repo.upsertExact(batch);
  imported += batch.length;
  return { imported, skipped, duplicates };
}
