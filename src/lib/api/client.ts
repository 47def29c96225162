// The one openapi-fetch client of the app. Every generated hook reaches the API through it (via
// the mutator), so the bearer token and error messages are handled here once.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/schema';
import { getToken } from '../cookies';
import { ApiError, NetworkError } from './errors';
import { reportSessionRejected } from './session-events';

// The API's origin: this page's own unless the build names another host.
const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || globalThis.location?.origin || '';

// Arrays go out as `outlet_ids=1,2` (style form, explode false), as every array parameter in the
// contract declares. `fetch` is looked up at each call, not captured once, so test doubles and
// service workers installed later still see the calls.
export const apiClient = createClient<paths>({
  baseUrl: API_BASE_URL,
  querySerializer: { array: { style: 'form', explode: false } },
  // eslint-disable-next-line no-restricted-syntax -- the one place the app reaches the network
  fetch: (request) => globalThis.fetch(request),
});

/** Sends the stored token as a bearer Authorization header. */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

function sentStoredToken(request: Request): boolean {
  const token = getToken();
  return token !== undefined && request.headers.get('Authorization') === `Bearer ${token}`;
}

function retryAfterSeconds(response: Response): number | undefined {
  const value = response.headers.get('Retry-After');
  return value && /^\d+$/.test(value) ? Number(value) : undefined;
}

/**
 * Turns an error status into an ApiError carrying the spec's message, and a call that got no answer
 * into a NetworkError. A 401 to a call that carried the stored token means the session is gone; one
 * to a call made with an earlier token (answered after signing in again) says nothing about this one.
 */
export const errorMiddleware: Middleware = {
  async onResponse({ request, response }) {
    if (response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    const error = new ApiError(response.status, body, retryAfterSeconds(response));
    if (response.status === 401 && sentStoredToken(request)) reportSessionRejected(error.message);
    throw error;
  },
  onError({ error, request }) {
    // A call the app called off (a query that is no longer needed) is not a failure to report. One
    // the browser cut short (the page is being left) got no answer, like any other lost call.
    if (error instanceof DOMException && error.name === 'AbortError' && request.signal.aborted) return undefined;
    return new NetworkError(error);
  },
};

apiClient.use(authMiddleware, errorMiddleware);
