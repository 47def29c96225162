// Sidebar mode: MAXIMIZE by default, toggled from the sidebar or the top bar. On
// a desktop the choice is remembered on the device; on a small screen the sidebar starts collapsed
// to its rail and opens over the page only when asked, closing again after a tap on an entry or
// Escape.
import { usePhone } from '@/lib/use-phone';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

export type SidebarMode = 'MAXIMIZE' | 'MINIMIZE';

export const SIDEBAR_WIDTH = { MAXIMIZE: '13.5rem', MINIMIZE: '4rem' } as const;
export const TOP_BAR_HEIGHT = '3.5rem';

interface SidebarState {
  /** The desktop choice, remembered. */
  desktop: SidebarMode;
  /** Whether the sidebar is open over the page on a small screen; never remembered. */
  smallOpen: boolean;
  setDesktop: (mode: SidebarMode) => void;
  setSmallOpen: (open: boolean) => void;
}

export const useSidebarStore = create<SidebarState>()(
  persist(
    (set) => ({
      desktop: 'MAXIMIZE',
      smallOpen: false,
      setDesktop: (desktop) => set({ desktop }),
      setSmallOpen: (smallOpen) => set({ smallOpen }),
    }),
    { name: 'sidebar', partialize: (state) => ({ desktop: state.desktop }) },
  ),
);

export interface Sidebar {
  mode: SidebarMode;
  /** A small screen: the expanded sidebar floats over a dimmed page. */
  small: boolean;
  toggle: () => void;
  maximize: () => void;
  minimize: () => void;
}

export function useSidebar(): Sidebar {
  const small = usePhone();
  const { desktop, smallOpen, setDesktop, setSmallOpen } = useSidebarStore();
  const mode: SidebarMode = small ? (smallOpen ? 'MAXIMIZE' : 'MINIMIZE') : desktop;
  const set = (next: SidebarMode) => (small ? setSmallOpen(next === 'MAXIMIZE') : setDesktop(next));
  return {
    mode,
    small,
    toggle: () => set(mode === 'MAXIMIZE' ? 'MINIMIZE' : 'MAXIMIZE'),
    maximize: () => set('MAXIMIZE'),
    minimize: () => set('MINIMIZE'),
  };
}
