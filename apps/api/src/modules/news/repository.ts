import { and, asc, desc, eq, exists, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { news, newsTexts, newsViews } from '../../db/schema/index.ts';

/**
 * Published (between datePublish and dateRemove, by the database's clock), meant for every company
 * or this one, and written in at least one language.
 */
function visibleTo(db: Database, companyId: number): SQL | undefined {
  const now = sql`now()`;
  return and(
    lte(news.datePublish, now),
    or(isNull(news.dateRemove), gt(news.dateRemove, now)),
    or(isNull(news.companyId), eq(news.companyId, companyId)),
    exists(db.select({ one: sql`1` }).from(newsTexts).where(eq(newsTexts.newsId, news.id))),
  );
}

const viewedBy = (db: Database, customerId: number) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(newsViews)
      .where(and(eq(newsViews.newsId, news.id), eq(newsViews.customerId, customerId))),
  );

const ORDER = [asc(news.sortNr), desc(news.datePublish), asc(news.id)];

export function newsRepository(db: Database) {
  /** Articles with every text they have, one row per text, in list order; one round trip. */
  function articlesWithTexts(customerId: number, where: SQL | undefined) {
    return db
      .select({ article: news, text: newsTexts, viewed: viewedBy(db, customerId).mapWith(Boolean) })
      .from(news)
      .innerJoin(newsTexts, eq(newsTexts.newsId, news.id))
      .where(where)
      .orderBy(...ORDER, asc(newsTexts.language));
  }

  return {
    list(customerId: number, companyId: number, limit: number) {
      const shown = db
        .select({ id: news.id })
        .from(news)
        .where(visibleTo(db, companyId))
        .orderBy(...ORDER)
        .limit(limit);
      return articlesWithTexts(customerId, inArray(news.id, shown));
    },

    findVisible(id: number, customerId: number, companyId: number) {
      return articlesWithTexts(customerId, and(eq(news.id, id), visibleTo(db, companyId)));
    },

    /** Read marks are kept once; opening an article again changes nothing. */
    async markViewed(newsId: number, customerId: number) {
      await db.insert(newsViews).values({ newsId, customerId }).onConflictDoNothing();
    },

    async hasUnviewed(customerId: number, companyId: number) {
      const rows = await db
        .select({ id: news.id })
        .from(news)
        .where(and(visibleTo(db, companyId), sql`not ${viewedBy(db, customerId)}`))
        .limit(1);
      return rows.length > 0;
    },
  };
}
export type NewsRepository = ReturnType<typeof newsRepository>;
export type NewsRow = Awaited<ReturnType<NewsRepository['list']>>[number];
