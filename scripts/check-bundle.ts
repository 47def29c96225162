// `npm run check:bundle` (after `npm run build`): sums the gzip size of the JavaScript in dist/ and
// fails above the budgets below, so a heavy dependency or a lost code split is noticed when it lands.
// Budgets were set from the first measurements (entry 204 kB, total 331 kB with three screens built)
// with room for the screens still to come; raise them on purpose, not by habit.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** The entry chunk and the chunks it imports statically: what loads before the first screen (gzip). */
const ENTRY_BUDGET = 250 * KB;
/** Every chunk together, lazy screens included (gzip). */
const TOTAL_BUDGET = 500 * KB;

const dist = 'dist';

function jsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return jsFiles(path);
    return name.endsWith('.js') ? [path] : [];
  });
}

const gzipSize = (path: string) => gzipSync(readFileSync(path)).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

let html: string;
try {
  html = readFileSync(join(dist, 'index.html'), 'utf8');
} catch {
  console.error('check:bundle: dist/index.html is missing: run npm run build first');
  process.exit(1);
}
// Vite writes the entry chunk as the one module script of index.html, and the chunks it imports
// statically as modulepreload links: together, the JavaScript the first screen waits for.
const entrySrc = /<script[^>]+type="module"[^>]+src="\/?([^"]+)"/.exec(html)?.[1];
if (!entrySrc) {
  console.error('check:bundle: no entry <script type="module"> in dist/index.html');
  process.exit(1);
}
const preloaded = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1] ?? '');

const files = jsFiles(dist);
const sizes = new Map(files.map((file) => [relative(dist, file), gzipSize(file)]));
const initial = [entrySrc, ...preloaded];
const missing = initial.filter((file) => !sizes.has(file));
if (missing.length) {
  console.error(`check:bundle: ${missing.join(', ')} named in index.html is not in ${dist}/`);
  process.exit(1);
}
const entry = initial.reduce((sum, file) => sum + (sizes.get(file) ?? 0), 0);
const total = [...sizes.values()].reduce((sum, size) => sum + size, 0);

const largest = [...sizes].sort((a, b) => b[1] - a[1]).slice(0, 5);
console.log('check:bundle: largest chunks (gzip):');
for (const [file, size] of largest) console.log(`  ${kb(size).padStart(9)}  ${file}`);
console.log(
  `check:bundle: entry ${kb(entry)} in ${initial.length} chunks of ${kb(ENTRY_BUDGET)}; total ${kb(total)} in ${files.length} chunks of ${kb(TOTAL_BUDGET)}`,
);

const over = [
  entry > ENTRY_BUDGET && `the entry with its static imports (${kb(entry)}) is over its budget of ${kb(ENTRY_BUDGET)}`,
  total > TOTAL_BUDGET && `the JavaScript in total (${kb(total)}) is over its budget of ${kb(TOTAL_BUDGET)}`,
].filter(Boolean);
for (const message of over) console.error(`check:bundle: ${message}; split a lazy route or drop a dependency`);
process.exit(over.length ? 1 : 0);
