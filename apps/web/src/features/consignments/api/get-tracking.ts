import { type ShipmentTracking, shipmentTrackingSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
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

export function useTracking(orderNo: string) {
  return useQuery({ ...trackingQueryOptions(orderNo), enabled: orderNo !== '' });
}
