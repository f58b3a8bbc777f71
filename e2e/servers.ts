import path from 'node:path';

// E2E_PORT moves the servers, so a second checkout can run its browser tests beside this one.
const FIRST_PORT = Number(process.env.E2E_PORT ?? 8181);

/**
 * Browser tests run in `E2E_WORKERS` workers (two by default: one per core), each against its own
 * server with its own database, so no test sees another's shipments, settings or contacts.
 */
export const E2E_WORKERS = Math.max(1, Number(process.env.E2E_WORKERS ?? 2));

/** The server of one worker (Playwright's parallelIndex): its address and its data directory. */
export function e2eServer(parallelIndex: number) {
  const base = process.env.SKEPPA_E2E_DATA_DIR;
  if (!base) throw new Error('SKEPPA_E2E_DATA_DIR is set by playwright.config.ts');
  const port = FIRST_PORT + parallelIndex;
  return { port, url: `http://127.0.0.1:${port}`, dataDir: path.join(base, `server-${parallelIndex}`) };
}
