import { type Language, type NewsArticle, newsListSchema } from '@skeppa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/shared/api/client';

/** GET /news/list/{custId}: the published articles in their order, with the customer's read marks. */
export async function getNewsList(customerId: number, language: Language): Promise<NewsArticle[]> {
  return newsListSchema.parse(await api.get(`/news/list/${customerId}?language=${language}`));
}

/** Every list of this customer, whatever its language: a read mark applies to all of them. */
export const newsListPrefix = (customerId: number) => ['news', 'list', customerId] as const;

// Articles change a few times a month; a visit to the page a few minutes later may reuse them.
export const newsListQueryOptions = (customerId: number, language: Language) =>
  queryOptions({
    queryKey: [...newsListPrefix(customerId), language],
    queryFn: () => getNewsList(customerId, language),
    staleTime: 5 * 60_000,
  });

export function useNewsList(customerId: number, language: Language) {
  return useQuery(newsListQueryOptions(customerId, language));
}
