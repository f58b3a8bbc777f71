// Before the browser tests: a Chromium for them to drive, on any machine. Debian's when it is
// there; as root with apt, Debian's installed; otherwise Playwright's own download; and when
// none of that works, one line saying what to install.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Where Debian's chromium package puts the browser; e2e/playwright.config.ts uses it when present. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export const NO_BROWSER =
  'No browser for the browser tests: install Chromium (Debian/Ubuntu as root: apt-get install -y chromium) or run `npx playwright install --with-deps chromium`.';

/**
 * The steps to try, in order. A download only when Debian's Chromium is neither present nor
 * installable here.
 */
export function browserPlan({ chromiumPresent, root, apt }) {
  if (chromiumPresent) return [];
  return root && apt ? ['apt', 'playwright'] : ['playwright'];
}

const e2eDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../e2e');

const run = (command, args, env = process.env) =>
  spawnSync(command, args, { stdio: 'inherit', env, cwd: e2eDir }).status === 0;

const STEPS = {
  apt: () =>
    run('apt-get', ['update']) &&
    run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    }) &&
    existsSync(DEBIAN_CHROMIUM),
  playwright: () =>
    run(process.platform === 'win32' ? 'npx.cmd' : 'npx', ['playwright', 'install', 'chromium']),
};

export function ensureBrowser() {
  const plan = browserPlan({
    chromiumPresent: existsSync(DEBIAN_CHROMIUM),
    root: process.getuid?.() === 0,
    apt: existsSync('/usr/bin/apt-get'),
  });
  if (plan.length === 0) {
    console.log(`Browser tests use ${DEBIAN_CHROMIUM}.`);
    return true;
  }
  for (const step of plan) {
    console.log(step === 'apt' ? 'Installing Debian’s Chromium…' : 'Installing Playwright’s Chromium…');
    if (STEPS[step]()) return true;
  }
  console.error(NO_BROWSER);
  return false;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exit(ensureBrowser() ? 0 : 1);
}
