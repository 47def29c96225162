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

/** The SQLSTATE of a database error from either driver, wrapped by Drizzle or not. */
export function databaseErrorCode(error: unknown): string | undefined {
  let current: any = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current.code;
    current = current.cause;
  }
  return undefined;
}

/** True when a database error is a unique-constraint violation. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === '23505';
}
