// `npm run bench:contacts`: importing 10,000 contacts from an xlsx through the API, then the
// contact list and its search over 30,000 contacts of one company, against a bare JSON route of
// the same server. Not part of `npm test`.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { writeContactWorkbook } from '../apps/api/src/modules/contacts/import/xlsx-writer.ts';
import { cpuMeter, cpuPerUnit, postmasterOf } from './cpu.ts';
import { startServer } from './server.ts';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 8);
const CONNECTIONS = 10;
const ROWS = 10_000;
const IMPORT_PAUSE_MS = 5_000;
const USER = { username: 'user@skeppa.test', password: 'skeppa-user', id: 10002 };

const CITIES: [string, string][] = [
  ['Stockholm', '11351'],
  ['Göteborg', '41104'],
  ['Malmö', '21120'],
  ['Uppsala', '75320'],
  ['Västerås', '72212'],
  ['Örebro', '70210'],
  ['Linköping', '58223'],
  ['Helsingborg', '25225'],
  ['Jönköping', '55318'],
  ['Norrköping', '60224'],
  ['Lund', '22350'],
  ['Umeå', '90326'],
  ['Gävle', '80320'],
  ['Borås', '50330'],
  ['Södertälje', '15132'],
];
const TRADES = [
  'Lager',
  'Verktyg',
  'Bygg',
  'Transport',
  'Maskin',
  'Elektro',
  'Trä',
  'Stål',
  'Plast',
  'Möbel',
];

/** A file of `ROWS` plausible Swedish business contacts; `batch` keeps the names of each file apart. */
function contactsFile(batch: number) {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const n = batch * ROWS + i;
    const [city, postcode] = CITIES[n % CITIES.length] as [string, string];
    return {
      id: '',
      company: `${TRADES[n % TRADES.length]} ${TRADES[Math.floor(n / 10) % TRADES.length]} ${n} AB`,
      firstName: ['Anna', 'Erik', 'Maria', 'Johan', 'Karin', 'Lars'][n % 6] as string,
      lastName: ['Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson'][n % 5] as string,
      address1: `Industrigatan ${(n % 200) + 1}`,
      address2: '',
      postcode,
      city,
      state: '',
      country: 'SE',
      phone: `08-${String(100_000 + (n % 900_000)).slice(0, 3)} ${String(n % 100).padStart(2, '0')} 00`,
      mobile: '',
      email: `kontakt${n}@example.se`,
      reference: `REF-${n}`,
      comments: '',
      consignor: n % 7 === 0,
      consignee: true,
      consumer: false,
      locked: false,
    };
  });
  return writeContactWorkbook(rows);
}

async function load(url: string, headers: Record<string, string>, connections: number) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** Waits, a minute at most, until a process tree uses less than 5 % of a core over a second. */
async function untilQuiet(cpu: () => number | null) {
  for (let i = 0; i < 60; i++) {
    const before = cpu();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = cpu();
    if (before === null || after === null || after - before < 50) return;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await work();
  return [value, performance.now() - start];
}

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-bench-contacts-'));
  // The baseline is a public route: its request limit would answer most of the load with 429.
  process.env.RATE_LIMIT_PUBLIC_MAX ??= '100000000';
  const server = await startServer(dataDir);
  const postmaster = () => postmasterOf(path.join(dataDir, 'pg'));
  const cpuPer = cpuPerUnit(() => server.pid, postmaster);
  /** One connection's figures, with the CPU ms per request of the server and of PostgreSQL. */
  const loadOne = async (url: string, headers: Record<string, string>) => {
    const { done, cpu } = await cpuPer(
      () => load(url, headers, 1),
      (one) => one.requests,
    );
    return { ...done, cpu };
  };
  try {
    const signin = await fetch(`${server.url}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER.username, password: USER.password }),
    });
    const token = ((await signin.json()) as { accessToken: string }).accessToken;
    const auth = { authorization: `Bearer ${token}` };
    const upload = async (file: Buffer, query: string) => {
      const res = await fetch(`${server.url}/api/contact/import/${query}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/octet-stream' },
        body: file,
      });
      if (!res.ok) throw new Error(`import ${query}: ${res.status} ${await res.text()}`);
      return (await res.json()) as { counts: { created: number; valid: number } };
    };

    console.log(`\nMachine: ${cpus().length} cores, Node ${process.version}\n`);
    console.log('| step | contacts before | rows | ms |\n|---|---|---|---|');
    for (const batch of [0, 1, 2]) {
      const [file, writeMs] = await timed(() => contactsFile(batch));
      if (batch === 0)
        console.log(
          `| write the xlsx (${(file.length / 1024).toFixed(0)} KB) | – | ${ROWS} | ${writeMs.toFixed(0)} |`,
        );
      // Each file on its own, as a user imports them: the previous import's VACUUM, which runs in
      // the background after the answer, is done within a few seconds.
      if (batch > 0) await new Promise((r) => setTimeout(r, IMPORT_PAUSE_MS));
      const [preview, previewMs] = await timed(() => upload(file, '?preview=1'));
      const [done, importMs] = await timed(() => upload(file, ''));
      if (preview.counts.valid !== ROWS || done.counts.created !== ROWS)
        throw new Error(`batch ${batch}: ${JSON.stringify({ preview: preview.counts, done: done.counts })}`);
      console.log(`| preview | ${batch * ROWS} | ${ROWS} | ${previewMs.toFixed(0)} |`);
      console.log(`| import | ${batch * ROWS} | ${ROWS} | ${importMs.toFixed(0)} |`);
    }

    const list = `${server.url}/api/contact/customer/${USER.id}`;
    const routes: [string, string, Record<string, string>][] = [
      ['GET /api/config (bare JSON baseline)', `${server.url}/api/config`, {}],
      ['list, first page of 25, by company', `${list}`, auth],
      ['list, page 400 of 25, by city', `${list}?page=400&sort=city`, auth],
      ['search "göteborg" (2,000 hits), page 1', `${list}?search=${encodeURIComponent('göteborg')}`, auth],
      ['search "sson" (30,000 hits: every last name)', `${list}?search=sson`, auth],
      ['search "anna" (5,000 hits: as many as a search counts)', `${list}?search=anna`, auth],
      ['search "verktyg 123" (a few hits)', `${list}?search=${encodeURIComponent('verktyg 123')}`, auth],
      ['search "ref-29999" (1 hit)', `${list}?search=ref-29999`, auth],
    ];
    // One connection shows what a request costs; ten show the throughput of the two cores.
    console.log(`\n${DURATION_S} s each, 30,000 contacts of one company\n`);
    console.log(
      '| route | 1 connection: p50 / p99 ms | CPU ms per request: server / PostgreSQL / load generator | 10 connections: requests/s, p50 / p99 ms |\n|---|---|---|---|',
    );
    // A round of each route first, unreported: the first compilation of the list's code would
    // otherwise land in the first route's p99. Then PostgreSQL's vacuum of the imported rows is
    // waited out: it took seconds of CPU beside the first routes measured.
    for (const [, url, headers] of routes) await autocannon({ url, connections: 1, duration: 2, headers });
    await untilQuiet(cpuMeter(postmaster));
    for (const [name, url, headers] of routes) {
      const one = await loadOne(url, headers);
      const many = await load(url, headers, CONNECTIONS);
      console.log(
        `| ${name} | ${one.p50} / ${one.p99} | ${one.cpu} | ${many.rps.toFixed(0)}, ${many.p50} / ${many.p99} |`,
      );
    }
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
