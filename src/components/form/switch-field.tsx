// A switch bound to a boolean form field.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import { Switch, type SwitchProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type SwitchFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<SwitchProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'onBlur' | 'error'>;

export function SwitchField<T extends FieldValues>({ control, name, ...input }: SwitchFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <Switch
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
