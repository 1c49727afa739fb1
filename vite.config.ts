import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { precompress } from './build/precompress.js';
import { i18nColumns } from './build/i18n-columns.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const withPostgres = Boolean(process.env.DATABASE_URL);

export default defineConfig({
  // the console's index.html lives in src/console; the server serves the build from dist/console
  root: `${here}src/console`,
  base: '/',
  // brotli and gzip copies of every script and style, sent by the server to browsers that accept them
  // each locale's chunk cut to its own language from the four-language message tables
  plugins: [react(), i18nColumns(), precompress()],
  build: {
    outDir: `${here}dist/console`,
    emptyOutDir: true,
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // the libraries the login page loads at once, in one file rather than thirty (the console's own
            // code stays in the entry chunk and the chunks it shares with lazy screens)
            { name: 'libs', test: /node_modules/, tags: ['$initial'], priority: 2 },
            // and the login page's own code beside them, in one file rather than eight small ones (requests)
            { name: 'login', test: /\/src\//, tags: ['$initial'], priority: 2 },
            // react-admin's core, the router and the query cache: every page after login runs them, in one file
            // rather than the hundred small ones the automatic split made of their hooks
            {
              name: 'console-libs',
              test: /node_modules\/(react-router|react-router-dom|@tanstack\/[\w-]+|eventemitter3|ra-i18n-polyglot|node-polyglot)\//,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` },
  },
  test: {
    projects: [
      {
        test: {
          name: 'schemas',
          root: here,
          maxWorkers: 2,
          isolate: false,
          // the rule tables word tens of thousands of values; npm test runs them beside the type check
          testTimeout: 90_000,
          hookTimeout: 90_000,
          include: ['tests/schemas/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/domain/**/*.test.ts'],
          environment: 'node',
          // the contract's own tests boot the server too
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
      {
        test: {
          name: 'api-pglite',
          root: here,
          // two files at a time keep a core busy while files wait on timers or the broker (npm test runs the
          // console's and the browser tests beside it)
          maxWorkers: 2,
          // a worker keeps the server's modules loaded from one file to the next (each file still boots its own
          // server over its own database): several seconds of imports saved per file
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          env: { DATABASE_URL: '' },
          globalSetup: ['tests/support/global-setup.ts'],
          // some tests start a server of their own (a short token lifetime, another seed) beside the console's
          // and the browser tests: 30 s was too short on a busy two-core machine
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      ...(withPostgres
        ? [
            {
              test: {
                name: 'api-postgres',
                root: here,
                maxWorkers: 2,
                isolate: false,
                include: ['tests/api/**/*.test.ts'],
                environment: 'node',
                env: { DATABASE_URL: process.env.DATABASE_URL! },
                globalSetup: ['tests/support/global-setup.ts'],
                testTimeout: 60_000,
                hookTimeout: 120_000,
              },
            },
          ]
        : []),
      {
        plugins: [react(), i18nColumns()],
        test: {
          name: 'console',
          root: here,
          // two files at a time: four finished this project sooner but slowed the PGlite API suite beside it more
          // (a whole run 794 s against 764 s) and starved one 17 s test past 90 s
          maxWorkers: 2,
          // a worker keeps the libraries and the jsdom window from file to file: each file's import and
          // environment set-up was a third of the project's time. tests/console/setup.ts resets what a file
          // could leave behind (storage, cookies, address, stubs) and re-evaluates the console's own modules.
          isolate: false,
          include: ['tests/console/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/console/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          root: here,
          include: ['tests/e2e/**/*.test.ts'],
          exclude: ['tests/e2e/layout-guard-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // each file starts its own browser and mostly waits on it and the product (the run's shared one, or its
          // own where its settings or what it changes differ: tests/support/product.ts): three at a time
          maxWorkers: 3,
        },
      },
      {
        test: {
          // the layout guard (issue 20): every menu screen and device tab in the four languages. It keeps the
          // browser busy rather than waiting, so it runs as a step of its own after the others (npm test) instead of
          // starving the console's and the browser tests' timers; alone, the four languages at once (179 s measured,
          // against 217 s two at a time)
          name: 'guard',
          root: here,
          include: ['tests/e2e/layout-guard-*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 240_000,
          hookTimeout: 180_000,
          maxWorkers: 4,
        },
      },
      {
        test: {
          // Lighthouse on the first load (issue 30): alone, after the guard, as its simulation scales the CPU time
          // it observes and a loaded machine would read as a slow phone
          name: 'lighthouse',
          root: here,
          include: ['tests/lighthouse/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/e2e-setup.ts'],
          testTimeout: 180_000,
          hookTimeout: 180_000,
          maxWorkers: 1,
        },
      },
    ],
  },
});
