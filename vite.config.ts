// The browser app. In development the API is proxied to API_PROXY_TARGET: the reference server
// (http://localhost:3000, `npm run dev`) or the Prism mock (http://localhost:4010, `npm run dev:mock`).
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { kits } from './scripts/build/kits';

const target = process.env.API_PROXY_TARGET ?? 'http://localhost:3000';
const proxied = ['/usr', '/adm', '/app/v1', '/uploads', '/health'];

/** Text files worth compressing, and the size below which compression does not pay. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
const MIN_BYTES = 1024;

/**
 * Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of the build, at the
 * highest levels, once; the server sends the copy the browser accepts instead of compressing on
 * every request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? files(path) : [path];
    });
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const path of files(outDir)) {
        if (!COMPRESSIBLE.test(path)) continue;
        const content = readFileSync(path);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
        );
      }
    },
  };
}

/**
 * Points mantine-react-table's imports of Mantine at src/components/data-table/table-inputs.tsx:
 * Mantine as it is, but with the inputs and dialogs of the table options the list kit turns off
 * loaded when one first renders, so they stay out of every list's first load.
 */
function tableInputsOnDemand(): Plugin {
  const inputs = fileURLToPath(new URL('src/components/data-table/table-inputs.tsx', import.meta.url));
  const library = /[\\/]node_modules[\\/]mantine-react-table[\\/]/;
  return {
    name: 'table-inputs-on-demand',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if ((source === '@mantine/core' || source === '@mantine/dates') && importer && library.test(importer))
        return inputs;
      return null;
    },
  };
}

/**
 * The app's import aliases, as tsconfig.app.json's `paths` declare them: `@/` is `src/`,
 * `@generated/` is `generated/`. Imports within an area stay relative.
 */
export const aliases = [
  { find: /^@\//, replacement: fileURLToPath(new URL('./src/', import.meta.url)) },
  { find: /^@generated\//, replacement: fileURLToPath(new URL('./generated/', import.meta.url)) },
];

const sharedCode = kits();

export default defineConfig({
  plugins: [react(), precompress(), tableInputsOnDemand(), sharedCode.plugin],
  resolve: { alias: aliases },
  server: {
    port: 5173,
    // xfwd: the API sees the browser's address in X-Forwarded-For, so with `vite --host` a caller on
    // the network is not taken for this machine (the development endpoints answer loopback only).
    proxy: Object.fromEntries(proxied.map((path) => [path, { target, changeOrigin: true, xfwd: true }])),
  },
  build: {
    outDir: 'dist',
    // Written for the error tracker, not referenced from the files the browser loads.
    sourcemap: 'hidden',
    // dist/.vite/manifest.json: which files each screen loads, for check:bundle.
    manifest: true,
    rolldownOptions: {
      // The generated schemas (generated/zod, `import zod from 'zod'`) build a schema for every
      // body, query and answer of the contract; a screen uses a few. Building one has no effect
      // beyond its value, so those it does not use are left out instead of built as it loads.
      treeshake: { manualPureFunctions: ['zod'] },
      output: {
        codeSplitting: {
          // Everything the entry imports statically is downloaded before the first screen anyway:
          // one file rather than the thirty or so shared chunks it would otherwise be cut into,
          // each compressed on its own (sign-in: 161 kB of JavaScript against 174 kB).
          // The rest of the shared code goes into a few kits (see scripts/build/kits.ts).
          groups: [{ name: 'initial', tags: ['$initial'] }, ...sharedCode.groups],
        },
      },
    },
  },
});
