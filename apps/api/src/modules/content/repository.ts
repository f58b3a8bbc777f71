import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { content } from '../../db/schema/index.ts';

export function contentRepository(db: Database) {
  return {
    async byKey(key: string, language: string) {
      const rows = await db
        .select()
        .from(content)
        .where(and(eq(content.key, key), eq(content.language, language)));
      return rows[0];
    },
    async byId(id: number) {
      const rows = await db.select().from(content).where(eq(content.id, id));
      return rows[0];
    },
  };
}
export type ContentRepository = ReturnType<typeof contentRepository>;
