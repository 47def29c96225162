// Spec section 8: what a failed response says to the user.
export const UNKNOWN_ERROR_MESSAGE = 'An unknown error occurred';

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
  return UNKNOWN_ERROR_MESSAGE;
}

/** A response with an HTTP error status; `message` is what the user sees. */
export class ApiError<Body = unknown> extends Error {
  readonly status: number;
  readonly body: Body;
  /** The request field the first error names, when it names one. */
  readonly field: string | undefined;

  constructor(status: number, body: Body) {
    super(errorMessageFromBody(body));
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
    const first = (body as { errors?: { field?: unknown }[] } | null)?.errors?.[0];
    this.field = typeof first?.field === 'string' ? first.field : undefined;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
