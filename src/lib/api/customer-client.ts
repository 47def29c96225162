// The customer app's openapi-fetch client (contracts/app/openapi.yaml) and orval's mutator for the
// generated customer hooks (generated/app/hooks). It sends the customer's token (`customer_token`
// cookie), never staff's, and reports errors like the staff client.
import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '@generated/app/schema';
import { getCustomerToken } from '../cookies';
import { errorMiddleware } from './client';

const API_BASE_URL: string = import.meta.env.VITE_API_BASE_URL || globalThis.location?.origin || '';

export const customerClient = createClient<paths>({
  baseUrl: API_BASE_URL,
  // eslint-disable-next-line no-restricted-syntax -- the customer app's one way to the network
  fetch: (request) => globalThis.fetch(request),
});

const customerAuthMiddleware: Middleware = {
  onRequest({ request }) {
    const token = getCustomerToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
};

customerClient.use(customerAuthMiddleware, errorMiddleware);
