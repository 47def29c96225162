// @fastify/rate-limit, with no limit of its own: plugins/app/throttles makes each operation's limits
// with it. It counts in the throttle store that plugin decorates the server with (the database's,
// shared by every process), looked up as a request is counted, once the database is open.
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** @fastify/rate-limit's store interface over the server's throttle store. */
function throttleStoreOf(app: FastifyInstance) {
  return class {
    incr(key: string, done: (error: Error | null, result?: { current: number; ttl: number }) => void, window: number) {
      app.throttles.hit(key, window).then(
        (c) => done(null, { current: c.count, ttl: c.retryAfterMs }),
        (error: Error) => done(error),
      );
    }
    child() {
      return this;
    }
  };
}

export default fp(
  async (app) => {
    await app.register(rateLimit, { global: false, store: throttleStoreOf(app) as never });
  },
  { name: 'rate-limit' },
);
