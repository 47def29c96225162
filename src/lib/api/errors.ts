// What a failed call says to the user. An HTTP error carries the API's message; a
// call that never reached the server says so in the language in use.
import { t } from '../i18n';

/** The detail of the first entry of an `errors` list, or 'An unknown error occurred'. */
export function errorMessageFromBody(body: unknown): string {
  if (typeof body === 'object' && body !== null && 'errors' in body) {
    const errors = (body as { errors: unknown }).errors;
    if (Array.isArray(errors)) {
      const first: unknown = errors[0];
      if (typeof first === 'object' && first !== null && 'detail' in first) {
        const detail = (first as { detail: unknown }).detail;
        if (typeof detail === 'string') return detail;
      }
    }
  }
  return t('errors.unknown');
}

/** A response with an HTTP error status; `message` is what the user sees. */
export class ApiError<Body = unknown> extends Error {
  readonly status: number;
  readonly body: Body;
  /** The request field the first error names, when it names one. */
  readonly field: string | undefined;
  /** The seconds the answer's Retry-After asked to wait, when it asked. */
  readonly retryAfter: number | undefined;

  constructor(status: number, body: Body, retryAfter?: number) {
    super(errorMessageFromBody(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    this.retryAfter = retryAfter;
    const first = (body as { errors?: { field?: unknown }[] } | null)?.errors?.[0];
    this.field = typeof first?.field === 'string' ? first.field : undefined;
  }
}

/** A call that got no answer: offline, or the server is out of reach. */
export class NetworkError extends Error {
  constructor(cause?: unknown) {
    super(t('errors.network'), { cause });
    this.name = 'NetworkError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** The API cannot serve right now (503) or could not be reached: worth trying again shortly. */
export const isUnavailable = (error: unknown): boolean =>
  error instanceof NetworkError || (isApiError(error) && (error.status === 503 || error.status === 502));
