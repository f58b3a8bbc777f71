import { type WebhookDelivery, webhookDeliverySchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { webhooksKey } from './keys';

/**
 * POST /webhook/delivery/{id}/redeliver: the event once more, same event id; the answer is the
 * delivery with that attempt (the server waits for the receiver, at most 10 s).
 */
export async function redeliver(deliveryId: number): Promise<WebhookDelivery> {
  return webhookDeliverySchema.parse(await api.post(`/webhook/delivery/${deliveryId}/redeliver`));
}

/** The endpoint's failing state may change with it: every webhook query is read again. */
export function useRedeliver() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: redeliver,
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}
