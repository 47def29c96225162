// The `token` cookie mirrored in a store, so components re-render when the user signs in or out
// (a cookie change alone notifies nobody).
import { create } from 'zustand';
import { getToken, removeToken, setToken } from '../cookies';

interface TokenState {
  token: string | undefined;
  /** Stores the token from sign-in. */
  register: (token: string) => void;
  /** Forgets the token (logout, or an info call that failed). */
  clear: () => void;
}

export const useTokenStore = create<TokenState>((set) => ({
  token: getToken(),
  register: (token) => {
    setToken(token);
    set({ token });
  },
  clear: () => {
    removeToken();
    set({ token: undefined });
  },
}));
