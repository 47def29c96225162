// What an operation accepts comes from the contract: a body in one of its declared media types
// (JSON, or multipart for the upload) and, when the body is required, a body at all. Anything else
// is answered here, 415 or 400 in the envelope, before a handler could see a body it never expected.
// An operation that declares no body never reads one: a sign-out sent with `Content-Type:
// application/json` and nothing after it signs out, as the contract says it does.
import type { FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { Operation } from '../../lib/contract';
import { HttpError } from '../../lib/http-error';

const UNSUPPORTED = 'The request content type is not supported; send JSON';
const BODY_REQUIRED = 'The request body is required; send a JSON object';

interface Accepts {
  types: string[];
  required: boolean;
}

function mediaType(request: FastifyRequest): string | undefined {
  return request.headers['content-type']?.split(';')[0]?.trim().toLowerCase() || undefined;
}

const hooks = <T>(existing: T | T[] | undefined): T[] =>
  Array.isArray(existing) ? existing : existing ? [existing] : [];

// Fastify parses a body when these say there is one; hidden, the body is left unread (Node discards
// it once the answer is sent) and no content type, length or JSON can be refused.
const NO_BODY = { 'content-type': undefined, 'content-length': undefined, 'transfer-encoding': undefined };

async function ignoreBody(request: FastifyRequest) {
  request.headers = NO_BODY as never;
}

export default fp<{ operations: Operation[] }>(
  async (app, { operations }) => {
    const byId = new Map<string, Accepts>(
      operations.map((op) => [
        op.operationId,
        { types: Object.keys(op.spec.requestBody?.content ?? {}), required: op.spec.requestBody?.required === true },
      ]),
    );
    // Plain text would otherwise be parsed into a string that skips the JSON schema.
    app.removeContentTypeParser('text/plain');
    app.addHook('onRoute', (route: RouteOptions) => {
      const accepts = byId.get((route.schema as { operationId?: string } | undefined)?.operationId ?? '');
      if (!accepts) return;
      if (accepts.types.length === 0) {
        // GET and HEAD bodies are never parsed; only the others need hiding.
        if (![route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) {
          route.preParsing = [...hooks(route.preParsing), ignoreBody];
        }
        return;
      }
      const check = async (request: FastifyRequest) => {
        const type = mediaType(request);
        if (type && request.body !== undefined && !accepts.types.includes(type)) {
          throw new HttpError(415, UNSUPPORTED);
        }
        const multipart = type?.startsWith('multipart/') ?? false;
        if (multipart && !accepts.types.includes('multipart/form-data')) throw new HttpError(415, UNSUPPORTED);
        if (accepts.required && request.body === undefined && !multipart) throw new HttpError(400, BODY_REQUIRED);
      };
      route.preValidation = [...hooks(route.preValidation), check];
    });
  },
  { name: 'request-shape' },
);
