// A form that talks to the API: Enter submits (a real form with a submit button), the browser's own
// validation stays out of the way of the spec's messages, a refused save puts the API's message
// next to the field it names, and the first field takes the focus when the form opens.
import { Stack } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { applyApiError, type KnownErrors } from './api-errors';

export interface ApiFormProps<I extends FieldValues, O> {
  form: UseFormReturn<I, unknown, O>;
  /** Sends the values; a rejection with an ApiError naming a field marks that field. */
  onSubmit: (values: O) => Promise<unknown>;
  onSaved?: () => void;
  knownErrors?: KnownErrors;
  /** Focus the first field on open (dialogs); pages with a title may leave the focus alone. */
  autoFocus?: boolean;
  children: ReactNode;
}

const FIRST_FIELD = 'input:not([type=hidden]):not([disabled]), textarea:not([disabled]), [role=combobox]';

export function ApiForm<I extends FieldValues, O>({
  form,
  onSubmit,
  onSaved,
  knownErrors,
  autoFocus = true,
  children,
}: ApiFormProps<I, O>) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!autoFocus) return;
    // Marked before a dialog's focus trap starts, which focuses `data-autofocus` first.
    const first = element.current?.querySelector<HTMLElement>(FIRST_FIELD);
    first?.setAttribute('data-autofocus', 'true');
    first?.focus();
  }, [autoFocus]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      onSaved?.();
    } catch (error) {
      // The toast already tells what went wrong; the field says where.
      applyApiError(error, form, knownErrors);
    }
  });

  return (
    <form ref={element} onSubmit={(event) => void submit(event)} noValidate>
      <Stack>{children}</Stack>
    </form>
  );
}
