import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// Every page and the main layout are split off by the route table's dynamic imports, so the
// first screen does not pay for the whole app. In development /api goes to the API on 8080.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // bench/bundle-budget.test.ts walks it to weigh the first screen.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the entry needs travels as one file: split by which pages share it, it came as
          // a dozen small files that compress worse and each cost a request.
          groups: [{ name: 'app', tags: ['$initial'] }],
        },
      },
    },
  },
});
