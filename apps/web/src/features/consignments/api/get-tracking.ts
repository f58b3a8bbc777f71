import { type ShipmentTracking, shipmentTrackingSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError } from '@/shared/api/api-error';
import { orderKey } from '@/shared/api/bookings/keys';
import { api } from '@/shared/api/client';

/**
 * Under the order's key: cancelling the booking, or anything else that reads the order again,
 * reads its tracking again too.
 */
export const trackingKey = (orderNo: string) => [...orderKey(orderNo), 'tracking'] as const;

/** GET /order/{orderNo}/tracking: the booked shipment's status, expected delivery, links and events. */
export async function getTracking(orderNo: string): Promise<ShipmentTracking> {
  return shipmentTrackingSchema.parse(await api.get(`/order/${encodeURIComponent(orderNo)}/tracking`));
}

/** As often as the server's poll runs (tracking.poll, every five minutes). */
const RECHECK_MS = 5 * 60_000;

/**
 * Fresh for a minute, and read again every five while the page is open and tracking goes on, so
 * a coordinator who leaves the page open sees the carrier's news without reloading. A finished
 * shipment changes no more and is not asked again; a 404 (not tracked) is not retried.
 */
export const trackingQueryOptions = (orderNo: string) =>
  queryOptions({
    queryKey: trackingKey(orderNo),
    queryFn: () => getTracking(orderNo),
    staleTime: 60_000,
    refetchInterval: (query) => (query.state.data && !query.state.data.finished ? RECHECK_MS : false),
  });

/** How soon a shipment's tracking is asked for again while it is starting. */
const STARTING_MS = 2_000;

export const isNotTracked = (error: unknown) => isApiError(error) && error.status === 404;

/**
 * Tracking starts from the booking's event, delivered by the job queue a few seconds after the
 * booking: until `startingUntil` (ms since the epoch) a 404 means "not yet", and the answer is
 * asked for again every two seconds; after it a 404 means the shipment is not tracked.
 */
export function useTracking(orderNo: string, { startingUntil }: { startingUntil: number }) {
  const options = trackingQueryOptions(orderNo);
  return useQuery({
    ...options,
    enabled: orderNo !== '',
    refetchInterval: (query) => {
      if (query.state.data) return query.state.data.finished ? false : RECHECK_MS;
      return isNotTracked(query.state.error) && Date.now() < startingUntil ? STARTING_MS : false;
    },
  });
}
