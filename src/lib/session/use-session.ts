// The signed-in user's session from the info call, for the shell. The access guard loads it before
// any screen (see load-session); here it re-runs when the window regains focus, so a role change
// or a revoked session shows without a reload.
import { useQuery } from '@tanstack/react-query';
import type { Session } from '@generated/model';
import { sessionQueryOptions } from './load-session';
import { useTokenStore } from './token-store';

export interface SessionState {
  hasToken: boolean;
  session: Session | undefined;
}

export function useSession(): SessionState {
  const token = useTokenStore((s) => s.token);
  const info = useQuery({ ...sessionQueryOptions(), enabled: Boolean(token), refetchOnWindowFocus: 'always' });
  return { hasToken: Boolean(token), session: token ? info.data?.data : undefined };
}
