import { defineConfig } from 'vitest/config';

// One runner, three projects: `npm run test:unit` runs domain + web, `npm run test:api` runs api
// (which needs the embedded PostgreSQL started by its global setup).
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
        test: {
          name: 'api',
          root: './apps/api',
          include: ['test/**/*.test.ts'],
          globalSetup: ['./test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
        },
      },
    ],
  },
});
