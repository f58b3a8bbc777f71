import type { Quote } from '@skeppa/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSessionStore } from '@/shared/session/session-store';
import { priceQueryOptions } from '../api/price-consignment';
import { useDraftStore } from '../model/draft-store';
import { type PriceableDraft, toConsignment } from '../model/to-consignment';

/**
 * The chosen service as step 2 priced the goods: from the cache after step 2, asked again after a
 * reload. Step 3 offers its added services; the price saved with the order is the completed
 * shipment's (usePriceForBooking), added services and insurance included.
 */
export function useChosenQuote(templateName: string | undefined): {
  quote: Quote | undefined;
  loading: boolean;
} {
  const draft = useDraftStore((s) => s.draft);
  const userId = useSessionStore((s) => s.user?.id);
  const consignment = useMemo(() => (draft ? toConsignment(draft) : null), [draft]);
  // Disabled without a draft: the key then holds null and nothing is asked.
  const prices = useQuery({
    ...priceQueryOptions(userId, consignment as PriceableDraft),
    enabled: consignment !== null,
  });
  const quote = prices.data?.priceResult.find((q) => q.templateName === templateName);
  return { quote: consignment ? quote : undefined, loading: prices.isPending };
}
