import { describe, expect, it } from 'vitest';
import { STAGES, timeTable } from './test.mjs';

describe('npm test', () => {
  it('sets the browser up before the unit tests and builds before what reads the build', () => {
    const at = (stage) => STAGES.findIndex(([name]) => name === stage);
    expect(at('browser')).toBeLessThan(at('unit'));
    expect(at('build')).toBeLessThan(at('bundle'));
    expect(at('build')).toBeLessThan(at('e2e'));
  });

  it('ends with the time of each stage and of the whole, and says which failed', () => {
    const table = timeTable([
      { stage: 'lint', ms: 4_400, ok: true },
      { stage: 'api', ms: 125_600, ok: false },
    ]);
    expect(table.split('\n')).toEqual([
      '| stage | m:ss | |',
      '|---|---|---|',
      '| lint | 0:04 | passed |',
      '| api | 2:06 | FAILED |',
      '| all | 2:10 | |',
    ]);
  });
});
