// A time of day (HH:mm, 24-hour, as the API takes it) bound to a form field; empty is undefined.
import '@mantine/core/styles/Input.css';
import { TimeInput, type TimeInputProps } from '@mantine/dates';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TimeFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TimeInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export function TimeField<T extends FieldValues>({ control, name, ...input }: TimeFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <TimeInput
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value || undefined)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
