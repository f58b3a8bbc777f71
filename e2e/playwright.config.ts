import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { serverBuildStale } from '../scripts/start.mjs';
import { E2E_WORKERS, e2eServer } from './servers.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PREFIX = 'skeppa-e2e-';
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const SSO_TEST_SECRET = 'e2e-only-sso-shared-secret-0123456789abcdef';

// Data directories of earlier runs (a database each) are removed once they are a day old.
for (const name of readdirSync(os.tmpdir()).filter((n) => n.startsWith(PREFIX))) {
  const dir = path.join(os.tmpdir(), name);
  if (Date.now() - statSync(dir).mtimeMs > 86_400_000) rmSync(dir, { recursive: true, force: true });
}

// A fresh data directory per run holds a fresh, freshly seeded database per server. Playwright
// loads this file in every worker too; the variable keeps all of them on the directories the
// servers were given.
if (!process.env.SKEPPA_E2E_DATA_DIR) {
  process.env.SKEPPA_E2E_DATA_DIR = mkdtempSync(path.join(os.tmpdir(), PREFIX));
  // As root, PostgreSQL runs as the user `postgres`, who must reach the servers' directories.
  chmodSync(process.env.SKEPPA_E2E_DATA_DIR, 0o755);
}
// Each server builds the web app when no build exists and the server when its build is stale
// (scripts/start.mjs): build them once, first, rather than in every server at once.
const built = path.join(repoRoot, 'apps/web/dist/index.html');
if (process.env.TEST_WORKER_INDEX === undefined && (!existsSync(built) || serverBuildStale())) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the app did not build');
}
const servers = Array.from({ length: E2E_WORKERS }, (_, i) => e2eServer(i));

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // A whole test on two cores shared with both servers and their databases: the pictured pages
  // took 19–32 s in CI runs. A wrong page still fails within its expect timeout.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['html', { outputFolder: './playwright-report', open: 'never' }]],
  use: {
    // The first worker's server; fixtures.ts gives each worker its own.
    baseURL: e2eServer(0).url,
    locale: 'sv-SE',
    timezoneId: 'Europe/Stockholm',
    viewport: { width: 1360, height: 860 },
    // A failed test keeps its actions, network and console; DOM snapshots and a screencast of every
    // test cost about a quarter of the run on two cores, so they are left to `--trace on`.
    trace: { mode: 'retain-on-failure', snapshots: false, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium when the machine has it, else Playwright's own (scripts/ensure-browser.mjs).
      executablePath: existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: servers.map(({ port, url, dataDir }) => ({
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${url}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Short-lived access tokens, so a test can watch one expire and be refreshed silently.
      ACCESS_TOKEN_TTL_SECONDS: '4',
      LOGIN_PAGE_ENABLED: 'true',
      // Lets the SSO test ask for a one-time key the way an integrating system does.
      SSO_SHARED_SECRET: SSO_TEST_SECRET,
      LOG_LEVEL: 'warn',
      // Every answer parsed by its zod schema first: one that breaks its contract fails the test.
      CHECK_RESPONSES: 'true',
      // The sample company's invoices, credit note and lines, for the bill pages.
      SEED_SAMPLE_BILLS: 'true',
      // The webhook test's receivers listen on 127.0.0.1, beside the server.
      WEBHOOKS_ALLOW_LOOPBACK: 'true',
    },
  })),
});
