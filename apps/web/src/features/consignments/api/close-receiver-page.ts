import { type ShipmentTracking, shipmentTrackingSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { trackingKey } from './get-tracking';

/** DELETE /order/{orderNo}/tracking/link: the receiver's page closes; its link answers 404 from now on. */
export async function closeReceiverPage(orderNo: string): Promise<ShipmentTracking> {
  return shipmentTrackingSchema.parse(
    await api.delete(`/order/${encodeURIComponent(orderNo)}/tracking/link`),
  );
}

/** The answer is the whole tracking (without a link): it becomes the cache entry. */
export function useCloseReceiverPage(orderNo: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => closeReceiverPage(orderNo),
    onSuccess: (tracking) => client.setQueryData(trackingKey(orderNo), tracking),
  });
}
