import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from './helpers/database.ts';
import { bookingClient, embeddedDatabaseUrl } from './helpers/server-bookings.ts';
import {
  isAlive,
  killEverything,
  postmasterPid,
  startServer,
  status,
  waitFor,
} from './helpers/server-process.ts';

// Issue 28 point 2: PostgreSQL killed while a booking's transaction holds its connection and the
// carrier has booked but not yet answered. The server with its embedded PostgreSQL, as an
// operator runs it; the sandbox carrier takes its time, as a real one does.
let dataDir = '';
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-faults-booking-'));
});
afterAll(async () => {
  await killEverything([dataDir]);
  await rm(dataDir, { recursive: true, force: true });
});

const CARRIER_LATENCY_MS = 3000;

describe('a booking in flight when PostgreSQL dies', () => {
  it('answers 503, the process lives on and serves again, and the retry with its key books once', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      EMBEDDED_POSTGRES_RESTART_DELAYS_MS: '300,500,1000,2000,4000',
      CARRIER_SANDBOX_LATENCY_MS: String(CARRIER_LATENCY_MS),
    });
    await waitFor('start', async () => (await status(`${server.url}/api/health`)) === 200, 90_000, server);
    const client = await bookingClient(server);
    const orderNo = await client.unbooked();
    const database = embeddedDatabaseUrl(dataDir);
    const carrierBookings = async () =>
      (
        await sql<{ n: number }>(
          database,
          'SELECT count(*)::int AS n FROM carrier_sandbox_bookings WHERE idempotency_key = $1',
          [orderNo],
        )
      )[0]!.n;

    const key = `fault-${orderNo}`;
    const inFlight = client.book(orderNo, key);
    // The carrier has booked; its answer is on the way while the transaction waits for it.
    await waitFor('the carrier has booked', async () => (await carrierBookings()) === 1, 20_000, server);
    process.kill(postmasterPid(dataDir) as number, 'SIGKILL');

    const lost = await inFlight;
    expect(lost.status).toBe(503);
    expect(lost.json.errors[0].code).toBe('service.unavailable');
    expect(lost.retryAfter).toMatch(/^\d+$/);
    expect(isAlive(server.child.pid as number)).toBe(true);
    expect(await status(`${server.url}/api/health/live`)).toBe(200);

    const seen = new Set<number>();
    await waitFor(
      'answers again',
      async () => {
        const res = await client.call('GET', `/order/${orderNo}`);
        seen.add(res.status);
        return res.status === 200;
      },
      60_000,
      server,
    );
    expect([...seen].filter((s) => s !== 200 && s !== 503)).toEqual([]);
    expect(await status(`${server.url}/api/health`)).toBe(200);

    const retried = await client.book(orderNo, key);
    expect(retried.status).toBe(200);
    expect(retried.json.dateBooked).not.toBeNull();
    expect(await carrierBookings()).toBe(1);
    const booked = await sql<{ n: number }>(
      database,
      'SELECT count(*)::int AS n FROM orders WHERE consignment_no = $1 AND date_booked IS NOT NULL',
      [retried.json.consignmentNo],
    );
    expect(booked[0]!.n).toBe(1);
    expect(server.output()).not.toContain('Unhandled');
    expect(server.output()).toContain('database connection lost');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 180_000);
});
