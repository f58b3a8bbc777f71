import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { pageViews } from '../../db/schema/index.ts';

export function analyticsRepository(db: Database) {
  return {
    async insertPageView(view: { customerId: number | null; path: string; title: string }) {
      await db.insert(pageViews).values(view);
    },

    /** Retention: views older than the given months (created_at is indexed for this). */
    async deleteViewsOlderThan(months: number) {
      const result = await db
        .delete(pageViews)
        .where(lt(pageViews.createdAt, sql`now() - make_interval(months => ${months})`));
      return result.rowCount ?? 0;
    },
  };
}
export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
