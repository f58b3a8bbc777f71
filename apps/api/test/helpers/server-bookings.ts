import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { USERS } from './auth.ts';
import { TEMPLATE } from './bookings.ts';
import type { ServerProcess } from './server-process.ts';
import { fullConsignment } from './shipments.ts';

/** A weekday a week or so ahead: the sandbox carriers refuse a pickup day that has passed. */
function pickupDay() {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/** Shipments saved and booked over HTTP on a server process, as the web app does it. */
export async function bookingClient(server: ServerProcess) {
  const signin = await fetch(`${server.url}/api/auth/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USERS.user.email, password: USERS.user.password }),
  });
  expect(signin.status).toBe(200);
  const { accessToken } = (await signin.json()) as { accessToken: string };

  async function call(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    const res = await fetch(`${server.url}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json', ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: answers of several routes; each test reads what it needs.
    const json = (await res.json()) as any;
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json };
  }

  /** A shipment saved for later with its order at the price step 2 showed, as step 3 leaves it. */
  async function unbooked() {
    const consignment = fullConsignment({ pickupDate: pickupDay() });
    const priced = await call('POST', '/consignment/price/', [consignment]);
    const price = priced.json.priceResult.find((q: { templateName: string }) => q.templateName === TEMPLATE)
      ?.price as number;
    const saved = await call('POST', '/consignment/?temp=1', consignment);
    const order = await call('POST', '/order/', {
      consignmentId: saved.json.consignments[0].consignmentId,
      templateName: TEMPLATE,
      calculatedPrice: price,
    });
    expect(order.status).toBe(201);
    return order.json.orderNo as string;
  }

  const book = (orderNo: string, key: string) =>
    call('PUT', '/order/book/', { orderNo }, { 'idempotency-key': key });

  return { call, unbooked, book };
}

/** The server's own embedded PostgreSQL (port from its pid file), to look at what it holds. */
export function embeddedDatabaseUrl(dataDir: string) {
  const port = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    ?.trim();
  const password = readFileSync(path.join(dataDir, 'pg-password'), 'utf8').trim();
  return `postgres://skeppa:${encodeURIComponent(password)}@127.0.0.1:${port}/skeppa`;
}
