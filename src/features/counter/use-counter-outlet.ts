// The outlet the counter sells at: the URL's when the user reaches it with the counter's scope, else
// the one this device used last, else the first; written back to the URL and remembered here.
import { useEffect } from 'react';
import { useSession } from '@/lib/session';

const OUTLET_KEY = 'counter-outlet';

const remembered = (): number | undefined => {
  try {
    const value = Number(window.localStorage.getItem(OUTLET_KEY));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

export interface CounterOutlets {
  outlets: { id: number; name: string }[];
  outlet: { id: number; name: string } | undefined;
}

export function useCounterOutlet(fromUrl: number | undefined, setOutlet: (outletId: number) => void): CounterOutlets {
  const { session } = useSession();
  const outlets = (session?.outlets ?? [])
    .filter((outlet) => outlet.admin_scope.includes('view_admin_counter'))
    .map(({ id, name }) => ({ id, name }));
  const reached = (id: number | undefined) => outlets.find((outlet) => outlet.id === id);
  const outlet = reached(fromUrl) ?? reached(remembered()) ?? outlets[0];
  useEffect(() => {
    if (!outlet) return;
    try {
      window.localStorage.setItem(OUTLET_KEY, String(outlet.id));
    } catch {
      // Nothing kept: the URL still says where the counter is.
    }
    if (outlet.id !== fromUrl) setOutlet(outlet.id);
  }, [outlet, fromUrl, setOutlet]);
  return { outlets, outlet };
}
