// An error a handler throws to answer with the contract's error envelope.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly field?: string,
    /** Headers the answer carries, such as Retry-After. */
    readonly headers: Record<string, string> = {},
  ) {
    super(detail);
  }
}

/** 429 with the seconds to wait in Retry-After. */
export const tooManyRequests = (detail: string, retryAfterMs: number, field?: string) =>
  new HttpError(429, detail, field, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });

export const notFound = (what: string) => new HttpError(404, `${what} not found`);
export const conflict = (detail: string, field?: string) => new HttpError(409, detail, field);
export const unprocessable = (detail: string, field?: string) => new HttpError(422, detail, field);
export const badRequest = (detail: string, field?: string) => new HttpError(400, detail, field);

/** The driver's error (either driver, wrapped by Drizzle or not): the one carrying a SQLSTATE. */
function databaseError(error: unknown): { code: string; constraint?: string } | undefined {
  let current: any = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current;
    current = current.cause;
  }
  return undefined;
}

// Reaching the database failed, as opposed to a query it refused: the network (either driver's
// socket errors), a connection that dropped or was closed under a query, an answer that did not
// come in time (the client's query_timeout, or the server cancelling a statement at its
// statement_timeout, 57014, or ending an idle transaction, 25P03), the server shutting down or
// refusing connections (SQLSTATE classes 08 and 57P, 53300 too many connections), a pool that timed
// out waiting, or a closed embedded database.
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  '57014',
  '25P03',
  '53300',
]);
const UNREACHABLE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Query read timeout|PGlite is closed|Client has encountered a connection error|Client was closed and is not queryable|Cannot use a pool after calling end/i;

/** Seconds a client is asked to wait (Retry-After) when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** True when the error says the database cannot be reached (answer 503), not that a query was wrong. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: any = error;
  for (let depth = 0; current && depth < 4; depth++) {
    const code = typeof current.code === 'string' ? current.code : '';
    if (UNREACHABLE_CODES.has(code) || code.startsWith('08') || /^57P0[1-5]$/.test(code)) return true;
    if (typeof current.message === 'string' && UNREACHABLE_MESSAGES.test(current.message)) return true;
    if (Array.isArray(current.errors) && current.errors.some(isDatabaseUnavailable)) return true;
    current = current.cause;
  }
  return false;
}

/** The SQLSTATE of a database error. */
export function databaseErrorCode(error: unknown): string | undefined {
  return databaseError(error)?.code;
}

/**
 * A `.catch` for writes guarded by unique indexes: the database decides (no racy look-up first),
 * and a violation of one of `conflicts`, by index name, answers 409 naming its field.
 */
export function conflictOnUnique(conflicts: Record<string, { detail: string; field: string }>) {
  return (error: unknown): never => {
    const failure = databaseError(error);
    const known = failure?.code === '23505' && failure.constraint ? conflicts[failure.constraint] : undefined;
    if (known) throw conflict(known.detail, known.field);
    throw error;
  };
}
