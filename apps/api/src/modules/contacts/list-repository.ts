import type { ContactListQuery } from '@skeppa/domain';
import { count, eq, sql } from 'drizzle-orm';
import { builtOnce, PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { pageByKeys, pageValues } from '../../db/page-by-keys.ts';
import { contacts } from '../../db/schema/index.ts';
import {
  type ListScope,
  listShape,
  orderBy,
  SORT_COLUMNS,
  scopeShape,
  scopeValues,
  scopeWhere,
} from './list-sql.ts';

/** The contact list's reads: its pages, its count and its export, each built once per shape. */
export function contactListRepository(db: Database) {
  const pages = builtOnce();
  const searchPages = builtOnce();
  const counts = builtOnce();
  const exports = builtOnce();
  return {
    /**
     * One page in the asked order, its ids found first from the sort index alone (which holds the
     * search text and the owner, flags: migration 0013), then only those rows read. A deep page
     * (page 400 skips 10,000 contacts) skips index entries, not rows (15 → 2 ms in the bench's
     * list of 30,000), and a search whose hits sit late in the order walks the index, not the table.
     */
    page(scope: ListScope, q: Pick<ContactListQuery, 'sort' | 'order' | 'page' | 'pageSize'>) {
      const query = pages(listShape(scope, q), () =>
        pageByKeys(db, contacts, contacts.id, scopeWhere(scope), orderBy(q)),
      );
      return query.execute({ ...scopeValues(scope), ...pageValues(q) });
    },

    /**
     * A search's page and its hits in one pass: its first `cap + 1` hits in the list's order,
     * counted, and of them only the page's rows read whole. The planner finds those hits by its
     * estimate of how many there are: few through the trigram index, then sorted; many by walking
     * the sort index, which holds the search text (migration 0013), until it has met `cap + 1`.
     * The page is the list's unless it reaches past those hits; `hits` is `null` when the page is
     * past the end.
     */
    async sortedHits(
      scope: ListScope,
      q: Pick<ContactListQuery, 'sort' | 'order' | 'page' | 'pageSize'>,
      cap: number,
    ) {
      const query = searchPages(listShape(scope, q), () => {
        // Only what the sort index holds, so that a walk reads the index alone.
        const sortColumns = Object.fromEntries(SORT_COLUMNS[q.sort].columns.map((c) => [c.name, c]));
        // Named as the table, so the list's ORDER BY reads the subquery's columns.
        const found = db
          .select({ id: contacts.id, ...sortColumns })
          .from(contacts)
          .where(scopeWhere(scope))
          .orderBy(...orderBy(q))
          .limit(sql.placeholder('hitsRead'))
          .as('contacts');
        const page = db.$with('page').as(
          db
            .select({ id: found.id, hits: sql<number>`count(*) over ()`.mapWith(Number).as('hits') })
            .from(found)
            .orderBy(...orderBy(q))
            .limit(sql.placeholder('limit'))
            .offset(sql.placeholder('offset')),
        );
        return db
          .with(page)
          .select({ contact: contacts, hits: page.hits })
          .from(contacts)
          .innerJoin(page, eq(contacts.id, page.id))
          .orderBy(...orderBy(q))
          .prepare(PLANNED_EACH_RUN);
      });
      const rows = await query.execute({ ...scopeValues(scope), ...pageValues(q), hitsRead: cap + 1 });
      return { rows: rows.map((r) => r.contact), hits: rows[0]?.hits ?? null };
    },

    /** The contacts of the list, counted up to `cap + 1` when a cap is given. */
    async count(scope: ListScope, cap?: number) {
      const query = counts(`${scopeShape(scope)}|${cap === undefined ? 'all' : 'capped'}`, () => {
        const matching = db.select({ one: sql`1` }).from(contacts).where(scopeWhere(scope));
        const counted = cap === undefined ? matching : matching.limit(sql.placeholder('hitsRead'));
        return db.select({ n: count() }).from(counted.as('matching')).prepare(PLANNED_EACH_RUN);
      });
      const [row] = await query.execute({
        ...scopeValues(scope),
        ...(cap === undefined ? {} : { hitsRead: cap + 1 }),
      });
      return row?.n ?? 0;
    },

    /** Every contact of the list as shown, for an export; `limit` stops a runaway list. */
    all(scope: ListScope, q: Pick<ContactListQuery, 'sort' | 'order'>, limit: number) {
      const query = exports(listShape(scope, q), () =>
        db
          .select()
          .from(contacts)
          .where(scopeWhere(scope))
          .orderBy(...orderBy(q))
          .limit(sql.placeholder('limit'))
          .prepare(PLANNED_EACH_RUN),
      );
      return query.execute({ ...scopeValues(scope), limit });
    },
  };
}
