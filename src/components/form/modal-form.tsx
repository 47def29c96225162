// The form inside a FormModal: the fields, then Cancel and the submit button. It tells the dialog
// when it holds unsaved input, and closes it after a save.
import { Button, Group } from '@mantine/core';
import { useEffect } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiForm, type ApiFormProps } from './api-form';
import { useFormModal } from './form-modal';

export interface ModalFormProps<I extends FieldValues, O> extends Omit<ApiFormProps<I, O>, 'onSaved' | 'autoFocus'> {
  submitLabel: string;
  /** The button that closes without saving ("Keep order"); "Cancel" unless given. */
  cancelLabel?: string;
  /** A red submit button, for a form that ends something. */
  danger?: boolean;
}

export function ModalForm<I extends FieldValues, O>({
  submitLabel,
  cancelLabel,
  danger,
  children,
  ...form
}: ModalFormProps<I, O>) {
  const { t } = useTranslation();
  const modal = useFormModal();
  const { isDirty, isSubmitting } = form.form.formState;
  useEffect(() => modal?.setDirtyCheck(() => isDirty), [modal, isDirty]);

  return (
    <ApiForm {...form} onSaved={() => modal?.requestClose(true)}>
      {children}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => modal?.requestClose()}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting} color={danger ? 'red' : undefined}>
          {submitLabel}
        </Button>
      </Group>
    </ApiForm>
  );
}
