// Sidebar mode (spec section 4): MAXIMIZE by default, toggled from the sidebar or the top bar.
import { create } from 'zustand';

export type SidebarMode = 'MAXIMIZE' | 'MINIMIZE';

export const SIDEBAR_WIDTH = { MAXIMIZE: '13.5rem', MINIMIZE: '4rem' } as const;
export const TOP_BAR_HEIGHT = '3.5rem';

interface SidebarState {
  mode: SidebarMode;
  toggle: () => void;
  maximize: () => void;
  minimize: () => void;
}

export const useSidebarStore = create<SidebarState>((set) => ({
  mode: 'MAXIMIZE',
  toggle: () => set((s) => ({ mode: s.mode === 'MAXIMIZE' ? 'MINIMIZE' : 'MAXIMIZE' })),
  maximize: () => set({ mode: 'MAXIMIZE' }),
  minimize: () => set({ mode: 'MINIMIZE' }),
}));
