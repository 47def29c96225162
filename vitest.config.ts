// Three test projects: `web` (the browser app, jsdom), `node` (checks and scripts that read files or
// run tools, `*.node.test.ts` beside the app's code) and `server` (the reference API, Node, real database).
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';
import { aliases } from './vite.config';

export default defineConfig({
  test: {
    // Tests make their own data: any order must pass, so they run in a new order each time.
    sequence: { shuffle: { tests: true } },
    projects: [
      {
        plugins: [react()],
        resolve: { alias: aliases },
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'src/**/*.node.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          // Screens render through the real router; a busy machine must not turn slowness into failures.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'node',
          environment: 'node',
          include: ['scripts/**/*.test.ts', 'src/**/*.node.test.ts'],
          // Some run ESLint or the contract linter over sample files, seconds each on a busy machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/test/**/*.test.ts'],
          // The migrated database every test database starts from, made once a run.
          globalSetup: ['server/test/global-setup.ts'],
          // Files share a worker's modules: the server's code, the contract and PGlite load once a
          // worker instead of once a file. Every file still builds its own server and database.
          isolate: false,
          // `*.postgres.test.ts` need what PGlite cannot give, several processes on one database:
          // they run in the PostgreSQL run (TEST_DATABASE_URL) and, asked for on PGlite, are not found.
          exclude: [...configDefaults.exclude, ...(process.env.TEST_DATABASE_URL ? [] : ['**/*.postgres.test.ts'])],
          // The walks over every operation of the contract take tens of seconds on a busy machine.
          testTimeout: 90_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
