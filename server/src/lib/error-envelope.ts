// The contract's error envelope `{ errors: [{ detail, field? }] }`, and the Fastify options that keep
// it, with the security headers, for what fails before routing (plugins/app/errors answers the rest).
import type { FastifyError } from 'fastify';
import { HSTS, type HeaderList } from './security-headers';
import type { ReadableError } from './validation-messages';

export const UNPROCESSED = 'The request could not be processed';

export function envelope(errors: ReadableError[]) {
  return { errors };
}

const BAD_URL = 'The request URL is malformed';
const CLIENT_ERRORS: Record<string, { status: number; reason: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    detail: 'The request headers are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', detail: 'The request took too long to arrive' },
};

type EarlyRequest = { id: string; protocol: string };
type EarlyReply = {
  code(n: number): EarlyReply;
  header(name: string, value: string): EarlyReply;
  send(b: unknown): void;
};

/**
 * Fastify options that keep the envelope and the security headers for what fails before routing,
 * where no hook runs: a URL that cannot be decoded (`/usr/v1/%ZZ`), a path parameter past the
 * router's length limit (414), and what Node's HTTP parser refuses (huge headers, garbage), which is
 * answered on the socket itself.
 */
export function envelopeClientErrors(headers: HeaderList) {
  const raw = [...headers, ['cache-control', 'no-store'] as const]
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return {
    frameworkErrors(error: FastifyError, request: EarlyRequest, reply: EarlyReply) {
      const status = error.code === 'FST_ERR_BAD_URL' ? 400 : (error.statusCode ?? 400);
      const detail = status === 414 ? 'The request URL is too long' : status === 400 ? BAD_URL : UNPROCESSED;
      for (const [name, value] of headers) reply.header(name, value);
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      reply.header('cache-control', 'no-store').header('x-request-id', request.id);
      reply.code(status).send(envelope([{ detail }]));
    },
    clientErrorHandler(error: Error & { code?: string }, socket: import('node:net').Socket) {
      if (!socket.writable) return socket.destroy();
      const known = CLIENT_ERRORS[error.code ?? ''] ?? {
        status: 400,
        reason: 'Bad Request',
        detail: 'The request could not be read',
      };
      const body = JSON.stringify(envelope([{ detail: known.detail }]));
      socket.end(
        `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n${raw}` +
          `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    },
  };
}
