import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { purgeAuditJob } from './jobs/purge.ts';
import { auditRepository } from './repository.ts';
import { type Audit, createAudit } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log: `audit.record(tx, actor, entry)` in the transaction of the change. */
    audit: Audit;
  }
}

/** The audit log's writer for every module, and its nightly purge of entries past 13 months. */
export const auditPlugin = fp(
  async (app: FastifyInstance, opts: { now?: () => Date }) => {
    const now = opts.now ?? (() => new Date());
    app.jobs.define(purgeAuditJob({ db: app.db, log: app.log.child({ component: 'audit' }), now }));
    app.decorate('audit', createAudit(auditRepository(app.db)));
  },
  { name: 'audit', dependencies: ['database', 'jobs'] },
);
