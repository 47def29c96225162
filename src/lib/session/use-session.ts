// The signed-in user's session from the info call. It runs only while a token exists, re-runs
// when the window regains focus, and a failure removes the token (it is no longer any good).
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetInfoQueryKey, useGetInfo } from '../../../generated/hooks/auth/auth';
import type { Session } from '../../../generated/model';
import { useTokenStore } from './token-store';

export interface SessionState {
  hasToken: boolean;
  session: Session | undefined;
}

export function useSession(): SessionState {
  const token = useTokenStore((s) => s.token);
  const clear = useTokenStore((s) => s.clear);
  const queryClient = useQueryClient();
  const info = useGetInfo({
    query: { enabled: Boolean(token), refetchOnWindowFocus: 'always', staleTime: 30_000 },
  });

  useEffect(() => {
    if (!info.isError || !token) return;
    clear();
    // Drop the failed answer too, or the next sign-in would see the old error and lose its token.
    queryClient.removeQueries({ queryKey: getGetInfoQueryKey() });
  }, [info.isError, token, clear, queryClient]);

  const session = token && !info.isError ? info.data?.data : undefined;
  return { hasToken: Boolean(token), session };
}
