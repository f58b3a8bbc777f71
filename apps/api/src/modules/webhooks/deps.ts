import type { Database } from '../../db/client.ts';
import type { JobLog, Jobs } from '../../platform/jobs/jobs.ts';
import type { Audit } from '../audit/index.ts';
import type { CustomerService } from '../customers/index.ts';
import type { Mail } from '../mail/index.ts';
import type { Resolver } from './address-guard.ts';
import type { SecretBox } from './secret-box.ts';

/** What the webhooks module works with, given once by its plugin. */
export interface WebhookDeps {
  db: Database;
  jobs: Jobs;
  mail: Mail;
  customers: Pick<CustomerService, 'adminMailContacts'>;
  /** Endpoints made, changed, deleted and rotated are written to the audit log with the change. */
  audit: Audit;
  box: SecretBox;
  /** Where a request may go: loopback only where WEBHOOKS_ALLOW_LOOPBACK allows it. */
  guard: { allowLoopback: boolean; resolve: Resolver };
  now: () => Date;
  /** How long one attempt may take. */
  timeoutMs: number;
  /** The pause before the first retry, doubling after each. */
  firstRetryMs: number;
  /** Where administrators resume a paused endpoint: the link in their mail. */
  publicUrl: string;
  log: JobLog;
}
