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

/** True when a database error is a unique-constraint violation (either driver, wrapped or not). */
export function isUniqueViolation(error: unknown): boolean {
  let current: any = error;
  for (let depth = 0; current && depth < 3; depth++) {
    if (current.code === '23505') return true;
    current = current.cause;
  }
  return false;
}
