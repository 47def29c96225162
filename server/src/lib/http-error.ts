// An error a handler throws to answer with the contract's error envelope.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly field?: string,
  ) {
    super(detail);
  }
}

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
