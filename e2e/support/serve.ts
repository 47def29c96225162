// The end-to-end tests' web server: what `npm start` runs, over a fresh temporary data directory
// (new database, demo seed, no uploads), removed again once the server has stopped. The server
// runs as one direct child (no npm launcher in between), so its exit means it is done writing to
// the folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-e2e-'));
const server = spawn(process.execPath, ['scripts/start.js'], {
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: dataDir },
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => server.kill(signal));
}
server.on('close', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
