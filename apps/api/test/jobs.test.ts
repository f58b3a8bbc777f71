import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDatabase, type DatabaseHandle } from '../src/db/client.ts';
import {
  createJobRunner,
  deadLetterQueue,
  JOBS_SCHEMA,
  type JobContext,
  type JobLog,
  type JobRunner,
} from '../src/platform/jobs/jobs.ts';
import { createTestDatabase } from './helpers/database.ts';

/** Log lines as the runner writes them, to read back what the logs say. */
function recordingLog() {
  const lines: { level: string; obj: Record<string, unknown>; msg: string }[] = [];
  const at =
    (level: string) =>
    (obj: object, msg: string): void => {
      lines.push({ level, obj: obj as Record<string, unknown>, msg });
    };
  const log: JobLog = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

let database: { url: string; drop: () => Promise<void> };
const handles: DatabaseHandle[] = [];
const runners: JobRunner[] = [];

/** A "process": its own pool and its own job runner on the shared test database. */
function process(
  log: JobLog = recordingLog().log,
  enabled = true,
  url = database.url,
  pollingIntervalSeconds = 0.5,
) {
  const handle = connectDatabase(url, () => {});
  handles.push(handle);
  const runner = createJobRunner({ db: handle.db, log, enabled, pollingIntervalSeconds });
  runners.push(runner);
  return { runner, db: handle.db };
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  for (const h of handles.splice(0)) await h.close();
});
afterAll(() => database.drop());

async function jobCount(db: ReturnType<typeof process>['db'], name: string) {
  const result = await db.execute(
    sql.raw(
      `SELECT (SELECT count(*) FROM ${JOBS_SCHEMA}.job WHERE name = '${name}')
            + (SELECT count(*) FROM ${JOBS_SCHEMA}.archive WHERE name = '${name}') AS n`,
    ),
  );
  return Number(result.rows[0]?.n);
}

describe('the job queue', () => {
  it('runs a sent job once, with its data', async () => {
    const { runner } = process();
    const seen: unknown[] = [];
    runner.define<{ n: number }>({ name: 'test.echo', handler: async (data) => seen.push(data) });
    await runner.start();
    await runner.send('test.echo', { n: 7 });
    await vi.waitFor(() => expect(seen).toEqual([{ n: 7 }]), { timeout: 10_000, interval: 100 });
  });

  it("works a queue's waiting jobs one after another, not one per polling interval", async () => {
    // Six jobs wait for a runner that polls once a minute: before a job done asked for the next,
    // pg-boss waited the interval after each and the sixth came five minutes later.
    const sender = process(recordingLog().log, false);
    sender.runner.define<{ n: number }>({ name: 'test.backlog', handler: async () => {} });
    await sender.runner.start();
    for (const n of [1, 2, 3, 4, 5, 6]) await sender.runner.send('test.backlog', { n });
    const { runner } = process(recordingLog().log, true, database.url, 60);
    const seen: number[] = [];
    runner.define<{ n: number }>({ name: 'test.backlog', handler: async (data) => seen.push(data.n) });
    await runner.start();
    await vi.waitFor(() => expect(seen).toEqual([1, 2, 3, 4, 5, 6]), { timeout: 30_000, interval: 100 });
  });

  it('starts a job sent for later no sooner than asked, in a transaction too', async () => {
    const { runner, db } = process();
    const seen: number[] = [];
    runner.define<{ sent: number }>({
      name: 'test.later',
      handler: async (data) => seen.push(Date.now() - data.sent),
    });
    await runner.start();
    await db.transaction((tx) =>
      runner.send('test.later', { sent: Date.now() }, { tx, startAfterSeconds: 1.5 }),
    );
    await runner.send('test.later', { sent: Date.now() }, { startAfterSeconds: 2 });
    await vi.waitFor(() => expect(seen).toHaveLength(2), { timeout: 10_000, interval: 100 });
    expect(Math.min(...seen)).toBeGreaterThanOrEqual(1400);
  });

  it('sends a job with a transaction: a rollback leaves no job, a commit leaves one', async () => {
    const { runner, db } = process(undefined, false);
    runner.define({ name: 'test.in-tx', handler: async () => {} });
    await runner.start();
    await expect(
      db.transaction(async (tx) => {
        await runner.send('test.in-tx', { keep: false }, { tx });
        throw new Error('the business change failed');
      }),
    ).rejects.toThrow('the business change failed');
    expect(await jobCount(db, 'test.in-tx')).toBe(0);
    await db.transaction((tx) => runner.send('test.in-tx', { keep: true }, { tx }));
    expect(await jobCount(db, 'test.in-tx')).toBe(1);
  });

  it('retries a failing job with backoff, then moves it to a dead-letter queue the logs name', async () => {
    const { log, lines } = recordingLog();
    const { runner } = process(log);
    const runs: JobContext[] = [];
    const buried: unknown[] = [];
    runner.define<{ order: string }>({
      name: 'test.always-fails',
      handler: async (_data, context) => {
        runs.push(context);
        throw new Error('carrier unreachable');
      },
      retryLimit: 1,
      retryDelaySeconds: 1,
      onDeadLetter: async (data) => {
        buried.push(data);
      },
    });
    await runner.start();
    await runner.send('test.always-fails', { order: 'A-1' });

    await vi.waitFor(() => expect(buried).toEqual([{ order: 'A-1' }]), { timeout: 15_000, interval: 200 });
    expect(runs.map((r) => [r.retryCount, r.lastAttempt])).toEqual([
      [0, false],
      [1, true],
    ]);
    const dead = lines.find((l) => l.level === 'error');
    expect(dead?.obj).toMatchObject({
      queue: 'test.always-fails',
      deadLetterQueue: deadLetterQueue('test.always-fails'),
    });
    expect(dead?.msg).toContain('test.always-fails.dead');
    expect(lines.filter((l) => l.msg === 'job failed, it will be retried')).toHaveLength(1);
  });

  it('keeps cron schedules in Swedish time', async () => {
    const { runner, db } = process(undefined, false);
    runner.define({ name: 'test.nightly', cron: '30 3 * * *', handler: async () => {} });
    await runner.start();
    const result = await db.execute(
      sql.raw(`SELECT name, cron, timezone FROM ${JOBS_SCHEMA}.schedule WHERE name = 'test.nightly'`),
    );
    expect(result.rows).toEqual([{ name: 'test.nightly', cron: '30 3 * * *', timezone: 'Europe/Stockholm' }]);
  });

  it('runs a cron job once however many processes have it scheduled', async () => {
    // pg-boss lets one process look at the schedules per half minute, database-wide: a fresh
    // database, so the earlier tests' looks do not count.
    const fresh = await createTestDatabase();
    const ran: string[] = [];
    const first = process(undefined, true, fresh.url);
    const second = process(undefined, true, fresh.url);
    for (const [who, p] of [
      ['first', first],
      ['second', second],
    ] as const) {
      p.runner.define({ name: 'test.every-minute', cron: '* * * * *', handler: async () => ran.push(who) });
    }
    await Promise.all([first.runner.start(), second.runner.start()]);
    await vi.waitFor(() => expect(ran.length).toBeGreaterThan(0), { timeout: 15_000, interval: 200 });
    // Both processes looked at the schedule when they started; stopping them ends any late look.
    await Promise.all([first.runner.stop(), second.runner.stop()]);
    expect(ran).toHaveLength(1);
    expect(await jobCount(first.db, 'test.every-minute')).toBe(1);
    for (const h of handles.splice(0)) await h.close();
    await fresh.drop();
  });

  it('lets a job that outlives the stop end quietly, to be retried elsewhere', async () => {
    const handle = connectDatabase(database.url, () => {});
    handles.push(handle);
    const runner = createJobRunner({
      db: handle.db,
      log: recordingLog().log,
      enabled: true,
      pollingIntervalSeconds: 0.5,
      stopGraceSeconds: 0.5,
    });
    let running!: () => void;
    const started = new Promise<void>((resolve) => {
      running = resolve;
    });
    let finish!: () => void;
    runner.define({
      name: 'test.slow',
      handler: () =>
        new Promise<void>((resolve) => {
          finish = resolve;
          running();
        }),
    });
    await runner.start();
    await runner.send('test.slow', {});
    await started;
    const unheard: unknown[] = [];
    const listen = (err: unknown) => unheard.push(err);
    globalThis.process.on('unhandledRejection', listen);
    try {
      await runner.stop();
      // The job ends after the stop's grace: pg-boss reports it done to a stopped queue.
      finish();
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      globalThis.process.off('unhandledRejection', listen);
    }
    expect(unheard).toEqual([]);
    const states = await handle.db.execute(
      sql.raw(`SELECT state FROM ${JOBS_SCHEMA}.job WHERE name = 'test.slow'`),
    );
    expect(states.rows).toEqual([{ state: 'retry' }]);
  });

  it('works nothing in a process with jobs switched off', async () => {
    const off = process(undefined, false);
    const ranOff: unknown[] = [];
    off.runner.define({ name: 'test.not-here', handler: async (d) => ranOff.push(d) });
    await off.runner.start();
    await off.runner.send('test.not-here', { x: 1 });
    // Had the first process worked it, it would not be waiting for the second.
    const on = process();
    const ranOn: unknown[] = [];
    on.runner.define({ name: 'test.not-here', handler: async (d) => ranOn.push(d) });
    await on.runner.start();
    await vi.waitFor(() => expect(ranOn).toEqual([{ x: 1 }]), { timeout: 10_000, interval: 100 });
    expect(ranOff).toEqual([]);
  });
});
