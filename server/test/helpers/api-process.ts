// Runs the API server from its sources in a process of its own (`node --import tsx
// server/src/main.ts`), as a deployment runs several behind a load balancer, and reaches it over
// HTTP with the contract-typed client; every answer passes the suite's contract check.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import createClient from 'openapi-fetch';
import type { paths } from '../../../generated/schema';
import type { ApiClient } from './api-client';
import { contractViolations } from './contract-responses';

export interface ApiProcess {
  url: string;
  /** The contract-typed client; with a token, every request carries it as the bearer. */
  api(token?: string, headers?: Record<string, string>): ApiClient;
  /** What the process has written so far (its start-up lines, warnings). */
  output(): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  await once(server, 'close');
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

/** Starts the server with the given environment on a free port; resolves once it listens. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = once(child, 'exit');
  await new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Teahouse Admin is running at')) resolve();
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    void exited.then(([code]) => reject(new Error(`The API process ended (${code}) before it listened:\n${output}`)));
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
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
