// `npm run check:bundle` (after `npm run build`): what each screen makes a browser download before
// it shows, from the Vite manifest: the entry with its static imports, plus the screen's lazy
// module with its own static imports (JavaScript and CSS, gzip). Fails when a screen is over its
// budget, so a heavy dependency or a lost code split is noticed when it lands. Raise a budget on
// purpose, not by habit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
// Set from the measured first loads with every screen built (sign-in 322 kB, the heaviest screen
// 402 kB, with the whole Mantine stylesheet and zod in the entry) and a little room; they come down
// as those leave the first load.
/** The sign-in screen: the first thing every member of staff loads, often on a phone. */
const LOGIN_BUDGET = 330 * KB;
/** Any other screen, signed in (JavaScript and CSS, gzip). */
const SCREEN_BUDGET = 410 * KB;
/** A screen whose first load is measured on its own, with the budget it keeps. */
const BUDGETS: Record<string, number> = { 'src/features/auth/login-page.tsx': LOGIN_BUDGET };

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
const sum = (files: Iterable<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

// Every lazily loaded page is a screen (routes load `src/features/<area>/<name>-page.tsx`).
const screens = Object.entries(manifest)
  .filter(([, chunk]) => chunk.isDynamicEntry && /-page\.tsx$/.test(chunk.src ?? ''))
  .map(([key, chunk]) => {
    const src = chunk.src!;
    const size = sum(closure(key, new Set(entry)));
    return { src, size, budget: BUDGETS[src] ?? SCREEN_BUDGET };
  })
  .sort((a, b) => b.size - a.size);

if (!screens.some((screen) => screen.src in BUDGETS)) {
  console.error(`check:bundle: no lazily loaded ${Object.keys(BUDGETS).join(', ')} in the build: update this check`);
  process.exit(1);
}

console.log(`check:bundle: the entry and its static imports: ${kb(sum(entry))} (gzip)`);
console.log('check:bundle: first load per screen (JavaScript and CSS, gzip):');
for (const { src, size, budget } of screens) {
  console.log(`  ${kb(size).padStart(9)} of ${kb(budget).padStart(9)}  ${src}`);
}
const over = screens.filter((screen) => screen.size > screen.budget);
for (const { src, size, budget } of over) {
  console.error(
    `check:bundle: ${src} loads ${kb(size)}, over its budget of ${kb(budget)}; split it or drop a dependency`,
  );
}
process.exit(over.length ? 1 : 0);
