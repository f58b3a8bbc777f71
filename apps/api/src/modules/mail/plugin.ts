import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { SmtpConfig } from '../../platform/config.ts';
import { deliverMailJob } from './jobs/deliver.ts';
import { mailPurgeJob } from './jobs/purge.ts';
import { createMailService, type Mail } from './service.ts';
import { createMailTransport } from './transport.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail outbox: `mail.queue(tx, …)` in the transaction of the change that causes a mail. */
    mail: Mail;
  }
}

/**
 * The mail outbox and its delivery job, over SMTP or into the product's own mailbox, and the
 * nightly purge of finished mails (mail.purge).
 */
export const mailPlugin = fp(
  async (app: FastifyInstance, opts: { smtp: SmtpConfig }) => {
    const transport = createMailTransport(opts.smtp, app.db);
    const log = app.log.child({ component: 'mail' });
    app.jobs.define(deliverMailJob({ db: app.db, transport, files: app.files, log }));
    app.jobs.define(mailPurgeJob({ db: app.db, log }));
    app.decorate('mail', createMailService({ jobs: app.jobs, from: opts.smtp.from }));
    if (transport.via === 'mailbox') {
      app.log.info('no SMTP_HOST: mail goes to the mailbox in the database, shown on /test/mail');
    }
  },
  { name: 'mail', dependencies: ['database', 'jobs', 'files'] },
);
