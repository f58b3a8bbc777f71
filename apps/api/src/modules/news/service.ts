import { type Language, NEWS_LIST_LIMIT, type NewsArticle } from '@skeppa/domain';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { presentArticles } from './presenter.ts';
import type { NewsRepository } from './repository.ts';

/** A customer reads only their own list; anyone else's answers 404 as if it did not exist. */
function ownCustomer(user: AccessClaims, custId: number) {
  if (user.customerId !== custId) throw new AppError('customer.not_found');
}

/**
 * News for the signed-in customer. The demo user reads the articles but has nothing unread
 * (SPEC §4: no preloaded news) and leaves no read marks, since a demo never writes.
 */
export function newsService(repo: NewsRepository) {
  async function list(user: AccessClaims, custId: number, language: Language): Promise<NewsArticle[]> {
    ownCustomer(user, custId);
    const rows = await repo.list(user.customerId, user.companyId, NEWS_LIST_LIMIT);
    return presentArticles(rows, language, user.demo);
  }

  async function get(user: AccessClaims, id: number, language: Language): Promise<NewsArticle> {
    const rows = await repo.findVisible(id, user.customerId, user.companyId);
    const [article] = presentArticles(rows, language, user.demo);
    if (!article) throw new AppError('news.not_found');
    return article;
  }

  async function markViewed(user: AccessClaims, id: number, custId: number, language: Language) {
    ownCustomer(user, custId);
    const article = await get(user, id, language);
    if (!user.demo) await repo.markViewed(id, user.customerId);
    return { ...article, viewed: true };
  }

  /** Whether the profile button's red dot shows. */
  async function hasUnviewed(user: AccessClaims): Promise<boolean> {
    if (user.demo) return false;
    return repo.hasUnviewed(user.customerId, user.companyId);
  }

  return { list, get, markViewed, hasUnviewed };
}
export type NewsService = ReturnType<typeof newsService>;
