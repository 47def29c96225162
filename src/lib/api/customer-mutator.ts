// orval's mutator for the customer app's generated hooks (generated/app/hooks): the staff mutator's
// retries and Idempotency-Key, sent through the customer client with the customer's token.
import { getCustomerToken } from '../cookies';
import { customerClient } from './customer-client';
import { type ApiRequestOptions, type RequestConfig, createMutator } from './mutator';

const send = createMutator(customerClient, getCustomerToken);

export function customerMutator<T>(config: RequestConfig, options?: ApiRequestOptions): Promise<T> {
  return send<T>(config, options);
}

export type { ErrorType } from './mutator';

export default customerMutator;
