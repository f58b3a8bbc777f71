import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  root: import.meta.dirname,
  plugins: [react()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  test: {
    name: 'web',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Files share their worker's modules: each file's own import of the app's modules and its
    // set-up took 120 of the project's 150 s here (decision 388). setup.ts resets what a test
    // leaves in module state.
    isolate: false,
    // `test:unit` runs two files at once (package.json); a busy machine then stretches a form
    // test past the 5 s default, so it waits 15 s before failing.
    testTimeout: 15_000,
  },
});
