// One call to a payment provider's HTTP API: JSON in and out (a GET sends none), Basic auth with the account's secret
// key as the user name, an idempotency key, and a time limit. Whatever goes wrong (no answer in
// time, no connection, a refusal, an answer of an unexpected shape) becomes an error in the API's
// envelope that says which provider failed and how, 502 (504 when it did not answer in time); the
// staff member can try again, and the same idempotency key makes the retry the same charge.
//
// The key never leaves this module except in the Authorization header: it is not in an error's
// message, its cause, or a log line, and the provider's own message is quoted only after any
// credential-looking text is masked.
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentProviderAccount } from '../../config';
import { HttpError } from '../../lib/http-error';

/** A provider's failure, answered 502 (504 for no answer in time) in the error envelope. */
export class PaymentProviderError extends HttpError {
  constructor(statusCode: 502 | 504, detail: string) {
    super(statusCode, detail);
    this.name = 'PaymentProviderError';
  }
}

export interface ProviderCall {
  /** The provider's name as staff know it: Midtrans, Xendit. */
  provider: string;
  /** What is being asked, for messages: "the payment request", "the refund". */
  action: string;
  account: PaymentProviderAccount;
  method: 'GET' | 'POST';
  path: string;
  /** What a POST sends. */
  body?: unknown;
  headers?: Record<string, string>;
  timeoutMs: number;
  log: FastifyBaseLogger;
}

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

const MAX_QUOTED = 200;

/**
 * Quotes a provider's message for staff: one line, short, and with anything that looks like a key
 * (long runs of key characters, Basic/Bearer credentials) masked.
 */
export function quoteProviderMessage(message: unknown): string {
  if (typeof message !== 'string' || !message.trim()) return '';
  const line = message
    .replace(/[\u0000-\u001f\u007f]+/g, ' ')
    .replace(/\b(Basic|Bearer)\s+\S+/gi, '$1 [redacted]')
    .replace(/\b(SB-)?Mid-server-[\w-]+/gi, '[redacted]')
    .replace(/\bxnd_[\w+/=-]+/gi, '[redacted]')
    .replace(/[A-Za-z0-9+/=_-]{32,}/g, '[redacted]')
    .trim();
  return line.length > MAX_QUOTED ? `${line.slice(0, MAX_QUOTED - 1)}…` : line;
}

/** Asks the provider and answers its JSON answer, whatever its status (see `refused`). */
export async function callProvider(call: ProviderCall): Promise<ProviderAnswer> {
  const { provider, action, account, path, timeoutMs, log } = call;
  const started = Date.now();
  let response: Response;
  try {
    response = await fetch(`${account.baseUrl}${path}`, {
      method: call.method,
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Basic ${Buffer.from(`${account.key.reveal()}:`).toString('base64')}`,
        ...call.headers,
      },
      body: call.method === 'POST' ? JSON.stringify(call.body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    log.warn(
      { provider, path, ms: Date.now() - started, reason: timedOut ? 'timeout' : errorCode(error) },
      `${provider} did not answer ${action}`,
    );
    if (timedOut) throw new PaymentProviderError(504, `${provider} did not answer ${action} in time; please try again`);
    throw new PaymentProviderError(502, `${provider} could not be reached; please try again`);
  }
  let body: Record<string, unknown> = {};
  try {
    const text = await response.text();
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // A refusal without JSON (a proxy's error page) is still a refusal, told by its status.
    if (response.ok) {
      log.warn({ provider, path, status: response.status }, `${provider} answered ${action} with no JSON`);
      throw unexpected(provider, action);
    }
  }
  return { status: response.status, body };
}

/** The error for a provider's refusal, logged with the provider's code and message (never the key). */
export function refused(
  call: Pick<ProviderCall, 'provider' | 'action' | 'path' | 'log'>,
  answer: ProviderAnswer,
  code: unknown,
  message: unknown,
): PaymentProviderError {
  const quoted = quoteProviderMessage(message);
  call.log.warn(
    { provider: call.provider, path: call.path, status: answer.status, code: String(code ?? ''), message: quoted },
    `${call.provider} refused ${call.action}`,
  );
  if (answer.status === 401 || answer.status === 403 || String(code) === '401')
    return new PaymentProviderError(502, `${call.provider} refused the server's key for ${call.action}`);
  return new PaymentProviderError(
    502,
    `${call.provider} refused ${call.action}${quoted ? `: ${quoted}` : ` (${String(code ?? answer.status)})`}`,
  );
}

/** The error for an answer without what the provider documents it holds. */
export function unexpected(provider: string, action: string): PaymentProviderError {
  return new PaymentProviderError(502, `${provider} answered ${action} in an unexpected form; please try again`);
}

// The network's reason fetch failed (ECONNREFUSED, ENOTFOUND...), from its cause or the first of
// the causes when it tried several addresses.
function errorCode(error: unknown): string {
  const cause = (error as { cause?: { code?: unknown; errors?: { code?: unknown }[] } } | undefined)?.cause;
  const code = cause?.code ?? cause?.errors?.[0]?.code;
  return typeof code === 'string' ? code : error instanceof Error ? error.name : 'unknown';
}
