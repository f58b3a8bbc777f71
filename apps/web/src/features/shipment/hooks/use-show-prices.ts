import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/routes/paths';
import { useSessionStore } from '@/shared/session/session-store';
import { priceQueryOptions } from '../api/price-consignment';
import type { ShipmentDraft } from '../model/draft';
import { toConsignment } from '../model/to-consignment';

/**
 * "Show prices": asks for the prices while the button spins, then goes to step 2, which shows
 * them from the cache, or the error if the call failed.
 */
export function useShowPrices() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.user?.id);
  const [busy, setBusy] = useState(false);
  const showPrices = async (draft: ShipmentDraft) => {
    setBusy(true);
    try {
      await client.prefetchQuery(priceQueryOptions(userId, toConsignment(draft)));
      navigate(paths.shipmentStep2);
    } finally {
      setBusy(false);
    }
  };
  return { busy, showPrices };
}
