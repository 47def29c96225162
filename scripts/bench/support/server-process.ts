// The API server as production runs it, for the benchmarks: compiled (dist-server/main.js, built
// first) and in a process of its own, so the clients' work does not queue behind it on one event loop.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { buildServer, SERVER_MAIN } from '../../build-server';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  base: string;
  pid: number;
  stop: () => Promise<void>;
}

let built = false;

/**
 * Builds the server once per run and starts it on a free loopback port with `env` over this
 * process's environment (LOG_LEVEL error unless told; its error lines are shown). Answers once it
 * answers /health; a first start that seeds may take `startTimeoutMs`.
 */
export async function startServerProcess(env: Record<string, string>, startTimeoutMs = 60_000): Promise<ServerProcess> {
  if (!built) {
    await buildServer();
    built = true;
  }
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_MAIN], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'error', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let pending = '';
  child.stdout.on('data', (chunk: Buffer) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop()!;
    for (const line of lines) if (line.startsWith('{')) console.error(`server: ${line}`);
  });
  let exited = false;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true;
      resolve();
    }),
  );
  const stop = async () => {
    if (!exited) child.kill('SIGTERM');
    await exit;
  };
  process.once('exit', () => {
    if (!exited) child.kill('SIGKILL');
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = performance.now() + startTimeoutMs;
  for (;;) {
    if (exited) throw new Error('The server stopped while starting');
    if (performance.now() > deadline) {
      await stop();
      throw new Error(`The server did not answer /health within ${startTimeoutMs / 1000} s`);
    }
    const healthy = await fetch(`${base}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { base, pid: child.pid!, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
