import { type ShipmentTracking, shipmentTrackingSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { trackingKey } from './get-tracking';

/** PUT /order/{orderNo}/tracking/link: a new link to the receiver's page; the old one stops working. */
export async function renewReceiverLink(orderNo: string): Promise<ShipmentTracking> {
  return shipmentTrackingSchema.parse(await api.put(`/order/${encodeURIComponent(orderNo)}/tracking/link`));
}

/** The answer is the whole tracking: it becomes the cache entry, so the new link shows at once. */
export function useRenewReceiverLink(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => renewReceiverLink(orderNo),
    onSuccess: (tracking) => client.setQueryData(trackingKey(orderNo), tracking),
  });
}
