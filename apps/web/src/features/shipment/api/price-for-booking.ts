import {
  type BookingPriceTerms,
  bookingPriceInput,
  type Consignment,
  priceResponseSchema,
  type Quote,
} from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '@/shared/api/client';
import { PRICE_QUERY_KEY } from '@/shared/api/query-keys';
import { useSessionStore } from '@/shared/session/session-store';

/**
 * POST /consignment/price/ for the one service a shipment is booked with, priced as the booking
 * will price it (bookingPriceInput): null when that service no longer prices the shipment.
 */
export async function priceForBooking(
  input: NonNullable<ReturnType<typeof bookingPriceInput>>,
  templateName: string,
): Promise<Quote | null> {
  const answer = priceResponseSchema.parse(await api.post('/consignment/price/', [input]));
  return answer.priceResult.find((q) => q.templateName === templateName) ?? null;
}

/**
 * Keyed by what prices (the narrow input), not by the whole consignment: typing a name in step 3
 * asks nothing, choosing a tail lift asks again. Fresh for a minute, so step 3's Save stores the
 * price step 3 shows without asking twice; step 4 of a shipment saved earlier asks anew.
 */
export const priceForBookingOptions = (
  userId: number | undefined,
  terms: BookingPriceTerms,
  consignment: Consignment | null,
  templateName: string,
) => {
  const input = consignment ? bookingPriceInput(terms, consignment) : null;
  return queryOptions({
    queryKey: [...PRICE_QUERY_KEY, userId, 'booking', templateName, input],
    queryFn: () => (input ? priceForBooking(input, templateName) : null),
    enabled: input !== null && templateName !== '',
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
};

/** The price of a shipment as it stands, part by part; `stale` while a changed shipment is asked anew. */
export function usePriceForBooking(
  terms: BookingPriceTerms,
  consignment: Consignment | null,
  templateName: string,
) {
  const userId = useSessionStore((s) => s.user?.id);
  const { consigneeType, noPickup, insured, goodsValue } = terms;
  const options = useMemo(
    () =>
      priceForBookingOptions(
        userId,
        { consigneeType, noPickup, insured, goodsValue },
        consignment,
        templateName,
      ),
    [userId, consigneeType, noPickup, insured, goodsValue, consignment, templateName],
  );
  const query = useQuery(options);
  return { ...query, stale: query.isPlaceholderData };
}
