// The customer's sign-in, apart from staff's: the `customer_token` cookie mirrored in a store, so
// the app re-renders when the customer signs in or out. A customer token opens only the customer
// API; staff's `token` cookie is never read or touched here.
import { create } from 'zustand';
import { getCustomerToken, removeCustomerToken, setCustomerToken } from '@/lib/cookies';

interface CustomerTokenState {
  token: string | undefined;
  register: (token: string) => void;
  clear: () => void;
}

export const useCustomerToken = create<CustomerTokenState>((set) => ({
  token: getCustomerToken(),
  register: (token) => {
    setCustomerToken(token);
    set({ token });
  },
  clear: () => {
    removeCustomerToken();
    set({ token: undefined });
  },
}));

/** The customer API's queries: their keys start with the path (`/app/v1/...`). */
export const isCustomerQueryKey = (key: readonly unknown[]): boolean =>
  typeof key[0] === 'string' && key[0].startsWith('/app/v1/');
