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
}

export function ModalForm<I extends FieldValues, O>({ submitLabel, children, ...form }: ModalFormProps<I, O>) {
  const { t } = useTranslation();
  const modal = useFormModal();
  const { isDirty, isSubmitting } = form.form.formState;
  useEffect(() => modal?.setDirtyCheck(() => isDirty), [modal, isDirty]);

  return (
    <ApiForm {...form} onSaved={() => modal?.requestClose(true)}>
      {children}
      <Group justify="flex-end" mt="sm">
        <Button variant="default" onClick={() => modal?.requestClose()}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Group>
    </ApiForm>
  );
}
