// `npm start`: builds the browser app when dist/ is missing or older than its sources, then runs the
// server, which serves the app and the API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SOURCES = ['src', 'public', 'generated', 'index.html', 'vite.config.ts', 'package.json'];
const BUILT = join('dist', 'index.html');

/** The newest modification time under a file or folder (0 when it does not exist). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((latest, name) => Math.max(latest, newest(join(path, name))), stat.mtimeMs);
}

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const builtAt = existsSync(BUILT) ? statSync(BUILT).mtimeMs : 0;
const sourcesAt = Math.max(...SOURCES.map(newest));
if (builtAt < sourcesAt) {
  console.log(builtAt ? 'The app changed since the last build; building it…' : 'Building the app…');
  run('npx', ['vite', 'build', '--logLevel', 'warn']);
}

// The server runs in this process, so signals (Ctrl+C, SIGTERM) reach its shutdown handler directly.
await import('../server/src/main');
