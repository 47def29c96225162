// What the API benchmarks share: signing in as the demo admin, a cheap HTTP client, and timing
// requests sent by a number of clients at once.
//
// The clients run on the same machine as the server, so they must cost it as little as they can:
// requests go over node:http with keep-alive connections (fetch costs about twice the CPU per
// request), asking for compressed answers as a browser does.
import http from 'node:http';
import { DEMO_ADMIN } from '../../../server/src/seed';

/** The value below which `p` percent of the (ascending) `sorted` values lie. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface Answer {
  status: number;
  ok: boolean;
  headers: http.IncomingHttpHeaders;
  /** The body as sent (still compressed when the server compressed it). */
  body: Buffer;
}

const agent = new http.Agent({ keepAlive: true });

/** One request, its answer read whole. */
export function send(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; compressed?: boolean } = {},
): Promise<Answer> {
  const { method = 'GET', body, compressed = true } = options;
  const headers: Record<string, string> = {
    ...(compressed ? { 'accept-encoding': 'br, gzip' } : {}),
    ...(body !== undefined
      ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) }
      : {}),
    ...options.headers,
  };
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const status = response.statusCode ?? 0;
        resolve({ status, ok: status >= 200 && status < 300, headers: response.headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** A signed-in GET. */
export const get = (url: string, token: string) => send(url, { headers: { authorization: `Bearer ${token}` } });

/** A signed-in GET's body, uncompressed, failing on anything but 2xx. */
export async function getBody(url: string, token: string): Promise<Buffer> {
  const answer = await send(url, { headers: { authorization: `Bearer ${token}` }, compressed: false });
  if (!answer.ok) throw new Error(`GET ${url} answered ${answer.status}: ${answer.body.toString()}`);
  return answer.body;
}

/** A signed-in GET's JSON answer, failing on anything but 2xx. */
export const getJson = async <T>(url: string, token: string): Promise<T> =>
  JSON.parse((await getBody(url, token)).toString()) as T;

/** Signs in (the demo admin unless told otherwise); answers the bearer token. */
export async function signIn(base: string, credentials = DEMO_ADMIN): Promise<string> {
  const answer = await send(`${base}/usr/v1/login`, {
    method: 'POST',
    body: JSON.stringify({ email: credentials.email, password: credentials.password }),
    compressed: false,
  });
  if (!answer.ok) throw new Error(`Signing in as ${credentials.email} answered ${answer.status}`);
  return (JSON.parse(answer.body.toString()) as { data: { token: string } }).data.token;
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

/** Percentiles of latencies in milliseconds. */
export function summarize(latencies: number[], failures: number, seconds: number): Measured {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    failures,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted[sorted.length - 1] ?? 0,
    seconds,
  };
}

/**
 * Sends `total` requests from `concurrency` clients at once, each client sending its next as soon as
 * its previous one is answered and read, and times each (stopping early after `timeLimitMs`).
 */
export async function measureRequests(options: {
  concurrency: number;
  total: number;
  timeLimitMs?: number;
  send: () => Promise<{ ok: boolean }>;
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
      const answer = await options.send();
      latencies.push(performance.now() - t0);
      if (!answer.ok) failures++;
    }
  }
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarize(latencies, failures, (performance.now() - started) / 1000);
}
