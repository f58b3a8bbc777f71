import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookEndpoints } from '../../db/schema/index.ts';

/** The advisory lock space of a company's endpoint creations (with the company id as the second key). */
const ENDPOINTS_LOCK = 7_366_035;

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
type EndpointChange = Partial<Omit<typeof webhookEndpoints.$inferInsert, 'id' | 'companyId'>>;

/** A company's webhook endpoints; every read and write names the company, so none strays. */
export function endpointRepository(ex: Executor) {
  const own = (id: number, companyId: number) =>
    and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId));

  return {
    list(companyId: number) {
      return ex
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId))
        .orderBy(asc(webhookEndpoints.id));
    },

    async find(id: number, companyId: number): Promise<EndpointRow | undefined> {
      const [row] = await ex.select().from(webhookEndpoints).where(own(id, companyId));
      return row;
    },

    /** Any company's: for the delivery job, which knows the endpoint by its delivery. */
    async byId(id: number): Promise<EndpointRow | undefined> {
      const [row] = await ex.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      return row;
    },

    /**
     * The endpoint under a row lock, until the caller's transaction ends: changes to its state
     * (an attempt's outcome, pausing, resuming, a rotation) take turns. `no key update`: new
     * deliveries may still be written for it meanwhile (their foreign key takes a key share).
     */
    async lock(id: number): Promise<EndpointRow | undefined> {
      const [row] = await ex
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, id))
        .for('no key update');
      return row;
    },

    /** Until the transaction ends: creations of one company's endpoints take turns, so none passes the limit. */
    async lockCompany(companyId: number) {
      await ex.execute(sql`SELECT pg_advisory_xact_lock(${ENDPOINTS_LOCK}, ${companyId})`);
    },

    async count(companyId: number) {
      const [row] = await ex
        .select({ n: count() })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.companyId, companyId));
      return row?.n ?? 0;
    },

    async insert(values: typeof webhookEndpoints.$inferInsert): Promise<EndpointRow> {
      const [row] = await ex.insert(webhookEndpoints).values(values).returning();
      if (!row) throw new Error('webhook endpoint not inserted');
      return row;
    },

    async update(id: number, companyId: number, values: EndpointChange): Promise<EndpointRow | undefined> {
      const [row] = await ex.update(webhookEndpoints).set(values).where(own(id, companyId)).returning();
      return row;
    },

    /** Its deliveries and their attempts go with it (the foreign keys cascade). */
    async remove(id: number, companyId: number) {
      const rows = await ex
        .delete(webhookEndpoints)
        .where(own(id, companyId))
        .returning({ id: webhookEndpoints.id });
      return rows.length > 0;
    },

    /** The company's endpoints that asked for this event type, active or paused. */
    subscribedTo(companyId: number, type: string) {
      return ex
        .select({ id: webhookEndpoints.id, state: webhookEndpoints.state })
        .from(webhookEndpoints)
        .where(
          and(eq(webhookEndpoints.companyId, companyId), sql`${type} = ANY(${webhookEndpoints.eventTypes})`),
        )
        .orderBy(asc(webhookEndpoints.id));
    },
  };
}
