// `npm run bench:lighthouse`: Lighthouse performance scores of the built app served by the real
// server (`npm start` over a fresh demo database): on a phone (Lighthouse's default: a mid-range
// device, 4x CPU slowdown, on a slow 4G connection), /login and, signed in as the demo admin, every
// screen of the menu (the routes with a place in the sidebar, read from src/routes); on a desktop,
// /login and the first screen. Each page is measured RUNS times (default 3) and the medians are
// printed as a table: score, FCP, LCP, TBT and the JavaScript transferred. Run `npm run build` first.
//
//   npm run bench:lighthouse -- --screens /login,/order   a few pages only (on both devices)
//   npm run bench:lighthouse -- --breakdown               also where each page's main thread goes
//   npm run bench:lighthouse -- --json out.json           every run's figures, to compare later
//
// Targets: /login 95 on a phone and 100 on a desktop; every screen of the menu 90 on a phone, with
// TBT at most 300 ms and LCP at most 2.5 s.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { signIn } from './support/http';
import { findBrowser, NO_BROWSER, SYSTEM_BROWSERS } from '../find-browser';

const PORT = Number(process.env.PORT ?? 3190);
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.RUNS ?? 3);
const { values: options } = parseArgs({
  options: { screens: { type: 'string' }, breakdown: { type: 'boolean' }, json: { type: 'string' } },
});
const wanted = options.screens?.split(',').map((path) => path.trim());

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

const MENU = menuScreens();
const PAGES = [
  { path: '/login', signedIn: false, desktop: false },
  ...MENU.map((path) => ({ path, signedIn: true, desktop: false })),
  { path: '/login', signedIn: false, desktop: true },
  { path: MENU[0]!, signedIn: true, desktop: true },
].filter((page) => !wanted || wanted.includes(page.path));
if (wanted?.some((path) => !PAGES.some((page) => page.path === path))) {
  console.error(`bench:lighthouse: --screens names a page outside the menu; the menu is /login ${MENU.join(' ')}`);
  process.exit(1);
}
const METRICS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time'] as const;
const TARGETS = { phone: { login: 95, screen: 90 }, desktop: 100, tbt: 300, lcp: 2500 };

interface Run extends Record<(typeof METRICS)[number], number> {
  score: number;
  /** JavaScript transferred (compressed bytes). */
  script: number;
  /** Main-thread time by kind of work (ms, as the simulated phone spends it). */
  mainThread: Record<string, number>;
  /** The scripts that took the most main-thread time (ms). */
  scripts: { url: string; total: number; scripting: number }[];
  /** The long tasks (ms). */
  longTasks: { url: string; start: number; duration: number }[];
}

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
    { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
    desktop ? desktopConfig : undefined,
  );
  const lhr = result!.lhr;
  // A run that failed (Lighthouse's runtimeError: no paint seen, a protocol timeout) measured
  // nothing; its score of 0 would pull the median down.
  if (lhr.runtimeError) return { failed: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
  type Items = Record<string, unknown>[];
  const items = (id: string) => ((lhr.audits[id]?.details as { items?: Items } | undefined)?.items ?? []) as Items;
  const short = (url: unknown) => String(url).replace(BASE, '');
  return {
    score: Math.round((lhr.categories.performance!.score ?? 0) * 100),
    ...Object.fromEntries(METRICS.map((id) => [id, lhr.audits[id]!.numericValue ?? 0])),
    script: items('network-requests')
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0),
    mainThread: Object.fromEntries(
      items('mainthread-work-breakdown').map((item) => [String(item.groupLabel ?? item.group), Number(item.duration)]),
    ),
    scripts: items('bootup-time').map((item) => ({
      url: short(item.url),
      total: Number(item.total),
      scripting: Number(item.scripting),
    })),
    longTasks: items('long-tasks').map((item) => ({
      url: short(item.url),
      start: Number(item.startTime),
      duration: Number(item.duration),
    })),
  } as Run;
}

/** A page's RUNS measured runs; a failed run is said and run again (at most RUNS more times). */
async function measureRuns(chromePort: number, url: string, desktop: boolean) {
  const runs: Run[] = [];
  for (let attempt = 0; runs.length < RUNS && attempt < 2 * RUNS; attempt++) {
    const run = await measure(chromePort, url, desktop);
    if ('failed' in run) console.log(`  (a run of ${url} failed and is run again: ${run.failed})`);
    else runs.push(run);
  }
  if (runs.length < RUNS) throw new Error(`bench:lighthouse: ${url} failed too often`);
  return runs;
}

/** Where the median run's main thread went: by kind of work, by script, and its long tasks. */
function printBreakdown(runs: Run[]) {
  const run = [...runs].sort((a, b) => a.score - b.score)[Math.floor(runs.length / 2)]!;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const kinds = Object.entries(run.mainThread).sort((a, b) => b[1] - a[1]);
  console.log(`    main thread: ${kinds.map(([kind, time]) => `${kind} ${ms(time)}`).join(', ')}`);
  for (const script of run.scripts.slice(0, 5))
    console.log(`    script ${script.url}: ${ms(script.total)} (${ms(script.scripting)} evaluating)`);
  for (const task of run.longTasks) console.log(`    long task at ${ms(task.start)}: ${ms(task.duration)} ${task.url}`);
}

const { server, dataDir } = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: browser.path,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const token = await signIn(BASE);
  const control = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  console.log(
    `bench:lighthouse: ${PAGES.length} pages, ${RUNS} runs each; medians (score; FCP, LCP, TBT in ms; JS in kB)`,
  );
  const rows: string[][] = [];
  const recorded: { device: string; path: string; runs: Run[] }[] = [];
  for (const { path, signedIn, desktop } of PAGES) {
    // The app reads its session from the `token` cookie; signed out, there is none.
    const [page] = await control.pages();
    await page!.goto(`${BASE}/health`);
    if (signedIn) await page!.setCookie({ name: 'token', value: token, url: BASE });
    else await page!.deleteCookie({ name: 'token', url: BASE });
    const runs = await measureRuns(chrome.port, `${BASE}${path}`, desktop);
    const m = (key: 'score' | 'script' | (typeof METRICS)[number]) => median(runs.map((run) => run[key]));
    const device = desktop ? 'desktop' : 'phone';
    const target = desktop ? TARGETS.desktop : path === '/login' ? TARGETS.phone.login : TARGETS.phone.screen;
    const missed = [
      m('score') < target ? `score < ${target}` : '',
      !desktop && m('total-blocking-time') > TARGETS.tbt ? `TBT > ${TARGETS.tbt}` : '',
      !desktop && m('largest-contentful-paint') > TARGETS.lcp ? `LCP > ${TARGETS.lcp}` : '',
    ].filter(Boolean);
    const row = [
      device,
      path,
      String(m('score')),
      String(Math.round(m('first-contentful-paint'))),
      String(Math.round(m('largest-contentful-paint'))),
      String(Math.round(m('total-blocking-time'))),
      (m('script') / 1024).toFixed(1),
      runs.map((r) => r.score).join(', '),
      missed.join(', '),
    ];
    rows.push(row);
    recorded.push({ device, path, runs });
    console.log(`  ${row.slice(0, 3).join(' ')}`);
    if (options.breakdown) printBreakdown(runs);
  }
  const header = ['device', 'page', 'score', 'FCP', 'LCP', 'TBT', 'JS', 'scores', 'misses'];
  const widths = header.map((title, i) => Math.max(title.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, i) => (i >= 2 && i <= 6 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const row of rows) console.log(line(row));
  const phone = rows.filter((row) => row[0] === 'phone');
  if (phone.length > 0)
    console.log(
      `\nphone: lowest ${Math.min(...phone.map((row) => Number(row[2])))}, ` +
        `${phone.filter((row) => row[8] === '').length} of ${phone.length} meet every target`,
    );
  if (options.json) writeFileSync(options.json, JSON.stringify(recorded, null, 2));
  await control.disconnect();
} finally {
  chrome.kill();
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('close', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
