import { type MailQueued, mailQueuedSchema, type TestMailRequest } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** POST /mail/test: a test mail through the outbox and the delivery job, like every mail. */
export async function sendTestMail(request: TestMailRequest): Promise<MailQueued> {
  return mailQueuedSchema.parse(await api.post('/mail/test', request));
}

/** Never retried (a retry could send twice); the outbox shows the new mail at once. */
export function useSendTestMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendTestMail,
    retry: false,
    onSuccess: () => client.invalidateQueries({ queryKey: ['mail', 'outbox'] }),
  });
}
