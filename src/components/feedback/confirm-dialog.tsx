// "Are you sure?" before something that cannot be taken back (discarding input, deactivating,
// cancelling). `useConfirm` gives a promise-returning `confirm()` and the dialog to render.
import { Button, Group, Text } from '@mantine/core';
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from './dialog';

export interface ConfirmOptions {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for what removes or ends something. */
  danger?: boolean;
}

export function useConfirm(): [(options: ConfirmOptions) => Promise<boolean>, ReactNode] {
  const { t } = useTranslation();
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  const resolver = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback(
    (next: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setOptions(next);
      }),
    [],
  );
  const answer = (value: boolean) => {
    resolver.current?.(value);
    resolver.current = null;
    setOptions(null);
  };

  const dialog = (
    <Modal
      opened={options !== null}
      onClose={() => answer(false)}
      title={options?.title}
      centered
      size="sm"
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('common.close') }}
    >
      <Text size="sm">{options?.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => answer(false)}>
          {options?.cancelLabel ?? t('common.cancel')}
        </Button>
        <Button color={options?.danger ? 'red' : undefined} onClick={() => answer(true)} data-autofocus>
          {options?.confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
  return [confirm, dialog];
}
