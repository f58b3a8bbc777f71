// `npm run bench:tracking`: one polling pass over 100,000 active shipments with the sandbox
// carriers (shipments/s and statements per shipment, first a pass that records new events, then
// one that finds nothing new), and the consignment's tracking answer (its timeline) against the
// bare JSON route of the same server.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { trackingPoller } from '../apps/api/src/modules/tracking/poll.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { bearer, loadRoute } from './route-load.ts';
import { startServer } from './server.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const USER = { username: 'user@skeppa.test', password: 'skeppa-user', id: 10002 };
const HOUR = 3_600_000;

// Every statement the app sends goes through a client's query: counted here, for the bench only.
let statements = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
  statements++;
  return (query as (...a: unknown[]) => unknown).apply(this, args);
} as typeof query;

const load = (url: string, headers: Record<string, string>) =>
  loadRoute(url, headers, { connections: 10, seconds: DURATION_S });

/** 100,000 booked shipments of one customer over the last three days, each due a check now. */
async function seed(db: { execute(q: string): Promise<unknown> }, now: Date) {
  const at = `'${now.toISOString()}'::timestamptz`;
  const carrier = '(ARRAY[131, 116, 4, 225])[1 + g % 4]';
  const bookedAt = `${at} - (g % 4320 || ' minutes')::interval`;
  await db.execute(`
    INSERT INTO orders (order_no, customer_id, company_id, consignment_no, template_name, date_booked, date_placed,
                        supplier_id, to_name, to_postcode, to_city, to_country, from_name, from_city)
    SELECT 'T' || g, ${USER.id}, c.company_id, 'T' || g, 'dhl_freight_paket', ${bookedAt}, ${bookedAt},
           ${carrier}, 'Mottagare ' || g || ' AB', '41101', 'Göteborg', 'SE', 'Lagerhuset AB', 'Stockholm'
      FROM generate_series(1, ${SHIPMENTS}) g, (SELECT company_id FROM customers WHERE id = ${USER.id}) c`);
  await db.execute(`
    INSERT INTO carrier_sandbox_bookings (carrier_code, idempotency_key, consignment_no, packages, account, booked_at, route)
    SELECT ${carrier}, 'T' || g, 'T' || g, '[]'::jsonb, 'BENCH', ${bookedAt},
           jsonb_build_object('from', jsonb_build_object('city', 'Stockholm', 'countryCode', 'SE'),
                              'to', jsonb_build_object('city', 'Göteborg', 'countryCode', 'SE'),
                              'pickupDate', to_char((${bookedAt}) AT TIME ZONE 'Europe/Stockholm', 'YYYY-MM-DD'),
                              'transitDays', jsonb_build_object('min', 1, 'max', 2))
      FROM generate_series(1, ${SHIPMENTS}) g`);
  await db.execute(`
    INSERT INTO shipment_tracking (order_no, company_id, customer_id, supplier_id, consignment_no, carrier_account,
                                   carrier_name, tracking_url, status, booked_at, next_check_at, receiver_token)
    SELECT o.order_no, o.company_id, o.customer_id, o.supplier_id, o.consignment_no, 'BENCH', 'DHL Freight',
           '', 'booked', o.date_booked, ${at}, NULL
      FROM orders o WHERE o.order_no LIKE 'T%'`);
  await db.execute('VACUUM ANALYZE orders, carrier_sandbox_bookings, shipment_tracking');
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-tracking-'));
  let clock = new Date();
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    webDistDir: path.join(dataDir, 'none'),
    jobs: { enabled: false, pollingIntervalSeconds: 2 },
    carriers: { mode: 'sandbox', now: () => clock },
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await app.ready();
    await seed({ execute: (q) => app.db.execute(q) }, clock);
    const poller = trackingPoller({
      db: app.db,
      carriers: app.carriers,
      events: app.events,
      now: () => clock,
      log: { warn: () => {} },
      maxBatches: Number.MAX_SAFE_INTEGER,
    });
    console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}\n`);
    console.log(
      '| polling pass | shipments | seconds | shipments/s | statements per shipment | status changes |',
    );
    console.log('|---|---|---|---|---|---|');
    const pass = async (name: string) => {
      statements = 0;
      const t0 = performance.now();
      const r = await poller.pollDue();
      const s = (performance.now() - t0) / 1000;
      console.log(
        `| ${name} | ${r.checked} | ${s.toFixed(1)} | ${(r.checked / s).toFixed(0)} | ${(statements / r.checked).toFixed(2)} | ${r.changed} |`,
      );
    };
    await pass('first check: every shipment has events to record');
    // Ten minutes on, each asked again: for nearly all the carrier has nothing new.
    clock = new Date(clock.getTime() + HOUR / 6);
    await app.db.execute(`UPDATE shipment_tracking SET next_check_at = '${clock.toISOString()}'`);
    await pass('ten minutes later: nothing new for most');
    console.log(
      '\n(Statements include the sandbox carrier reading its own booking: one per shipment, the part a real carrier answers over HTTP.)',
    );
    const [busiest] = (
      await app.db.execute(
        `SELECT order_no, count(*)::int AS n FROM shipment_events GROUP BY order_no ORDER BY n DESC, order_no LIMIT 1`,
      )
    ).rows as { order_no: string; n: number }[];
    await app.close();

    server = await startServer(dataDir);
    const auth = await bearer(server.url, USER);
    const bare = await load(`${server.url}/api/config`, {});
    const timeline = await load(`${server.url}/api/order/${busiest?.order_no}/tracking`, auth);
    console.log(`\n10 connections × ${DURATION_S} s\n`);
    console.log('| route | requests/s | p50 ms | p99 ms |\n|---|---|---|---|');
    console.log(
      `| GET /api/config (bare JSON baseline) | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} |`,
    );
    console.log(
      `| GET /api/order/{orderNo}/tracking (${busiest?.n} events) | ${timeline.rps.toFixed(0)} | ${timeline.p50} | ${timeline.p99} |`,
    );
    console.log(
      `\nTimeline p99 relative to the baseline: ${(timeline.p99 / Math.max(bare.p99, 1)).toFixed(2)}×`,
    );
  } finally {
    await server?.stop();
    await app.close().catch(() => {});
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
