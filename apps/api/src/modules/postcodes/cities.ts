import { postcodeKey } from '@skeppa/domain';
import type { Database } from '../../db/client.ts';
import { postcodeRepository } from './repository.ts';

/**
 * The city of a postcode for other modules (the carriers' sandbox places its service points
 * there): what `GET /postcode` answers, without the route.
 */
export function postcodeCities(db: Database) {
  const repo = postcodeRepository(db);
  return {
    cityOf: (countryCode: string, postcode: string) =>
      repo.findCity(countryCode.toUpperCase(), postcodeKey(postcode)),
  };
}
