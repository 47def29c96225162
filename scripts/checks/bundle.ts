// `npm run check:bundle` (after `npm run build`): what each screen makes a browser download before
// it shows, from the Vite manifest: the entry with its static imports, the admin shell for a
// screen inside it with the common texts, plus the screen's lazy module with its own static imports
// and its feature's texts (JavaScript and CSS, gzip; the English texts, see src/lib/i18n). Fails when a screen is over its budget, so a heavy dependency or a lost code split is
// noticed when it lands. Raise a budget on purpose, not by habit.
//
// It also fails when code loads without its styles: Mantine's stylesheets are imported per
// component (see src/app/app.tsx), so a module that renders a component must import its
// stylesheet; a screen whose code carries a Mantine component's class names without the rules
// for them would show that component unstyled.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** The screens outside the admin shell (the basic layout): they do not load it. */
const BASIC_LAYOUT = new Set([
  'src/features/auth/login-page.tsx',
  'src/features/auth/forget-password/forget-password-page.tsx',
]);
// Set a little above the measured first loads, which `npm run check:bundle` prints: sign-in's
// JavaScript, and the heaviest screen (a report: a list with date filters). What keeps sign-in heavy
// is the entry itself (React DOM, the router with every route's search schema, React Query, i18next
// with the first page's English texts, Mantine's provider) plus react-hook-form; zod loads alongside
// sign-in and recovery, not before them, and the table of what each write makes stale with the first
// write; the first language is read without a detector library (166 kB before those, 163.5 kB since). A list screen adds the admin shell (with floating-ui for its
// menus and tooltips) and mantine-react-table with @tanstack/table-core and the virtualizer; the
// inputs of the table options the list kit turns off load on demand (see data-table/table-inputs.tsx).
// A screen with a date filter adds @mantine/dates with dayjs. A screen's words load with it, those of
// the other screens do not (the admin texts of every screen, loaded with the shell, had brought the
// screens' budget to 345 kB, 342 kB measured, 331.6 kB since). The counter's route and the
// receipt's words in the shell's texts brought sign-in to 164.3 kB and the heaviest screen to
// 333.4 kB. The cup's option picker and label words in the common texts, and the modifier
// screens' routes and menu entries, brought sign-in to 165.3 kB and the heaviest screen (the sales
// report) to 336.0 kB. The service charge, PBJT and rounding columns brought the sales report to
// 337.6 kB. The audit trail's operation, field and value labels, the shift and counter-payment words
// in the common texts, and the shifts' routes and menu entries brought sign-in to 166.2 kB and the
// sales report to 341.9 kB. The waste reasons, lot words and the prep and waste screens' routes
// and menu entries brought the sales report to 343.5 kB. The discounts by promotion brought it to
// 348.7 kB, and the promotions' and members' routes (with their search schemas) sign-in to 167.6 kB.
// The split by five channels brought the sales report to 350.1 kB, and the delivery platforms' four
// routes sign-in to 168.2 kB.
// The code the screens share now comes in a few kits (scripts/build/kits.ts) rather than a file per
// combination of screens: a list screen loads about 22 files instead of 112, for about 60 kB more
// (Lighthouse on a phone, cold cache: the orders list 47 to 61, the sales report 42 to 51), and
// sign-in 6 files instead of 33, for 8 kB less. So the screen budget is 416 kB (the counter, 414.0
// kB, the sales report 406.0 kB), and each screen may load at most 32 files.
// The list now loads its view for the device: on a phone, cards that read the columns themselves;
// on a desktop, mantine-react-table, in a file of its own. A phone no longer downloads the table
// library (nor, with the cards, the dialogs' shared parts and the charts' lodash it had pulled in),
// so a screen on a phone has its own budget: 360 kB (the counter, 354.2 kB); on a desktop the
// counter is 409.5 kB, so 412 kB.
// Lower the budgets as more leaves the first load (the audit labels are
// the next candidate: they belong with the screens that show a history).
/**
 * Sign-in, and password recovery beside it: the first thing every member of staff loads, often on a
 * phone (JavaScript, gzip).
 */
const LOGIN_JS_BUDGET = 162 * KB;
/** Any screen on a desktop, with the table (JavaScript and CSS, gzip). */
const SCREEN_BUDGET = 412 * KB;
/** Any screen on a phone, with the cards in place of the table (JavaScript and CSS, gzip). */
const PHONE_SCREEN_BUDGET = 360 * KB;
/**
 * The list's two views (components/data-table): the admin kit loads the one for the screen it runs
 * on, the table on a desktop, the cards on a phone, whichever screen is open.
 */
const LIST_VIEWS = {
  desktop: 'src/components/data-table/table-view.tsx',
  phone: 'src/components/data-table/data-cards.tsx',
};
/** The files any screen loads before it shows, each a request on a phone's connection. */
const SCREEN_FILES = 32;
/**
 * The customer app at /customer (its own layout, no admin shell): the entry, the small module that
 * lists the app's files, the app with its static imports, and its texts and the common ones
 * (JavaScript, gzip). Customers open it on their phones.
 */
const CUSTOMER_APP = {
  loader: 'src/features/customer/load-customer-app.ts',
  app: 'src/features/customer/customer-app.tsx',
};
// The checkout's quote with its PBJT and service charge lines, and the e-receipt, brought it from
// 235 kB to 239.5 kB; the common texts' audit and shift words to 242.9 kB; the waste reasons and
// lot words to 244.3 kB; the points and the voucher field to 255 kB. Since then the screens past the
// menu (checkout, orders, receipts, the account) load when first reached: 227 kB. The shared kits
// (scripts/build/kits.ts) brought it to 238.3 kB in 9 files.
const CUSTOMER_APP_JS_BUDGET = 240 * KB;
/** The screens measured with a budget of their own, on their JavaScript: those outside the shell. */
const JS_BUDGETS: Record<string, number> = Object.fromEntries([...BASIC_LAYOUT].map((src) => [src, LOGIN_JS_BUDGET]));
/** The shell around every other screen, loaded alongside the screen (see routes/shell-layout). */
const SHELL = 'src/components/shell/admin-shell.tsx';
/** The list of the catalogues loaded on demand, fetched before the first of them. */
const CATALOGUES = 'src/lib/i18n/catalogues.ts';

interface Chunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}

const dist = 'dist';
let manifest: Record<string, Chunk>;
try {
  manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
} catch {
  console.error('check:bundle: dist/.vite/manifest.json is missing: run npm run build first');
  process.exit(1);
}

const gzipSizes = new Map<string, number>();
const gzipSize = (file: string) => {
  let size = gzipSizes.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length;
    gzipSizes.set(file, size);
  }
  return size;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;
const isCss = (file: string) => file.endsWith('.css');

/** The files a chunk needs before it runs: itself, its CSS and its static imports, transitively. */
function closure(key: string, files = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`check:bundle: ${key} is not in the manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
if (!entryKey) {
  console.error('check:bundle: the manifest names no entry');
  process.exit(1);
}
const entry = closure(entryKey);
const sizes = (files: Iterable<string>) => {
  let js = 0;
  let css = 0;
  for (const file of files) {
    if (isCss(file)) css += gzipSize(file);
    else js += gzipSize(file);
  }
  return { js, css, total: js + css, files: [...files].length };
};
// A shell imported statically is part of the entry already.
const shell = manifest[SHELL]?.isDynamicEntry ? closure(SHELL, new Set(entry)) : entry;
/** A namespace's English texts (src/lib/i18n/locales), with the list of catalogues that loads first. */
const words = (namespace: string, files: Set<string>) => {
  const key = `src/lib/i18n/locales/en/${namespace}.json`;
  if (manifest[key]) closure(key, files);
  if (manifest[CATALOGUES]) closure(CATALOGUES, files);
  return files;
};
// The shell loads the common texts with it (src/components/shell/load-admin-shell.ts).
if (shell !== entry) words('common', shell);

for (const view of Object.values(LIST_VIEWS)) {
  if (!manifest[view]?.isDynamicEntry) {
    console.error(`check:bundle: no lazily loaded ${view} in the build: update this check`);
    process.exit(1);
  }
}

// Every lazily loaded page is a screen (routes load `src/features/<area>/<name>-page.tsx`).
const screens = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && /-page\.tsx$/.test(chunk.src ?? ''))
  .map(([key, chunk]) => {
    const src = chunk.src!;
    const basic = BASIC_LAYOUT.has(src);
    const files = closure(key, new Set(basic ? entry : shell));
    // The route loads the feature's texts with the screen (src/lib/lazy-route.ts).
    const feature = /^src\/features\/([^/]+)\//.exec(src)?.[1];
    if (feature && !basic) words(feature, files);
    const withView = (view: string) => (basic ? files : closure(view, new Set(files)));
    return {
      src,
      ...sizes(withView(LIST_VIEWS.desktop)),
      phone: sizes(withView(LIST_VIEWS.phone)),
      jsBudget: JS_BUDGETS[src],
    };
  })
  .sort((a, b) => b.total - a.total);

for (const src of BASIC_LAYOUT) {
  if (!screens.some((screen) => screen.src === src)) {
    console.error(`check:bundle: no lazily loaded ${src} in the build: update this check`);
    process.exit(1);
  }
}

const entrySizes = sizes(entry);
console.log(
  `check:bundle: the entry and its static imports: ${kb(entrySizes.total)} (${kb(entrySizes.js)} JavaScript, ${kb(entrySizes.css)} CSS, gzip)`,
);
if (shell !== entry) {
  const shellSizes = sizes([...shell].filter((file) => !entry.has(file)));
  console.log(`check:bundle: the admin shell, with every screen but sign-in and recovery: ${kb(shellSizes.total)}`);
}
console.log('check:bundle: first load per screen (gzip), on a desktop and on a phone:');
console.log(
  `  ${'JavaScript'.padStart(10)} ${'CSS'.padStart(9)} ${'total'.padStart(9)} ${'files'.padStart(5)}   ${'budget'.padEnd(21)} ${'phone'.padStart(9)} ${'files'.padStart(5)}   budget`,
);
for (const { src, js, css, total, files, phone, jsBudget } of screens) {
  const budget = jsBudget ? `${kb(jsBudget)} of JavaScript` : `${kb(SCREEN_BUDGET)}`;
  const phoneBudget = jsBudget ? '' : kb(PHONE_SCREEN_BUDGET);
  console.log(
    `  ${kb(js).padStart(10)} ${kb(css).padStart(9)} ${kb(total).padStart(9)} ${String(files).padStart(5)}   ${budget.padEnd(21)} ${kb(phone.total).padStart(9)} ${String(phone.files).padStart(5)}   ${phoneBudget.padEnd(8)} ${src}`,
  );
}

const failures: string[] = [];
if (!manifest[CUSTOMER_APP.loader]?.isDynamicEntry || !manifest[CUSTOMER_APP.app]?.isDynamicEntry) {
  failures.push(`no lazily loaded ${CUSTOMER_APP.app} behind ${CUSTOMER_APP.loader} in the build: update this check`);
} else {
  const files = closure(CUSTOMER_APP.app, closure(CUSTOMER_APP.loader, new Set(entry)));
  words('common', words('customer', files));
  const customer = sizes(files);
  console.log(
    `check:bundle: the customer app: ${kb(customer.total)} (${kb(customer.js)} JavaScript, budget ${kb(CUSTOMER_APP_JS_BUDGET)})`,
  );
  if (customer.js > CUSTOMER_APP_JS_BUDGET)
    failures.push(
      `the customer app loads ${kb(customer.js)} of JavaScript, over its budget of ${kb(CUSTOMER_APP_JS_BUDGET)}`,
    );
}
for (const { src, js, total, files, phone, jsBudget } of screens) {
  if (files > SCREEN_FILES) failures.push(`${src} loads ${files} files, over the budget of ${SCREEN_FILES}`);
  if (jsBudget !== undefined && js > jsBudget) {
    failures.push(`${src} loads ${kb(js)} of JavaScript, over its budget of ${kb(jsBudget)}`);
  }
  if (jsBudget === undefined && total > SCREEN_BUDGET)
    failures.push(`${src} loads ${kb(total)} on a desktop, over the budget of ${kb(SCREEN_BUDGET)}`);
  if (jsBudget === undefined && phone.total > PHONE_SCREEN_BUDGET)
    failures.push(`${src} loads ${kb(phone.total)} on a phone, over the budget of ${kb(PHONE_SCREEN_BUDGET)}`);
  if (phone.files > SCREEN_FILES)
    failures.push(`${src} loads ${phone.files} files on a phone, over the budget of ${SCREEN_FILES}`);
}

// Mantine's component classes (`m_` and a hash), and the stylesheet defining each: one per
// component for @mantine/core, one for each of the other Mantine packages.
const stylesheetOf = new Map<string, string>();
const mantineStylesheets = [
  ...readdirSync(join('node_modules', '@mantine', 'core', 'styles'))
    .filter((name) => name.endsWith('.css') && !name.endsWith('.layer.css'))
    .map((name) => `@mantine/core/styles/${name}`),
  ...readdirSync(join('node_modules', '@mantine'))
    .filter((pkg) => pkg !== 'core')
    .map((pkg) => `@mantine/${pkg}/styles.css`)
    .filter((sheet) => existsSync(join('node_modules', sheet))),
];
for (const sheet of mantineStylesheets) {
  for (const [, cls] of readFileSync(join('node_modules', sheet), 'utf8').matchAll(/\.(m_[0-9a-f]+)/g)) {
    if (!stylesheetOf.has(cls!)) stylesheetOf.set(cls!, sheet);
  }
}
const classesIn = (file: string, pattern: RegExp) =>
  new Set([...readFileSync(join(dist, file), 'utf8').matchAll(pattern)].map((match) => match[1]!));
// Every lazily loaded module (a screen, a dialog, a chart) loads after the entry: with the entry,
// its code's Mantine classes must have their rules.
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isEntry && !chunk.isDynamicEntry) continue;
  const files = closure(key, new Set(entry));
  const defined = new Set<string>();
  const used = new Set<string>();
  for (const file of files) {
    if (isCss(file)) for (const cls of classesIn(file, /\.(m_[0-9a-f]+)/g)) defined.add(cls);
    else if (file.endsWith('.js')) for (const cls of classesIn(file, /["'`](m_[0-9a-f]+)["'`]/g)) used.add(cls);
  }
  const missing = new Set(
    [...used].filter((cls) => stylesheetOf.has(cls) && !defined.has(cls)).map((cls) => stylesheetOf.get(cls)),
  );
  if (missing.size > 0) {
    failures.push(
      `${chunk.src ?? key} renders Mantine components without their styles: import ${[...missing].join(', ')} where it uses them`,
    );
  }
}

for (const failure of failures) console.error(`check:bundle: ${failure}`);
process.exit(failures.length ? 1 : 0);
