// The session for the access guard, which runs before any screen loads its data: the info call's
// answer (cached; the shell reads the same query), or none without a token. Only a refused token
// (401) is removed. Anything else keeps it: a server that is down (503) or out of reach, and a call
// the browser cut short because the page is being left (opening another page right after signing
// in), say nothing about the session. The guard's error then shows "service unavailable" and tries
// again, instead of signing the user out.
import type { QueryClient } from '@tanstack/react-query';
import { getGetInfoQueryKey, getGetInfoQueryOptions } from '@generated/hooks/auth/auth';
import type { Session } from '@generated/model';
import { isApiError } from '../api/errors';
import { useTokenStore } from './token-store';

/** How long a fetched session is reused between screens; focus and sign-in fetch it again. */
export const SESSION_STALE_MS = 30_000;

export const sessionQueryOptions = () => getGetInfoQueryOptions({ query: { staleTime: SESSION_STALE_MS } });

export async function loadSession(queryClient: QueryClient): Promise<Session | undefined> {
  if (!useTokenStore.getState().token) return undefined;
  try {
    return (await queryClient.ensureQueryData(sessionQueryOptions())).data;
  } catch (error) {
    if (!(isApiError(error) && error.status === 401)) throw error;
    useTokenStore.getState().clear();
    queryClient.removeQueries({ queryKey: getGetInfoQueryKey() });
    return undefined;
  }
}
