import { useDebouncedValue } from '@mantine/hooks';
import { isCompletePostcode, postcodeKey } from '@skeppa/domain';
import { useEffect, useRef } from 'react';
import { isApiError } from '@/shared/api/api-error';
import { usePostcode } from '../api/get-postcode';
import type { PlaceForm } from '../model/draft';
import { draftActions } from '../model/draft-store';

const DEBOUNCE_MS = 400;

/**
 * Fills the city once the postcode is complete (after the user stops typing). An unknown postcode
 * yields a hint, and empties a city found for the postcode before it ("99999 Göteborg" is no
 * place): the user types the city and carries on. A city the user typed is replaced only when the
 * postcode changes, never by a lookup of the postcode it was typed for.
 */
export function useCityLookup(which: 'from' | 'to', place: PlaceForm) {
  const current = `${place.countrycode}|${postcodeKey(place.postcode)}`;
  const [debounced] = useDebouncedValue(current, DEBOUNCE_MS);
  const complete = isCompletePostcode(place.countrycode, place.postcode);
  const lookup = usePostcode(place.countrycode, place.postcode, complete && debounced === current);
  const applied = useRef(place.city ? current : '');

  useEffect(() => {
    const data = lookup.data;
    if (!data) return;
    const key = `${data.countrycode}|${postcodeKey(data.postcode)}`;
    if (key !== current || key === applied.current) return;
    applied.current = key;
    draftActions.setPlace(which, { city: data.city });
  }, [lookup.data, current, which]);

  const cityNotFound = complete && lookup.isError && isApiError(lookup.error) && lookup.error.status < 500;
  useEffect(() => {
    if (!cityNotFound || applied.current === '' || applied.current === current) return;
    applied.current = current;
    draftActions.setPlace(which, { city: '' });
  }, [cityNotFound, current, which]);

  return { searching: complete && lookup.isFetching, cityNotFound };
}
