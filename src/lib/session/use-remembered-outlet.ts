// The outlet a screen works at (the counter sells at, the prep board shows): the URL's when the user
// reaches it with the screen's scope, else the one this device used last there, else the first;
// written back to the URL and remembered on the device under the screen's own key.
import { useEffect } from 'react';
import type { AdminScope } from '@generated/model';
import { useSession } from './use-session';

const remembered = (key: string): number | undefined => {
  try {
    const value = Number(window.localStorage.getItem(key));
    return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
};

export interface RememberedOutlets {
  outlets: { id: number; name: string }[];
  outlet: { id: number; name: string } | undefined;
}

export function useRememberedOutlet(
  scope: AdminScope,
  storageKey: string,
  fromUrl: number | undefined,
  setOutlet: (outletId: number) => void,
): RememberedOutlets {
  const { session } = useSession();
  const outlets = (session?.outlets ?? [])
    .filter((outlet) => outlet.admin_scope.includes(scope))
    .map(({ id, name }) => ({ id, name }));
  const reached = (id: number | undefined) => outlets.find((outlet) => outlet.id === id);
  const outlet = reached(fromUrl) ?? reached(remembered(storageKey)) ?? outlets[0];
  useEffect(() => {
    if (!outlet) return;
    try {
      window.localStorage.setItem(storageKey, String(outlet.id));
    } catch {
      // Nothing kept: the URL still says where the screen is.
    }
    if (outlet.id !== fromUrl) setOutlet(outlet.id);
  }, [outlet, fromUrl, setOutlet, storageKey]);
  return { outlets, outlet };
}
