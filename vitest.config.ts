import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, seven projects: `npm run test:unit` runs domain, web, web-build, scripts and bench-unit, two
// files at a time (a web file's time is mostly its own set-up, a DOM and the app's modules, which
// two cores share well: 136 instead of 209 s), `npm run test:api` runs api (which needs the
// embedded PostgreSQL started by its global setup), `npm run test:bundle` weighs the last build's
// first screen.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          root: './packages/domain',
          include: ['src/**/*.test.ts'],
        },
      },
      './apps/web/vitest.config.ts',
      {
        // The web app's build steps run in Node, without the browser stand-ins of the web project.
        test: {
          name: 'web-build',
          root: './apps/web',
          include: ['build/**/*.test.ts'],
        },
      },
      {
        // The repository's own scripts (the browser set-up of the browser tests).
        test: {
          name: 'scripts',
          root: './scripts',
          include: ['**/*.test.mjs'],
        },
      },
      {
        // The soak's arithmetic (its schedule, mix, percentiles and growth), without a server.
        test: {
          name: 'bench-unit',
          root: './bench',
          include: ['soak/**/*.test.ts'],
        },
      },
      {
        // Reads the last build: `npm test` runs it right after `npm run build`.
        test: {
          name: 'bundle',
          root: './bench',
          include: ['bundle/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Files share a worker's modules: each fresh import of the app cost about 3 s of CPU, 249 s
          // of the run's 270 (decision 387). Tests hold their state in their own app and database.
          isolate: false,
          // A file mostly waits for PostgreSQL: even on two cores a second worker halves the run,
          // where the default (cores − 1) would leave one (decision 226).
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
