import { type WebhookEndpoint, webhookEndpointSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { webhooksKey } from './keys';

/** POST /webhook/endpoint/{id}/resume: a paused endpoint sends again, its held events first. */
export async function resumeEndpoint(id: number): Promise<WebhookEndpoint> {
  return webhookEndpointSchema.parse(await api.post(`/webhook/endpoint/${id}/resume`));
}

/** Its deliveries change too (held ones go out): both are read again. */
export function useResumeEndpoint() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resumeEndpoint,
    onSuccess: () => client.invalidateQueries({ queryKey: webhooksKey }),
  });
}
