import type { PayLaterApplicationRequest, PayLaterStatus } from '@skeppa/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { companies, payLaterApplications } from '../../db/schema/index.ts';
import { isUniqueViolation } from '../../platform/database-errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { AccessClaims } from '../../platform/tokens.ts';
import { isBillAdmin } from './service.ts';

type Decision = { approve: true; limitSek: number; creditDays: number } | { approve: false };

/**
 * Invoice payment (issue 33.7): a company's administrator applies; Skeppa's credit staff decide
 * (the operator command `paylater:decide`), which sets the company's credit limit and period in
 * the same transaction as the recorded decision.
 */
export function payLaterService(deps: { db: Database; now: () => Date }) {
  const { db } = deps;

  async function status(companyId: number): Promise<PayLaterStatus> {
    const [company] = await db
      .select({ limit: companies.creditLimitOre, days: companies.creditDays })
      .from(companies)
      .where(eq(companies.id, companyId));
    if (!company) throw new AppError('customer.not_found');
    const [latest] = await db
      .select()
      .from(payLaterApplications)
      .where(eq(payLaterApplications.companyId, companyId))
      .orderBy(desc(payLaterApplications.appliedAt), desc(payLaterApplications.id))
      .limit(1);
    return {
      status: (latest?.status as PayLaterStatus['status'] | undefined) ?? 'none',
      appliedAt: latest?.appliedAt.toISOString() ?? null,
      requestedLimit: latest ? latest.requestedLimitOre / 100 : null,
      decidedAt: latest?.decidedAt?.toISOString() ?? null,
      creditLimit: company.limit / 100,
      creditDays: company.days,
    };
  }

  return {
    async status(user: AccessClaims, custId: number) {
      if (custId !== user.customerId) throw new AppError('customer.not_found');
      return status(user.companyId);
    },

    async apply(user: AccessClaims, custId: number, body: PayLaterApplicationRequest) {
      if (custId !== user.customerId) throw new AppError('customer.not_found');
      if (!isBillAdmin(user)) throw new AppError('bill.admin_required');
      try {
        await db.insert(payLaterApplications).values({
          companyId: user.companyId,
          customerId: user.customerId,
          orgNo: body.orgNo,
          requestedLimitOre: body.requestedLimit * 100,
          message: body.message,
          appliedAt: deps.now(),
        });
      } catch (err) {
        // One application waits at a time (a partial unique index), also when two arrive at once.
        if (isUniqueViolation(err)) throw new AppError('paylater.pending');
        throw err;
      }
      return status(user.companyId);
    },

    /** The credit staff's decision on a company's waiting application; `by` names who took it. */
    async decide(companyId: number, decision: Decision, by: string, note = '') {
      return db.transaction(async (tx) => {
        const [app] = await tx
          .update(payLaterApplications)
          .set({
            status: decision.approve ? 'approved' : 'rejected',
            decidedAt: deps.now(),
            decidedBy: by,
            decisionNote: note,
          })
          .where(
            and(eq(payLaterApplications.companyId, companyId), eq(payLaterApplications.status, 'pending')),
          )
          .returning({ id: payLaterApplications.id });
        if (!app) throw new AppError('paylater.none_pending');
        if (decision.approve)
          await tx
            .update(companies)
            .set({ creditLimitOre: decision.limitSek * 100, creditDays: decision.creditDays })
            .where(eq(companies.id, companyId));
        return app.id;
      });
    },
  };
}

export type PayLaterService = ReturnType<typeof payLaterService>;
