// What the API benchmarks share: a server on a free loopback port, signing in as the demo admin, and
// timing requests sent by a number of clients at once.
import type { FastifyInstance } from 'fastify';
import { DEMO_ADMIN } from '../../server/src/db/seed';

/** The value below which `p` percent of the (ascending) `sorted` values lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Starts an in-process server on a free loopback port; answers its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

/** Signs in (the demo admin unless told otherwise); answers the bearer token. */
export async function signIn(base: string, credentials = DEMO_ADMIN): Promise<string> {
  const response = await fetch(`${base}/usr/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${credentials.email} answered ${response.status}`);
  return ((await response.json()) as { data: { token: string } }).data.token;
}

export interface Measured {
  requests: number;
  /** Answers that were not 2xx. */
  failures: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Wall-clock time of the whole run. */
  seconds: number;
}

/**
 * Sends `total` requests from `concurrency` clients at once, each client sending its next as soon as
 * its previous one is answered and read, and times each (stopping early after `timeLimitMs`).
 */
export async function measureRequests(options: {
  concurrency: number;
  total: number;
  timeLimitMs?: number;
  send: () => Promise<Response>;
}): Promise<Measured> {
  const latencies: number[] = [];
  let next = 0;
  let failures = 0;
  const started = performance.now();
  const deadline = started + (options.timeLimitMs ?? Number.POSITIVE_INFINITY);
  async function client() {
    while (next < options.total && performance.now() < deadline) {
      next++;
      const t0 = performance.now();
      const response = await options.send();
      await response.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!response.ok) failures++;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
    seconds,
  };
}
