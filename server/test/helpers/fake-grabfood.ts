// A fake GrabFood partner API for the tests, as its OpenAPI document describes it: the OAuth token
// (`POST /grabid/v1/oauth2/token`, client_credentials), accepting (`POST /partner/v1/order/prepare`),
// marking ready (`POST /partner/v1/orders/mark`), cancelling (`PUT /partner/v1/order/cancel`) and the
// menu (`PUT /partner/v1/batch/menu`, `PUT /partner/v1/menu`, `POST
// /partner/v1/merchant/menu/notification`, answered 204 with `x-job-id`). It refuses a call without
// the token it issued, and records every request; `states` are the order states it was told of,
// `jobs` the ids of the menu-sync jobs it answered.
import { randomUUID } from 'node:crypto';
import { startFakeProvider, type FakeProviderServer, type ReceivedRequest } from './fake-provider';

export const FAKE_GRAB_CLIENT = { id: 'grab-client-for-tests', secret: 'grab-client-secret-for-tests' };

export interface FakeGrabFood extends FakeProviderServer {
  token: string;
  /** `orderID: state` for each state it was told of, in order. */
  states: string[];
  /** The menu-sync job ids it answered, in order. */
  jobs: string[];
  env(): Record<string, string>;
}

export async function startFakeGrabFood(): Promise<FakeGrabFood> {
  const token = randomUUID();
  const states: string[] = [];
  const jobs: string[] = [];
  const route = (request: ReceivedRequest) => {
    if (request.path === '/grabid/v1/oauth2/token') {
      const body = request.body ?? {};
      if (body.client_id !== FAKE_GRAB_CLIENT.id || body.client_secret !== FAKE_GRAB_CLIENT.secret)
        return { status: 401, body: { error: 'invalid_client' } };
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 604799 } };
    }
    if (request.headers.authorization !== `Bearer ${token}`)
      return { status: 401, body: { status: 401, reason: 'unauthorized', message: 'invalid token' } };
    if (request.path === '/partner/v1/order/prepare') {
      states.push(`${request.body.orderID}:${request.body.toState}`);
      return { status: 204, body: null };
    }
    if (request.path === '/partner/v1/orders/mark') {
      if (request.body.markStatus !== 1) return { status: 400, body: { message: 'invalid markStatus: 0' } };
      states.push(`${request.body.orderID}:READY`);
      return { status: 204, body: null };
    }
    if (request.path === '/partner/v1/order/cancel') {
      states.push(`${request.body.orderID}:CANCELLED`);
      return { status: 200, body: { cancelAble: true } };
    }
    if (request.path === '/partner/v1/batch/menu' || request.path === '/partner/v1/menu')
      return { status: 200, body: { status: 'success', errors: [] } };
    if (request.path === '/partner/v1/merchant/menu/notification') {
      const jobId = randomUUID();
      jobs.push(jobId);
      return { status: 204, body: null, headers: { 'x-job-id': jobId } };
    }
    return { status: 404, body: { message: 'not found' } };
  };
  const server = await startFakeProvider(route);
  return Object.assign(server, {
    token,
    states,
    jobs,
    env: () => ({
      GRABFOOD_BASE_URL: server.url,
      GRABFOOD_CLIENT_ID: FAKE_GRAB_CLIENT.id,
      GRABFOOD_CLIENT_SECRET: FAKE_GRAB_CLIENT.secret,
    }),
  });
}
