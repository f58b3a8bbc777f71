import type { ContactListQuery } from '@skeppa/domain';
import { and, eq, not, sql } from 'drizzle-orm';
import { type AnyPgColumn, unionAll } from 'drizzle-orm/pg-core';
import { PLANNED_EACH_RUN } from '../../db/built-once.ts';
import type { Database } from '../../db/client.ts';
import { pageValues } from '../../db/page-by-keys.ts';
import { contacts } from '../../db/schema/index.ts';
import { type ListScope, orderBy, scopeFilter, scopeValues, scopeWhere, sortFields } from './list-sql.ts';

/**
 * A search's page and its hits, counted up to `cap + 1`, in one statement (decision 248).
 * First the sort index is walked a short way (`walkLength`), each entry tested against the
 * search (the index holds the search text: migration 0013). Does the walk reach the page's
 * end, that is the page, and the hits are counted from their own narrow read. Does it not
 * (the hits are few, or sit late in the order), the first `cap + 1` hits, in whatever order
 * the planner finds them cheapest, are kept and counted: are they all the hits, a top-N sort
 * of them keeps only the page's worth as it reads; are there more, the sort index is walked
 * to the page. PostgreSQL runs a subquery only when its value is asked for, so each way reads
 * the hits once. The count comes with a page past the end too, from the one row that carries it.
 */
export function searchPageStatement(
  db: Database,
  scope: ListScope,
  q: Pick<ContactListQuery, 'sort' | 'order'>,
) {
  const fields = sortFields(q);
  const entries = db
    .select({ ...fields, hit: sql<boolean>`${scopeFilter(scope) ?? sql`true`}`.as('hit') })
    .from(contacts)
    .where(eq(contacts.companyId, sql.placeholder('companyId')))
    .orderBy(...orderBy(q))
    .limit(sql.placeholder('walk'))
    .as('entries');
  const entry = columnsOf(fields, entries);
  const walked = db.$with('walked').as(
    db
      .select(entry)
      .from(entries)
      .where(sql`${entries.hit}`)
      .orderBy(...orderBy(q, entry))
      .limit(sql.placeholder('reach')),
  );
  const walkedToPage = sql`(select count(*) from ${walked}) >= ${sql.placeholder('reach')}`;
  // The first `cap + 1` hits in any order, twice: `matched` only counted (PostgreSQL reads none
  // of the columns a count leaves unused), `hits` kept to be counted and sorted too.
  const firstHits = () =>
    db.select(fields).from(contacts).where(scopeWhere(scope)).limit(sql.placeholder('hitsRead'));
  const matched = db.$with('matched').as(firstHits());
  const hits = db.$with('hits').as(firstHits());
  // The count asks for one read of the hits or the other, never both.
  const counted = db
    .$with('counted', { n: sql<number>`n`.mapWith(Number).as('n') })
    .as(
      sql`select case when ${walkedToPage} then (select count(*) from ${matched}) else (select count(*) from ${hits}) end as n`,
    );
  const n = sql<number>`(select ${counted.n} from ${counted})`.mapWith(Number);
  const page = db.$with('page').as(
    unionAll(
      db
        .select({ id: walked.id })
        .from(walked)
        .where(walkedToPage)
        .orderBy(...orderBy(q, walked))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      db
        .select({ id: hits.id })
        .from(hits)
        .where(and(not(walkedToPage), sql`${n} <= ${sql.placeholder('cap')}`))
        .orderBy(...orderBy(q, hits))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
      db
        .select({ id: contacts.id })
        .from(contacts)
        .where(and(not(walkedToPage), sql`${n} > ${sql.placeholder('cap')}`, scopeWhere(scope)))
        .orderBy(...orderBy(q))
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('offset')),
    ),
  );
  return db
    .with(walked, matched, hits, counted, page)
    .select({ contact: contacts, hits: counted.n })
    .from(counted)
    .leftJoin(page, sql`true`)
    .leftJoin(contacts, eq(contacts.id, page.id))
    .orderBy(...orderBy(q))
    .prepare(PLANNED_EACH_RUN);
}

/** The values of `searchPageStatement`'s placeholders. */
export function searchPageValues(
  scope: ListScope,
  q: Pick<ContactListQuery, 'page' | 'pageSize'>,
  cap: number,
) {
  const { limit, offset } = pageValues(q);
  const reach = offset + limit;
  return { ...scopeValues(scope), limit, offset, reach, walk: walkLength(reach), cap, hitsRead: cap + 1 };
}

const WALK_MOST = 1_000;

/**
 * How many sort index entries a search walks to find a page that ends `reach` hits in: ten for
 * each, a thousand at most, none for a page that ends further than a thousand in. A walk costs
 * about 0.6 µs an entry and a page found by it spares keeping and sorting every hit (about
 * 1.4 µs a hit: "anna"'s 5,000, 13 → 7 ms), so a walk that finds nothing (a search of few hits,
 * or of hits late in the order) costs at most 0.6 ms.
 */
export function walkLength(reach: number) {
  return reach > WALK_MOST ? 0 : Math.min(10 * reach, WALK_MOST);
}

/**
 * A subquery's columns of the same names as `fields`. Drizzle types a subquery's columns by its
 * selection, which an order's columns (`sortFields`) only name at run time.
 */
function columnsOf(fields: Record<string, unknown>, from: object) {
  const columns = from as Record<string, AnyPgColumn>;
  return Object.fromEntries(Object.keys(fields).map((k) => [k, columns[k]])) as ReturnType<typeof sortFields>;
}
