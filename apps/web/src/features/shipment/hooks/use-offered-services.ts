import type { Quote } from '@skeppa/domain';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { serviceOptionQueryOptions } from '../api/get-service-option';
import type { OfferedService } from '../model/completion';

/**
 * The chosen service's added services as step 3 offers them: name and price for these goods from
 * the quote, the fields each asks for from its own call. `ready` once every one has answered, so
 * nothing is checked against fields not yet known.
 */
export function useOfferedServices(options: Quote['serviceOptions'] | undefined): {
  offered: OfferedService[];
  ready: boolean;
} {
  // Kept for as long as the options and the answers are the same: the step's checks follow it.
  const combine = useCallback(
    (results: UseQueryResult<{ fields: OfferedService['fields'] }>[]) => ({
      offered: (options ?? []).map((o, i) => ({ ...o, fields: results[i]?.data?.fields ?? [] })),
      ready: results.every((r) => !r.isPending),
    }),
    [options],
  );
  return useQueries({ queries: (options ?? []).map((o) => serviceOptionQueryOptions(o.id)), combine });
}
