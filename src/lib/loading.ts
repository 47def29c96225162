// The global loading flag behind the full-screen 'Loading...' overlay. Requests hold it on while
// they run (a counter, so overlapping requests keep it on until the last one ends); screens can
// also show, hide or toggle it directly.
import { create } from 'zustand';

interface LoadingState {
  isLoading: boolean;
  pending: number;
  show: () => void;
  hide: () => void;
  toggle: () => void;
  begin: () => void;
  end: () => void;
}

export const useLoadingStore = create<LoadingState>((set) => ({
  isLoading: false,
  pending: 0,
  show: () => set({ isLoading: true }),
  hide: () => set({ isLoading: false, pending: 0 }),
  toggle: () => set((s) => ({ isLoading: !s.isLoading })),
  begin: () => set((s) => ({ pending: s.pending + 1, isLoading: true })),
  end: () =>
    set((s) => {
      const pending = Math.max(0, s.pending - 1);
      return { pending, isLoading: pending > 0 };
    }),
}));
