// The API as an operator runs it: `server/src/main.ts` in a Node process of its own, so a test can
// see whether something would end the process (an 'error' event nobody listens to), which a server
// built inside the test runner's process would take the runner down with.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface ApiProcess {
  baseUrl: string;
  /** Still running: it has neither exited nor been killed. */
  alive(): boolean;
  /** What it wrote to standard output and error, for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Starts the server with `env` over a test configuration, and resolves once it is listening. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      if (output.includes(`running at http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`The API process exited while starting:\n${output.slice(-4000)}`)));
  });
  await listening;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killed);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
