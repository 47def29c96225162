// The one openapi-fetch client of the app. Every generated hook reaches the API through it (via
// the mutator), so the bearer token, the loading flag and error messages are handled here once.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../../generated/schema';
import { getToken } from '../cookies';
import { useLoadingStore } from '../loading';
import { ApiError } from './errors';

export const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL ?? '';

// Arrays go out as `outlet_ids=1,2` (style form, explode false), as every array parameter in the
// contract declares.
export const apiClient = createClient<paths>({
  baseUrl: API_BASE_URL,
  querySerializer: { array: { style: 'form', explode: false } },
});

/** Sends the stored token as a bearer Authorization header. */
export const authMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

/** Turns an error status into an ApiError carrying the spec's message. */
export const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (response.ok) return response;
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => undefined);
    throw new ApiError(response.status, body);
  },
};

/** Holds the global loading flag on while a request runs; added per request (see the mutator). */
export const loadingMiddleware: Middleware = {
  onRequest() {
    useLoadingStore.getState().begin();
  },
  onResponse() {
    useLoadingStore.getState().end();
  },
  onError() {
    useLoadingStore.getState().end();
  },
};

apiClient.use(authMiddleware, errorMiddleware);
