import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../../src/db/schema/index.ts';

/** Rows made straight in a test database, with overrides; one factory per entity. */
export async function withDb<T>(
  url: string,
  work: (db: ReturnType<typeof drizzle<typeof schema>>) => Promise<T>,
) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    return await work(drizzle(pool, { schema }));
  } finally {
    await pool.end();
  }
}

/** A contact owned by `customerId`, in that customer's company. */
export function createContact(
  url: string,
  overrides: Partial<typeof schema.contacts.$inferInsert> & { customerId: number },
) {
  return withDb(url, async (db) => {
    const { eq } = await import('drizzle-orm');
    const [owner] = await db
      .select({ companyId: schema.customers.companyId })
      .from(schema.customers)
      .where(eq(schema.customers.id, overrides.customerId));
    const [row] = await db
      .insert(schema.contacts)
      .values({
        company: 'Mottagare AB',
        address1: 'Hamngatan 1',
        city: 'Stockholm',
        postcode: '11351',
        companyId: owner!.companyId,
        ...overrides,
      })
      .returning();
    return row!;
  });
}

export function updateCustomer(
  url: string,
  id: number,
  values: Partial<typeof schema.customers.$inferInsert>,
) {
  return withDb(url, async (db) => {
    const { eq } = await import('drizzle-orm');
    await db.update(schema.customers).set(values).where(eq(schema.customers.id, id));
  });
}

export function setAgreementNo(url: string, customerId: number, carrierCode: number, agreementNo: string) {
  return withDb(url, async (db) => {
    const { and, eq } = await import('drizzle-orm');
    await db
      .update(schema.customerCarriers)
      .set({ agreementNo })
      .where(
        and(
          eq(schema.customerCarriers.customerId, customerId),
          eq(schema.customerCarriers.carrierCode, carrierCode),
        ),
      );
  });
}

type NewsText = Omit<typeof schema.newsTexts.$inferInsert, 'newsId'>;

/**
 * A news article with its texts (Swedish only unless told), published an hour ago for every
 * company unless the overrides say otherwise.
 */
export function createNews(
  url: string,
  overrides: Partial<typeof schema.news.$inferInsert> = {},
  texts: NewsText[] = [{ language: 'sv', header: 'Testnyhet', message: 'Text' }],
) {
  return withDb(url, async (db) => {
    const [row] = await db
      .insert(schema.news)
      .values({ datePublish: new Date(Date.now() - 3_600_000), ...overrides })
      .returning();
    if (texts.length > 0) {
      await db.insert(schema.newsTexts).values(texts.map((t) => ({ ...t, newsId: row!.id })));
    }
    return row!;
  });
}

/** How many read marks a customer has. */
export function countNewsViews(url: string, customerId: number) {
  return withDb(url, async (db) => {
    const { eq } = await import('drizzle-orm');
    return (await db.select().from(schema.newsViews).where(eq(schema.newsViews.customerId, customerId)))
      .length;
  });
}
