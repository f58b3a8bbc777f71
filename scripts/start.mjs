// `npm start`: builds the web app when no build exists and the server when its build is missing or
// older than its sources, then runs the built server (SPA + API), one process or WEB_CONCURRENCY.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** What the server bundle is built from: a change to any of them makes the build stale. */
export const SERVER_SOURCES = [
  'apps/api/src',
  'packages/domain/src',
  'apps/api/build',
  'apps/api/package.json',
];
export const SERVER_BUILD = 'apps/api/dist/build.json';

function newestChange(file) {
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(file) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(file)) newest = Math.max(newest, newestChange(path.join(file, name)));
  return newest;
}

/** Why the server must be built before it runs, or undefined when its build is current. */
export function serverBuildStale(repo = root) {
  const built = path.join(repo, SERVER_BUILD);
  if (!existsSync(built)) return 'no server build';
  const builtAt = statSync(built).mtimeMs;
  const newest = Math.max(...SERVER_SOURCES.map((p) => newestChange(path.join(repo, p))));
  return newest > builtAt ? 'the server build is older than its sources' : undefined;
}

/**
 * How the built server runs, here, in the bench and in the image (Dockerfile, docs/skeppa.service;
 * a test holds them to these). Memory, measured in the soak (decision 390): two malloc arenas
 * instead of glibc's eight per core; blocks over 4 MB (a sign-in's 19 MiB password hash) mapped
 * and given back when freed, where glibc otherwise raises that bound after the first and keeps
 * later ones in its arenas; and a young generation of 4 MB semi-spaces with the old one collected
 * at 1.3 × what it held, where V8 otherwise lets a quiet server's heap double first.
 */
export const SERVER_NODE_ARGS = [
  '--enable-source-maps',
  '--max-semi-space-size=4',
  '--heap-growing-percent=30',
  'apps/api/dist/server.js',
];
export const serverEnv = (env = process.env) => ({
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '4194304',
  ...env,
});

function run(args, what) {
  console.log(`${what}…`);
  const build = spawnSync(npm, args, { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
    run(['run', 'build'], 'Building the app (first start)');
  const stale = serverBuildStale();
  if (stale) run(['run', 'build', '--workspace', 'apps/api'], `Building the server (${stale})`);

  const server = spawn(process.execPath, SERVER_NODE_ARGS, { cwd: root, stdio: 'inherit', env: serverEnv() });
  // Pass stop signals on so the server shuts PostgreSQL down cleanly.
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
  server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
