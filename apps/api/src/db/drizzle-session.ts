import type { Query } from 'drizzle-orm';
import type { Executor } from './client.ts';

type Session = Executor['_']['session'];
/** Drizzle's list of selected fields in order, with each one's path in the row it maps. */
export type OrderedFields = Parameters<Session['prepareQuery']>[1];

/**
 * Runs built SQL as a named statement on whatever connection `ex` holds (the pool, or a
 * transaction's client), rows mapped as Drizzle maps its own. Drizzle offers no public way to
 * name a statement independently of where it was built, so this reaches its internal session:
 * the one such reach, held in place by test/library-internals.test.ts.
 */
export function executeNamed(
  ex: Executor,
  query: Query,
  fields: OrderedFields,
  name: string,
  values: Record<string, unknown>,
) {
  return ex._.session.prepareQuery(query, fields, name, true).execute(values);
}
