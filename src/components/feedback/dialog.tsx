// The modal and the drawer every dialog uses (form dialogs, confirmations, detail drawers):
// Mantine's, loaded once the screen around them has shown rather than before it. A dialog renders
// nothing until it first opens, and stays mounted afterwards so it closes with its transition.
import type { DrawerProps, ModalProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart, type LazyPart } from '@/lib/lazy-part';

const frames = () => import('./dialog-frames');
const LazyModal = lazyPart(frames, 'Modal');
const LazyDrawer = lazyPart(frames, 'Drawer');

/** Fetches the dialogs' code; a dialog mounted afterwards opens without waiting. */
export const preloadDialogs = () => Promise.all([LazyModal.preload(), LazyDrawer.preload()]);

function openedOnce<P extends { opened: boolean }>(Frame: LazyPart<P>) {
  return function Dialog(props: P) {
    useEffect(() => void preloadDialogs(), []);
    const [shown, setShown] = useState(props.opened);
    if (props.opened && !shown) setShown(true);
    if (!shown) return null;
    return (
      <Suspense fallback={null}>
        <Frame {...props} />
      </Suspense>
    );
  };
}

export const Modal = openedOnce<ModalProps>(LazyModal);
export const Drawer = openedOnce<DrawerProps>(LazyDrawer);
