// A text input bound to a form field; an error from elsewhere (a quote's refusal of it) shows when
// the form has none of its own.
import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TextFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    /** Shown when the form holds no error for the field. */
    error?: string;
  };

export function TextField<T extends FieldValues>({ control, name, error, ...input }: TextFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <TextInput
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error ?? error}
    />
  );
}
