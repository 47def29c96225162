// Builds the API server from the contract: routes, validation and serialization come from
// contracts/openapi.yaml; handlers are looked up by operationId. Tests build it and use inject.
import { randomUUID } from 'node:crypto';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { listOperations, loadContract } from './lib/contract';
import { contractValidatorCompiler } from './lib/validator-compiler';
import { createSecurityHandlers } from './plugins/auth';
import dbPlugin from './plugins/db';
import { registerErrorHandler } from './plugins/errors';
import mailerPlugin from './plugins/mailer';
import staticAppPlugin from './plugins/static-app';
import uploadsPlugin from './plugins/uploads';
import { buildServiceHandlers } from './services';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
  }
}

// Secrets never reach the logs: tokens, passwords and recovery codes are censored wherever they appear.
const redact = {
  paths: [
    'req.headers.authorization',
    'req.headers.cookie',
    'res.headers["set-cookie"]',
    '*.password',
    '*.current_password',
    '*.new_password',
    '*.confirm_password',
    '*.token',
    '*.otp',
    '*.text',
  ],
  censor: '[redacted]',
};

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel, redact },
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
  });
  app.decorate('config', config);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.setValidatorCompiler(contractValidatorCompiler());
  // Who is asking is checked before what they sent: an anonymous request gets 401 whatever its
  // body, as the contract describes. fastify-openapi-glue attaches security as a preHandler.
  app.addHook('onRoute', (route) => {
    if (route.preHandler && !route.preValidation) {
      route.preValidation = route.preHandler;
      delete route.preHandler;
    }
  });
  registerErrorHandler(app);

  const database = await openDatabase(config.database, (error) =>
    app.log.warn({ err: error }, 'A database connection was lost; the pool opens a new one'),
  );
  await app.register(dbPlugin, { database });
  if (config.seedDemo) await seedDemoIfEmpty(database.db, config, app.log);
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  if (config.corsOrigins.length) await app.register(cors, { origin: config.corsOrigins });
  await app.register(uploadsPlugin, { uploadsDir: config.uploadsDir });

  const contract = loadContract();
  const operationIds = listOperations(contract).map((op) => op.operationId);
  await app.register(openapiGlue, {
    specification: structuredClone(contract),
    serviceHandlers: buildServiceHandlers(operationIds),
    securityHandlers: createSecurityHandlers(config.tokenSecret),
  });
  await app.register(staticAppPlugin, { appDir: config.appDir });
  return app;
}
