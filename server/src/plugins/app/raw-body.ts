// The body of a request exactly as it arrived, for the operations whose caller signs those bytes (a
// payment provider's notification): parsing and serialising JSON again could change them (spacing,
// key order, number forms), and the signature would no longer match what was signed.
import { pipeline, type Readable, Transform } from 'node:stream';
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body's bytes as sent, once read, for the operations that keep them. */
    rawBody?: Buffer;
  }
}

async function keepBody(request: FastifyRequest, _reply: FastifyReply, payload: Readable) {
  const chunks: Buffer[] = [];
  const tap = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      request.rawBody = Buffer.concat(chunks);
      done();
    },
  });
  return pipeline(payload, tap, () => {});
}

export default fp<{ operationIds: string[] }>(
  async (app, { operationIds }) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      if (!operationIds.includes((route.schema as { operationId?: string } | undefined)?.operationId ?? '')) return;
      const existing = route.preParsing;
      route.preParsing = [...(Array.isArray(existing) ? existing : existing ? [existing] : []), keepBody as never];
    });
  },
  { name: 'raw-body' },
);
