import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { deliverMail } from '../src/modules/mail/jobs/deliver.ts';
import { createTestApp } from './helpers/app.ts';
import { smtpAt, useMailDelivery } from './helpers/mail-delivery.ts';
import { freePort, withSmtpServer } from './helpers/smtp.ts';

// Delivery when SMTP refuses or a process stops: retried, failed with its reason, never lost.

const delivery = useMailDelivery();
const { row, queueCarrierMessage, handler } = delivery;

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

    await withSmtpServer(port, {}, async (back) => {
      expect(await deliverMail(deps, { outboxId: id }, { lastAttempt: false })).toBe('sent');
      expect(back.received).toHaveLength(1);
      expect(await row(id)).toMatchObject({ state: 'sent', attempts: 2, delivered_via: 'smtp' });
    });
  });

  it('ends as failed with the reason when the server refuses for good (5xx)', async () => {
    const refuseRecipient = () => ({ code: 550, message: '5.1.1 No such mailbox here' });
    await withSmtpServer(0, { refuseRecipient }, async (refusing) => {
      const { id } = await queueCarrierMessage();
      expect(
        await deliverMail(handler(smtpAt(refusing.port)), { outboxId: id }, { lastAttempt: false }),
      ).toBe('failed');
      const failed = await row(id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 1 });
      expect(failed.last_error).toContain('550');
      expect(refusing.received).toHaveLength(0);
    });
  });

  it('keeps a temporary refusal (4xx) queued for a retry, and fails it on the last attempt', async () => {
    const refuseData = () => ({ code: 451, message: '4.3.0 Try again later' });
    await withSmtpServer(0, { refuseData }, async (busy) => {
      const { id } = await queueCarrierMessage();
      const deps = handler(smtpAt(busy.port));
      await expect(deliverMail(deps, { outboxId: id }, { lastAttempt: false })).rejects.toThrow();
      expect(await row(id)).toMatchObject({ state: 'queued', attempts: 1 });
      await expect(deliverMail(deps, { outboxId: id }, { lastAttempt: true })).rejects.toThrow();
      const failed = await row(id);
      expect(failed).toMatchObject({ state: 'failed', attempts: 2 });
      expect(failed.last_error).toContain('451');
    });
  });
});

describe('nothing is lost', () => {
  it('delivers a mail committed by a process that stopped before sending it', async () => {
    // A process that only serves requests queues the mail and goes away.
    const { id } = await queueCarrierMessage();
    expect((await row(id)).state).toBe('queued');
    const next = await createTestApp({
      smtp: smtpAt(delivery.smtp.port),
      jobs: { enabled: true, pollingIntervalSeconds: 0.5 },
      databaseUrl: delivery.t.databaseUrl,
    });
    try {
      await vi.waitFor(async () => expect((await row(id)).state).toBe('sent'), {
        timeout: 15_000,
        interval: 100,
      });
      expect(delivery.smtp.received).toHaveLength(1);
    } finally {
      await next.close();
    }
  });

  it('writes no mail when the transaction that queued it rolls back', async () => {
    const before = delivery.smtp.received.length;
    const client = new pg.Client({ connectionString: delivery.t.databaseUrl });
    await client.connect();
    const count = async () =>
      Number(
        (await client.query(`SELECT count(*) AS n FROM mail_outbox WHERE kind = 'rollback-test'`)).rows[0].n,
      );
    try {
      await expect(
        delivery.t.app.db.transaction(async (tx) => {
          await delivery.t.app.mail.queue(tx, {
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
      expect(delivery.smtp.received.length).toBe(before);
    } finally {
      await client.end();
    }
  });
});
