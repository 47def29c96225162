// A checkbox bound to a boolean form field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import { Checkbox, type CheckboxProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type CheckboxFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'>;

export function CheckboxField<T extends FieldValues>({ control, name, ...input }: CheckboxFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <Checkbox
      {...input}
      ref={inputRef}
      name={field.name}
      checked={Boolean(field.value)}
      onChange={(event) => field.onChange(event.currentTarget.checked)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
