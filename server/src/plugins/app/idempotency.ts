// The `Idempotency-Key` header of the writes the contract gives one (every write a signed-in user
// makes). A first request claims the key and runs; its answer is kept unless it is a 5xx. A repeat
// with the same method, path and body gets the kept answer again without running the handler; with
// another request, 422; while the first runs, 409 with Retry-After. The key is claimed only after
// sign-in and validation passed (a preHandler), so a refused request claims nothing, and a repeat is
// answered only while the user still reaches every outlet whose records the write changed (404
// otherwise, as any record out of reach). See lib/idempotency for how a write whose answer never
// left is told from one that never ran, and which answers are too large to keep.
import { createHmac } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hashBody, hashForm } from '../../lib/body-hash';
import { operationScopes, type ContractDocument, type Operation } from '../../lib/contract';
import { HttpError } from '../../lib/http-error';
import {
  claimKey,
  type HeldKey,
  holding,
  keepAnswer,
  KEPT_ANSWER_LIMIT,
  releaseKey,
  REPLAYED_HEADER,
  sweepExpiredKeys,
} from '../../lib/idempotency';
import { operationReach, reaches } from '../../lib/outlet-access';
import type { AdminScope } from '../../lib/scopes';
import { minutes } from '../../lib/tokens';

declare module 'fastify' {
  interface FastifyRequest {
    /** The SHA-256 of the body as it arrives, for a request that sent an Idempotency-Key. */
    bodyHash?: () => string;
    /** The key this request holds while it runs. */
    idempotencyKey?: HeldKey;
  }
}

const HEADER = 'idempotency-key';
/** A repeat whose write changed records at an outlet the user no longer reaches: as any record out of reach. */
const OUT_OF_REACH = 'Not found';

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
    const scopesOf = new Map(
      operations.filter((op) => takesIdempotencyKey(doc, op)).map((op) => [op.operationId, operationScopes(op)]),
    );
    let lastSweep = 0;

    async function readBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
      if (request.headers[HEADER] === undefined) return payload;
      const type = request.headers['content-type'] ?? '';
      if (/^multipart\//i.test(type)) {
        const hash = await hashForm(payload, type, formLimit);
        request.bodyHash = () => hash;
        return payload;
      }
      const { stream, digest } = hashBody(payload);
      request.bodyHash = digest;
      return stream;
    }

    function claim(request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) {
      const key = request.headers[HEADER];
      const { auth, customer } = request;
      // A staff member's keys, or a customer's (the customer app): each has their own.
      const owner = auth ? { userId: auth.userId } : customer ? { customerId: customer.customerId } : undefined;
      if (typeof key !== 'string' || !owner) return done();
      const { db } = request.server;
      claimKey(db, owner, key, fingerprint(request, secret)).then((outcome) => {
        if ('replay' in outcome) {
          const { status, contentType, body, outletIds } = outcome.replay;
          const operationId = (request.routeOptions.schema as { operationId: string }).operationId;
          // A customer's write touches only their own records: the key is enough.
          if (auth) {
            const reach = operationReach(auth.grants, (scopesOf.get(operationId) ?? []) as AdminScope[]);
            if (!outletIds.every((id) => reaches(reach, id))) return done(new HttpError(404, OUT_OF_REACH));
          }
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
      if (!scopesOf.has((route.schema as { operationId?: string } | undefined)?.operationId ?? '')) return;
      const listed = <T>(hooks: T | T[] | undefined): T[] => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);
      route.preParsing = [...listed(route.preParsing), readBody as never];
      route.preHandler = [...listed(route.preHandler), claim as never];
    });

    // Global: it runs before compression's, which is added to each route, so the answer is kept as sent.
    app.addHook('onSend', async (request, reply, payload) => {
      const holder = request.idempotencyKey;
      if (!holder?.open) return payload;
      holder.open = false;
      const { db } = request.server;
      try {
        // An answer without a body (204) is kept as one; a stream cannot be, nor one past the limit.
        const body = payload ?? '';
        const kept = typeof body === 'string' && Buffer.byteLength(body) <= KEPT_ANSWER_LIMIT;
        if (reply.statusCode >= 500 || !kept) await releaseKey(db, holder);
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
