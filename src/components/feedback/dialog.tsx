// The modal and the drawer every dialog uses (form dialogs, confirmations): Mantine's, loaded once
// the screen around them has shown rather than before it. A dialog renders nothing until it first
// opens, and stays mounted afterwards so it closes with its transition.
import type { DrawerProps, ModalProps } from '@mantine/core';
import { Suspense, useEffect, useState } from 'react';
import { lazyPart } from '../../lib/lazy-part';

const LazyModal = lazyPart(() => import('./dialog-frames'), 'Modal');
const LazyDrawer = lazyPart(() => import('./dialog-frames'), 'Drawer');

function useOpenedOnce(opened: boolean) {
  useEffect(() => {
    void LazyModal.preload();
    void LazyDrawer.preload();
  }, []);
  const [openedOnce, setOpenedOnce] = useState(opened);
  if (opened && !openedOnce) setOpenedOnce(true);
  return openedOnce;
}

export function Modal(props: ModalProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <LazyModal {...props} />
    </Suspense>
  );
}

export function Drawer(props: DrawerProps) {
  if (!useOpenedOnce(props.opened)) return null;
  return (
    <Suspense fallback={null}>
      <LazyDrawer {...props} />
    </Suspense>
  );
}
