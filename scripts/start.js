// `npm start`: builds the browser app (dist/) and the compiled server (dist-server/) when missing or
// older than their sources, then runs the compiled server in this process, which serves the app and
// the API on one port. Plain JavaScript, so the server starts on Node alone with no TypeScript
// loader in the way (`npm run dev` runs the server from source instead).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

const builds = [
  {
    name: 'the app',
    what: 'The app',
    built: 'dist/index.html',
    sources: ['src', 'public', 'generated', 'index.html', 'vite.config.ts', 'package.json'],
    command: ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn'],
  },
  {
    name: 'the server',
    what: 'The server',
    built: 'dist-server/main.js',
    sources: ['server/src', 'contracts/openapi.yaml', 'package.json', 'package-lock.json'],
    command: ['--import', 'tsx', 'scripts/build-server.ts'],
  },
];

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

for (const build of builds) {
  const built = join(root, build.built);
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const sourcesAt = Math.max(...build.sources.map((source) => newest(join(root, source))));
  if (builtAt >= sourcesAt) continue;
  console.log(builtAt ? `${build.what} changed since the last build; building it…` : `Building ${build.name}…`);
  const result = spawnSync(process.execPath, build.command, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The server runs in this process, so signals (Ctrl+C, SIGTERM) reach its shutdown handler directly.
// Stack traces name the bundle's lines; NODE_OPTIONS=--enable-source-maps maps them to the sources.
await import(pathToFileURL(join(root, 'dist-server/main.js')).href);
