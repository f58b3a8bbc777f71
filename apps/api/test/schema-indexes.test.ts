import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, sql } from './helpers/database.ts';

// A foreign key without an index on its referencing columns makes every list by it a scan and
// every delete of the referenced row a scan of the referencing table, under a lock.
const UNINDEXED_FOREIGN_KEYS = `
  SELECT c.conrelid::regclass::text AS "table", c.conname AS "constraint",
         array_agg(a.attname ORDER BY k.n)::text AS columns
  FROM pg_constraint c
  CROSS JOIN LATERAL unnest(c.conkey) WITH ORDINALITY AS k(attnum, n)
  JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum
  WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace
    AND NOT EXISTS (
      SELECT 1 FROM pg_index i
      WHERE i.indrelid = c.conrelid
        AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] @> c.conkey
        AND (i.indkey::int2[])[0:cardinality(c.conkey) - 1] <@ c.conkey
        AND i.indpred IS NULL)
  GROUP BY c.conrelid, c.conname
  ORDER BY 1, 2`;

describe('the schema', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('indexes every foreign key on its referencing side', async () => {
    expect(await sql(database.url, UNINDEXED_FOREIGN_KEYS)).toEqual([]);
  });
});
