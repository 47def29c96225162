// A client typed from the contract (openapi-fetch over generated/schema.d.ts) whose requests go
// through Fastify's inject instead of the network, and whose every answer passes the same
// conformance check as the suite's other requests. `api.GET('/adm/v1/categories', { params:
// { query: { name } } })` fails to compile when the contract has no such path or parameter.
import type { FastifyInstance, InjectOptions } from 'fastify';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/schema';
import { contractViolations } from './contract-responses';

export type ApiClient = Client<paths>;

const ORIGIN = 'http://teahouse.test';

export interface ClientOptions {
  token?: string;
  /** The client address the server sees (inject's remoteAddress); 127.0.0.1 by default. */
  remoteAddress?: string;
  headers?: Record<string, string>;
}

// Each answer's body as the server sent it, for the tests that compare answers byte for byte.
const sentBodies = new WeakMap<Response, string>();

/** The body of an answer of the typed client exactly as the server sent it. */
export function sentBody(response: Response): string {
  const body = sentBodies.get(response);
  if (body === undefined) throw new Error('Not an answer of the test client');
  return body;
}

export function injectFetch(app: FastifyInstance, remoteAddress?: string) {
  return async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = url.pathname + url.search;
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const response = await app.inject({
      method: request.method as InjectOptions['method'],
      url: path,
      headers: { host: url.host, ...Object.fromEntries(request.headers.entries()) },
      ...(body ? { payload: body } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    const violations = contractViolations(
      request.method,
      path,
      response.statusCode,
      response.headers['content-type'] as string | undefined,
      response.body,
    );
    if (violations.length) {
      throw new Error(`Contract violation:\n${violations.join('\n')}\nBody: ${response.body.slice(0, 500)}`);
    }
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    // A Response cannot carry a body with these statuses.
    const empty = [204, 205, 304].includes(response.statusCode);
    const answer = new Response(empty ? null : new Uint8Array(response.rawPayload), {
      status: response.statusCode,
      headers,
    });
    sentBodies.set(answer, response.body);
    return answer;
  };
}

/** A client for the app; with a token, every request carries it as the bearer. */
export function apiClient(app: FastifyInstance, options: ClientOptions = {}): ApiClient {
  return createClient<paths>({
    baseUrl: ORIGIN,
    fetch: injectFetch(app, options.remoteAddress),
    // The contract's array query parameters are `style: form, explode: false`: `outlet_ids=1,2`.
    querySerializer: { array: { style: 'form', explode: false } },
    headers: { ...options.headers, ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
  });
}
