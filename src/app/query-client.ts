// The one QueryClient (no automatic retry, no polling, no refetch on reconnect) with the mutation
// toasts (see lib/mutation-feedback) applied once, in the MutationCache, for every mutation.
import { MutationCache, QueryClient } from '@tanstack/react-query';
import { errorToastText, successToastText } from '@/lib/mutation-feedback';
import { toast } from '@/lib/toast';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    mutationCache: new MutationCache({
      onSuccess: (data, _variables, _context, mutation) => {
        const text = successToastText(data, mutation.meta);
        if (text) toast.success(text);
      },
      onError: (error, _variables, _context, mutation) => {
        const text = errorToastText(error, mutation.meta);
        if (text) toast.error(text);
      },
    }),
    defaultOptions: {
      // `networkMode: 'always'`: offline, a call fails at once with a clear message instead of
      // waiting forever for a connection. Half a minute of freshness: a screen's loader and the screen
      // itself share one request, and saves refresh what they change through the query keys.
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
}
