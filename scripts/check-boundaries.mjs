// Module boundaries, checked by reading each source file's import specifiers: no dependency, and
// fast enough for `npm test` (a regular expression per file, no type checker).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE = /\.(ts|tsx|mts|js|mjs|jsx)$/;
// `import … from 'x'`, `export … from 'x'`, `import 'x'`, `import('x')`, `import type … from 'x'`.
const IMPORT =
  /(?:\bimport|\bexport)\s*(?:type\s+)?(?:[\w*${}\s,]*?\s*from\s*)?['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return SOURCE.test(entry.name) ? [full] : [];
  });
}

/** Every import specifier of a source text, with its 1-based line. */
export function importsOf(text) {
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const line = text.slice(0, match.index).split('\n').length;
    found.push({ specifier: match[1] ?? match[2], line });
  }
  return found;
}

/** The repository-relative path an import points at, or undefined for a package. */
function resolve(root, file, specifier) {
  if (specifier.startsWith('@/')) return path.join('apps/web/src', specifier.slice(2));
  if (specifier.startsWith('.')) return path.relative(root, path.resolve(path.dirname(file), specifier));
  if (specifier === '@skeppa/api' || specifier.startsWith('@skeppa/api/')) return 'apps/api';
  if (specifier === '@skeppa/web' || specifier.startsWith('@skeppa/web/')) return 'apps/web';
  return undefined;
}

const part = (p, prefix) => (p.startsWith(prefix) ? p.slice(prefix.length).split('/')[0] : undefined);

/** The rule an import from `from` to `to` (both repository-relative) breaks, if any. */
export function brokenRule(from, to) {
  const webFeatures = 'apps/web/src/features/';
  const fromFeature = part(from, webFeatures);
  const toFeature = part(to, webFeatures);
  if (fromFeature && toFeature && fromFeature !== toFeature) {
    return 'a web feature imports only itself, shared/ and packages (the app composes features)';
  }
  if (from.startsWith('apps/web/src/shared/') && toFeature) return 'web shared/ imports no feature';
  const modules = 'apps/api/src/modules/';
  const fromModule = part(from, modules);
  const toModule = part(to, modules);
  if (fromModule && toModule && fromModule !== toModule) {
    const face = path.join(modules, toModule, 'index');
    if (to.replace(/\.(ts|js)$/, '') !== face) {
      return `an API module imports another module only through its face (modules/${toModule}/index.ts)`;
    }
  }
  if (from.startsWith('packages/domain/') && to.startsWith('apps/')) return 'packages/domain imports no app';
  return undefined;
}

/** Every broken rule under `root`, as `file:line  rule  (specifier)`. */
export function checkBoundaries(root) {
  const dirs = ['apps/web/src', 'apps/api/src', 'packages/domain/src'];
  const problems = [];
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const from = path.relative(root, file);
      for (const { specifier, line } of importsOf(readFileSync(file, 'utf8'))) {
        const to = resolve(root, file, specifier);
        const rule = to === undefined ? undefined : brokenRule(from, to);
        if (rule) problems.push(`${from}:${line}  ${rule}  ('${specifier}')`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = checkBoundaries(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`${problems.length} import(s) cross a module boundary.`);
    process.exit(1);
  }
  console.log('Module boundaries hold.');
}
