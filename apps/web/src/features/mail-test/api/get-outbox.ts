import { type OutboxPage, outboxPageSchema } from '@skeppa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /mail/outbox?page=&pageSize=: one page of the company's outbox, newest first. */
export async function getOutbox(page: number, pageSize: number): Promise<OutboxPage> {
  return outboxPageSchema.parse(await api.get(`/mail/outbox?page=${page}&pageSize=${pageSize}`));
}

const inFlight = (page: OutboxPage | undefined) =>
  page?.items.some((m) => m.state === 'queued' || m.state === 'sending') ?? false;

/**
 * The outbox changes under the page as the delivery job works: while a mail on it is still on its
 * way the page asks again every two seconds, and stops once all have an outcome.
 */
export const outboxQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['mail', 'outbox', page, pageSize],
    queryFn: () => getOutbox(page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (inFlight(query.state.data) ? 2000 : false),
  });

export function useOutbox(page: number, pageSize: number) {
  return useQuery(outboxQueryOptions(page, pageSize));
}
