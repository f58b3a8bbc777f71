import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, loadConfig } from '../../src/platform/config.ts';
import { holdAnswersToDocument } from './contract.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  databaseUrl: string;
  close(): Promise<void>;
}

/** The real app on its own cloned database; config overrides as the test needs. */
export async function createTestApp(overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'skeppa-test-data-'));
  const config: AppConfig = {
    ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }),
    databaseUrl: database.url,
    webDistDir: path.join(dataDir, 'no-web-build'),
    checkResponses: true,
    // Jobs are queued but not worked unless a test asks: no worker acts behind a test's back.
    jobs: { enabled: false, pollingIntervalSeconds: 0.5 },
    ...overrides,
  };
  // A test that sets the bookings' clock sets the carriers' too: the sandbox refuses a pickup day
  // before its own today, and a fixture's fixed pickup day must not pass with the calendar.
  if (config.bookingsNow && !config.carriers.now)
    config.carriers = { ...config.carriers, now: config.bookingsNow };
  const app = await buildApp(config);
  holdAnswersToDocument(app);
  await app.ready();
  return {
    app,
    databaseUrl: database.url,
    close: async () => {
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
