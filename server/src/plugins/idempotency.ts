// The `Idempotency-Key` header of the writes the contract gives one (every write a signed-in user
// makes). A first request claims the key and runs; its answer is kept unless it is a 5xx. A repeat
// with the same method, path and body gets the kept answer again without running the handler; with
// another request, 422; while the first runs, 409 with Retry-After. The key is claimed only after
// sign-in and validation passed (a preHandler), so a refused request claims nothing. See
// lib/idempotency for how a write whose answer never left is told from one that never ran.
import { createHash, createHmac, type Hash } from 'node:crypto';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ContractDocument, Operation } from '../lib/contract';
import { badRequest, HttpError } from '../lib/http-error';
import { claimKey, type HeldKey, holding, keepAnswer, releaseKey, sweepExpiredKeys } from '../lib/idempotency';
import { minutes } from '../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SHA-256 of the body as it arrives, for a request that sent an Idempotency-Key. */
    bodyHash?: () => string;
    /** The key this request holds while it runs. */
    idempotencyKey?: HeldKey;
  }
}

export const REPLAYED_HEADER = 'idempotent-replayed';
const HEADER = 'idempotency-key';
const BROKEN_FORM = 'The upload is not a valid multipart form; send the image in a field named "file"';
const TOO_LARGE = 'The request is too large';

/** True when the operation declares the Idempotency-Key header (the bundled contract adds it). */
function takesIdempotencyKey(doc: ContractDocument, operation: Operation): boolean {
  return (operation.spec.parameters ?? []).some((parameter: { $ref?: string; in?: string; name?: string }) => {
    const resolved =
      typeof parameter.$ref === 'string'
        ? doc.components?.parameters?.[parameter.$ref.replace('#/components/parameters/', '')]
        : parameter;
    return resolved?.in === 'header' && resolved.name?.toLowerCase() === HEADER;
  });
}

function hashingStream(payload: Readable): { stream: Readable; hash: Hash } {
  const hash = createHash('sha256');
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
  });
  return { stream: pipeline(payload, tap, () => {}), hash };
}

/**
 * A multipart form is read to its closing delimiter before the handler runs, hashed, and put back
 * into the request for the handler's parser. Its boundary is left out of the hash: a browser sending
 * the same form again picks a new one.
 */
function readForm(payload: Readable, boundary: string, limit: number): Promise<string> {
  const closing = Buffer.from(`--${boundary}--`);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let tail = Buffer.alloc(0);
    const stop = () => {
      payload.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onEnd = () => {
      stop();
      reject(badRequest(BROKEN_FORM, 'file'));
    };
    function onData(chunk: Buffer) {
      chunks.push(chunk);
      received += chunk.length;
      if (received > limit) return onError(new HttpError(413, TOO_LARGE));
      const window = Buffer.concat([tail, chunk]);
      if (!window.includes(closing)) {
        tail = window.subarray(Math.max(0, window.length - closing.length));
        return;
      }
      payload.pause();
      stop();
      const form = Buffer.concat(chunks, received);
      payload.unshift(form);
      resolve(hashWithout(form, Buffer.from(boundary)));
    }
    payload.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

function hashWithout(bytes: Buffer, cut: Buffer): string {
  const hash = createHash('sha256');
  let from = 0;
  for (let at = bytes.indexOf(cut); at >= 0; at = bytes.indexOf(cut, from)) {
    hash.update(bytes.subarray(from, at));
    from = at + cut.length;
  }
  return hash.update(bytes.subarray(from)).digest('hex');
}

function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/**
 * What the request was: its method, path and body. Keyed with the server's secret, since a body
 * may hold passwords (a password change, a new account): a copy of the database cannot test
 * guesses against it.
 */
function fingerprint(request: FastifyRequest, secret: string): string {
  return createHmac('sha256', secret)
    .update(`${request.method} ${request.url}\n`)
    .update(request.bodyHash?.() ?? '')
    .digest('hex');
}

export default fp<{ doc: ContractDocument; operations: Operation[]; formLimit: number; secret: string }>(
  async (app: FastifyInstance, { doc, operations, formLimit, secret }) => {
    const keyed = new Set(operations.filter((op) => takesIdempotencyKey(doc, op)).map((op) => op.operationId));
    let lastSweep = 0;

    async function hashBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
      if (request.headers[HEADER] === undefined) return payload;
      const type = request.headers['content-type'] ?? '';
      if (/^multipart\//i.test(type)) {
        const boundary = boundaryOf(type);
        if (!boundary) throw badRequest(BROKEN_FORM, 'file');
        const hash = await readForm(payload, boundary, formLimit);
        request.bodyHash = () => hash;
        return payload;
      }
      const { stream, hash } = hashingStream(payload);
      let digest: string | undefined;
      request.bodyHash = () => (digest ??= hash.digest('hex'));
      return stream;
    }

    function claim(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      const key = request.headers[HEADER];
      if (typeof key !== 'string' || !request.auth) return done();
      const { db } = request.server;
      claimKey(db, request.auth.userId, key, fingerprint(request, secret)).then((outcome) => {
        if ('replay' in outcome) {
          const { status, contentType, body } = outcome.replay;
          if (contentType) reply.header('content-type', contentType);
          reply.code(status).header(REPLAYED_HEADER, 'true').send(body);
          return;
        }
        // Expired keys are cleared now and then, after the answer, by one process at a time.
        if (Date.now() - lastSweep > minutes(10)) {
          lastSweep = Date.now();
          app.backgroundJobs.run('expired idempotency keys', () => sweepExpiredKeys(db));
        }
        request.idempotencyKey = outcome.held;
        holding(outcome.held, done);
      }, done);
    }

    app.addHook('onRoute', (route: RouteOptions) => {
      if (!keyed.has((route.schema as { operationId?: string } | undefined)?.operationId ?? '')) return;
      const listed = <T>(hooks: T | T[] | undefined): T[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
      route.preParsing = [...listed(route.preParsing), hashBody as never];
      route.preHandler = [...listed(route.preHandler), claim as never];
    });

    // Global: it runs before compression's, which is added to each route, so the answer is kept as sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const holder = request.idempotencyKey;
      if (!holder?.open) return payload;
      holder.open = false;
      const { db } = request.server;
      try {
        // An answer without a body (204) is kept as one; a stream cannot be.
        const body = payload ?? '';
        if (reply.statusCode >= 500 || typeof body !== 'string') await releaseKey(db, holder);
        else {
          const contentType = reply.getHeader('content-type');
          await keepAnswer(db, holder, {
            status: reply.statusCode,
            contentType: typeof contentType === 'string' ? contentType : null,
            body,
          });
        }
      } catch (error) {
        // The answer still goes out; a retry finds the key applied (409) or free to run again.
        request.log.error({ err: error }, 'the answer of an idempotent request could not be kept');
      }
      return payload;
    });
  },
  { name: 'idempotency' },
);
