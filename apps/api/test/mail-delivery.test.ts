import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { createMailTransport } from '../src/modules/mail/transport.ts';
import type { SmtpConfig } from '../src/platform/config.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { signIn, USERS } from './helpers/auth.ts';
import { sql } from './helpers/database.ts';
import { decodeHeader, partOf, readMime } from './helpers/mime.ts';
import { freePort, startSmtpServer, type TestSmtpServer } from './helpers/smtp.ts';

const FROM = 'Skeppa <noreply@skeppa.se>';
const smtpAt = (port: number): SmtpConfig => ({ host: '127.0.0.1', port, from: FROM });
const quiet = { info: () => {}, warn: () => {}, error: () => {} };

let smtp: TestSmtpServer;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  // Jobs off: these tests run the delivery job's handler themselves, as a worker would.
  t = await createTestApp({ smtp: smtpAt(smtp.port) });
});
afterEach(() => {
  smtp.received.length = 0;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function row(id: string, url = t.databaseUrl) {
  const [found] = await sql<{
    state: string;
    attempts: number;
    last_error: string | null;
    delivered_via: string | null;
  }>(url, 'SELECT state, attempts, last_error, delivered_via, locked_until FROM mail_outbox WHERE id = $1', [
    id,
  ]);
  if (!found) throw new Error(`no outbox row ${id}`);
  return found;
}

/** A mail queued the way the product queues one: by a customer, through POST /email. */
async function queueCarrierMessage(app = t.app, content = 'Pallen kom fram skadad, vänligen ring mig.') {
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

const handler = (smtpConfig: SmtpConfig, db = t.app.db) => ({
  db,
  transport: createMailTransport(smtpConfig, db),
  log: quiet,
});

describe('delivering a carrier message over SMTP', () => {
  it('sends one multipart mail from the product, in Swedish, with what the customer wrote and who they are', async () => {
    const worker = await createTestApp({
      smtp: smtpAt(smtp.port),
      jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
    });
    try {
      const { id, session } = await queueCarrierMessage(worker.app);
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 15_000, interval: 100 });
      const [mail] = smtp.received;
      expect(mail!.from).toBe('noreply@skeppa.se');
      expect(mail!.to.sort()).toEqual(['kundtjanst@skeppa.se', 'medlemsservice.dhl-express@skeppa.se']);

      const message = readMime(mail!.raw);
      expect(message.headers.from).toBe('Skeppa <noreply@skeppa.se>');
      expect(message.headers['reply-to']).toBe('user@skeppa.test');
      expect(message.headers['message-id']).toBe(`<${id}@skeppa.se>`);
      expect(message.headers['content-language']).toBe('sv');
      expect(message.headers['content-type']).toMatch(/^multipart\/alternative/);
      expect(decodeHeader(message.headers.subject ?? '')).toBe(
        'Meddelande från kund via Skeppa: Nordisk Verktyg AB',
      );
      const text = partOf(message, 'text/plain');
      const html = partOf(message, 'text/html');
      for (const part of [text, html]) {
        expect(part).toContain('Erik Johansson');
        expect(part).toContain('556677-8899');
        // Erik's own DHL Express number is his customer id, which is no agreement: the default.
        expect(part).toContain('960098765');
        expect(part).toContain('SKP123456');
        expect(part).toContain('Pallen kom fram skadad, vänligen ring mig.');
        expect(part).toContain('samtycker');
      }
      expect(html).toContain('<html lang="sv">');
      expect(mail!.raw).not.toContain(session.accessToken);
      expect(mail!.raw).not.toContain(session.refreshToken);
      expect(mail!.raw).not.toContain(USERS.user.password);

      await vi.waitFor(async () => expect((await row(id, worker.databaseUrl)).state).toBe('sent'), {
        timeout: 5000,
      });
      expect(await row(id, worker.databaseUrl)).toMatchObject({
        attempts: 1,
        delivered_via: 'smtp',
        last_error: null,
      });
    } finally {
      await worker.close();
    }
  });

  it('removes an access token pasted into a message', async () => {
    const session = await signIn(t.app, USERS.user);
    const { id } = await queueCarrierMessage(t.app, `Min nyckel: ${session.accessToken}`);
    expect(await deliverMail(handler(smtpAt(smtp.port)), { outboxId: id }, { lastAttempt: false })).toBe(
      'sent',
    );
    expect(smtp.received[0]!.raw).not.toContain(session.accessToken.split('.')[1]);
    expect(partOf(readMime(smtp.received[0]!.raw), 'text/plain')).toContain('Min nyckel: [borttaget]');
  });
});

describe('one delivery per outbox row', () => {
  it('sends once when two workers race for the same row', async () => {
    const { id } = await queueCarrierMessage();
    // Two workers: each its own pool, as two API processes would have.
    const pools = [connectDatabase(t.databaseUrl, () => {}), connectDatabase(t.databaseUrl, () => {})];
    try {
      const outcomes = await Promise.all(
        pools.map((p) =>
          deliverMail(handler(smtpAt(smtp.port), p.db), { outboxId: id }, { lastAttempt: false }),
        ),
      );
      expect(outcomes.sort()).toEqual(['sent', 'skipped']);
      expect(smtp.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      for (const p of pools) await p.close();
    }
  });

  it('sends each of many mails exactly once with two job workers on one database', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await queueCarrierMessage(t.app, `Ärende ${i}`)).id);
    const workers = await Promise.all(
      [1, 2].map(() =>
        createTestApp({
          smtp: smtpAt(smtp.port),
          jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
          databaseUrl: t.databaseUrl,
        }),
      ),
    );
    try {
      await vi.waitFor(() => expect(smtp.received).toHaveLength(ids.length), {
        timeout: 20_000,
        interval: 100,
      });
      const messageIds = smtp.received.map((m) => readMime(m.raw).headers['message-id']);
      expect(new Set(messageIds).size).toBe(ids.length);
      for (const id of ids) expect((await row(id)).attempts).toBe(1);
    } finally {
      for (const w of workers) await w.close();
    }
  });

  it('does not send a row that is already sent, and takes over a send whose worker died', async () => {
    const { id } = await queueCarrierMessage();
    const deps = handler(smtpAt(smtp.port));
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    try {
      // A worker claimed the row and died: its lease ran out a minute ago.
      await client.query(
        `UPDATE mail_outbox SET state = 'sending', attempts = 1, locked_until = now() - interval '1 minute' WHERE id = $1`,
        [id],
      );
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('sent');
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('skipped');
      expect(smtp.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await client.end();
    }
  });
});

describe('when SMTP fails', () => {
  it('retries after a refused connection and delivers once the server is back', async () => {
    const { id } = await queueCarrierMessage();
    const port = await freePort();
    const deps = handler(smtpAt(port));

    await expect(deliverMail(deps, { outboxId: id }, { lastAttempt: false })).rejects.toThrow(
      /not delivered/,
    );
    const waiting = await row(id);
    expect(waiting).toMatchObject({ state: 'queued', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED|connect/i);

    const back = await startSmtpServer(port);
    try {
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('sent');
      expect(back.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, delivered_via: 'smtp' });
    } finally {
      await back.close();
    }
  });

  it('ends as failed with the reason when the server refuses for good (5xx)', async () => {
    const refusing = await startSmtpServer(0, {
      refuseRecipient: () => ({ code: 550, message: '5.1.1 No such mailbox here' }),
    });
    try {
      const { id } = await queueCarrierMessage();
      expect(
        await deliverMail(handler(smtpAt(refusing.port)), { outboxId: id }, { lastAttempt: false }),
      ).toBe('failed');
      const failed = await row(id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
      expect(failed.last_error).toContain('550');
      expect(refusing.received).toHaveLength(0);
    } finally {
      await refusing.close();
    }
  });

  it('keeps a temporary refusal (4xx) queued for a retry, and fails it on the last attempt', async () => {
    const busy = await startSmtpServer(0, {
      refuseData: () => ({ code: 451, message: '4.3.0 Try again later' }),
    });
    try {
      const { id } = await queueCarrierMessage();
      const deps = handler(smtpAt(busy.port));
      await expect(deliverMail(deps, { outboxId: id }, { lastAttempt: false })).rejects.toThrow();
      expect(await row(id)).toMatchObject({ state: 'queued', attempts: 1 });
      await expect(deliverMail(deps, { outboxId: id }, { lastAttempt: true })).rejects.toThrow();
      const failed = await row(id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 2 });
      expect(failed.last_error).toContain('451');
    } finally {
      await busy.close();
    }
  });
});

describe('nothing is lost', () => {
  it('delivers a mail committed by a process that stopped before sending it', async () => {
    // A process that only serves requests queues the mail and goes away.
    const { id } = await queueCarrierMessage();
    expect((await row(id)).state).toBe('queued');
    const next = await createTestApp({
      smtp: smtpAt(smtp.port),
      jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
      databaseUrl: t.databaseUrl,
    });
    try {
      await vi.waitFor(async () => expect((await row(id)).state).toBe('sent'), {
        timeout: 15_000,
        interval: 100,
      });
      expect(smtp.received).toHaveLength(1);
    } finally {
      await next.close();
    }
  });

  it('writes no mail when the transaction that queued it rolls back', async () => {
    const before = smtp.received.length;
    const client = new pg.Client({ connectionString: t.databaseUrl });
    await client.connect();
    const count = async () =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'rollback-test'`)).rows[0].n,
      );
    try {
      await expect(
        t.app.db.transaction(async (tx) => {
          await t.app.mail.queue(tx, {
            kind: 'rollback-test',
            language: 'sv',
            to: ['someone@example.se'],
            content: { subject: 'Ångrad', paragraphs: ['Ska aldrig skickas'] },
            companyId: null,
            customerId: null,
          });
          throw new Error('the booking failed');
        }),
      ).rejects.toThrow('the booking failed');
      expect(await count()).toBe(0);
      const jobs = await client.query(
        `SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail.deliver' AND data->>'outboxId' NOT IN (SELECT id::text FROM mail_outbox)`,
      );
      expect(Number(jobs.rows[0].n)).toBe(0);
      expect(smtp.received.length).toBe(before);
    } finally {
      await client.end();
    }
  });
});
