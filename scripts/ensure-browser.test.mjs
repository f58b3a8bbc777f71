import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserPlan, DEBIAN_CHROMIUM } from './ensure-browser.mjs';

describe('the browser for the browser tests', () => {
  it('is Debian’s when present, installed with apt as root, and downloaded only otherwise', () => {
    for (const root of [true, false]) {
      for (const apt of [true, false]) {
        expect(browserPlan({ chromiumPresent: true, root, apt })).toEqual([]);
      }
    }
    expect(browserPlan({ chromiumPresent: false, root: true, apt: true })).toEqual(['apt', 'playwright']);
    expect(browserPlan({ chromiumPresent: false, root: false, apt: true })).toEqual(['playwright']);
    expect(browserPlan({ chromiumPresent: false, root: true, apt: false })).toEqual(['playwright']);
  });

  it.runIf(existsSync(DEBIAN_CHROMIUM))('is found at once here, with nothing installed', () => {
    const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'ensure-browser.mjs');
    const result = spawnSync(process.execPath, [script], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe(`Browser tests use ${DEBIAN_CHROMIUM}.`);
  });
});
