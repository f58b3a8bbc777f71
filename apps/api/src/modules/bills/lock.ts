import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** The advisory lock space of a company's billing (an arbitrary constant, unique in the product). */
const BILLING_LOCK = 7_331;

/**
 * Holds the company's billing until the transaction ends: the lines of a booking, their removal or
 * credit on a cancellation, and the invoice run of the company take turns, so a run never bills a
 * line a cancellation is removing, and a cancellation always finds the lines its booking wrote.
 */
export async function lockCompanyBilling(tx: Executor, companyId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BILLING_LOCK}, ${companyId})`);
}
