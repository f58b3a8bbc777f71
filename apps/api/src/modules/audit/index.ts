/** The audit module's face: what other modules may use of it. */
export { AUDIT_LIMITS, changedFields } from './changes.ts';
export { auditCutoff, PURGE_AUDIT_JOB, purgeAudit } from './jobs/purge.ts';
export { auditPlugin } from './plugin.ts';
export type { AuditExecutor } from './repository.ts';
export { auditRoutes } from './routes.ts';
export type { Audit, AuditActor, AuditRecord, AuditSubject } from './service.ts';
