import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@stoplight/yaml';

/** UPS's published documents (copied unchanged, MIT), one Prism mock each. */
export const UPS_DOCUMENTS = [
  'OAuthClientCredentials',
  'Shipping',
  'Tracking',
  'Locator',
  'Pickup',
  'Paperless',
] as const;
export type UpsDocument = (typeof UPS_DOCUMENTS)[number];

const contracts = path.join(path.dirname(fileURLToPath(import.meta.url)), '../carrier-contracts/ups');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * The document as Prism serves it: every path a document also keeps under `{deprecatedVersion}`
 * is dropped, since Prism cannot tell `/shipments/{deprecatedVersion}/ship` from
 * `/shipments/{version}/ship` and would check our request against the retired release.
 */
async function served(name: UpsDocument, dir: string) {
  const doc = parse(await readFile(path.join(contracts, `${name}.yaml`), 'utf8')) as {
    paths: Record<string, unknown>;
  };
  for (const p of Object.keys(doc.paths)) if (p.includes('{deprecatedVersion}')) delete doc.paths[p];
  const file = path.join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(doc));
  return file;
}

function listening(child: ChildProcess, name: string): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Prism ${name}: no start in 120 s\n${output}`)), 120_000);
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
      if (output.includes('Prism is listening')) {
        clearTimeout(timer);
        child.stdout?.off('data', read);
        // Prism logs every request; nobody reads it once started.
        child.stdout?.resume();
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', (c: Buffer) => {
      output = (output + c.toString()).slice(-4000);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Prism ${name} exited (${code})\n${output}`));
    });
  });
}

/**
 * One `prism mock` per UPS document on a free port of 127.0.0.1, started once for the test run
 * (about 20 s on two cores, all six side by side): the base URL of each.
 */
export async function startUpsMocks(): Promise<{
  bases: Record<UpsDocument, string>;
  stop: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'skeppa-ups-contracts-'));
  const prism = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@stoplight/prism-cli/package.json')),
    'dist/index.js',
  );
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const c of children) c.kill('SIGTERM');
    await rm(dir, { recursive: true, force: true });
  };
  try {
    const started = await Promise.all(
      UPS_DOCUMENTS.map(async (name) => {
        const [file, port] = await Promise.all([served(name, dir), freePort()]);
        const child = spawn(process.execPath, [prism, 'mock', '-h', '127.0.0.1', '-p', String(port), file], {
          stdio: ['ignore', 'pipe', 'pipe'],
          env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
        });
        children.push(child);
        await listening(child, name);
        return [name, `http://127.0.0.1:${port}`] as const;
      }),
    );
    return { bases: Object.fromEntries(started) as Record<UpsDocument, string>, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}
