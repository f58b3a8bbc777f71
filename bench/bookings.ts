// `npm run bench:bookings`: bookings per second with their p99 through PUT /order/book/ (after 20
// unreported bookings that compile the code a first booking runs), 50 concurrent double-bookings
// (each order booked by two requests at once: 0 duplicates wanted), and the booked list over
// 100,000 orders, against a bare JSON route of the same server.
// PostgreSQL is the embedded server, started here so the bench can seed 100,000 orders with SQL.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/api/src/platform/embedded-postgres.ts';
import { bookedListBench } from './booked-list.ts';
import { jsonClient } from './client.ts';
import { cpuPerUnit, postmasterOf } from './cpu.ts';
import { startServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 400);
const BOOKING_CONNECTIONS = 10;
const DOUBLE_BOOKINGS = 50;
const SINGLE_BOOKINGS = 200;
/** Booked first, unreported: the first bookings of a process compile its code. */
const WARMUP_BOOKINGS = 20;
const USER = { username: 'user@skeppa.test', password: 'skeppa-user', id: 10002 };
const TEMPLATE = 'dhl_freight_paket';
/** A weekday a week or so ahead: the carriers collect on working days. */
const PICKUP_DAY = (() => {
  const d = new Date(Date.now() + 7 * 86_400_000);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
})();

function consignment(n: number) {
  const part = (role: string, id: number, name: string, postcode: string, city: string) => ({
    role,
    id,
    account: '',
    address: {
      id: null,
      name,
      address: ['Industrigatan 1', ''],
      postcode,
      city,
      state: '',
      countrycode: 'SE',
    },
    communication: {
      contactPerson: 'Eva Berg',
      phone: '081234567',
      mobile: { value: '0701234567', notify: false },
      email: { value: '', notify: false },
    },
    reference: role === 'consignee' ? { customerNo: '', reference: '' } : { reference: '' },
  });
  return {
    orderNo: null,
    consignmentId: null,
    consignmentNo: null,
    templateName: TEMPLATE,
    owner: null,
    senderOrderRef: `PO-${n}`,
    insuranceDisabled: false,
    insuranceGoodsValue: null,
    parts: [
      part('consignor', 1, 'Lagerhuset AB', '11122', 'Stockholm'),
      part('consignee', 2, `Mottagare ${n} AB`, '41101', 'Göteborg'),
    ],
    goodsItem: [
      {
        id: `G${String(n % 100000).padStart(5, '0')}`,
        noOfPackages: 2,
        weight: 5,
        volume: 0.024,
        length: 40,
        width: 30,
        height: 20,
        loadingMetres: 0,
        packageType: 'parcel',
        goodsType: 'Standard',
        tag: 'parcel',
        isStackable: true,
        isReadOnly: false,
        readOnly: false,
      },
    ],
    transportProduct: {
      code: '',
      delivery: { instruction: [] },
      pickup: { date: PICKUP_DAY, earliest: '09:00', latest: '16:00', instruction: [] },
      tod: { combiterm: '', countrycode: '', location: '', notes: '' },
      serviceOption: [],
      templateName: TEMPLATE,
      errors: [],
    },
    errors: [],
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function load(url: string, headers: Record<string, string>, connections: number) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-bookings-'));
  // Run as root, PostgreSQL runs as its own user, which must reach its data directory through this.
  if (process.getuid?.() === 0) await chmod(dataDir, 0o755);
  const database = await startEmbeddedPostgres(path.join(dataDir, 'db'));
  process.env.DATABASE_URL = database.connectionString;
  process.env.RATE_LIMIT_PUBLIC_MAX ??= '100000000';
  const server = await startServer(dataDir);
  const cpuPer = cpuPerUnit(
    () => server.pid,
    () => postmasterOf(path.join(dataDir, 'db')),
  );
  const pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
  // Sockets enough for the double-bookings, every request of them at once.
  const client = jsonClient(server.url, 2 * DOUBLE_BOOKINGS);
  try {
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER.username, password: USER.password }),
    });
    const token = ((await signin.json()) as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const api = async (method: string, url: string, body: unknown, headers: Record<string, string> = {}) => {
      const { status, json } = await client.request(method, `/api${url}`, body, { ...auth, ...headers });
      if (status >= 300) throw new Error(`${method} ${url}: ${status} ${JSON.stringify(json)}`);
      return json;
    };
    const priced = (await api('POST', '/consignment/price/', [consignment(0)])) as {
      priceResult: { templateName: string; price: number }[];
    };
    const price = priced.priceResult.find((q) => q.templateName === TEMPLATE)?.price;
    if (price === undefined) throw new Error(`${TEMPLATE} is not priced`);
    async function unbooked(n: number) {
      const saved = (await api('POST', '/consignment/?temp=1', consignment(n))) as {
        consignments: { consignmentId: number }[];
      };
      const order = (await api('POST', '/order/', {
        consignmentId: saved.consignments[0]?.consignmentId,
        templateName: TEMPLATE,
        calculatedPrice: price,
      })) as { orderNo: string };
      return order.orderNo;
    }
    const prepare = async (count: number, offset: number) => {
      const orderNos: string[] = [];
      for (let i = 0; i < count; i += 10) {
        orderNos.push(
          ...(await Promise.all(
            Array.from({ length: Math.min(10, count - i) }, (_, j) => unbooked(offset + i + j)),
          )),
        );
      }
      return orderNos;
    };

    console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}\n`);
    const baselineOne = await load(`${server.url}/api/config`, {}, 1);
    const baseline = await load(`${server.url}/api/config`, {}, BOOKING_CONNECTIONS);
    console.log(
      '| what | requests/s | p50 / p99 ms | CPU ms per booking: server / PostgreSQL / load generator |\n|---|---|---|---|',
    );
    console.log(
      `| GET /api/config (bare JSON baseline), 1 connection | ${baselineOne.rps.toFixed(0)} | ${baselineOne.p50} / ${baselineOne.p99} | |`,
    );
    console.log(
      `| GET /api/config (bare JSON baseline), ${BOOKING_CONNECTIONS} connections | ${baseline.rps.toFixed(0)} | ${baseline.p50} / ${baseline.p99} | |`,
    );

    for (const orderNo of await prepare(WARMUP_BOOKINGS, 300_000))
      await api('PUT', '/order/book/', { orderNo }, { 'idempotency-key': `bench-${orderNo}` });

    // One booking at a time: what a booking costs.
    const single: number[] = [];
    const singleOrders = await prepare(SINGLE_BOOKINGS, 200_000);
    const { cpu: singleCpu } = await cpuPer(
      async () => {
        for (const orderNo of singleOrders) {
          const t0 = performance.now();
          await api('PUT', '/order/book/', { orderNo }, { 'idempotency-key': `bench-${orderNo}` });
          single.push(performance.now() - t0);
        }
      },
      () => SINGLE_BOOKINGS,
    );
    single.sort((a, b) => a - b);
    console.log(
      `| PUT /order/book/, ${SINGLE_BOOKINGS} orders one after another | ${(1000 / (single.reduce((a, b) => a + b, 0) / single.length)).toFixed(0)} | ${percentile(single, 50).toFixed(1)} / ${percentile(single, 99).toFixed(1)} | ${singleCpu} |`,
    );

    // Bookings: each request books a different order (priced again, carrier sandbox, numbers).
    const orderNos = await prepare(BOOKINGS, 1);
    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    const { cpu: manyCpu } = await cpuPer(
      async () => {
        await Promise.all(
          Array.from({ length: BOOKING_CONNECTIONS }, async () => {
            while (next < orderNos.length) {
              const orderNo = orderNos[next++] as string;
              const t0 = performance.now();
              await api('PUT', '/order/book/', { orderNo }, { 'idempotency-key': `bench-${orderNo}` });
              latencies.push(performance.now() - t0);
            }
          }),
        );
      },
      () => BOOKINGS,
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    console.log(
      `| PUT /order/book/, ${BOOKINGS} orders, ${BOOKING_CONNECTIONS} connections | ${(BOOKINGS / seconds).toFixed(0)} | ${percentile(latencies, 50).toFixed(1)} / ${percentile(latencies, 99).toFixed(1)} | ${manyCpu} |`,
    );

    // Double-bookings: two requests per order at once, with different keys (two tabs).
    const doubles = await prepare(DOUBLE_BOOKINGS, 100_000);
    const answers = await Promise.all(
      doubles.flatMap((orderNo) =>
        [1, 2].map((tab) =>
          api('PUT', '/order/book/', { orderNo }, { 'idempotency-key': `tab${tab}-${orderNo}` }).then(
            (a) => [orderNo, a.consignmentNo as string] as const,
          ),
        ),
      ),
    );
    const numbers = new Map<string, Set<string>>();
    for (const [orderNo, no] of answers) numbers.set(orderNo, (numbers.get(orderNo) ?? new Set()).add(no));
    const { rows } = await pool.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM carrier_sandbox_bookings WHERE idempotency_key = ANY($1)',
      [doubles],
    );
    const duplicates =
      [...numbers.values()].filter((s) => s.size > 1).length + ((rows[0]?.n ?? 0) - doubles.length);
    console.log(
      `\n${DOUBLE_BOOKINGS} orders booked twice at once (${answers.length} requests): ${rows[0]?.n} carrier bookings, ${duplicates} duplicates`,
    );

    // BENCH_LIST=0 stops here: a CPU profile (BENCH_PROFILE) then holds the bookings alone.
    if (process.env.BENCH_LIST === '0') return;
    await bookedListBench({
      pool,
      serverUrl: server.url,
      customerId: USER.id,
      template: TEMPLATE,
      auth,
      seconds: DURATION_S,
      load,
    });
  } finally {
    client.close();
    await pool.end();
    await server.stop();
    await database.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
