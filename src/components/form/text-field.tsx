// A text input bound to a form field.
import '@mantine/core/styles/Input.css';
import { TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useField, type FieldBinding } from './field';

export type TextFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export function TextField<T extends FieldValues>({ control, name, ...input }: TextFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <TextInput
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
