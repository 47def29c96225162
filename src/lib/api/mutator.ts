// orval's mutator: every generated hook calls this, and it sends the request through the one
// openapi-fetch client (base URL, bearer token and error messages live there). A write carries an
// Idempotency-Key, one per submit, and is sent again with the same key when its answer went missing
// (no answer, 502, 503, 504) or the server is still at it (409 with Retry-After): the server does
// the write once however many times it arrives.
import { getToken } from '../cookies';
import { useLoadingStore } from '../loading';
import { apiClient } from './client';
import { ApiError, NetworkError } from './errors';

type HttpMethod = Parameters<typeof apiClient.request>[0];
/** What a mutator needs of its openapi-fetch client (the staff one or the customer one). */
type AnyClient = { request: (...args: never[]) => Promise<{ data?: unknown; response: Response }> };

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

/** Sends after the first: three tries in all, a few seconds at most. */
const RETRIES = 2;
const FIRST_PAUSE_MS = 500;
const LONGEST_PAUSE_MS = 5_000;

/** How long to wait before sending a write again, or undefined when sending it again cannot help. */
function pauseBeforeRetry(error: unknown, attempt: number): number | undefined {
  const backoff = FIRST_PAUSE_MS * 2 ** attempt;
  if (error instanceof NetworkError) return backoff;
  if (!(error instanceof ApiError)) return undefined;
  const told = error.retryAfter === undefined ? undefined : Math.min(error.retryAfter * 1000, LONGEST_PAUSE_MS);
  if ([502, 503, 504].includes(error.status)) return told ?? backoff;
  // Still running elsewhere; without Retry-After the first was done and its answer lost.
  if (error.status === 409) return told;
  return undefined;
}

/** A new key; randomUUID exists only in secure contexts (HTTPS, localhost), getRandomValues everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** A mutator sending through `client`, whose signed-in writes (`currentToken`) are retried. */
export function createMutator(client: AnyClient, currentToken: () => string | undefined) {
  return async function mutate<T>(config: RequestConfig, options?: ApiRequestOptions): Promise<T> {
    return send<T>(client as unknown as typeof apiClient, currentToken, config, options);
  };
}

export function apiMutator<T>(config: RequestConfig, options?: ApiRequestOptions): Promise<T> {
  return send<T>(apiClient, getToken, config, options);
}

async function send<T>(
  client: typeof apiClient,
  currentToken: () => string | undefined,
  config: RequestConfig,
  options?: ApiRequestOptions,
): Promise<T> {
  const verb = config.method.toLowerCase() as HttpMethod;
  const write = verb !== 'get';
  const { loading = write, parseAs = 'json' } = options ?? {};
  const headers = new Headers(config.headers);
  // The browser writes a multipart Content-Type with its boundary; a preset one would lack it.
  if (config.data instanceof FormData) headers.delete('Content-Type');
  if (write) headers.set('Idempotency-Key', newKey());
  // Keys are kept per signed-in user; a write without a session (sign-in, recovery) is sent once.
  const retries = write && currentToken() ? RETRIES : 0;
  const { begin, end } = useLoadingStore.getState();
  if (loading) begin();
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        const { data, response } = await client.request(
          verb,
          config.url as never,
          {
            params: { query: config.params },
            body: config.data,
            headers,
            signal: config.signal,
            parseAs,
          } as never,
        );
        if (response.status === 204) return undefined as T;
        return data as T;
      } catch (error) {
        const wait = attempt < retries ? pauseBeforeRetry(error, attempt) : undefined;
        if (wait === undefined) throw error;
        await pause(wait, config.signal);
      }
    }
  } finally {
    if (loading) end();
  }
}

/** The error every generated hook reports: an ApiError whose body is the contract's error body. */
export type ErrorType<Body> = ApiError<Body>;

export default apiMutator;
