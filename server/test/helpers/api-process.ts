// The API as an operator runs it: `server/src/main.ts` in a Node process of its own, as a deployment
// runs several behind a load balancer. A test sees whether something would end the process (an
// 'error' event nobody listens to, which a server built inside the runner's process would take the
// runner down with) and reaches it over HTTP with the contract-typed client; every answer passes
// the suite's contract check.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/schema';
import type { ApiClient } from './api-client';
import { contractViolations } from './contract-responses';

export interface ApiProcess {
  url: string;
  /** The contract-typed client; with a token, every request carries it as the bearer. */
  api(token?: string, headers?: Record<string, string>): ApiClient;
  /** Still running: it has neither exited nor been killed. */
  alive(): boolean;
  /** What it wrote to standard output and error (its start-up lines, warnings), for a failure's message. */
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

async function checkedFetch(request: Request): Promise<Response> {
  const response = await fetch(request);
  const url = new URL(request.url);
  const type = response.headers.get('content-type') ?? undefined;
  if (type?.startsWith('text/event-stream')) return response;
  const violations = contractViolations(
    request.method,
    url.pathname + url.search,
    response.status,
    type,
    await response.clone().text(),
  );
  if (violations.length) throw new Error(`Contract violation:\n${violations.join('\n')}`);
  return response;
}

/**
 * Starts the server with `env` over a test configuration (its own new DATA_DIR unless `env` names
 * one), and resolves once it is listening.
 */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR ? undefined : mkdtempSync(join(tmpdir(), 'teahouse-api-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT: '100000',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-100_000);
      if (output.includes(`running at http://127.0.0.1:${port}`)) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(() => reject(new Error(`The API process exited while starting:\n${output.slice(-4000)}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    api: (token, headers = {}) =>
      createClient<paths>({
        baseUrl: url,
        fetch: checkedFetch,
        querySerializer: { array: { style: 'form', explode: false } },
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      }),
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const killed = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(killed);
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
