import { AUDIT_RETENTION_MONTHS } from '@skeppa/domain';
import type { Database } from '../../../db/client.ts';
import type { JobDefinition, JobLog } from '../../../platform/jobs/jobs.ts';
import { auditRepository } from '../repository.ts';

export const PURGE_AUDIT_JOB = 'audit.purge';
/** 03:50 Swedish time, after the other nightly purges. */
export const PURGE_AUDIT_CRON = '50 3 * * *';
const BATCH = 10_000;

/** The moment 13 calendar months before now: an entry from before it has been kept its time. */
export function auditCutoff(now: Date): Date {
  const cutoff = new Date(now);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - AUDIT_RETENTION_MONTHS);
  return cutoff;
}

export function purgeAudit(db: Database, now: Date) {
  return auditRepository(db).deleteBefore(auditCutoff(now), BATCH);
}

export function purgeAuditJob(deps: { db: Database; log: JobLog; now: () => Date }): JobDefinition {
  return {
    name: PURGE_AUDIT_JOB,
    cron: PURGE_AUDIT_CRON,
    handler: async () => {
      const deleted = await purgeAudit(deps.db, deps.now());
      deps.log.info({ deleted }, 'audit entries past their 13 months purged');
      return { deleted };
    },
    retryLimit: 3,
    retryDelaySeconds: 300,
    expireInSeconds: 1800,
  };
}
