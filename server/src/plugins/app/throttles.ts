// Request throttles for the calls an attacker can make without signing in (sign-in, password
// recovery): per client address and per account, counted in the database (lib/throttle-store) so
// every API process on one PostgreSQL shares the counts. @fastify/rate-limit (plugins/external/
// rate-limit) does the bookkeeping; each limit answers 429 with Retry-After.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../../lib/http-error';
import type { ThrottledOperations } from '../../lib/throttle-limits';
import { databaseThrottleStore, type ThrottleStore } from '../../lib/throttle-store';

const TOO_MANY = 'Too many requests. Please wait a moment and try again.';

declare module 'fastify' {
  interface FastifyInstance {
    throttles: ThrottleStore;
  }
}

export default fp<{ operations: ThrottledOperations }>(
  async (app: FastifyInstance, { operations }) => {
    app.decorate('throttles', databaseThrottleStore(app.db));
    // Each operation's limits run before its handler (and after its body is parsed, so a limit
    // may count by account). A limit already used up answers 429 before any work is done.
    app.addHook('onRoute', (route) => {
      const limits = operations[(route.schema as { operationId?: string } | undefined)?.operationId ?? ''];
      if (!limits) return;
      const checks = limits.map((limit) => ({
        limit,
        check: app.createRateLimit({
          max: limit.max,
          timeWindow: limit.windowMs,
          keyGenerator: (request: FastifyRequest) => `${limit.name}:${limit.key(request)}`,
        }),
      }));
      const hook = async (request: FastifyRequest) => {
        for (const { limit, check } of checks) {
          if (limit.key(request) === undefined) continue;
          const result = await check(request);
          if (!result.isAllowed && result.isExceeded) throw tooManyRequests(TOO_MANY, result.ttl);
        }
      };
      const existing = route.preValidation;
      route.preValidation = [hook, ...(Array.isArray(existing) ? existing : existing ? [existing] : [])];
    });
  },
  { name: 'throttles', dependencies: ['db', 'rate-limit'] },
);
