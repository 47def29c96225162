// fastify-openapi-glue: a route for every operation of the contract, its parameters and body
// validated and its answer serialized by the contract's schemas, handled by the service its
// operationId names (services/); the signed-in ones pass the bearerAuth security handler first.
import type { FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import type { ContractDocument, Operation } from '../../lib/contract';
import { buildServiceHandlers } from '../../services';
import { createSecurityHandlers } from '../../services/auth/security-handlers';

export default fp<{ contract: ContractDocument; operations: Operation[]; tokenSecret: string }>(
  async (app: FastifyInstance, { contract, operations, tokenSecret }) => {
    await app.register(openapiGlue, {
      specification: structuredClone(contract),
      serviceHandlers: buildServiceHandlers(operations.map((op) => op.operationId)),
      securityHandlers: createSecurityHandlers(tokenSecret),
    });
  },
  { name: 'openapi-glue' },
);
