// check:mock's walk through the app: what `npm run dev:mock` serves (Vite with vite.mock.config.ts,
// its API calls proxied to the Prism mock) opened in headless Chromium. Every route of the route tree
// is opened in turn: the visitors' screens signed out, then, signed in through the login form with
// the contract's example, every other. A route with a parameter opens at the first link to it that an
// earlier screen shows, so a new screen is walked without a word here. A screen fails when it shows
// the 404 page or an error page, or when the console reports an error while it is open (a failed
// request included), or an answer carries `sl-violations` (a request that breaks the contract).
import { existsSync } from 'node:fs';
import { chromium, type Page, type Request } from '@playwright/test';
import { createServer } from 'vite';
import customerEn from '../../src/lib/i18n/locales/en/customer.json';
import en from '../../src/lib/i18n/locales/en/shell.json';
import { findBrowser, NO_BROWSER } from '../find-browser';

interface Route {
  path: string;
  layout: string;
}

/** The headings of the pages that mean a screen did not open. */
const FAILURE_PAGES: Record<string, string> = {
  [en.notFound.title]: 'the 404 page',
  [en.notFound.generic]: 'the not-found page',
  [en.errorPage.title]: 'the error page',
  [en.errorPage.generic]: 'the error page',
  [en.errors.unavailableTitle]: 'the service-unavailable page',
};
/** No request for this long, none in flight: the screen has loaded what it loads. */
const QUIET_MS = 500;
const SCREEN_TIMEOUT_MS = 30_000;

/** Every leaf of the route tree, with the layout it sits in; read from the app itself. */
const ROUTES_SCRIPT = `import('/src/routes/route-tree.ts').then(({ routeTree }) => {
  const leaves = [];
  const visit = (route) => route.children?.length
    ? route.children.forEach(visit)
    : leaves.push({ path: route.fullPath, layout: route.parentRoute.id });
  visit(routeTree);
  return leaves;
})`;

/** The paths the screen links to. */
const LINKS_SCRIPT = `[...document.querySelectorAll('a[href^="/"]')].map((a) => a.getAttribute('href'))`;

/**
 * The customer app's screens open for a signed-in customer (any token: the mock checks only that one
 * is sent) with a product of the contract's example menu in the cart, so its checkout is linked too.
 */
const CUSTOMER_SCRIPT = `{
  document.cookie = 'customer_token=mock-customer-token; path=/';
  localStorage.setItem('customer-cart', JSON.stringify({
    state: { outletId: 3, lines: [{ sku_id: 11, quantity: 1, note: '' }], notes: '' },
    version: 1,
  }));
}`;

/** Settles when the page's main thread is idle (rendering done), or after 5 s whatever it does. */
const IDLE_SCRIPT = `new Promise((done) => requestIdleCallback(() => done(), { timeout: 5000 }))`;

/** Opens a path the way a link does: the router follows the browser history's pushState. */
const OPEN_SCRIPT = (path: string) => `{
  const state = history.state ?? {};
  history.pushState({ ...state, __TSR_index: (state.__TSR_index ?? 0) + 1 }, '', ${JSON.stringify(path)});
}`;

/**
 * Screens linked only from a drawer: the screen with that drawer open (its URL names the record, as a
 * notification's link does), where the walk finds the link. 1024 is the contract's example order, 41 its
 * example shift.
 */
const DRAWERS: Record<string, string> = {
  '/order/$orderId/labels': '/order?view=1024',
  '/shift/$shiftId/slip': '/shift?view=41',
};

const pattern = (path: string) => new RegExp(`^${path.replace(/\$[A-Za-z_]\w*/g, '[^/?#]+')}(\\?|$)`);

export interface WalkOptions {
  /** Where Prism listens. */
  prism: string;
  /** A free port for Vite. */
  port: number;
  /** The login request's example: the email and password signed in with. */
  login: { email: string; password: string };
  /** The paths of event streams: open for long, never part of a screen's loading. */
  streams: string[];
}

export async function walkScreens({ prism, port, login, streams }: WalkOptions): Promise<string[]> {
  const started = Date.now();
  const failures: string[] = [];
  const browserChoice = findBrowser(process.env, chromium.executablePath(), existsSync);
  if (browserChoice.use === 'none') return [NO_BROWSER];
  process.env.API_PROXY_TARGET = prism;
  const vite = await createServer({
    configFile: 'vite.mock.config.ts',
    // Its own optimized dependencies, so a `npm run dev:mock` of the same tree is left alone.
    cacheDir: 'node_modules/.vite-check-mock',
    logLevel: 'error',
    clearScreen: false,
    server: { host: '127.0.0.1', port, strictPort: true, hmr: false, watch: null },
  });
  const browser = await chromium.launch({
    executablePath: 'path' in browserChoice ? browserChoice.path : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    await vite.listen();
    const base = `http://127.0.0.1:${port}`;
    const page = await browser.newPage({ baseURL: base, locale: 'en-US', viewport: { width: 1280, height: 800 } });
    const problems: string[] = [];
    watch(page, problems);
    const quiet = requestsQuiet(page, streams);

    await page.goto('/login', { timeout: 120_000 });
    await quiet(Date.now() + 60_000);
    const routes: Route[] = await page.evaluate(ROUTES_SCRIPT);
    const loginLayout = routes.find((route) => route.path === '/login')?.layout;
    const links = new Set<string>();
    let opened = 0;

    const walk = async (group: Route[]) => {
      const waiting = [...group];
      const drawers = new Set<string>();
      for (let progress = true; progress && waiting.length;) {
        progress = false;
        for (const route of [...waiting]) {
          const href = route.path.includes('$')
            ? [...links].find((link) => pattern(route.path).test(link))
            : route.path;
          const drawer = DRAWERS[route.path];
          if (!href && drawer && !drawers.has(drawer)) {
            drawers.add(drawer);
            progress = true;
            await page.evaluate(OPEN_SCRIPT(drawer));
            await quiet(Date.now() + SCREEN_TIMEOUT_MS).catch((error: Error) => problems.push(error.message));
            for (const link of await page.evaluate<string[]>(LINKS_SCRIPT)) links.add(link);
            for (const problem of problems.splice(0)) failures.push(`${drawer}: ${problem}`);
            continue;
          }
          if (!href) continue;
          waiting.splice(waiting.indexOf(route), 1);
          progress = true;
          await page.evaluate(OPEN_SCRIPT(href));
          try {
            await quiet(Date.now() + SCREEN_TIMEOUT_MS);
          } catch (error) {
            problems.push((error as Error).message);
          }
          const headings = await page.locator('h1').allInnerTexts();
          const failurePage = headings.map((heading) => FAILURE_PAGES[heading.trim()]).find(Boolean);
          if (failurePage) problems.unshift(`shows ${failurePage}`);
          // The customer app says in place what it could not load.
          const alerts = await page.getByRole('alert').allInnerTexts();
          if (alerts.some((text) => text.includes(customerEn.customer.loadFailed)))
            problems.unshift(`shows "${customerEn.customer.loadFailed}"`);
          for (const link of await page.evaluate<string[]>(LINKS_SCRIPT)) links.add(link);
          for (const problem of problems.splice(0)) failures.push(`${route.path} (${href}): ${problem}`);
          opened += 1;
        }
      }
      for (const route of waiting) failures.push(`${route.path}: no screen links to it, so the walk cannot open it`);
    };

    await walk(routes.filter((route) => route.layout === loginLayout));
    await page.evaluate(OPEN_SCRIPT('/login'));
    await quiet(Date.now() + SCREEN_TIMEOUT_MS);
    await page.getByLabel(en.auth.email).fill(login.email);
    await page.getByLabel(new RegExp(`^${en.auth.password}`)).fill(login.password);
    await page.getByRole('button', { name: en.auth.signIn }).click();
    await page.waitForURL(`${base}/`, { timeout: SCREEN_TIMEOUT_MS });
    for (const problem of problems.splice(0)) failures.push(`signing in: ${problem}`);
    await page.evaluate(CUSTOMER_SCRIPT);
    await walk(routes.filter((route) => route.layout !== loginLayout));
    console.log(
      `check:mock: ${opened} of ${routes.length} screens opened in the browser in ${Math.round((Date.now() - started) / 1000)} s`,
    );
  } finally {
    await browser.close();
    await vite.close();
  }
  return failures;
}

/** Reports what goes wrong on the page into `problems`: console errors, uncaught errors, violations. */
function watch(page: Page, problems: string[]) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    problems.push(`console error: ${message.text().slice(0, 500)}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught ${error.name}: ${error.message}`));
  page.on('response', (response) => {
    const violations = response.headers()['sl-violations'];
    if (violations) problems.push(`${response.request().method()} ${response.url()}: sl-violations ${violations}`);
  });
}

const isStream = (request: Request, streams: string[]) => streams.includes(new URL(request.url()).pathname);

/**
 * Resolves once no request but an event stream has been in flight for QUIET_MS and the page has
 * done what the last answers set off (an idle moment); throws past the deadline.
 */
function requestsQuiet(page: Page, streams: string[]) {
  const inFlight = new Set<Request>();
  let changed = Date.now();
  page.on('request', (request) => {
    if (isStream(request, streams)) return;
    inFlight.add(request);
    changed = Date.now();
  });
  const settle = (request: Request) => {
    if (inFlight.delete(request)) changed = Date.now();
  };
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  const quiet = () => !inFlight.size && Date.now() - changed >= QUIET_MS;
  return async (deadline: number) => {
    for (;;) {
      while (!quiet()) {
        if (Date.now() > deadline)
          throw new Error(`still loading: ${[...inFlight].map((request) => request.url()).join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await page.evaluate(IDLE_SCRIPT);
      if (quiet()) return;
    }
  };
}
