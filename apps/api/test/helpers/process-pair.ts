import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../../src/platform/files/s3-file-store.ts';
import { USERS } from './auth.ts';
import { killEverything, type ServerProcess, startServer, status, waitFor } from './server-process.ts';

/**
 * The keys every process behind one load balancer must share (docs/operations.md): given here, as
 * an operator gives them, so no process generates its own into its DATA_DIR.
 */
export const SHARED_SECRETS = {
  JWT_SECRET: 'scale-test-jwt-secret-shared-by-every-process',
  WEBHOOKS_SECRET_KEY: 'scale-test-webhooks-key-shared-by-every-process',
  SSO_SHARED_SECRET: 'scale-test-sso-secret-shared-by-every-process',
};

/** The file store in a bucket, as the S3 variables name it. */
export function s3Env(s3: S3Settings): Record<string, string> {
  return {
    FILES_S3_BUCKET: s3.bucket,
    FILES_S3_REGION: s3.region,
    FILES_S3_ACCESS_KEY_ID: s3.accessKeyId,
    FILES_S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
    FILES_S3_ENDPOINT: s3.endpoint ?? '',
    FILES_S3_FORCE_PATH_STYLE: String(s3.forcePathStyle),
  };
}

export interface ProcessPair {
  servers: [ServerProcess, ServerProcess];
  /** SIGTERM to what still runs, then their DATA_DIRs removed. */
  stop(): Promise<void>;
}

/**
 * Two API processes on one PostgreSQL (DATABASE_URL), each with a DATA_DIR of its own, started at
 * the same moment as a deployment's processes are; resolves once both answer /api/health.
 */
export async function startProcessPair(databaseUrl: string, env: Record<string, string> = {}) {
  const dataDirs = await Promise.all([0, 1].map((i) => mkdtemp(path.join(tmpdir(), `skeppa-scale-${i}-`))));
  const servers = (await Promise.all(
    dataDirs.map((dataDir) =>
      startServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        CHECK_RESPONSES: 'true',
        ...SHARED_SECRETS,
        ...env,
      }),
    ),
  )) as [ServerProcess, ServerProcess];
  const stop = async () => {
    await Promise.all(
      servers.map(async (s) => {
        if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
        await s.exited;
      }),
    );
    await killEverything(dataDirs);
    await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })));
  };
  try {
    await Promise.all(
      servers.map((s) =>
        waitFor('start', async () => (await status(`${s.url}/api/health`)) === 200, 90_000, s),
      ),
    );
  } catch (err) {
    await stop();
    throw err;
  }
  return { servers, stop } satisfies ProcessPair;
}

export interface Answer {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: answers of many routes; each test reads what it needs.
  json: any;
}

/** One API call over HTTP to a server process, as a browser or an integration makes it. */
export async function api(
  server: ServerProcess,
  method: string,
  url: string,
  o: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const res = await fetch(`${server.url}/api${url}`, {
    method,
    headers: {
      ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
      ...(o.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...o.headers,
    },
    ...(o.body === undefined ? {} : { body: JSON.stringify(o.body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

/** Signs in with a password through one process; the session is good on every process. */
export async function signInTo(server: ServerProcess, who: { email: string; password: string } = USERS.user) {
  const res = await api(server, 'POST', '/auth/signin', {
    body: { username: who.email, password: who.password },
  });
  if (res.status !== 200) throw new Error(`sign-in answered ${res.status}: ${JSON.stringify(res.json)}`);
  return res.json as { accessToken: string; refreshToken: string; id: number };
}
