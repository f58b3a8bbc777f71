import { type WebhookAttempt, webhookAttemptListResponseSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { webhooksKey } from './keys';

/** GET /webhook/delivery/{id}/attempts: every attempt of one delivery, newest first. */
export async function listAttempts(deliveryId: number): Promise<WebhookAttempt[]> {
  return webhookAttemptListResponseSchema.parse(await api.get(`/webhook/delivery/${deliveryId}/attempts`))
    .attempts;
}

/** Read when the history opens; a redelivery invalidates it with the rest. */
export const attemptsQueryOptions = (deliveryId: number) =>
  queryOptions({
    queryKey: [...webhooksKey, 'attempts', deliveryId],
    queryFn: () => listAttempts(deliveryId),
  });

export function useAttempts(deliveryId: number | null) {
  return useQuery({ ...attemptsQueryOptions(deliveryId ?? 0), enabled: deliveryId !== null });
}
