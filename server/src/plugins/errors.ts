// Maps every error to the contract's envelope `{ errors: [{ detail, field? }] }`: validation,
// security, body parsing, size limits, handler errors and anything unexpected (logged, never leaked).
import type { FastifyError, FastifyInstance } from 'fastify';
import { databaseErrorCode, DATABASE_RETRY_AFTER_SECONDS, HttpError, isDatabaseUnavailable } from '../lib/http-error';
import { PrivilegeRefused } from '../lib/privileges';
import { securityEvent } from '../lib/security-log';
import { describeValidationError, type ReadableError } from '../lib/validation-messages';
import { SIGN_IN_REQUIRED } from '../lib/current-user';
import { HSTS, type HeaderList } from './security-headers';

export const UNEXPECTED = 'An unexpected error occurred';
const UNPROCESSED = 'The request could not be processed';
export const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

function envelope(errors: ReadableError[]) {
  return { errors };
}

// fastify-openapi-glue's SecurityError: every security alternative failed; `errors` holds each reason.
type SecurityFailure = Error & { errors: unknown[] };

function isSecurityFailure(error: unknown): error is SecurityFailure {
  return error instanceof Error && error.name === 'Unauthorized' && Array.isArray((error as SecurityFailure).errors);
}

function fromSecurity(error: SecurityFailure): { status: number; body: ReadableError } {
  // A session that could not be looked up is not a session that ended: the client keeps its token.
  if (error.errors.some(isDatabaseUnavailable)) return { status: 503, body: { detail: UNAVAILABLE } };
  // Alternatives fail independently; the last one carries the status glue chose, and its reason.
  const last = [...error.errors].reverse().find((e): e is HttpError => e instanceof HttpError);
  if (last) return { status: last.statusCode, body: { detail: last.detail } };
  return { status: 401, body: { detail: SIGN_IN_REQUIRED } };
}

function fromFastify(error: FastifyError): { status: number; body: ReadableError } | undefined {
  switch (error.code) {
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: { detail: 'The request body is empty; send a JSON object' } };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { detail: 'The request body is not valid JSON' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: { detail: 'The request is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: { detail: 'The request content type is not supported; send JSON' } };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, body: { detail: 'The request body does not match its Content-Length' } };
    default:
      return undefined;
  }
}

/** Seconds a 503 asks the client to wait; every 503 says it. */
const RETRY_AFTER = '5';

export function registerErrorHandler(app: FastifyInstance) {
  // A request that arrives while the server closes (on a connection still open) is refused here
  // rather than by Fastify's own 503, which has neither the envelope nor the headers; the load
  // balancer sends it to another process.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (_request, _reply, done) =>
    done(closing ? new HttpError(503, UNAVAILABLE, undefined, { 'retry-after': RETRY_AFTER }) : undefined),
  );
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (reply.statusCode === 503 && !reply.hasHeader('retry-after')) reply.header('retry-after', RETRY_AFTER);
    done(null, payload);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const first = error.validation[0];
      const body = first
        ? describeValidationError(first as never, error.validationContext ?? 'body')
        : { detail: 'The request is invalid' };
      return reply.code(400).send(envelope([body]));
    }
    if (error instanceof HttpError) {
      if (error instanceof PrivilegeRefused) securityEvent(request, 'privilege_refused', { detail: error.detail });
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send(envelope([{ detail: error.detail, ...(error.field ? { field: error.field } : {}) }]));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'the database cannot be reached');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send(envelope([{ detail: UNAVAILABLE }]));
    }
    if (isSecurityFailure(error)) {
      const { status, body } = fromSecurity(error);
      if (status === 503) {
        request.log.error({ err: error.errors.find(isDatabaseUnavailable) }, 'the database cannot be reached');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      }
      return reply.code(status).send(envelope([body]));
    }
    const known = fromFastify(error);
    if (known) return reply.code(known.status).send(envelope([known.body]));
    // Class 22 is a data exception: a value the contract allows but a column cannot hold (an id
    // beyond the integer range). It is bad input, not a server failure.
    if (databaseErrorCode(error)?.startsWith('22')) {
      request.log.info({ err: error }, 'value rejected by the database');
      return reply.code(400).send(envelope([{ detail: 'A value in the request is out of range' }]));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, 'request rejected');
      return reply.code(error.statusCode).send(envelope([{ detail: UNPROCESSED }]));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(envelope([{ detail: UNEXPECTED }]));
  });
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
