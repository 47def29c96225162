// The modal and the drawer every dialog uses (form dialogs, confirmations, detail drawers):
// Mantine's, loaded once the user first reaches for the page rather than while it loads. A dialog renders
// nothing until it first opens, and stays mounted afterwards so it closes with its transition.
// Closing a dialog (Escape, Cancel, after a save) puts focus back on what opened it.
import type { DrawerProps, ModalProps } from '@mantine/core';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { lazyPart, whenUserActs, type LazyPart } from '@/lib/lazy-part';

const frames = () => import('./dialog-frames');
const LazyModal = lazyPart(frames, 'Modal');
const LazyDrawer = lazyPart(frames, 'Drawer');

/** Fetches the dialogs' code; a dialog mounted afterwards opens without waiting. */
export const preloadDialogs = () => Promise.all([LazyModal.preload(), LazyDrawer.preload()]);

/** How many dialogs are open now, across the page. */
let openDialogs = 0;

/**
 * Remembers what had focus when the dialog opened and focuses it again once it closes, unless it
 * is gone or sits in a dialog that closed too (a confirmation inside a form that is discarded).
 * Mantine's own return misses a dialog's first opening, which mounts it already open.
 */
function useReturnFocus(opened: boolean) {
  const trigger = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!opened) return;
    openDialogs += 1;
    const active = document.activeElement;
    trigger.current = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      openDialogs -= 1;
      const target = trigger.current;
      // After every dialog closing in the same update has counted itself out.
      setTimeout(() => {
        if (!target?.isConnected || (openDialogs === 0 && target.closest('[role="dialog"]'))) return;
        target.focus();
      });
    };
  }, [opened]);
}

function openedOnce<P extends { opened: boolean; returnFocus?: boolean }>(Frame: LazyPart<P>) {
  return function Dialog(props: P) {
    useEffect(() => whenUserActs(() => void preloadDialogs()), []);
    useReturnFocus(props.opened);
    const [shown, setShown] = useState(props.opened);
    if (props.opened && !shown) setShown(true);
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Frame {...props} returnFocus={false} />
      </Suspense>
    );
  };
}

export const Modal = openedOnce<ModalProps>(LazyModal);
export const Drawer = openedOnce<DrawerProps>(LazyDrawer);
