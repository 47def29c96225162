// The dialog around a create/edit form (a centred modal, or a side drawer for long forms). Closing
// it with unsaved input (Escape, a click outside, the close button, Cancel) asks first. A form
// whose code is still loading (see lazyPart) shows a loader in its place.
import { Center, Loader } from '@mantine/core';
import { createContext, Suspense, useCallback, useContext, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '../feedback/confirm-dialog';
import { Drawer, Modal } from '../feedback/dialog';

interface FormModalContextValue {
  /**
   * The form inside reports whether it holds unsaved input; a dialog holding several forms (tabs)
   * names each `part`, and asks before closing when any of them is dirty.
   */
  setDirtyCheck: (check: () => boolean, part?: string) => void;
  /** Close, asking first when there is unsaved input (`force` after a save). */
  requestClose: (force?: boolean) => void;
}

const FormModalContext = createContext<FormModalContextValue | null>(null);

export const useFormModal = () => useContext(FormModalContext);

export interface FormModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  variant?: 'modal' | 'drawer';
  size?: string | number;
  children: ReactNode;
}

export function FormModal({ opened, onClose, title, variant = 'modal', size = 'md', children }: FormModalProps) {
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const dirtyChecks = useRef(new Map<string, () => boolean>());

  const requestClose = useCallback(
    async (force = false) => {
      if (!force && [...dirtyChecks.current.values()].some((check) => check())) {
        const discard = await confirm({
          title: t('form.discardTitle'),
          message: t('form.discardText'),
          confirmLabel: t('form.discard'),
          cancelLabel: t('form.keepEditing'),
          danger: true,
        });
        if (!discard) return;
      }
      dirtyChecks.current.clear();
      onClose();
    },
    [confirm, onClose, t],
  );

  const context: FormModalContextValue = {
    setDirtyCheck: (check, part = 'form') => {
      dirtyChecks.current.set(part, check);
    },
    requestClose: (force) => void requestClose(force),
  };
  const shared = {
    opened,
    onClose: () => void requestClose(),
    title,
    size,
    closeButtonProps: { 'aria-label': t('common.close') },
  };

  const body = (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );

  return (
    <FormModalContext.Provider value={context}>
      {variant === 'drawer' ? (
        <Drawer {...shared} position="right">
          {body}
        </Drawer>
      ) : (
        <Modal {...shared} centered>
          {body}
        </Modal>
      )}
      {confirmDialog}
    </FormModalContext.Provider>
  );
}
