import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryKey,
  FIRST_SCREENS,
  type FirstScreen,
  firstScreenScripts,
  firstScreenWeights,
  type Manifest,
  manifestPath,
  readManifest,
  repoRoot,
  staticFiles,
  webDist,
} from './first-screen.ts';

/**
 * Gzipped JavaScript a first screen (welcome or login) may need before it can draw (issue: at
 * most 150 KB). React, React Router, Mantine and TanStack Query take about 120 KB of it, so
 * whatever a page adds goes in its own lazy chunk (docs/performance.md).
 */
const BUDGET_KB = 150;

// What the build is made from: a manifest older than any of it describes another app.
const SOURCES = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/domain/src'];

async function newestSource(p: string): Promise<number> {
  const full = path.join(repoRoot, p);
  const s = await stat(full);
  if (!s.isDirectory()) return s.mtimeMs;
  const names = await readdir(full);
  return Math.max(s.mtimeMs, ...(await Promise.all(names.map((n) => newestSource(path.join(p, n))))));
}

describe('walking the manifest', () => {
  const manifest: Manifest = {
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: ['a.tsx'],
    },
    '_shared.js': { file: 'assets/shared.js', imports: ['_runtime.js'] },
    '_runtime.js': { file: 'assets/runtime.js' },
    'a.tsx': {
      file: 'assets/a.js',
      imports: ['index.html', '_shared.js', '_only-a.js'],
      dynamicImports: ['b.tsx'],
    },
    '_only-a.js': { file: 'assets/only-a.js' },
    'b.tsx': { file: 'assets/b.js' },
  };

  it('follows static imports all the way down, each file once, and leaves dynamic ones out', () => {
    expect(staticFiles(manifest, ['index.html']).sort()).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/shared.js',
    ]);
    expect(staticFiles(manifest, [entryKey(manifest), 'a.tsx']).sort()).toEqual([
      'assets/a.js',
      'assets/index.js',
      'assets/only-a.js',
      'assets/runtime.js',
      'assets/shared.js',
    ]);
  });

  it('refuses an import the manifest does not hold', () => {
    expect(() => staticFiles(manifest, ['missing.tsx'])).toThrow('the manifest has no item missing.tsx');
  });
});

describe('the first screen of the last build', () => {
  it('is built from the current sources (run `npm run build` first)', async () => {
    const built = await stat(manifestPath).catch(() => null);
    expect(built, `${manifestPath} is missing: run \`npm run build\` first`).not.toBeNull();
    const newest = Math.max(...(await Promise.all(SOURCES.map(newestSource))));
    expect(
      built!.mtimeMs,
      'the sources changed after the last build: run `npm run build`',
    ).toBeGreaterThanOrEqual(newest);
  });

  it('comes with brotli and gzip copies of every script of some size', async () => {
    const manifest = await readManifest();
    const screens = Object.keys(FIRST_SCREENS) as FirstScreen[];
    const scripts = [...new Set(screens.flatMap((s) => firstScreenScripts(manifest, s)))];
    for (const file of scripts) {
      const full = path.join(webDist, file);
      if ((await stat(full)).size < 1024) continue;
      for (const copy of [`${full}.br`, `${full}.gz`]) {
        expect(await stat(copy).catch(() => null), `${copy} is missing`).not.toBeNull();
      }
    }
  });

  it(`needs at most ${BUDGET_KB} KB of gzipped JavaScript on each first screen`, async () => {
    const weights = await firstScreenWeights(await readManifest());
    expect(weights.map((w) => w.screen)).toEqual(['welcome', 'login']);
    for (const w of weights) {
      expect(w.gzipBytes / 1024, `${w.screen}: ${w.scripts} scripts`).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});
