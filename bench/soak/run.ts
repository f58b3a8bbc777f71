import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../apps/api/src/platform/embedded-postgres.ts';
import { jsonClient } from '../client.ts';
import { cpuMeter } from '../cpu.ts';
import { startServer } from '../server.ts';
import { makeCompanies, soakPassword } from './companies.ts';
import { memorySampler } from './memory.ts';
import type { Answered, SoakFailure, SoakResult } from './report.ts';
import { schedule, seededRandom, weightedRoundRobin } from './schedule.ts';
import { companyTraffic, pickupDay, RouteFailed, SOAK_MIX, type SoakRoute, soakRoutes } from './traffic.ts';

const SAMPLE_EVERY_MS = 10_000;
/** Answers still awaited after the last arrival get this long before they count as errors. */
const DRAIN_MS = 60_000;
const FAILURES_SHOWN = 5;
/** Sign in again before the access token (15 minutes) runs out, for soaks longer than that. */
const SIGN_IN_AGAIN_MS = 10 * 60_000;

export interface SoakOptions {
  seconds: number;
  /** Arrivals per second over all companies. */
  rate: number;
  companies: number;
  /** Receivers each company starts with. */
  contacts?: number;
}

/** A soak of `seconds` at SOAK_RATE arrivals a second (25) by SOAK_COMPANIES companies (5). */
export const soakOptions = (seconds: number): SoakOptions => ({
  seconds,
  rate: Number(process.env.SOAK_RATE ?? 25),
  companies: Number(process.env.SOAK_COMPANIES ?? 5),
});

/**
 * The soak: the real server in its own process on its own embedded PostgreSQL, under a fixed
 * arrival rate of the mix for `seconds`; each request is started on time whether or not earlier
 * ones have answered.
 */
export async function runSoak(o: SoakOptions): Promise<SoakResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-soak-'));
  // Run as root, PostgreSQL runs as its own user, which must reach its data directory through this.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dataDir, 'db'));
  // startServer hands the server this process's environment: the server uses this PostgreSQL.
  const environment = { url: process.env.DATABASE_URL, limit: process.env.RATE_LIMIT_PUBLIC_MAX };
  process.env.DATABASE_URL = database.connectionString;
  // The receivers' pages are public routes, all from this one address.
  process.env.RATE_LIMIT_PUBLIC_MAX ??= '100000000';
  const restore = (name: string, value: string | undefined) => {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  };
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  const pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
  let http: ReturnType<typeof jsonClient> | undefined;
  try {
    server = await startServer(dataDir);
    const serverPid = server.pid;
    if (serverPid === null) throw new Error('the server has no process id');
    // Sockets enough that an open loop's backlog queues in the server, where it is measured.
    http = jsonClient(server.url, 64);
    const api = http;
    const companies = await makeCompanies(pool, o.companies, o.contacts ?? 300);
    const companyIds = companies.map((c) => c.companyId);

    const signIn = async (email: string) => {
      const { status, json } = await api.request(
        'POST',
        '/api/auth/signin',
        { username: email, password: soakPassword },
        {},
      );
      if (status !== 200) throw new Error(`sign-in ${email}: ${status} ${JSON.stringify(json)}`);
      return { authorization: `Bearer ${json.accessToken as string}` };
    };
    const traffic = await Promise.all(companies.map(async (c) => companyTraffic(c, await signIn(c.email))));
    const random = seededRandom(36);
    const routes = soakRoutes({ client: api, random, pickup: pickupDay() });
    for (const c of traffic) await routes.prepare(c);

    const databaseNow = async () => {
      const { rows } = await pool.query<{ bytes: string; bookings: number }>(
        `SELECT pg_database_size(current_database()) AS bytes,
                (SELECT count(*)::int FROM orders WHERE company_id = ANY($1) AND date_booked IS NOT NULL) AS bookings`,
        [companyIds],
      );
      return { bytes: Number(rows[0]!.bytes), bookings: rows[0]!.bookings };
    };
    /** Every table with its indexes and TOAST, the job queue's too: where the growth goes. */
    const tableSizes = async () => {
      const { rows } = await pool.query<{ name: string; bytes: string }>(
        `SELECT n.nspname || '.' || c.relname AS name, pg_total_relation_size(c.oid) AS bytes
           FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE c.relkind IN ('r', 'p') AND n.nspname IN ('public', 'pgboss')`,
      );
      return new Map(rows.map((row) => [row.name, Number(row.bytes)]));
    };
    const sampler = memorySampler({
      serverPid,
      postmasterPid: database.pid,
      database: databaseNow,
      everyMs: SAMPLE_EVERY_MS,
    });
    const serverCpu = cpuMeter(
      () => serverPid,
      () => database.pid() ?? null,
    );
    const pgCpu = cpuMeter(() => database.pid() ?? null);

    const latencies = new Map<SoakRoute, Answered[]>();
    const errors = new Map<SoakRoute, number>();
    const failures: SoakFailure[] = [];
    /** Requests sent and not yet answered, with their route. */
    const pending = new Map<Promise<unknown>, SoakRoute>();
    let maxInFlight = 0;
    /** Off once the drain gave up: what answers (or fails as the server stops) later was counted. */
    let counting = true;
    let maxLagMs = 0;
    const before = await databaseNow();
    const tablesBefore = await tableSizes();
    const sharedBuffers = (await pool.query<{ shared_buffers: string }>('SHOW shared_buffers')).rows[0]!
      .shared_buffers;
    const load = [loadavg()[0]!];
    const cpu0 = [serverCpu(), pgCpu()];
    const plan = schedule(o.rate, o.seconds);
    const draw = weightedRoundRobin(SOAK_MIX);
    const signedInAt = new Map(traffic.map((c) => [c, performance.now()]));
    sampler.start();
    const start = performance.now();

    const launch = (i: number) => {
      const scheduled = start + plan.at(i);
      const company = traffic[i % traffic.length]!;
      const { route, done } = routes.start(draw(), company);
      const settled: Promise<void> = done.then(
        () => {
          if (!counting) return;
          const list = latencies.get(route) ?? [];
          list.push({ t: plan.at(i) / 1000, ms: performance.now() - scheduled });
          latencies.set(route, list);
        },
        (err: unknown) => {
          if (!counting) return;
          errors.set(route, (errors.get(route) ?? 0) + 1);
          if (failures.length < FAILURES_SHOWN)
            failures.push({
              route,
              at: (performance.now() - start) / 1000,
              status: err instanceof RouteFailed ? err.status : 'network',
              body: err instanceof RouteFailed ? err.body : String(err),
            });
        },
      );
      pending.set(settled, route);
      maxInFlight = Math.max(maxInFlight, pending.size);
      void settled.then(() => pending.delete(settled));
    };

    for (let next = 0; next < plan.count; ) {
      const elapsed = performance.now() - start;
      for (; next < plan.count && plan.at(next) <= elapsed; next++) {
        maxLagMs = Math.max(maxLagMs, elapsed - plan.at(next));
        launch(next);
      }
      for (const c of traffic)
        if (performance.now() - signedInAt.get(c)! > SIGN_IN_AGAIN_MS) {
          signedInAt.set(c, performance.now());
          // In the background: the schedule never waits for an answer.
          void signIn(c.company.email).then(
            (auth) => Object.assign(c.auth, auth),
            () => signedInAt.set(c, 0),
          );
        }
      if (next < plan.count)
        await new Promise((resolve) =>
          setTimeout(resolve, Math.max(0, start + plan.at(next) - performance.now())),
        );
    }
    const inFlightAtEnd = pending.size;
    const drained = Promise.all(pending.keys()).then(() => true);
    const timedOut = new Promise<false>((resolve) => setTimeout(() => resolve(false), DRAIN_MS).unref());
    if (!(await Promise.race([drained, timedOut])))
      for (const route of pending.values()) {
        errors.set(route, (errors.get(route) ?? 0) + 1);
        if (failures.length < FAILURES_SHOWN)
          failures.push({ route, at: o.seconds, status: 'no answer', body: `none within ${DRAIN_MS} ms` });
      }
    counting = false;
    load.push(loadavg()[0]!);
    const cpu1 = [serverCpu(), pgCpu()];
    const samples = await sampler.stop();
    const after = await databaseNow();
    const tablesAfter = await tableSizes();
    const seconds = (a: number | null | undefined, b: number | null | undefined) =>
      a == null || b == null ? null : (b - a) / 1000;
    return {
      seconds: o.seconds,
      rate: o.rate,
      companies: o.companies,
      arrivals: plan.count,
      latencies,
      errors,
      failures,
      maxInFlight,
      inFlightAtEnd,
      maxLagMs,
      cpuSeconds: { server: seconds(cpu0[0], cpu1[0]), postgres: seconds(cpu0[1], cpu1[1]) },
      samples,
      sharedBuffers,
      load: load as [number, number],
      database: { before, after },
      tables: [...tablesAfter].map(([name, bytes]) => ({
        name,
        before: tablesBefore.get(name) ?? 0,
        after: bytes,
      })),
    };
  } finally {
    http?.close();
    await pool.end();
    await server?.stop();
    await database.stop();
    restore('DATABASE_URL', environment.url);
    restore('RATE_LIMIT_PUBLIC_MAX', environment.limit);
    await rm(dataDir, { recursive: true, force: true });
  }
}
