// `npm test`: every stage in turn, stopping at the first that fails, then the time each took.
// The stages are npm scripts of their own, so one can be run alone.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/**
 * In this order: the browser first, so that the unit tests of its own set-up find it; the cheap
 * checks before the long suites; the build before what reads it.
 */
export const STAGES = [
  ['browser', 'test:browser'],
  ['lint', 'lint'],
  ['boundaries', 'check:boundaries'],
  ['types', 'typecheck'],
  ['unit', 'test:unit'],
  ['api', 'test:api'],
  ['build', 'build'],
  ['bundle', 'test:bundle'],
  ['e2e', 'test:e2e'],
];

/** The closing table: each stage's minutes and seconds, and the whole. */
export function timeTable(times) {
  const clock = (ms) => {
    const s = Math.round(ms / 1000);
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
  };
  const total = times.reduce((sum, t) => sum + t.ms, 0);
  const rows = times.map((t) => `| ${t.stage} | ${clock(t.ms)} | ${t.ok ? 'passed' : 'FAILED'} |`);
  return ['| stage | m:ss | |', '|---|---|---|', ...rows, `| all | ${clock(total)} | |`].join('\n');
}

function main() {
  const times = [];
  for (const [stage, script] of STAGES) {
    const start = performance.now();
    const { status } = spawnSync(npm, ['run', script], { cwd: root, stdio: 'inherit' });
    times.push({ stage, ms: performance.now() - start, ok: status === 0 });
    if (status !== 0) break;
  }
  console.log(`\nnpm test, stage by stage:\n${timeTable(times)}`);
  process.exit(times.every((t) => t.ok) ? 0 : 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
