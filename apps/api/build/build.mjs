// `npm run build` (the server's half): bundles the server and the operator commands into
// apps/api/dist as JavaScript, so a start loads no TypeScript transformer (decision 2).
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const distDir = path.join(apiRoot, 'dist');

/** The entry points, by their name in dist: the server and every CLI an operator may run. */
export const entryPoints = {
  server: 'src/server.ts',
  'cli/migrate': 'src/cli/migrate.ts',
  'cli/seed': 'src/cli/seed.ts',
  'cli/sso-key': 'src/cli/sso-key.ts',
  'cli/import-postcodes': 'src/cli/import-postcodes.ts',
  'cli/bills': 'src/cli/bills.ts',
};

/**
 * Packages from node_modules stay imports, loaded by Node as they are (native argon2, the
 * PostgreSQL binaries, pg-boss's SQL); our own code and packages/domain (TypeScript source, which
 * Node cannot load) are bundled, and so is JSON, which Node 20 imports only as an experiment.
 */
const ownCodeOnly = {
  name: 'own-code-only',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@skeppa/') || args.path.endsWith('.json')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  await rm(distDir, { recursive: true, force: true });
  await mkdir(distDir, { recursive: true });
  const result = await build({
    absWorkingDir: apiRoot,
    entryPoints,
    outdir: distDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // One copy of what the entry points share; the server loads the app only in processes that
    // serve (a cluster's primary does not).
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    sourcesContent: false,
    plugins: [ownCodeOnly],
    logLevel: 'warning',
    metafile: true,
  });
  // Written last: its time says when the build finished (scripts/start.mjs compares the sources).
  await writeFile(
    path.join(distDir, 'build.json'),
    `${JSON.stringify({ builtAt: new Date().toISOString() })}\n`,
  );
  return result;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const result = await buildServer();
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  console.log(
    `server built into apps/api/dist in ${Date.now() - started} ms (${Math.round(bytes / 1024)} KB with source maps)`,
  );
}
