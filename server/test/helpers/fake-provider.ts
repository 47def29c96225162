// The common part of the fake payment providers (fake-midtrans.ts, fake-xendit.ts): a JSON HTTP
// server on a free loopback port, started by the tests and closed once they are done, that records
// every request, can be made slow (it answers only after `delayMs`, having done the work, as a
// provider whose answer is lost on the way) or made to fail the next requests with a given answer.
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { closeWhenDone } from './test-app';

/** A JSON object as sent or answered: read field by field, as a provider reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonObject = Record<string, any>;

export interface ReceivedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: JsonObject;
}

export interface Answer {
  status: number;
  body: unknown;
  /** Headers the answer carries besides its content type. */
  headers?: Record<string, string>;
}

export interface FakeProviderServer {
  url: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  /** Answers this much later (the work is done at once). */
  delayMs: number;
  /** The next requests are answered with this instead (each taken once). */
  failures: Answer[];
  close(): Promise<void>;
}

export async function startFakeProvider(route: (request: ReceivedRequest) => Answer): Promise<FakeProviderServer> {
  const fake: FakeProviderServer = {
    url: '',
    received: [],
    delayMs: 0,
    failures: [],
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const request = { method: req.method ?? '', path: req.url ?? '', headers: req.headers, body: body as JsonObject };
      fake.received.push(request);
      const answer = fake.failures.shift() ?? route(request);
      const send = () => {
        if (res.destroyed) return;
        res
          .writeHead(answer.status, { 'content-type': 'application/json', ...answer.headers })
          .end(answer.status === 204 ? undefined : JSON.stringify(answer.body));
      };
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  closeWhenDone(fake.close);
  return fake;
}

/** The secret key a Basic authorization header carries as its user name (password empty), or null. */
export function basicUser(headers: IncomingHttpHeaders): string | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(headers.authorization ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  return decoded.endsWith(':') ? decoded.slice(0, -1) : null;
}

export const isIsoTime = (value: unknown) =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(value);

/** The server's settings for both fakes: their keys and addresses, and Xendit's callback token. */
export function fakeProviderEnv(
  midtrans: { serverKey: string; url: string },
  xendit: { secretKey: string; url: string; callbackToken: string },
): Record<string, string> {
  return {
    MIDTRANS_SERVER_KEY: midtrans.serverKey,
    MIDTRANS_BASE_URL: midtrans.url,
    XENDIT_SECRET_KEY: xendit.secretKey,
    XENDIT_BASE_URL: xendit.url,
    XENDIT_CALLBACK_TOKEN: xendit.callbackToken,
  };
}
