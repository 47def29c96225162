// `npm run build:server` (part of `npm run build`): compiles the API server into one ES module,
// dist-server/main.js, which `npm start` runs with plain Node (no TypeScript compiler at start-up).
// - Packages stay imports from node_modules, as PGlite and the others find their own files that way.
// - The server finds its migrations (server/src/db/migrations) from its modules' locations
//   (`import.meta.url`); in the bundle each module keeps its source location, so the compiled server
//   reads the very same files as the server run from source.
// - The contract goes into the bundle as JSON (BUILT_CONTRACT_JSON), so a start does not parse YAML.
// - Next to it, a new PGlite database with every migration applied (see pgliteTemplateDir): a first
//   start on PGlite copies it instead of running initdb and the migrations. It is made again only
//   when PGlite or the migrations change.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { parse } from 'yaml';
import { openDatabase, pgliteTemplateDir } from '../server/src/db/client';
import { contractPath } from '../server/src/lib/contract';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_OUT_DIR = join(root, 'dist-server');
/** The compiled server's entry point. */
export const SERVER_MAIN = join(SERVER_OUT_DIR, 'main.js');

/** Rewrites `import.meta.url` in the server's modules to the module's own source location. */
const sourceLocations: Plugin = {
  name: 'source-locations',
  setup(builder) {
    builder.onLoad({ filter: /[\\/]server[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(SERVER_OUT_DIR, args.path).split('\\').join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

/** The contract as JSON text; it must read back as exactly what the YAML says. */
function contractJson(): string {
  const contract: unknown = parse(readFileSync(contractPath, 'utf8'));
  const json = JSON.stringify(contract);
  if (!isDeepStrictEqual(JSON.parse(json), contract)) {
    throw new Error(`${relative(root, contractPath)} holds values JSON cannot carry`);
  }
  return json;
}

/** Makes the new, migrated PGlite database a first start copies; other versions' folders go. */
async function writePgliteTemplate() {
  const template = pgliteTemplateDir();
  for (const name of readdirSync(SERVER_OUT_DIR)) {
    if (name.startsWith('pglite-') && name !== basename(template)) {
      rmSync(join(SERVER_OUT_DIR, name), { recursive: true, force: true });
    }
  }
  if (existsSync(join(template, 'PG_VERSION'))) return;
  // Made aside and renamed, so a folder under the final name is always complete.
  const partial = join(SERVER_OUT_DIR, 'partial-pglite');
  rmSync(partial, { recursive: true, force: true });
  const database = await openDatabase({ kind: 'pglite', dataDir: partial });
  await database.close();
  renameSync(partial, template);
}

export async function buildServer() {
  rmSync(SERVER_MAIN, { force: true });
  rmSync(`${SERVER_MAIN}.map`, { force: true });
  await build({
    entryPoints: { main: join(root, 'server/src/main.ts') },
    outdir: SERVER_OUT_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    sourcesContent: false,
    define: { BUILT_CONTRACT_JSON: JSON.stringify(contractJson()) },
    logLevel: 'warning',
    plugins: [sourceLocations],
  });
  await writePgliteTemplate();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  await buildServer();
  console.log(
    `Built the server into ${relative(root, SERVER_OUT_DIR)}/ in ${Math.round(performance.now() - started)} ms`,
  );
}
