import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createMailTransport } from '../../src/modules/mail/transport.ts';
import type { SmtpConfig } from '../../src/platform/config.ts';
import { createTestApp, type TestApp } from './app.ts';
import { signIn, USERS } from './auth.ts';
import { sql } from './database.ts';
import { startSmtpServer, type TestSmtpServer } from './smtp.ts';

export const smtpAt = (port: number): SmtpConfig => ({
  host: '127.0.0.1',
  port,
  from: 'Skeppa <noreply@skeppa.se>',
});
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * A file's SMTP server (what it received is emptied after each test) and an app that sends to it
 * with its jobs off: the tests run the delivery job's handler themselves, as a worker would.
 */
export function useMailDelivery() {
  const ctx = {} as { smtp: TestSmtpServer; t: TestApp };
  beforeAll(async () => {
    ctx.smtp = await startSmtpServer();
    ctx.t = await createTestApp({ smtp: smtpAt(ctx.smtp.port) });
  });
  afterEach(() => {
    ctx.smtp.received.length = 0;
  });
  afterAll(async () => {
    await ctx.t.close();
    await ctx.smtp.close();
  });

  async function row(id: string, url = ctx.t.databaseUrl) {
    const [found] = await sql<{
      state: string;
      attempts: number;
      last_error: string | null;
      delivered_via: string | null;
    }>(url, 'SELECT state, attempts, last_error, delivered_via FROM mail_outbox WHERE id = $1', [id]);
    if (!found) throw new Error(`no outbox row ${id}`);
    return found;
  }

  /** A mail queued the way the product queues one: by a customer, through POST /email. */
  async function queueCarrierMessage(
    app: FastifyInstance = ctx.t.app,
    content = 'Pallen kom fram skadad, vänligen ring mig.',
  ) {
    const session = await signIn(app, USERS.user);
    const res = await app.inject({
      method: 'POST',
      url: '/api/email/?formatType=carrierMessage&senderType=carrier',
      headers: session.headers,
      payload: { supplierId: 131, shipmentNo: 'SKP123456', content, consent: true },
    });
    expect(res.statusCode).toBe(202);
    return { id: res.json().id as string, session };
  }

  /** What the delivery job's handler is given, sending to `smtpConfig`. */
  const handler = (smtpConfig: SmtpConfig, db: Database = ctx.t.app.db) => ({
    db,
    transport: createMailTransport(smtpConfig, db),
    files: ctx.t.app.files,
    log: quiet,
  });

  return Object.assign(ctx, { row, queueCarrierMessage, handler });
}
