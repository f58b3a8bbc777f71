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
