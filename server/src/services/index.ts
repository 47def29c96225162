// The handler of every operation in the contract, by operationId. An operation without a handler
// answers 501 with the error envelope, so a new contract area is served (as "not yet") at once.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Handlers } from '../lib/handler-types';
import { HttpError } from '../lib/http-error';
import { authHandlers } from './auth/handlers';
import { categoryHandlers } from './categories/handlers';
import { dashboardHandlers } from './dashboard/handlers';
import { roleHandlers } from './roles/handlers';
import { systemHandlers } from './system/handlers';
import { uploadHandlers } from './uploads/handlers';
import { userHandlers } from './users/handlers';

export const NOT_IMPLEMENTED = 'This operation is not available yet';

export const implementedHandlers: Handlers = {
  ...authHandlers,
  ...systemHandlers,
  ...userHandlers,
  ...roleHandlers,
  ...categoryHandlers,
  ...dashboardHandlers,
  ...uploadHandlers,
};

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** serviceHandlers for fastify-openapi-glue: one method per operationId of the contract. */
export function buildServiceHandlers(operationIds: string[]): Record<string, AnyHandler> {
  const handlers = implementedHandlers as Record<string, AnyHandler | undefined>;
  return Object.fromEntries(
    operationIds.map((id) => [
      id,
      handlers[id] ??
        (async () => {
          throw new HttpError(501, NOT_IMPLEMENTED);
        }),
    ]),
  );
}
