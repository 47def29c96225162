// Logout: tell the API, then clear the session whatever it answered (an expired token cannot
// log out, yet the user still wants out).
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLogout } from '../../../generated/hooks/auth/auth';
import { useTokenStore } from './token-store';

export function useSignOut(onSignedOut: () => void): { signOut: () => void; isPending: boolean } {
  const queryClient = useQueryClient();
  const clear = useTokenStore((s) => s.clear);
  const logout = useLogout({ mutation: { meta: { errorToast: false } } });

  const signOut = useCallback(() => {
    logout.mutate(undefined, {
      onSettled: () => {
        clear();
        queryClient.clear();
        onSignedOut();
      },
    });
  }, [logout, clear, queryClient, onSignedOut]);

  return { signOut, isPending: logout.isPending };
}
