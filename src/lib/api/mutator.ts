// orval's mutator: every generated hook calls this, and it sends the request through the one
// openapi-fetch client (base URL, bearer token, loading flag and error messages live there).
import { apiClient, loadingMiddleware } from './client';
import type { ApiError } from './errors';

type HttpMethod = Parameters<typeof apiClient.request>[0];

/** What the generated code passes: the path with its ids filled in, query params and body. */
export interface RequestConfig {
  url: string;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  params?: object;
  data?: unknown;
  headers?: HeadersInit;
  signal?: AbortSignal;
  responseType?: string;
}

/** What a caller can add per call, through a hook's `request` option. */
export interface ApiRequestOptions {
  /**
   * Hold the full-screen loading overlay while the request runs. Default: on for writes, off for
   * reads (lists and details show their own loading state).
   */
  loading?: boolean;
  /** How to read a success body; `text` for CSV exports. */
  parseAs?: 'json' | 'text' | 'blob';
}

export async function apiMutator<T>(config: RequestConfig, options?: ApiRequestOptions): Promise<T> {
  const verb = config.method.toLowerCase() as HttpMethod;
  const { loading = verb !== 'get', parseAs = 'json' } = options ?? {};
  const headers = new Headers(config.headers);
  // The browser writes a multipart Content-Type with its boundary; a preset one would lack it.
  if (config.data instanceof FormData) headers.delete('Content-Type');
  const { data, response } = await apiClient.request(
    verb,
    config.url as never,
    {
      params: { query: config.params },
      body: config.data,
      headers,
      signal: config.signal,
      parseAs,
      middleware: loading ? [loadingMiddleware] : [],
    } as never,
  );
  if (response.status === 204) return undefined as T;
  return data as T;
}

/** The error every generated hook reports: an ApiError whose body is the contract's error body. */
export type ErrorType<Body> = ApiError<Body>;

export default apiMutator;
