// The security handlers fastify-openapi-glue calls for every operation that declares one (see
// plugins/external/openapi-glue): bearerAuth for staff, customerAuth for the customer app (/app/v1).
// No, an unknown, expired or revoked token answers 401; a valid staff token without the scope 403.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { FORBIDDEN, SESSION_EXPIRED, SIGN_IN_REQUIRED } from '../../lib/current-user';
import { HttpError } from '../../lib/http-error';
import { resolveCustomerSession } from '../customer-auth/sessions';
import { resolveSession } from './sessions';

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match?.[1];
}

export function createSecurityHandlers(tokenSecret: string) {
  return {
    async bearerAuth(request: FastifyRequest, _reply: FastifyReply, scopes: string[]) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
      request.authLookup ??= resolveSession(request.server.db, tokenSecret, token);
      const user = await request.authLookup;
      if (!user) throw new HttpError(401, SESSION_EXPIRED);
      // An empty scope list means any signed-in user; otherwise this alternative needs every scope it lists.
      if (!scopes.every((scope) => (user.scopes as string[]).includes(scope))) throw new HttpError(403, FORBIDDEN);
      request.auth = user;
    },
    // A customer's token, looked up only among customer sessions: a staff token is unknown here, as
    // a customer token is to bearerAuth.
    async customerAuth(request: FastifyRequest) {
      const token = bearerToken(request);
      if (!token) throw new HttpError(401, SIGN_IN_REQUIRED);
      const customer = await resolveCustomerSession(request.server.db, tokenSecret, token);
      if (!customer) throw new HttpError(401, SESSION_EXPIRED);
      request.customer = customer;
    },
  };
}
