// Who each write is recorded under (lib/audit): after sign-in was checked, a write runs in an audit
// context naming the signed-in user, the outlet reach its operation's scopes give them, the client's
// address and user agent, and the operation. A provider's notification is recorded under the
// provider, a customer's under their customer id; sign-in and recovery name their user themselves once
// they know who it is.
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { actingAs, type AuditActor } from '../../lib/audit';
import { operationScopes, type Operation } from '../../lib/contract';
import { operationReach } from '../../lib/outlet-access';
import type { AdminScope } from '../../lib/scopes';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export default fp<{ operations: Operation[] }>(
  async (app, { operations }) => {
    const scopesOf = new Map(operations.map((op) => [op.operationId, operationScopes(op)]));

    function actorOf(request: FastifyRequest): AuditActor {
      const operation = (request.routeOptions.schema as { operationId?: string } | undefined)?.operationId ?? 'unknown';
      const userAgent = request.headers['user-agent'] ?? null;
      const where = { ip: request.ip ?? null, userAgent, operation };
      if (request.auth) {
        const reach = operationReach(request.auth.grants, (scopesOf.get(operation) ?? []) as AdminScope[]);
        return { actor: 'user', userId: request.auth.userId, actorName: null, reach, ...where };
      }
      // A customer of the app, by their customer id (the record itself, erasable, holds who they are).
      if (request.customer)
        return {
          actor: 'system',
          userId: null,
          actorName: `customer ${request.customer.customerId}`,
          reach: { all: false, ids: [] },
          ...where,
        };
      if (operation === 'receivePaymentCallback') {
        const provider = (request.params as { provider?: string } | undefined)?.provider ?? null;
        return { actor: 'provider', userId: null, actorName: provider, reach: { all: false, ids: [] }, ...where };
      }
      return { actor: 'system', userId: null, actorName: null, reach: { all: false, ids: [] }, ...where };
    }

    app.addHook('preHandler', (request, _reply, done) => {
      if (READS.has(request.method)) return done();
      actingAs(actorOf(request), done);
    });
  },
  { name: 'audit' },
);
