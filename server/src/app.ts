// Builds the API server from the contract: routes, validation and serialization come from
// contracts/openapi.yaml; handlers are looked up by operationId. Tests build it and use inject.
import { randomUUID } from 'node:crypto';
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './db/seed';
import { BackgroundJobs } from './lib/background-jobs';
import { listOperations, loadContract } from './lib/contract';
import { contractValidatorCompiler } from './lib/validator-compiler';
import type { PushSender } from './lib/web-push';
import { createSecurityHandlers } from './plugins/auth';
import dbPlugin from './plugins/db';
import { envelopeClientErrors, registerErrorHandler } from './plugins/errors';
import idempotencyPlugin, { REPLAYED_HEADER } from './plugins/idempotency';
import { logSerializers, redact, RequestLog } from './plugins/logging';
import mailerPlugin from './plugins/mailer';
import orderEventsPlugin from './plugins/order-events';
import { enforceRequestShape } from './plugins/request-shape';
import securityHeadersPlugin, { securityHeaders } from './plugins/security-headers';
import staticAppPlugin from './plugins/static-app';
import throttlesPlugin from './plugins/throttles';
import { MAX_IMAGE_BYTES } from './lib/image-type';
import uploadsPlugin from './plugins/uploads';
import webPushPlugin from './plugins/web-push';
import { buildServiceHandlers } from './services';
import { throttledOperations } from './services/auth/throttles';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    backgroundJobs: BackgroundJobs;
  }
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,100}$/;

/**
 * `logStream` is for tests that read the log lines; the server logs to standard output.
 * `pushSender` replaces Firebase as the web push transport (tests); pushes still need a service account.
 */
export async function buildApp(
  config: Config,
  options: { logStream?: NodeJS.WritableStream; pushSender?: PushSender } = {},
): Promise<FastifyInstance> {
  const logger: FastifyServerOptions['logger'] = {
    level: config.logLevel,
    redact,
    serializers: logSerializers,
    ...(options.logStream ? { stream: options.logStream } : {}),
  };
  const headers = securityHeaders(config.cspConnectSrc);
  const app = Fastify({
    logger,
    logController: new RequestLog(),
    requestIdHeader: 'x-request-id',
    // Requests that arrive while the server closes get the envelope's 503 (see plugins/errors).
    return503OnClosing: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // Forwarded addresses are believed only from the proxies TRUST_PROXY names.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    ...(envelopeClientErrors(headers) as Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'>),
  });
  app.decorate('config', config);
  app.decorate('backgroundJobs', new BackgroundJobs(app.log));
  app.addHook('onClose', async () => app.backgroundJobs.idle());
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
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
  // First of the hooks: an answer refused by any later one still carries the headers.
  await app.register(securityHeadersPlugin, { headers });
  registerErrorHandler(app);
  // Answers above a kilobyte (long lists, reports, exports) go out compressed: gzip where the client
  // takes it (on a page of the order list, a third of the CPU of brotli at level 4 for a size within
  // a few percent), else brotli at that level. The app's own files come pre-compressed from the
  // build, brotli first.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['gzip', 'br'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });

  const database = await openDatabase(config.database, {
    timeoutMs: config.databaseTimeoutMs,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'A database connection was lost; the pool opens a new one'),
  });
  await app.register(dbPlugin, { database });
  // Before the live events start reading: the seed holds its tables' locks until it commits.
  if (config.seedDemo) await database.withoutBounds((db) => seedDemoIfEmpty(db, app.log));
  await app.register(orderEventsPlugin, { database: config.database, timeoutMs: config.databaseTimeoutMs });
  await app.register(webPushPlugin, { serviceAccount: config.firebaseServiceAccount, sender: options.pushSender });
  await app.register(mailerPlugin, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  const contract = loadContract();
  const operations = listOperations(contract);
  if (config.corsOrigins.length) {
    await app.register(cors, {
      origin: config.corsOrigins,
      // Every method the contract uses, and the headers the app sends and reads.
      methods: [...new Set(['GET', 'HEAD', ...operations.map((op) => op.method)])],
      allowedHeaders: ['authorization', 'content-type', 'x-request-id', 'idempotency-key'],
      exposedHeaders: ['x-request-id', 'retry-after', REPLAYED_HEADER],
    });
  }
  await app.register(uploadsPlugin, { legacyUploadsDir: config.uploadsDir });
  await app.register(throttlesPlugin, { operations: throttledOperations(config) });
  // An upload's form is read whole to be fingerprinted: an image and its form's few headers.
  await app.register(idempotencyPlugin, {
    doc: contract,
    operations,
    formLimit: MAX_IMAGE_BYTES + 64 * 1024,
    secret: config.tokenSecret,
  });
  enforceRequestShape(app, operations);

  await app.register(openapiGlue, {
    specification: structuredClone(contract),
    serviceHandlers: buildServiceHandlers(operations.map((op) => op.operationId)),
    securityHandlers: createSecurityHandlers(config.tokenSecret),
  });
  await app.register(staticAppPlugin, { appDir: config.appDir });
  return app;
}
