import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type DomainEvent, domainEventPayloadSchemas } from '@skeppa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { deliveryQueue, PURGE_EVENTS_JOB, type Subscriber } from '../src/modules/events/index.ts';
import { purgeEvents } from '../src/modules/events/jobs/purge.ts';
import { loadConfig } from '../src/platform/config.ts';
import { createTestDatabase, sql } from './helpers/database.ts';

let database: { url: string; drop: () => Promise<void> };
const started: { app: FastifyInstance; dataDir: string }[] = [];

/** One API process on the shared test database, with the test's subscribers beside the product's. */
async function instance(subscribers: Subscriber<'contact.changed'>[], jobs = true) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-events-'));
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    databaseUrl: database.url,
    webDistDir: path.join(dataDir, 'no-web-build'),
    jobs: { enabled: jobs, pollingIntervalSeconds: 0.5 },
  });
  started.push({ app, dataDir });
  for (const s of subscribers) app.events.subscribe(s);
  await app.ready();
  return app;
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const { app, dataDir } of started.splice(0)) {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});
afterAll(() => database.drop());

let contactId = 0;
/** A contact.changed about a contact id no other test uses. */
function changed(): Extract<DomainEvent, { type: 'contact.changed' }> {
  contactId += 1;
  return {
    type: 'contact.changed',
    companyId: 1,
    subjectId: String(contactId),
    payload: { contactId, customerId: 1, change: 'updated' },
  };
}

/** A subscriber that records the events it handled. */
function recording(name: string, extra: Partial<Subscriber<'contact.changed'>> = {}) {
  const handled: string[] = [];
  const sub: Subscriber<'contact.changed'> = {
    name,
    types: ['contact.changed'],
    handle: async (_tx, event) => {
      handled.push(event.id);
    },
    retryDelaySeconds: 1,
    ...extra,
  };
  return { sub, handled };
}

const eventsAbout = (subjectId: string) =>
  sql<{ id: string; type: string; payload: unknown }>(
    database.url,
    "SELECT id, type, payload FROM events WHERE type = 'contact.changed' AND subject_id = $1",
    [subjectId],
  );
const jobsOf = (subscriber: string, state?: string) =>
  sql<{ event_id: string }>(
    database.url,
    `SELECT data->>'eventId' AS event_id FROM pgboss.job WHERE name = $1 AND ($2::text IS NULL OR state::text = $2)`,
    [deliveryQueue(subscriber), state ?? null],
  );
const marks = (subscriber: string) =>
  sql<{ event_id: string }>(database.url, 'SELECT event_id FROM event_deliveries WHERE subscriber = $1', [
    subscriber,
  ]);

describe('domain events', () => {
  it('are written, with a delivery per subscriber, only when the change commits', async () => {
    const app = await instance([recording('test.tx-a').sub, recording('test.tx-b').sub], false);
    const lost = changed();
    await expect(
      app.db.transaction(async (tx) => {
        await app.events.publish(tx, lost);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await eventsAbout(lost.subjectId)).toEqual([]);
    expect(await jobsOf('test.tx-a')).toEqual([]);

    const kept = changed();
    await app.db.transaction((tx) => app.events.publish(tx, kept));
    const [event] = await eventsAbout(kept.subjectId);
    expect(event?.payload).toEqual(kept.payload);
    expect(await jobsOf('test.tx-a')).toEqual([{ event_id: event?.id }]);
    expect(await jobsOf('test.tx-b')).toEqual([{ event_id: event?.id }]);
  });

  it('retries a subscriber that throws, and neither it nor a slow one holds the others up', async () => {
    let failures = 0;
    const flaky = recording('test.flaky');
    flaky.sub.handle = async (_tx, event) => {
      if (failures++ === 0) throw new Error('not yet');
      flaky.handled.push(event.id);
    };
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = recording('test.slow');
    slow.sub.handle = async (_tx, event) => {
      await gate;
      slow.handled.push(event.id);
    };
    const steady = recording('test.steady');
    const app = await instance([flaky.sub, slow.sub, steady.sub]);
    await app.db.transaction((tx) => app.events.publish(tx, changed()));
    const [event] = await sql(database.url, 'SELECT id FROM events ORDER BY created_at DESC LIMIT 1');

    const wait = { timeout: 20_000, interval: 100 };
    await vi.waitFor(() => expect(steady.handled).toEqual([event.id]), wait);
    await vi.waitFor(() => expect(flaky.handled).toEqual([event.id]), wait);
    expect(failures).toBe(2);
    expect(slow.handled).toEqual([]);
    release();
    await vi.waitFor(() => expect(slow.handled).toEqual([event.id]), wait);
    for (const name of ['test.flaky', 'test.slow', 'test.steady'])
      expect(await marks(name)).toEqual([{ event_id: event.id }]);
  });

  it('delivers each event once per subscriber across two processes, even when a delivery comes twice', async () => {
    const subs = ['test.once-a', 'test.once-b'];
    const handled: string[] = [];
    const twoSubscribers = () =>
      subs.map((name) => ({
        ...recording(name).sub,
        handle: async (_tx: unknown, event: { id: string }) => {
          handled.push(`${name} ${event.id}`);
        },
      }));
    const [first, second] = [await instance(twoSubscribers()), await instance(twoSubscribers())];
    const published = Array.from({ length: 10 }, changed);
    for (const [i, event] of published.entries()) {
      const app = i % 2 === 0 ? first : second;
      await app.db.transaction((tx) => app.events.publish(tx, event));
    }
    const ours = (await Promise.all(published.map((e) => eventsAbout(e.subjectId)))).flatMap((rows) =>
      rows.map((r) => r.id),
    );
    // A delivery that comes again, as after a process died mid-job: the second finds the mark.
    for (const id of ours) await second.jobs.send(deliveryQueue('test.once-a'), { eventId: id });

    const wait = { timeout: 30_000, interval: 200 };
    await vi.waitFor(async () => expect(await jobsOf('test.once-a', 'completed')).toHaveLength(20), wait);
    await vi.waitFor(async () => expect(await jobsOf('test.once-b', 'completed')).toHaveLength(10), wait);
    const expected = subs.flatMap((name) => ours.map((id) => `${name} ${id}`));
    expect([...handled].sort()).toEqual([...expected].sort());
  });

  it('are kept 30 days, by their own nightly job, and go with their delivery marks', async () => {
    const app = await instance([], false);
    const now = new Date('2026-11-28T03:45:00Z');
    const [oldOne, recent] = [changed(), changed()];
    for (const [event, age] of [
      [oldOne, '30 days 1 minute'],
      [recent, '29 days 23 hours'],
    ] as const) {
      await sql(
        database.url,
        `WITH e AS (INSERT INTO events (type, company_id, subject_id, payload, created_at)
                    VALUES ($1, 1, $2, $3, $4::timestamptz - $5::interval) RETURNING id)
         INSERT INTO event_deliveries (event_id, subscriber) SELECT id, 'test.purge' FROM e`,
        [event.type, event.subjectId, event.payload, now.toISOString(), age],
      );
    }
    await purgeEvents(app.db, now);
    expect(await eventsAbout(oldOne.subjectId)).toEqual([]);
    expect(await eventsAbout(recent.subjectId)).toHaveLength(1);
    expect(await marks('test.purge')).toHaveLength(1);
    const [schedule] = await sql(database.url, 'SELECT cron, timezone FROM pgboss.schedule WHERE name = $1', [
      PURGE_EVENTS_JOB,
    ]);
    expect(schedule).toEqual({ cron: '45 3 * * *', timezone: 'Europe/Stockholm' });
  });

  it('carry payloads their domain schema reads', () => {
    const event = changed();
    expect(domainEventPayloadSchemas[event.type].parse(event.payload)).toEqual(event.payload);
  });
});
