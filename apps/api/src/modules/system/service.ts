import { setTimeout as sleep } from 'node:timers/promises';
import { AppError, DATABASE_RETRY_AFTER_SECONDS } from '../../platform/errors.ts';
import type { systemRepository } from './repository.ts';

/** A load balancer's check must not hang on a database that does not answer. */
export const READINESS_TIMEOUT_MS = 2_000;

export function systemService(repo: ReturnType<typeof systemRepository>) {
  return {
    /** Ready when the database answers in time; otherwise 503 `service.unavailable`. */
    async readiness(): Promise<{ status: 'ok' }> {
      const timeout = sleep(READINESS_TIMEOUT_MS, 'timeout', { ref: false });
      const outcome = await Promise.race([repo.ping().then(() => 'ok' as const), timeout]).catch(
        () => 'failed',
      );
      if (outcome !== 'ok') throw AppError.retryLater('service.unavailable', DATABASE_RETRY_AFTER_SECONDS);
      return { status: 'ok' };
    },
  };
}
