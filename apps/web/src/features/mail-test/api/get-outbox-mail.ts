import { type MailDetail, mailDetailSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /mail/outbox/{id}: one mail as sent, with its delivery state and mailbox copy. */
export async function getOutboxMail(id: string): Promise<MailDetail> {
  return mailDetailSchema.parse(await api.get(`/mail/outbox/${encodeURIComponent(id)}`));
}

/** A mail on its way is asked for again until it has an outcome, like the list. */
export const outboxMailQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['mail', 'outbox', 'mail', id],
    queryFn: () => getOutboxMail(id),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'queued' || state === 'sending' ? 2000 : false;
    },
  });

export function useOutboxMail(id: string | null) {
  return useQuery({ ...outboxMailQueryOptions(id ?? ''), enabled: id !== null });
}
