// The one QueryClient (no automatic retry, no polling, no refetch on reconnect) with what follows
// every mutation applied once, in the MutationCache: the toasts (see lib/mutation-feedback), and
// the refetch of every read the write makes stale, as its operation declares in the contract (see
// lib/api/stale, with the contract's table of what each write changes: loaded with the first write,
// not before the first page). The refetch is awaited, so a save's caller sees fresh lists when it
// resolves. A write refused with 409 (the record is no longer as the screen shows it) refetches the
// same reads.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api/errors';
import { errorToastText, successToastText } from '@/lib/mutation-feedback';
import { toast } from '@/lib/toast';

/** Refetches every read the write (a generated mutation's key) makes stale. */
const refetchChangedBy = (queryClient: QueryClient, operationId: unknown) =>
  import('@/lib/api/stale').then(({ changedBy, refetchStale }) => refetchStale(queryClient, changedBy(operationId)));

export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const text = successToastText(data, mutation.meta);
        if (text) toast.success(text);
        return refetchChangedBy(queryClient, mutation.options.mutationKey?.[0]);
      },
      onError: (error, _variables, _context, mutation) => {
        const text = errorToastText(error, mutation.meta);
        if (text) toast.error(text);
        if (error instanceof ApiError && error.status === 409)
          return refetchChangedBy(queryClient, mutation.options.mutationKey?.[0]);
      },
    }),
    defaultOptions: {
      // `networkMode: 'always'`: offline, a call fails at once with a clear message instead of
      // waiting forever for a connection. Half a minute of freshness: a screen's loader and the screen
      // itself share one request, and writes refresh what they make stale through the query keys.
      queries: {
        retry: false,
        refetchInterval: false,
        refetchOnReconnect: false,
        networkMode: 'always',
        staleTime: 30_000,
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
