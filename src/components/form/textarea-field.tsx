// A multi-line text input (an address, notes) bound to a form field.
import '@mantine/core/styles/Input.css';
import { Textarea, type TextareaProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TextareaFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export function TextareaField<T extends FieldValues>({ control, name, ...input }: TextareaFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <Textarea
      autosize
      minRows={2}
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
