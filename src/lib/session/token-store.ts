// The `token` cookie mirrored in a store, so components re-render when the user signs in or out
// (a cookie change alone notifies nobody). Toasts belong to the session that raised them: every
// change of session dismisses them (signing out twice is one change), so a wrong-password toast does not follow the user to the
// dashboard, nor a dialog's error to the login page.
import { create } from 'zustand';
import { getToken, removeToken, setToken } from '../cookies';
import { toast } from '../toast';

interface TokenState {
  token: string | undefined;
  /** Stores the token from sign-in. */
  register: (token: string) => void;
  /** Forgets the token (logout, an expired session, an info call that was refused). */
  clear: () => void;
}

export const useTokenStore = create<TokenState>((set, get) => ({
  token: getToken(),
  register: (token) => {
    toast.dismiss();
    setToken(token);
    set({ token });
  },
  clear: () => {
    // Already signed out: the toast saying why (e.g. "Your session has expired") must stay, though
    // a second refused call asks to clear again.
    if (!get().token && !getToken()) return;
    toast.dismiss();
    removeToken();
    set({ token: undefined });
  },
}));
