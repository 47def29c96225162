// Handler types derived from the generated contract types, so a handler's body, query, path
// parameters and answer follow the contract and a contract change breaks the build.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../../generated/schema';
import { HttpError } from './http-error';

export type OperationId = keyof operations;
type Op<K extends OperationId> = operations[K];

type JsonContent<T> = T extends { content: { 'application/json': infer B } } ? B : never;

export type RequestBody<K extends OperationId> =
  Op<K> extends { requestBody: infer R } ? JsonContent<NonNullable<R>> : undefined;
export type Query<K extends OperationId> = Op<K>['parameters'] extends { query?: infer Q } ? NonNullable<Q> : never;
export type PathParams<K extends OperationId> = Op<K>['parameters'] extends { path?: infer P } ? NonNullable<P> : never;

type SuccessStatus = 200 | 201;
/** The JSON body of the operation's success answer. */
export type Success<K extends OperationId> = {
  [S in keyof Op<K>['responses']]: S extends SuccessStatus ? JsonContent<Op<K>['responses'][S]> : never;
}[keyof Op<K>['responses']];

export type HandlerRequest<K extends OperationId> = FastifyRequest<{
  Body: RequestBody<K>;
  Querystring: Query<K>;
  Params: PathParams<K>;
}>;

/** An operation answering JSON returns its body; one answering a file (no JSON) sends it and returns the reply. */
export type Handler<K extends OperationId> = (
  request: HandlerRequest<K>,
  reply: FastifyReply,
) => Promise<[Success<K>] extends [never] ? FastifyReply : Success<K>>;

export type Handlers = { [K in OperationId]?: Handler<K> };

/** Trimmed text that must not be blank; the contract's minLength counts spaces, people do not. */
export function requiredText(value: string, field: string, label: string): string {
  const text = value.trim();
  if (!text) throw new HttpError(400, `${label} is required`, field);
  return text;
}
