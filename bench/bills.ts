// `npm run bench:bills`: the monthly invoice run over 100,000 bill orders of 1,000 companies (time,
// bills per second and the process's peak memory above its resting size: the run streams, so it
// must not grow with the lines), then the bill list against the bare JSON route of the same server.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { bearer, loadRoute } from './route-load.ts';
import { startServer } from './server.ts';

const COMPANIES = Number(process.env.BENCH_COMPANIES ?? 1_000);
const LINES = Number(process.env.BENCH_BILL_ORDERS ?? 100_000);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const ADMIN = { username: 'admin@skeppa.test', password: 'skeppa-admin', id: 10001 };
const MB = 1024 * 1024;

const load = (url: string, headers: Record<string, string>) =>
  loadRoute(url, headers, { connections: 10, seconds: DURATION_S });

/** The companies with a user each, their lines of November, and two years of the sample company's bills. */
async function seed(db: { execute(q: string): Promise<unknown> }) {
  await db.execute(`
    INSERT INTO companies (id, name, org_no) SELECT 100000 + g, 'Bänkföretag ' || g || ' AB', '556000-0000'
      FROM generate_series(1, ${COMPANIES}) g`);
  await db.execute(`
    INSERT INTO customers (company_id, email, customer_level) SELECT 100000 + g, 'bench' || g || '@skeppa.test', 1
      FROM generate_series(1, ${COMPANIES}) g`);
  await db.execute(`
    INSERT INTO bill_orders (company_id, type, article, info_text, total_price_ore, vat_ore, vat_rate, supplier_id,
                             order_no, line_no, date_created)
    SELECT 100001 + g % ${COMPANIES}, 'freight', 'FREIGHT', 'DHL Freight B' || g || ', Stockholm SE → Göteborg SE',
           20000 + g % 50000, (20000 + g % 50000) / 4, 25, 116, 'B' || g, 1,
           '2026-11-02T08:00:00Z'::timestamptz + (g % 40000 || ' minutes')::interval
      FROM generate_series(1, ${LINES}) g`);
  await db.execute(`
    INSERT INTO bills (company_id, customer_id, type, bill_date, due_date, total_capital_ore, total_vat_ore, paid_ore,
                       paid_date, invoice_no, ocr)
    SELECT 2, ${ADMIN.id}, 'invoice', d, d + 30, 150000, 37500, CASE WHEN g > 3 THEN 187500 ELSE 0 END,
           CASE WHEN g > 3 THEN d + 20 END, 900000 + g, ''
      FROM generate_series(1, 24) g, LATERAL (SELECT ('2026-11-01'::date - (g || ' months')::interval)::date AS d) x`);
  await db.execute('VACUUM ANALYZE companies, customers, bill_orders, bills');
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-bills-'));
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    webDistDir: path.join(dataDir, 'none'),
    jobs: { enabled: false, pollingIntervalSeconds: 2 },
    bookingsNow: () => new Date('2026-12-01T01:00:00Z'),
  });
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  try {
    await app.ready();
    await seed({ execute: (q) => app.db.execute(q) });
    global.gc?.();
    const resting = process.memoryUsage().rss;
    let peak = resting;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    const t0 = performance.now();
    const result = await app.bills.runInvoices();
    const seconds = (performance.now() - t0) / 1000;
    clearInterval(sampler);
    console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}\n`);
    console.log(
      '| invoice run | bill orders | companies | bills | seconds | bills/s | lines/s | peak RSS above resting |',
    );
    console.log('|---|---|---|---|---|---|---|---|');
    console.log(
      `| 1 December, ${LINES.toLocaleString('en')} lines of November | ${LINES} | ${result.companies} | ${result.invoices} | ${seconds.toFixed(1)} | ${(result.invoices / seconds).toFixed(0)} | ${(LINES / seconds).toFixed(0)} | ${((peak - resting) / MB).toFixed(0)} MB (resting ${(resting / MB).toFixed(0)} MB) |`,
    );
    const again = performance.now();
    const second = await app.bills.runInvoices();
    console.log(
      `\nRun again at once: ${second.invoices} bills in ${((performance.now() - again) / 1000).toFixed(2)} s (nothing left to bill).`,
    );
    await app.close();

    server = await startServer(dataDir);
    const auth = await bearer(server.url, ADMIN);
    const bare = await load(`${server.url}/api/config`, {});
    const list = await load(`${server.url}/api/bill/customer/${ADMIN.id}`, auth);
    console.log(`\n10 connections × ${DURATION_S} s\n`);
    console.log('| route | requests/s | p50 ms | p99 ms |\n|---|---|---|---|');
    console.log(
      `| GET /api/config (bare JSON baseline) | ${bare.rps.toFixed(0)} | ${bare.p50} | ${bare.p99} |`,
    );
    console.log(
      `| GET /api/bill/customer/{custId} (25 of 25 bills) | ${list.rps.toFixed(0)} | ${list.p50} | ${list.p99} |`,
    );
    console.log(
      `\nBill list p99 relative to the baseline: ${(list.p99 / Math.max(bare.p99, 1)).toFixed(2)}×`,
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
