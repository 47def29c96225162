// End-to-end tests: the built app and the reference API served together by `npm start` on one
// port, over a fresh throw-away database with the demo seed. Run `npm run build` first.
// E2E_BASE_URL instead runs the specs against a server already running (development mode, so
// the email outbox exists, with the demo seed).
import { existsSync } from 'node:fs';
import { chromium, defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';
import { findBrowser, NO_BROWSER } from './scripts/find-browser';

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
    // One address signs in for every spec, thirty times in a row in stay-signed-in.
    AUTH_RATE_LIMIT: '120',
  },
};

// The browser (see scripts/find-browser): stop with one line when there is none.
const browser = findBrowser(process.env, chromium.executablePath(), existsSync);
if (browser.use === 'none') {
  console.error(NO_BROWSER);
  process.exit(1);
}
const executablePath = 'path' in browser ? browser.path : undefined;

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
  globalSetup: './e2e/support/global-setup.ts',
});
