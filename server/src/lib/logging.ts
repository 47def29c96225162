// What the log may hold. Secrets never reach it: tokens, passwords and recovery codes are censored
// wherever they appear, and a failed query is logged with its SQL but never with its parameters
// (they carry whatever a user typed: emails, names, phone numbers).
import {
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from 'fastify';

export const redact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'req.headers["x-callback-token"]',
    'req.headers["x-simulated-signature"]',
    '*.signature_key',
    'res.headers["set-cookie"]',
    '*.password',
    '*.current_password',
    '*.new_password',
    '*.confirm_password',
    '*.token',
    '*.otp',
    '*.text',
  ],
  censor: '[redacted]',
};

const PARAMS_IN_MESSAGE = /\nparams: [\s\S]*$/;

interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  code?: string;
  constraint?: string;
  query?: string;
  cause?: LoggedError;
}

function serializeError(error: unknown, depth = 0): LoggedError | undefined {
  if (!(error instanceof Error) || depth > 3) return undefined;
  const e = error as Error & { code?: unknown; constraint?: unknown; query?: unknown };
  return {
    type: e.name,
    message: e.message.replace(PARAMS_IN_MESSAGE, '\nparams: [redacted]'),
    ...(e.stack ? { stack: e.stack.replace(e.message, e.message.replace(PARAMS_IN_MESSAGE, '')) } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.constraint === 'string' ? { constraint: e.constraint } : {}),
    ...(typeof e.query === 'string' ? { query: e.query } : {}),
    ...(e.cause ? { cause: serializeError(e.cause, depth + 1) } : {}),
  };
}

export const logSerializers: NonNullable<Exclude<FastifyServerOptions['logger'], boolean | undefined>>['serializers'] =
  {
    err: (error: unknown) => serializeError(error) as never,
  };

/** The request lines' logger of each server (see RequestLog). */
const requestLines = new WeakMap<FastifyBaseLogger, FastifyBaseLogger>();

/**
 * One line per request, written when it is answered: the request (method, URL, host, client
 * address), the answer's status and how long it took. Fastify's own writes two (one as the request
 * arrives, one when it is answered), and writing log lines was a noticeable part of an API
 * request's time.
 *
 * Those fields are all the line holds, and none carries a secret (no operation takes one in its
 * URL; headers and bodies are not in it), so the line skips the redaction pass every other line
 * goes through, which had cost more than the rest of writing it. A request that errored is logged
 * with its error, redacted as usual.
 */
export class RequestLog extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    const root = request.server.log;
    let log = requestLines.get(root);
    if (!log) requestLines.set(root, (log = root.child({}, { redact: [] })));
    log.info({ reqId: request.id, ...line }, 'request completed');
  }
}
