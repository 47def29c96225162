// Maps every error to the contract's envelope `{ errors: [{ detail, field? }] }`: validation,
// security, body parsing, size limits, handler errors and anything unexpected (logged, never leaked).
// A request that arrives while the server closes is refused with 503 in the envelope too.
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { SIGN_IN_REQUIRED } from '../../lib/current-user';
import { envelope, UNPROCESSED } from '../../lib/error-envelope';
import {
  databaseErrorCode,
  DATABASE_RETRY_AFTER_SECONDS,
  HttpError,
  isDatabaseUnavailable,
} from '../../lib/http-error';
import { PrivilegeRefused } from '../../lib/privileges';
import { securityEvent } from '../../lib/security-log';
import { describeValidationError, type ReadableError } from '../../lib/validation-messages';

const UNEXPECTED = 'An unexpected error occurred';
const UNAVAILABLE = 'The service is temporarily unavailable. Please try again in a moment.';

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

export default fp(
  async (app) => {
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
  },
  { name: 'errors' },
);
