import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS_SCHEMA } from '../src/platform/jobs/jobs.ts';
import { keysMadePerProcess } from '../src/platform/secrets.ts';
import { USERS } from './helpers/auth.ts';
import { PDF } from './helpers/complaints.ts';
import { consignment, eurPallet } from './helpers/consignments.ts';
import { createTestDatabase, sql } from './helpers/database.ts';
import { multipartFile } from './helpers/multipart.ts';
import { api, type ProcessPair, s3Env, signInTo, startProcessPair } from './helpers/process-pair.ts';
import { type S3TestServer, startS3Server } from './helpers/s3-server.ts';
import { bookingClient } from './helpers/server-bookings.ts';
import { type ServerProcess, waitFor } from './helpers/server-process.ts';

// Issue 36 point 1: two API processes on one PostgreSQL behave as one product. Each check goes
// through both processes and would fail were its state kept in one process's memory or disk.
const PUBLIC_MAX = 10;

let database: Awaited<ReturnType<typeof createTestDatabase>>;
let s3: S3TestServer;
let pair: ProcessPair;
let a: ServerProcess;
let b: ServerProcess;
beforeAll(async () => {
  [database, s3] = await Promise.all([createTestDatabase(), startS3Server()]);
  pair = await startProcessPair(database.url, {
    ...s3Env(s3.settings),
    RATE_LIMIT_PUBLIC_MAX: String(PUBLIC_MAX),
  });
  [a, b] = pair.servers;
}, 120_000);
afterAll(async () => {
  await pair?.stop();
  await s3?.close();
  await database?.drop();
});

describe('two API processes on one database', () => {
  it('take each other’s sessions: a token made by one is good on the other, and so is its refresh', async () => {
    const session = await signInTo(a);
    const me = await api(b, 'GET', `/customer/${session.id}`, { token: session.accessToken });
    expect(me.status).toBe(200);
    expect(me.json.email).toBe(USERS.user.email);
    const refreshed = await api(b, 'POST', '/auth/refreshtoken', {
      body: { refreshToken: session.refreshToken },
    });
    expect(refreshed.status).toBe(200);
    expect(
      (await api(a, 'GET', `/customer/${session.id}`, { token: refreshed.json.accessToken })).status,
    ).toBe(200);
  });

  it('count failed sign-ins together: five wrong passwords spread over both lock the sixth out of either', async () => {
    const signin = (server: ServerProcess, password: string) =>
      api(server, 'POST', '/auth/signin', { body: { username: USERS.other.email, password } });
    const wrong = [];
    for (const server of [a, b, a, b, a]) wrong.push((await signin(server, 'wrong')).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401]);
    for (const server of [a, b]) {
      const blocked = await signin(server, USERS.other.password);
      expect(blocked.status).toBe(429);
      expect(blocked.json.errors[0].code).toBe('auth.too_many_attempts');
    }
  });

  it('count a public route’s requests together: the limit is reached over both, not per process', async () => {
    const answers = [];
    for (let i = 0; i < PUBLIC_MAX; i++) answers.push((await api(i % 2 ? b : a, 'GET', '/config')).status);
    expect(answers).toEqual(Array(PUBLIC_MAX).fill(200));
    for (const server of [a, b]) {
      const over = await api(server, 'GET', '/config');
      expect(over.status).toBe(429);
      expect(over.json.errors[0].code).toBe('request.rate_limited');
    }
  });

  it('book once for one Idempotency-Key sent to both at the same moment, with the same answer', async () => {
    const [viaA, viaB] = await Promise.all([bookingClient(a), bookingClient(b)]);
    const orderNo = await viaA.unbooked();
    const key = `scale-${randomUUID()}`;
    const [first, second] = await Promise.all([viaA.book(orderNo, key), viaB.book(orderNo, key)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(second.json).toEqual(first.json);
    const [held] = await sql<{ carrier: number; requests: number; booked: number }>(
      database.url,
      `SELECT (SELECT count(*)::int FROM carrier_sandbox_bookings WHERE idempotency_key LIKE $1 || '%') AS carrier,
              (SELECT count(*)::int FROM booking_requests WHERE key = $2) AS requests,
              (SELECT count(*)::int FROM orders WHERE $1 IN (order_no, temporary_order_no) AND date_booked IS NOT NULL) AS booked`,
      [orderNo, key],
    );
    expect(held).toEqual({ carrier: 1, requests: 1, booked: 1 });
  });

  it('show a setting changed through one at once through the other', async () => {
    const session = await signInTo(a);
    const auth = { token: session.accessToken };
    const language = async (server: ServerProcess) =>
      (await api(server, 'GET', `/customer/${session.id}`, auth)).json.language;
    for (const value of ['en', 'sv']) {
      const changed = await api(a, 'PUT', `/customer/setting/${session.id}`, {
        ...auth,
        body: { setting: 'language', value },
      });
      expect(changed.status).toBe(200);
      expect(await language(b)).toBe(value);
    }
  });

  // Each process keeps pricing's customer and tariffs in memory and forgets them on PostgreSQL's
  // notice of a committed change (decision 391): "at once" is as soon as that notice arrives.
  const NOTICE_MS = 5_000;

  it('price a tariff changed in the database anew on both, as soon as its notice arrives, with no restart', async () => {
    const session = await signInTo(b);
    const body = [consignment({ goods: [eurPallet(600, 2)] })];
    const pallet = async (server: ServerProcess) => {
      const res = await api(server, 'POST', '/consignment/price/', { token: session.accessToken, body });
      expect(res.status).toBe(200);
      return res.json.priceResult.find((q: { templateName: string }) => q.templateName === 'dsv_pallet')
        .lines[0].amount as number;
    };
    // Both have the tariffs in memory before the change.
    const before = await pallet(a);
    expect(await pallet(b)).toBe(before);
    await sql(
      database.url,
      "UPDATE fixed_prices SET price_ore = price_ore + 10000 WHERE template_id = (SELECT id FROM templates WHERE template_name = 'dsv_pallet')",
    );
    for (const server of [a, b])
      await waitFor('the new tariff', async () => (await pallet(server)) === before + 200, NOTICE_MS);
  });

  it('price without a carrier switched off through the other, as soon as its notice arrives', async () => {
    const session = await signInTo(a);
    const auth = { token: session.accessToken };
    const suppliers = async (server: ServerProcess) => {
      const res = await api(server, 'POST', '/consignment/price/', {
        ...auth,
        body: [consignment({ goods: [eurPallet(600, 2)] })],
      });
      return new Set(res.json.priceResult.map((q: { supplierId: number }) => q.supplierId));
    };
    const carriers = (await api(a, 'GET', `/customer/${session.id}`, auth)).json.carriers as {
      code: number;
      active: boolean;
      priceSupplier: number;
    }[];
    const setDsv = async (active: boolean) => {
      const list = carriers.map((c) => ({ ...c, active: c.code === 4 ? active : c.active }));
      expect((await api(a, 'PUT', `/customer/carriers/${session.id}`, { ...auth, body: list })).status).toBe(
        200,
      );
    };
    expect(await suppliers(b)).toContain(4);
    await setDsv(false);
    try {
      await waitFor('DSV left out through b', async () => !(await suppliers(b)).has(4), NOTICE_MS);
    } finally {
      await setDsv(true);
    }
    await waitFor('DSV back through b', async () => (await suppliers(b)).has(4), NOTICE_MS);
  });

  it('download through one a file uploaded through the other, from the bucket', async () => {
    const session = await signInTo(a);
    const complaint = await api(a, 'POST', '/complaint/', {
      token: session.accessToken,
      body: { supplierId: 225, identifier: '1Z999AA10123456784', description: 'Kartongen var blöt.' },
    });
    expect(complaint.status).toBe(201);
    const { payload, headers } = multipartFile({
      name: 'fraktsedel.pdf',
      type: 'application/pdf',
      bytes: PDF,
    });
    const upload = await fetch(`${a.url}/api/complaint/file/upload/${complaint.json.id}`, {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${session.accessToken}` },
      body: payload,
    });
    expect(upload.status).toBe(201);
    const { filePath } = (await upload.json()) as { filePath: string };
    const download = await fetch(
      `${b.url}/api/complaint/file/download/?filePath=${encodeURIComponent(filePath)}`,
      { headers: { authorization: `Bearer ${session.accessToken}` } },
    );
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer())).toEqual(PDF);
    // In the bucket, not on either process's disk.
    const [row] = await sql<{ key: string }>(
      database.url,
      'SELECT storage_path AS key FROM complaint_files WHERE complaint_id = $1',
      [complaint.json.id],
    );
    expect(await s3.object(row!.key)).toEqual(PDF);
  });

  it('run a scheduled job once, though both processes looked at the schedules when they started', async () => {
    // Each process sends one reconciler pass at its start. The every-minute schedule adds one pass
    // a minute, handed over by pg-boss's cron queue from whichever process looked at it first.
    const count = async () =>
      (
        await sql<{ minutes: number; slots: number; handedOver: number; passes: number; done: number }>(
          database.url,
          `WITH cron AS (
             SELECT singleton_on, state FROM ${JOBS_SCHEMA}.job
             WHERE name = '__pgboss__send-it' AND data->>'name' = 'bookings.reconcile')
           SELECT (SELECT count(*)::int FROM cron) AS minutes,
                  (SELECT count(DISTINCT singleton_on)::int FROM cron) AS slots,
                  (SELECT count(*)::int FROM cron WHERE state = 'completed') AS "handedOver",
                  count(*)::int AS passes, count(*) FILTER (WHERE state = 'completed')::int AS done
           FROM ${JOBS_SCHEMA}.job WHERE name = 'bookings.reconcile'`,
        )
      )[0]!;
    // Read when no hand-over is under way: every scheduled minute has become its pass.
    await waitFor(
      'the scheduled pass run',
      async () => {
        const c = await count();
        return c.minutes > 0 && c.handedOver === c.minutes && c.done === c.passes;
      },
      30_000,
    );
    const c = await count();
    expect(c.slots).toBe(c.minutes);
    expect(c.passes).toBe(2 + c.minutes);
  }, 45_000);
});

describe('keys every process on one database must share', () => {
  // Unset, each is generated into the process's DATA_DIR: a second process with a DATA_DIR of its
  // own then refuses the first one's sessions (401 auth.token_invalid, tried by hand). The start
  // log warns of each.
  it('names JWT_SECRET and WEBHOOKS_SECRET_KEY when unset on DATABASE_URL, and nothing for one embedded process', () => {
    const url = 'postgres://skeppa@db.internal/skeppa';
    expect(keysMadePerProcess({ databaseUrl: url, webhooks: {} })).toEqual([
      'JWT_SECRET',
      'WEBHOOKS_SECRET_KEY',
    ]);
    expect(
      keysMadePerProcess({
        databaseUrl: url,
        jwtSecret: 'x'.repeat(32),
        webhooks: { secretKey: 'y'.repeat(32) },
      }),
    ).toEqual([]);
    expect(keysMadePerProcess({ databaseUrl: undefined, webhooks: {} })).toEqual([]);
  });
});
