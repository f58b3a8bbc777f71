import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { connectDatabase } from '../src/db/client.ts';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { createTestApp } from './helpers/app.ts';
import { signIn, USERS } from './helpers/auth.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { decodeHeader, partOf, readMime } from './helpers/mime.ts';

// Delivering queued mail over SMTP, once per outbox row; failures and recovery are in
// mail-delivery-failures.test.ts.

const delivery = useMailDelivery();
const { row, queueCarrierMessage, handler } = delivery;

describe('delivering a carrier message over SMTP', () => {
  it('sends one multipart mail from the product, in Swedish, with what the customer wrote and who they are', async () => {
    const worker = await createTestApp({
      smtp: smtpAt(delivery.smtp.port),
      jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
    });
    try {
      const { id, session } = await queueCarrierMessage(worker.app);
      await vi.waitFor(() => expect(delivery.smtp.received).toHaveLength(1), {
        timeout: 15_000,
        interval: 100,
      });
      const [mail] = delivery.smtp.received;
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
    const session = await signIn(delivery.t.app, USERS.user);
    const { id } = await queueCarrierMessage(delivery.t.app, `Min nyckel: ${session.accessToken}`);
    expect(
      await deliverMail(handler(smtpAt(delivery.smtp.port)), { outboxId: id }, { lastAttempt: false }),
    ).toBe('sent');
    expect(delivery.smtp.received[0]!.raw).not.toContain(session.accessToken.split('.')[1]);
    expect(partOf(readMime(delivery.smtp.received[0]!.raw), 'text/plain')).toContain(
      'Min nyckel: [borttaget]',
    );
  });
});

describe('one delivery per outbox row', () => {
  it('sends once when two workers race for the same row', async () => {
    const { id } = await queueCarrierMessage();
    // Two workers: each its own pool, as two API processes would have.
    const pools = [
      connectDatabase(delivery.t.databaseUrl, () => {}),
      connectDatabase(delivery.t.databaseUrl, () => {}),
    ];
    try {
      const outcomes = await Promise.all(
        pools.map((p) =>
          deliverMail(handler(smtpAt(delivery.smtp.port), p.db), { outboxId: id }, { lastAttempt: false }),
        ),
      );
      expect(outcomes.sort()).toEqual(['sent', 'skipped']);
      expect(delivery.smtp.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 1 });
    } finally {
      for (const p of pools) await p.close();
    }
  });

  it('sends each of many mails exactly once with two job workers on one database', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) ids.push((await queueCarrierMessage(delivery.t.app, `Ärende ${i}`)).id);
    const workers = await Promise.all(
      [1, 2].map(() =>
        createTestApp({
          smtp: smtpAt(delivery.smtp.port),
          jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
          databaseUrl: delivery.t.databaseUrl,
        }),
      ),
    );
    try {
      await vi.waitFor(() => expect(delivery.smtp.received).toHaveLength(ids.length), {
        timeout: 20_000,
        interval: 100,
      });
      const messageIds = delivery.smtp.received.map((m) => readMime(m.raw).headers['message-id']);
      expect(new Set(messageIds).size).toBe(ids.length);
      for (const id of ids) expect((await row(id)).attempts).toBe(1);
    } finally {
      for (const w of workers) await w.close();
    }
  });

  it('does not send a row that is already sent, and takes over a send whose worker died', async () => {
    const { id } = await queueCarrierMessage();
    const deps = handler(smtpAt(delivery.smtp.port));
    const client = new pg.Client({ connectionString: delivery.t.databaseUrl });
    await client.connect();
    try {
      // A worker claimed the row and died: its lease ran out a minute ago.
      await client.query(
        `UPDATE mail_outbox SET state = 'sending', attempts = 1, locked_until = now() - interval '1 minute' WHERE id = $1`,
        [id],
      );
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('sent');
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('skipped');
      expect(delivery.smtp.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await client.end();
    }
  });
});
