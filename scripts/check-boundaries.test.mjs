import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { brokenRule, checkBoundaries, importsOf } from './check-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(here, 'fixtures/boundaries', name);
const script = path.join(here, 'check-boundaries.mjs');

describe('the module boundary check', () => {
  it('finds static, re-exported, type-only and dynamic imports, with their lines', () => {
    const text = [
      "import { a } from './a.ts';",
      "import type { B } from '../b/index.ts';",
      "export { c } from './c.ts';",
      "export * from './d.ts';",
      'import {',
      '  e,',
      "} from '@/e.ts';",
      "const f = await import('./f.ts');",
      "import './g.css';",
    ].join('\n');
    expect(importsOf(text)).toEqual([
      { specifier: './a.ts', line: 1 },
      { specifier: '../b/index.ts', line: 2 },
      { specifier: './c.ts', line: 3 },
      { specifier: './d.ts', line: 4 },
      { specifier: '@/e.ts', line: 5 },
      { specifier: './f.ts', line: 8 },
      { specifier: './g.css', line: 9 },
    ]);
  });

  it('lets the app compose features, and a module use its own files and others’ faces', () => {
    expect(brokenRule('apps/web/src/app/routes.tsx', 'apps/web/src/features/a/page.tsx')).toBeUndefined();
    expect(brokenRule('apps/web/src/features/a/x.ts', 'apps/web/src/features/a/y.ts')).toBeUndefined();
    expect(brokenRule('apps/web/src/features/a/x.ts', 'apps/web/src/shared/y.ts')).toBeUndefined();
    expect(brokenRule('apps/api/src/modules/a/x.ts', 'apps/api/src/modules/a/jobs/y.ts')).toBeUndefined();
    expect(brokenRule('apps/api/src/modules/a/x.ts', 'apps/api/src/modules/b/index.ts')).toBeUndefined();
    expect(brokenRule('apps/api/src/app.ts', 'apps/api/src/modules/b/routes.ts')).toBeUndefined();
  });

  it('passes a clean tree', () => {
    expect(checkBoundaries(fixture('clean'))).toEqual([]);
  });

  it('names each broken rule with its file and line', () => {
    const problems = checkBoundaries(fixture('broken'));
    const at = (where) => problems.filter((p) => p.startsWith(`${where}  `));
    expect(at('apps/web/src/features/a/page.tsx:1')[0]).toMatch(/web feature imports only itself/);
    expect(at('apps/web/src/features/b/page.tsx:1')[0]).toMatch(/web feature imports only itself/);
    expect(at('apps/web/src/shared/thing.ts:1')[0]).toMatch(/shared\/ imports no feature/);
    expect(at('apps/api/src/modules/orders/service.ts:1')[0]).toMatch(/modules\/people\/index\.ts/);
    expect(at('apps/api/src/modules/orders/jobs/purge.ts:1')[0]).toMatch(/modules\/people\/index\.ts/);
    expect(at('packages/domain/src/index.ts:1')[0]).toMatch(/packages\/domain imports no app/);
    expect(problems).toHaveLength(6);
  });

  it('exits non-zero on a broken tree and zero on a clean one', () => {
    const broken = spawnSync(process.execPath, [script, fixture('broken')], { encoding: 'utf8' });
    expect(broken.status).toBe(1);
    expect(broken.stderr).toContain('6 import(s) cross a module boundary.');
    const clean = spawnSync(process.execPath, [script, fixture('clean')], { encoding: 'utf8' });
    expect(clean.status).toBe(0);
  });

  it('holds on this repository, with no exceptions', () => {
    expect(checkBoundaries(path.join(here, '..'))).toEqual([]);
  });
});
