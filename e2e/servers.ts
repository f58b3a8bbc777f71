import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * Browser tests run in `E2E_WORKERS` workers (two by default: one per core), each against its own
 * server with its own database, so no test sees another's shipments, settings or contacts.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

// Opens one listener per server on port 0 at once (so the ports differ) and prints their ports.
const FIND_PORTS = `const net = require('node:net');
const open = () => new Promise((ok) => { const s = net.createServer(); s.listen(0, '127.0.0.1', () => ok(s)); });
Promise.all(Array.from({ length: Number(process.argv[1]) }, open)).then((all) => {
  console.log(all.map((s) => s.address().port).join(','));
  for (const s of all) s.close();
});`;

/**
 * The servers' ports: free ones, never fixed ports a running app may hold, found once by
 * Playwright's main process and handed to its workers through the environment (as the data
 * directory is). `E2E_PORT` still puts them at a chosen port and up.
 */
function serverPorts(): number[] {
  if (process.env.E2E_PORT)
    return Array.from({ length: E2E_WORKERS }, (_, i) => Number(process.env.E2E_PORT) + i);
  if (!process.env.SKEPPA_E2E_PORTS) {
    const found = spawnSync(process.execPath, ['-e', FIND_PORTS, String(E2E_WORKERS)], { encoding: 'utf8' });
    if (found.status !== 0) throw new Error(`no free ports for the browser tests: ${found.stderr}`);
    process.env.SKEPPA_E2E_PORTS = found.stdout.trim();
  }
  return process.env.SKEPPA_E2E_PORTS.split(',').map(Number);
}

/** The server of one worker (Playwright's parallelIndex): its address and its data directory. */
export function e2eServer(parallelIndex: number) {
  const base = process.env.SKEPPA_E2E_DATA_DIR;
  if (!base) throw new Error('SKEPPA_E2E_DATA_DIR is set by playwright.config.ts');
  const port = serverPorts()[parallelIndex];
  if (port === undefined) throw new Error(`no server for worker ${parallelIndex}`);
  return { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(base, `server-${parallelIndex}`) };
}
