// End-to-end tests: the built app and the reference API served together by `npm start` on one
// port, over a fresh throw-away database with the demo seed. Run `npm run build` first.
// E2E_BASE_URL instead runs the specs against a server already running (development mode, so
// the email outbox exists, with the demo seed).
import { existsSync } from 'node:fs';
import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalServer = process.env.E2E_BASE_URL;
const baseURL = externalServer ?? `http://127.0.0.1:${port}`;

const webServer: PlaywrightTestConfig['webServer'] = {
  // `npm start` with DATA_DIR set to a new temporary folder, deleted when the server stops.
  command: 'node --import tsx e2e/support/serve.ts',
  url: `${baseURL}/health`,
  reuseExistingServer: false,
  timeout: 120_000,
  stdout: 'ignore',
  stderr: 'pipe',
  // Let the server close its database and the wrapper delete the folder before anything is killed.
  gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  env: {
    PORT: String(port),
    HOST: '127.0.0.1',
    // Development mode keeps the email outbox the recovery test reads its code from.
    NODE_ENV: 'development',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
  },
};

// Playwright cannot download its own browser on machines without internet; Debian's works.
const executablePath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  // The specs share one server and one database; on two cores one worker is also the fastest.
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: externalServer ? undefined : webServer,
});
