// @fastify/cors for the browser app's origins when it is served from another (CORS_ORIGINS); none
// when the list is empty, as when the API serves the app itself.
import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { Operation } from '../../lib/contract';
import { REPLAYED_HEADER } from '../../lib/idempotency';

export default fp<{ origins: string[]; operations: Operation[] }>(
  async (app, { origins, operations }) => {
    if (!origins.length) return;
    await app.register(cors, {
      origin: origins,
      // Every method the contract uses, and the headers the app sends and reads.
      methods: [...new Set(['GET', 'HEAD', ...operations.map((op) => op.method)])],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'idempotency-key'],
      exposedHeaders: ['x-request-id', 'retry-after', REPLAYED_HEADER],
    });
  },
  { name: 'cors' },
);
