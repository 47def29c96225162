// Every answer carries the security headers a normal answer carries, on a real socket: errors
// raised before routing (an undecodable URL, an overlong id, a URL past the header limit, a request
// Node cannot parse), unknown routes, and every 503 the server can give, each of which also says
// when to try again (Retry-After). An answer that belongs to an operation must be one it declares.
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { inject } from 'light-my-request';
import { beforeAll, describe, expect, it } from 'vitest';
import { contractViolations } from '../helpers/contract-responses';
import { build } from '../helpers/test-app';

/** What helmet's policy sets on every answer. */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends `request` as written on a new connection and reads the answer until the server closes it. */
function send(port: number, request: string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (text += chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of lines) {
        const at = line.indexOf(':');
        headers[line.slice(0, at).toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(request);
  });
}

const get = (port: number, path: string, headers = '') =>
  send(port, `GET ${path} HTTP/1.1\r\nHost: teahouse.test\r\nConnection: close\r\n${headers}\r\n`);

const t = await build();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as AddressInfo).port;
let reference: Record<string, string>;

beforeAll(async () => {
  const health = await get(port, '/health');
  expect(health.status).toBe(200);
  reference = Object.fromEntries(SECURITY_HEADERS.map((name) => [name, health.headers[name]!]));
  expect(health.headers['cache-control']).toBe('no-store');
});

function expectSecurityHeaders(answer: RawAnswer | { headers: Record<string, unknown> }, what: string) {
  for (const [name, value] of Object.entries(reference)) {
    expect(answer.headers[name], `${what}: ${name}`).toBe(value);
  }
}

describe('the reference answer', () => {
  it('carries the policy itself', () => {
    expect(reference['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(reference['x-frame-options']).toBe('DENY');
    expect(reference['x-content-type-options']).toBe('nosniff');
  });
});

describe('errors raised before routing', () => {
  it('carry the security headers, in the envelope', async () => {
    const cases: [string, Promise<RawAnswer>, number][] = [
      ['an undecodable URL', get(port, '/%'), 400],
      ['an undecodable API path', get(port, '/usr/v1/%ZZ'), 400],
      ['an undecodable id', get(port, '/adm/v1/categories/%ZZ'), 400],
      ['an overlong id', get(port, `/adm/v1/categories/${'9'.repeat(120)}`), 414],
      ['a 20 kB URL', get(port, `/adm/v1/categories?name=${'a'.repeat(20_000)}`), 431],
      ['a huge header', get(port, '/health', `X-Filler: ${'a'.repeat(20_000)}\r\n`), 431],
      ['a request Node cannot parse', send(port, 'NOT HTTP AT ALL\r\n\r\n'), 400],
      ['a header with a space in its name', send(port, 'GET /health HTTP/1.1\r\nBad Header: x\r\n\r\n'), 400],
      ['an unknown route', get(port, '/adm/v1/nothing-here'), 404],
      ['a missing upload', get(port, '/uploads/missing.png'), 404],
      [
        'a method no operation has',
        send(port, 'DELETE /adm/v1/categories HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        404,
      ],
    ];
    for (const [what, pending, status] of cases) {
      const answer = await pending;
      expect(answer.status, what).toBe(status);
      expectSecurityHeaders(answer, what);
      // Uploaded images may be cached; nothing else answered here may.
      if (what !== 'a missing upload') expect(answer.headers['cache-control'], what).toBe('no-store');
      expect(JSON.parse(answer.body).errors[0].detail, what).toEqual(expect.any(String));
    }
  });

  it('are answers the operation they reach declares', async () => {
    for (const path of ['/adm/v1/categories/%ZZ', `/adm/v1/categories/${'9'.repeat(120)}`]) {
      const answer = await get(port, path);
      expect(contractViolations('GET', path, answer.status, answer.headers['content-type'], answer.body)).toEqual([]);
    }
  });
});

describe('every 503', () => {
  it('says when to try again and carries the security headers when the database is gone', async () => {
    const down = await build();
    const admin = await down.asAdmin();
    await down.cutDatabase();
    for (const [url, read] of [
      ['/health', () => down.api().GET('/health')],
      ['/usr/v1/info', () => admin.GET('/usr/v1/info')],
      ['/adm/v1/categories', () => admin.GET('/adm/v1/categories')],
    ] as const) {
      const { response } = await read();
      const headers = Object.fromEntries(response.headers);
      expect(response.status, url).toBe(503);
      expect(Number(headers['retry-after']), url).toBeGreaterThanOrEqual(1);
      expectSecurityHeaders({ headers }, url);
      expect(headers['cache-control'], url).toBe('no-store');
    }
  }, 90_000);

  it('answers a request that arrives while the server closes in the envelope, with the headers', async () => {
    const closing = await build();
    await closing.app.listen({ port: 0, host: '127.0.0.1' });
    const closed = closing.app.close();
    try {
      // The listener stops once the server has begun closing; a request on a connection still open
      // reaches the router after that.
      while (closing.app.server.listening) await new Promise((resolve) => setImmediate(resolve));
      const res = await inject(closing.app.routing, { method: 'GET', url: '/adm/v1/categories' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        errors: [{ detail: 'The service is temporarily unavailable. Please try again in a moment.' }],
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expectSecurityHeaders(res, 'while closing');
    } finally {
      await closed;
    }
  }, 90_000);
});
