import type { Database } from '../../db/client.ts';
import { deleteEndedWindows } from '../../platform/rate-limit-store.ts';
import { analyticsRepository } from '../analytics/repository.ts';
import { authRepository } from '../auth/repository.ts';
import { outboxRepository } from '../mail/outbox-repository.ts';

/**
 * How long rows live that nobody needs for long. Refresh tokens, SSO keys, SSO request signatures
 * and rate-limit counters go once they can no longer be used; login failures after a week (far
 * past any throttling window, long enough to look into an attack); page views after 13 months
 * (a year's comparison, and no longer: they name the customer); sent and failed mails after 90
 * days (long enough to answer "did it go out?", and they hold addresses and messages).
 */
export const RETENTION = { loginFailureDays: 7, pageViewMonths: 13, mailDays: 90 } as const;

/** Deletes what has outlived its retention; safe to run from several processes at once. */
export async function purgeExpiredData(db: Database, retention = RETENTION) {
  const [auth, pageViews, rateLimitCounters, mails] = await Promise.all([
    authRepository(db).deleteExpired(retention.loginFailureDays),
    analyticsRepository(db).deleteViewsOlderThan(retention.pageViewMonths),
    deleteEndedWindows(db),
    outboxRepository(db).deleteFinishedOlderThan(retention.mailDays),
  ]);
  return { ...auth, pageViews, rateLimitCounters, mails };
}
