import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';

export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
export type AttemptRow = typeof webhookAttempts.$inferSelect;
type DeliveryChange = Partial<Pick<DeliveryRow, 'status' | 'attempts' | 'nextAttemptAt' | 'deliveredAt'>>;

/** An attempt as row_to_json writes it: its time as ISO text. */
export interface AttemptJson {
  attempt: number;
  manual: boolean;
  at: string;
  ok: boolean;
  httpStatus: number | null;
  failure: string | null;
  durationMs: number;
  answer: string;
}

/**
 * The newest attempt of each delivery listed, beside it. Written out with its own alias: drizzle
 * leaves the table name off columns of a one-table query, which would make the inner query's
 * `id` its own.
 */
const lastAttempt = sql<AttemptJson | null>`(
  SELECT row_to_json(a) FROM (
    SELECT t.attempt, t.manual, t.at, t.ok, t.http_status AS "httpStatus", t.failure,
      t.duration_ms AS "durationMs", t.answer
    FROM webhook_attempts t WHERE t.delivery_id = "webhook_deliveries"."id"
    ORDER BY t.attempt DESC LIMIT 1
  ) a
)`.as('last_attempt');

const listedFields = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  eventType: webhookDeliveries.eventType,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  createdAt: webhookDeliveries.createdAt,
  deliveredAt: webhookDeliveries.deliveredAt,
  lastAttempt,
};

/** The most attempts a delivery's history shows: three days of retries need about twenty. */
const ATTEMPT_HISTORY_LIMIT = 100;

export function deliveryRepository(ex: Executor) {
  return {
    insert(rows: (typeof webhookDeliveries.$inferInsert)[]) {
      return ex.insert(webhookDeliveries).values(rows).onConflictDoNothing().returning({
        id: webhookDeliveries.id,
        status: webhookDeliveries.status,
        due: webhookDeliveries.nextAttemptAt,
      });
    },

    /** One page of an endpoint's deliveries, newest first, each with its latest attempt. */
    async page(endpointId: number, page: number, pageSize: number) {
      const where = eq(webhookDeliveries.endpointId, endpointId);
      const [rows, [total]] = await Promise.all([
        ex
          .select(listedFields)
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        ex.select({ n: count() }).from(webhookDeliveries).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** One delivery as the list shows it. */
    async listed(id: number) {
      const [row] = await ex.select(listedFields).from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** A delivery of one of the company's endpoints, with the endpoint's id and state. */
    async findForCompany(id: number, companyId: number) {
      const [row] = await ex
        .select({ id: webhookDeliveries.id, endpointId: webhookEndpoints.id, state: webhookEndpoints.state })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(and(eq(webhookDeliveries.id, id), eq(webhookEndpoints.companyId, companyId)));
      return row;
    },

    async find(id: number): Promise<DeliveryRow | undefined> {
      const [row] = await ex.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      return row;
    },

    /** Under a row lock until the caller's transaction ends: an attempt's outcome is written in turn. */
    async lock(id: number): Promise<DeliveryRow | undefined> {
      const [row] = await ex
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, id))
        .for('update');
      return row;
    },

    async update(id: number, values: DeliveryChange) {
      await ex.update(webhookDeliveries).set(values).where(eq(webhookDeliveries.id, id));
    },

    async addAttempt(values: typeof webhookAttempts.$inferInsert) {
      await ex.insert(webhookAttempts).values(values);
    },

    attempts(deliveryId: number) {
      return ex
        .select()
        .from(webhookAttempts)
        .where(eq(webhookAttempts.deliveryId, deliveryId))
        .orderBy(desc(webhookAttempts.attempt))
        .limit(ATTEMPT_HISTORY_LIMIT);
    },

    /** A paused endpoint's due deliveries wait for it to be resumed. */
    async hold(endpointId: number) {
      await ex
        .update(webhookDeliveries)
        .set({ status: 'held', nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
    },

    /** One delivery that found its endpoint paused, if it is still due. */
    async holdOne(id: number) {
      await ex
        .update(webhookDeliveries)
        .set({ status: 'held', nextAttemptAt: null })
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.status, 'pending')));
    },

    /**
     * A resumed endpoint's held deliveries: those still within their three days are due at once
     * (returned, for their jobs), the older ones are given up.
     */
    async release(endpointId: number, createdSince: Date, now: Date) {
      const held = and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'held'));
      await ex
        .update(webhookDeliveries)
        .set({ status: 'failed' })
        .where(and(held, lt(webhookDeliveries.createdAt, createdSince)));
      return ex
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: now })
        .where(and(held, gte(webhookDeliveries.createdAt, createdSince)))
        .returning({ id: webhookDeliveries.id });
    },

    /** Deliveries older than the cut-off, with their attempts (the foreign key cascades). */
    async deleteBefore(cutoff: Date) {
      const rows = await ex
        .delete(webhookDeliveries)
        .where(lt(webhookDeliveries.createdAt, cutoff))
        .returning({ id: webhookDeliveries.id });
      return rows.length;
    },
  };
}
