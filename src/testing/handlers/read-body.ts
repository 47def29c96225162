// Reads a request's JSON body through the contract's zod schema, answering the contract's 400 for
// a body the API would refuse (so a form sending a wrong body fails its test).
import type { z } from 'zod';
import { errorResponse } from '../api';

export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const parsed = schema.safeParse(await request.json().catch(() => undefined));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw errorResponse(400, issue?.message ?? 'Invalid body', issue?.path.join('.'));
  }
  return parsed.data;
}

/** The ids of a list filter, sent repeated (`?ids=1&ids=2`) or comma-separated. */
export const idsParam = (query: URLSearchParams, param: string) =>
  query
    .getAll(param)
    .flatMap((value) => value.split(','))
    .filter(Boolean)
    .map(Number);
