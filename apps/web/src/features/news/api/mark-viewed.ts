import { type Language, type NewsArticle, newsArticleSchema } from '@skeppa/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/shared/api/client';
import { customerQueryKey } from '@/shared/customer/get-customer';
import { useSessionStore } from '@/shared/session/session-store';
import { newsListPrefix } from './get-news';

/** GET /news/viewed/{id}/?custId: marks the article read; answers it. */
export async function markNewsViewed(
  id: number,
  customerId: number,
  language: Language,
): Promise<NewsArticle> {
  return newsArticleSchema.parse(
    await api.get(`/news/viewed/${id}/?custId=${customerId}&language=${language}`),
  );
}

/**
 * Opening an article marks it read. The lists show it read at once after the server's yes, and
 * the customer is read again: its `hasUnviewedNewsArticles` lights the profile button's red dot,
 * which goes out with the last unread article.
 */
export function useMarkNewsViewed(language: Language) {
  const client = useQueryClient();
  const customerId = useSessionStore((s) => s.user?.id ?? 0);
  return useMutation({
    mutationFn: (id: number) => markNewsViewed(id, customerId, language),
    onSuccess: (article) => {
      client.setQueriesData<NewsArticle[]>({ queryKey: newsListPrefix(customerId) }, (list) =>
        list?.map((a) => (a.id === article.id ? { ...a, viewed: true } : a)),
      );
      return client.invalidateQueries({ queryKey: customerQueryKey(customerId), exact: true });
    },
  });
}
