import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export function systemRepository(db: Database) {
  return {
    /** One round trip: the database accepts a connection and answers a statement. */
    async ping(): Promise<void> {
      await db.execute(sql`select 1`);
    },
  };
}
