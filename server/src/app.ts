// Builds the API server from the contract: routes, validation and serialization come from
// contracts/openapi.yaml; handlers are looked up by operationId. Tests build it and use inject.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { openDatabase } from './db/client';
import { seedDemoIfEmpty } from './seed';
import { BackgroundJobs } from './lib/background-jobs';
import { listOperations, loadContract } from './lib/contract';
import { envelopeClientErrors } from './lib/error-envelope';
import { MAX_IMAGE_BYTES } from './lib/image-type';
import { logSerializers, redact, RequestLog } from './lib/logging';
import { securityHeaders } from './lib/security-headers';
import { contractValidatorCompiler } from './lib/validator-compiler';
import type { PushSender } from './lib/web-push';
import audit from './plugins/app/audit';
import db from './plugins/app/db';
import errors from './plugins/app/errors';
import idempotency from './plugins/app/idempotency';
import mailer from './plugins/app/mailer';
import messages from './plugins/app/messages';
import orderEvents from './plugins/app/order-events';
import rawBody from './plugins/app/raw-body';
import requestShape from './plugins/app/request-shape';
import scheduledJobs from './plugins/app/scheduled-jobs';
import staticApp from './plugins/app/static-app';
import throttles from './plugins/app/throttles';
import uploads from './plugins/app/uploads';
import webPush from './plugins/app/web-push';
import compress from './plugins/external/compress';
import cors from './plugins/external/cors';
import helmet from './plugins/external/helmet';
import multipart from './plugins/external/multipart';
import openapiGlue from './plugins/external/openapi-glue';
import { IMPORT_BODY_LIMIT } from './services/imports/read-file';
import rateLimit from './plugins/external/rate-limit';
import { throttledOperations } from './services/auth/throttles';
import type { PaymentProviders } from './services/payment-gateways/port';
import { paymentProviders } from './services/payment-gateways/providers';
import { configuredMenuAdapters } from './services/channel-menus/menu-adapters';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    backgroundJobs: BackgroundJobs;
    /** The payment providers: which charges a gateway, and whose notifications arrive where. */
    paymentProviders: PaymentProviders;
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
    // Requests that arrive while the server closes get the envelope's 503 (see plugins/app/errors).
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
  app.decorate('paymentProviders', paymentProviders(config, app.log));
  app.addHook('onClose', async () => {
    app.backgroundJobs.dropWaiting();
    await app.backgroundJobs.idle();
  });
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
    // An import's file travels base64-encoded in its JSON body: 5 MB of file is about 6.7 MB.
    if (route.url === '/adm/v1/imports/:kind' && route.method === 'POST') route.bodyLimit = IMPORT_BODY_LIMIT;
  });
  const contract = loadContract();
  const operations = listOperations(contract);
  const database = await openDatabase(config.database, {
    timeoutMs: config.databaseTimeoutMs,
    onConnectionError: (error) =>
      app.log.warn({ err: error }, 'A database connection was lost; the pool opens a new one'),
  });

  // The plugins, in order: each one's hooks run after those of the plugins above it, and a route
  // gets the route hooks of the plugins registered before it. What every answer carries comes first,
  // so that no later hook answers without it; then the third-party plugins, ours, and the services.
  // Security headers on every answer, those a later hook refuses too.
  await app.register(helmet, { headers });
  // Every error in the envelope, and 503 to what arrives while the server closes.
  await app.register(errors);
  // Answers above a kilobyte compressed.
  await app.register(compress);
  // The browser app's origins, when it is served from another.
  await app.register(cors, { origins: config.corsOrigins, operations });
  // The upload's form: one image of at most 2 MB.
  await app.register(multipart);
  // The bookkeeping of the throttles, counted in the database.
  await app.register(rateLimit);
  // app.db, closed with the server.
  await app.register(db, { database });
  // Before the live events start reading: the seed holds its tables' locks until it commits.
  if (config.seedDemo) await database.withoutBounds((unbounded) => seedDemoIfEmpty(unbounded, app.log));
  // The live order events, and web pushes of new orders.
  await app.register(orderEvents, { database: config.database, timeoutMs: config.databaseTimeoutMs });
  await app.register(webPush, { serviceAccount: config.firebaseServiceAccount, sender: options.pushSender });
  // Periodic work, one process at a time: unpaid invoices expiring.
  await app.register(scheduledJobs, {
    database,
    invoiceExpiryMs: config.invoiceExpiryMs,
    pickupWindowsMs: config.pickupWindowsMs,
    prepExpiryMs: config.prepExpiryMs,
    auditRetentionDays: config.auditRetentionDays,
    channelJobsMs: config.channels.jobsMs,
    menuAdapters: configuredMenuAdapters(config.channels),
  });
  // Mail, or the development outbox.
  await app.register(mailer, { smtpUrl: config.smtpUrl, from: config.mailFrom });
  await app.register(messages);
  // The image store and /uploads/<name>.
  await app.register(uploads, { legacyUploadsDir: config.uploadsDir });
  // Sign-in and recovery limits, before anything else an operation does.
  await app.register(throttles, { operations: throttledOperations(config) });
  // Who each write is recorded under in the audit trail.
  await app.register(audit, { operations });
  // Writes sent again with their Idempotency-Key answered once; an upload's form is read whole to
  // be fingerprinted (an image and its form's few headers).
  const formLimit = MAX_IMAGE_BYTES + 64 * 1024;
  await app.register(idempotency, { doc: contract, operations, formLimit, secret: config.tokenSecret });
  // The bytes of a payment notification, whose signature covers them as sent.
  await app.register(rawBody, { operationIds: ['receivePaymentCallback', 'receiveChannelCallback'] });
  // Bodies only in the media types an operation declares.
  await app.register(requestShape, { operations });
  // The services: every operation of the contract, the signed-in ones behind bearerAuth.
  await app.register(openapiGlue, { contract, operations, tokenSecret: config.tokenSecret });
  // The built app, and 404 in the envelope for every other path.
  await app.register(staticApp, { appDir: config.appDir });
  return app;
}
