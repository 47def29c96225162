// `npm run bench:lighthouse`: Lighthouse performance scores of the built app served by the real
// server (`npm start` over a fresh demo database): on a phone (Lighthouse's default: a mid-range
// device on a slow 4G connection), /login and, signed in, every screen of the menu (the routes with
// a place in the sidebar, read from src/routes); on a desktop, /login. Each page is measured RUNS
// times (default 3) and the medians are printed as a table. Run `npm run build` first.
// Targets: /login 95 on a phone and 100 on a desktop; every screen of the menu 95 on a phone.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn } from './support/http';
import { findBrowser, NO_BROWSER, SYSTEM_BROWSERS } from '../find-browser';

const PORT = Number(process.env.PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);

/** The screens of the menu: each route file's routes with a place in the sidebar, in that order. */
function menuScreens(): string[] {
  const routes = readdirSync('src/routes')
    .filter((name) => name.endsWith('.tsx') && !name.includes('.test.'))
    .flatMap((name) => readFileSync(join('src/routes', name), 'utf8').split('createRoute(').slice(1))
    .flatMap((route) => {
      const path = /\bpath: '(\/[^']*)'/.exec(route)?.[1];
      const order = /\borderInSidebar: (\d+)/.exec(route)?.[1];
      const group = /\bgroup: '(\w+)'/.exec(route)?.[1];
      return path && order ? [{ path, order: Number(order), group }] : [];
    });
  return routes
    .sort((a, b) => (a.group ?? '').localeCompare(b.group ?? '') || a.order - b.order)
    .map((route) => route.path);
}

const PAGES = [
  { path: '/login', signedIn: false, desktop: false },
  ...menuScreens().map((path) => ({ path, signedIn: true, desktop: false })),
  { path: '/login', signedIn: false, desktop: true },
];
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;

if (!existsSync('dist/index.html')) {
  console.error('bench:lighthouse: dist/ is missing: run npm run build first');
  process.exit(1);
}
const browser = findBrowser(process.env, '', (path) => path !== '' && existsSync(path));
if (browser.use === 'none' || browser.use === 'playwright') {
  console.error(NO_BROWSER, `(looked for ${SYSTEM_BROWSERS.join(', ')})`);
  process.exit(1);
}

async function startServer(): Promise<{ server: ChildProcess; dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-lighthouse-'));
  const server = spawn(process.execPath, ['scripts/start.js'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: process.env.TOKEN_SECRET ?? 'bench-lighthouse-secret-of-at-least-32-characters',
    },
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${BASE}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { server, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  server.kill('SIGTERM');
  throw new Error('bench:lighthouse: the server did not answer /health within 2 minutes');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(chromePort: number, url: string, desktop: boolean) {
  const result = await lighthouse(
    url,
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true },
    desktop ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  // A run that failed (Lighthouse's runtimeError: no paint seen, a protocol timeout) measured
  // nothing; its score of 0 would pull the median down.
  if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    ...Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]!.numericValue ?? 0])),
  } as { score: number } & Record<(typeof METRICS)[number], number>;
}

/** A page's RUNS measured runs; a failed run is said and run again (at most RUNS more times). */
async function measureRuns(chromePort: number, url: string, desktop: boolean) {
  const runs: ({ score: number } & Record<(typeof METRICS)[number], number>)[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
    const run = await measure(chromePort, url, desktop);
    if ('failed' in run) console.log(`  (a run of ${url} failed and is run again: ${run.failed})`);
    else runs.push(run);
  }
  if (runs.length < RUNS) throw new Error(`bench:lighthouse: ${url} failed too often`);
  return runs;
}

const { server, dataDir } = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const token = await signIn(BASE);
  const control = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  console.log(`bench:lighthouse: ${PAGES.length} pages, ${RUNS} runs each; medians (score, FCP, LCP, TBT in ms)`);
  const rows: string[][] = [];
  for (const { path, signedIn, desktop } of PAGES) {
    // The app reads its session from the `token` cookie; signed out, there is none.
    const [page] = await control.pages();
    await page!.goto(`${BASE}/health`);
    if (signedIn) await page!.setCookie({ name: 'token', value: token, url: BASE });
    else await page!.deleteCookie({ name: 'token', url: BASE });
    const runs = await measureRuns(chrome.port, `${BASE}${path}`, desktop);
    const m = (key: 'score' | (typeof METRICS)[number]) => median(runs.map((run) => run[key]));
    const target = desktop ? 100 : 95;
    const row = [
      desktop ? 'desktop' : 'phone',
      path,
      String(m('score')),
      String(Math.round(m('first-contentful-paint'))),
      String(Math.round(m('largest-contentful-paint'))),
      String(Math.round(m('total-blocking-time'))),
      runs.map((r) => r.score).join(', '),
      m('score') >= target ? '' : `below ${target}`,
    ];
    rows.push(row);
    console.log(`  ${row.slice(0, 3).join(' ')}`);
  }
  const header = ['device', 'page', 'score', 'FCP', 'LCP', 'TBT', 'scores', ''];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 2 && i <= 5 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const phone = rows.filter((row) => row[0] === 'phone').map((row) => Number(row[2]));
  console.log(
    `\nphone: lowest ${Math.min(...phone)}, ${phone.filter((score) => score >= 95).length} of ${phone.length} at 95 or more`,
  );
  await control.disconnect();
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
