// Logout, and the end of a session the API refused: clear the token and every cached answer (the
// next user of this browser must not see them), then go to /login. Logout tells the API first and
// clears whatever it answers (an expired token cannot log out, yet the user still wants out).
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect } from 'react';
import { useLogout } from '@generated/hooks/auth/auth';
import { onSessionRejected } from '../api/session-events';
import { toast } from '../toast';
import { useTokenStore } from './token-store';

function useEndSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    (returnTo?: string) => {
      useTokenStore.getState().clear();
      queryClient.clear();
      void navigate({ to: '/login', search: returnTo ? { redirect: returnTo } : {} });
    },
    [queryClient, navigate],
  );
}

export function useSignOut(): { signOut: () => void; isPending: boolean } {
  const endSession = useEndSession();
  const logout = useLogout({ mutation: { meta: { successToast: false, errorToast: false } } });
  const { mutate } = logout;
  const signOut = useCallback(() => mutate(undefined, { onSettled: () => endSession() }), [mutate, endSession]);
  return { signOut, isPending: logout.isPending };
}

/**
 * A session that expires or is revoked while a screen is open: any call refused with 401 ends it
 * and goes to /login, which brings the user back to this screen after signing in again.
 */
export function useEndSessionWhenRejected() {
  const endSession = useEndSession();
  const router = useRouter();
  useEffect(
    () =>
      onSessionRejected((message) => {
        // Several calls may be refused at once: end the session once.
        if (!useTokenStore.getState().token) return;
        endSession(router.state.location.href);
        // It may happen while nobody is looking (the live order stream notices it in the
        // background): the reason stays on /login until signing in again or closing it.
        toast.error(message, { duration: Infinity, closeButton: true });
      }),
    [endSession, router],
  );
}
