// A fake GoBiz partner API (GoFood) for the tests, as GoBiz documents it: the OAuth 2.0
// client-credentials token (`POST /oauth2/token`, form-encoded `client_id`, `client_secret`,
// `grant_type`, `scope`, or the client in a Basic header; the token carries the scopes asked for),
// the order calls (`PUT /integrations/gofood/outlets/{outlet_id}/v1/orders/{order_type}/{order_id}/
// accepted`, `.../cancelled` with `cancel_reason_code` one of HIGH_DEMAND, RESTAURANT_CLOSED,
// ITEMS_OUT_OF_STOCK, OTHERS and a `cancel_reason_description` of 3 characters or more, and
// `.../food-ready`; `gofood:order:write`) and the catalog (`PUT /integrations/gofood/outlets/
// {outlet_id}/v1/catalog`, `gofood:catalog:write`), each answered `{ success: true, data: {} }`. It
// refuses a call without a token it issued or without the scope, records every request; `states`
// are the order states it was told of, `catalogs` the menus it received. `outage` makes the next
// partner calls (not the token) answer 503, as the platform down for a while.
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { startFakeProvider, type FakeProviderServer, type JsonObject, type ReceivedRequest } from './fake-provider';

export const FAKE_GOBIZ_CLIENT = { id: 'gobiz-client-for-tests', secret: 'gobiz-client-secret-for-tests' };

const CANCEL_REASONS = ['HIGH_DEMAND', 'RESTAURANT_CLOSED', 'ITEMS_OUT_OF_STOCK', 'OTHERS'];

export interface FakeGoFood extends FakeProviderServer {
  /** `order_id: ACCEPTED|READY|CANCELLED` for each state it was told of, in order. */
  states: string[];
  /** Each catalog received, with the GoFood outlet it was sent for, in order. */
  catalogs: { outletId: string; catalog: JsonObject }[];
  /** How many of the next partner calls answer 503. */
  outage: number;
  env(): Record<string, string>;
}

/** The client a token request names: in its form, or in a Basic header. */
function clientOf(headers: IncomingHttpHeaders, form: URLSearchParams) {
  const basic = /^Basic ([A-Za-z0-9+/=]+)$/.exec(headers.authorization ?? '');
  if (basic) {
    const [id, ...secret] = Buffer.from(basic[1]!, 'base64').toString('utf8').split(':');
    return { id, secret: secret.join(':') };
  }
  return { id: form.get('client_id'), secret: form.get('client_secret') };
}

const ok = { status: 200, body: { success: true, data: {} } };
const refused = (status: number, message: string) => ({
  status,
  body: { success: false, errors: [{ message }] },
});

export async function startFakeGoFood(): Promise<FakeGoFood> {
  const tokens = new Map<string, string[]>();
  const states: string[] = [];
  const catalogs: FakeGoFood['catalogs'] = [];
  const route = (request: ReceivedRequest) => {
    if (request.path === '/oauth2/token') {
      if (
        request.method !== 'POST' ||
        !String(request.headers['content-type']).startsWith('application/x-www-form-urlencoded')
      )
        return { status: 400, body: { error: 'invalid_request' } };
      const form = new URLSearchParams(typeof request.body === 'string' ? request.body : '');
      const client = clientOf(request.headers, form);
      if (client.id !== FAKE_GOBIZ_CLIENT.id || client.secret !== FAKE_GOBIZ_CLIENT.secret)
        return { status: 401, body: { error: 'invalid_client' } };
      if (form.get('grant_type') !== 'client_credentials')
        return { status: 400, body: { error: 'unsupported_grant_type' } };
      const token = randomUUID();
      tokens.set(token, (form.get('scope') ?? '').split(' ').filter(Boolean));
      return {
        status: 200,
        body: { access_token: token, token_type: 'bearer', expires_in: 3599, scope: form.get('scope') },
      };
    }
    const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const scopes = bearer ? tokens.get(bearer) : undefined;
    if (!scopes) return refused(401, 'Unauthorized');
    if (fake.outage > 0) {
      fake.outage--;
      return refused(503, 'Service temporarily unavailable');
    }
    const order =
      /^\/integrations\/gofood\/outlets\/([^/]+)\/v1\/orders\/(delivery|pickup)\/([^/]+)\/(accepted|cancelled|food-ready)$/.exec(
        request.path,
      );
    if (order && request.method === 'PUT') {
      if (!scopes.includes('gofood:order:write')) return refused(403, 'Insufficient scope');
      const orderId = decodeURIComponent(order[3]!);
      if (order[4] === 'cancelled') {
        const body = request.body ?? {};
        if (!CANCEL_REASONS.includes(body.cancel_reason_code)) return refused(400, 'cancel_reason_code is invalid');
        if (typeof body.cancel_reason_description !== 'string' || body.cancel_reason_description.length < 3)
          return refused(400, 'cancel_reason_description is too short');
      }
      states.push(
        `${orderId}:${order[4] === 'accepted' ? 'ACCEPTED' : order[4] === 'cancelled' ? 'CANCELLED' : 'READY'}`,
      );
      return ok;
    }
    const catalog = /^\/integrations\/gofood\/outlets\/([^/]+)\/v1\/catalog$/.exec(request.path);
    if (catalog && request.method === 'PUT') {
      if (!scopes.includes('gofood:catalog:write')) return refused(403, 'Insufficient scope');
      const body = request.body ?? {};
      if (!Array.isArray(body.menus) || !Array.isArray(body.variant_categories))
        return refused(400, 'menus and variant_categories are required');
      catalogs.push({ outletId: decodeURIComponent(catalog[1]!), catalog: body });
      return ok;
    }
    return refused(404, 'Not found');
  };
  const server = await startFakeProvider(route);
  const fake: FakeGoFood = Object.assign(server, {
    states,
    catalogs,
    outage: 0,
    env: () => ({
      GOFOOD_BASE_URL: server.url,
      GOFOOD_CLIENT_ID: FAKE_GOBIZ_CLIENT.id,
      GOFOOD_CLIENT_SECRET: FAKE_GOBIZ_CLIENT.secret,
    }),
  });
  return fake;
}
