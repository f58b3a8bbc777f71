// `npm run bench`: pricing throughput against a bare JSON route of the same server, and the pricing
// engine in process. Figures are ratios within one run, so they compare across machines. Then a
// one-minute soak (BENCH_SOAK_SECONDS) of the mixed traffic on a server of its own.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { benchEngine } from './engine.ts';
import { startServer } from './server.ts';
import { errorCount, soakReport } from './soak/report.ts';
import { runSoak, soakOptions } from './soak/run.ts';
import { answerOnTheWire } from './wire-size.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;

const consignment = (to: [string, string], goods: object) => ({
  parts: [
    { role: 'consignor', address: { countrycode: 'SE', postcode: '11122' } },
    { role: 'consignee', address: { countrycode: to[0], postcode: to[1] } },
  ],
  goodsItem: [goods],
});
const pallets = {
  noOfPackages: 2,
  weight: 600,
  length: 120,
  width: 80,
  height: 120,
  packageType: 'pallet',
  isStackable: false,
};
const parcelItem = {
  noOfPackages: 1,
  weight: 8,
  length: 40,
  width: 30,
  height: 20,
  packageType: 'parcel',
  isStackable: true,
};

async function load(url: string, opts: Partial<autocannon.Options>) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, ...opts });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // Status line, headers and body of an average answer, as read from the socket.
    bytesPerAnswer: result.throughput.total / result.requests.total,
  };
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-'));
  const server = await startServer(dataDir);
  // The in-process engine figure needs the tariffs: a second app on the same data, not listening.
  const app = await buildApp({
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: path.join(dataDir, 'engine') }),
    webDistDir: path.join(dataDir, 'none'),
  });
  try {
    const address = server.url;
    const signin = await fetch(`${address}/api/auth/demo`, { method: 'POST' });
    const token = ((await signin.json()) as { accessToken: string }).accessToken;
    const body = JSON.stringify([
      consignment(['SE', '41101'], pallets),
      consignment(['DE', '10115'], parcelItem),
    ]);
    // As a browser asks: an answer over 1 KB then comes compressed.
    const headers = {
      'content-type': 'application/json',
      authorization: `Bearer ${token}`,
      'accept-encoding': 'br, gzip',
    };

    const baseline = await load(`${address}/api/config`, {});
    const pricing = await load(`${address}/api/consignment/price`, { method: 'POST', headers, body });
    const engine = await benchEngine(app);

    const priceUrl = `${address}/api/consignment/price`;
    const priced = await fetch(priceUrl, { method: 'POST', headers, body });
    const quotesPerRequest = ((await priced.json()) as { priceResult: unknown[] }).priceResult.length;
    const plain = await answerOnTheWire(priceUrl, {
      method: 'POST',
      headers: { ...headers, 'accept-encoding': 'identity' },
      body,
    });
    const packed = await answerOnTheWire(priceUrl, { method: 'POST', headers, body });
    const row = (name: string, r: { rps: number; p50: number; p99: number }) =>
      `| ${name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} |`;
    console.log(
      `\nMachine: ${cpus().length} cores, Node ${process.version}; ${CONNECTIONS} connections × ${DURATION_S} s\n`,
    );
    console.log('| route | requests/s | p50 ms | p99 ms |\n|---|---|---|---|');
    console.log(row('GET /api/config (bare JSON baseline)', baseline));
    console.log(row('POST /api/consignment/price (2 consignments)', pricing));
    console.log(
      `\nQuotes per price request: ${quotesPerRequest}; quotes/s: ${(pricing.rps * quotesPerRequest).toFixed(0)}`,
    );
    console.log(`Pricing throughput relative to the baseline: ${(pricing.rps / baseline.rps).toFixed(2)}`);
    console.log(
      `Price answer body: ${plain.bytes} bytes uncompressed, ${packed.bytes} bytes on the wire (${packed.encoding}); ` +
        `under load ${pricing.bytesPerAnswer.toFixed(0)} bytes an answer with its headers`,
    );
    console.log(
      `In process: priceConsignment over ${engine.templates} templates: ${engine.perSecond.toFixed(0)} consignments/s ` +
        `(${engine.microsPerCall.toFixed(1)} µs each)`,
    );
  } finally {
    // The in-process app uses the server's database: close its pool before that server stops.
    await app.close();
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function soak() {
  const result = await runSoak(soakOptions(Number(process.env.BENCH_SOAK_SECONDS ?? 60)));
  console.log(soakReport(result));
  if (errorCount(result) > 0) process.exitCode = 1;
}

main()
  .then(soak)
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
