// A password input with a show/hide toggle, bound to a form field.
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/PasswordInput.css';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField, type FieldBinding } from './field';

export type PasswordFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

export function PasswordField<T extends FieldValues>({ control, name, ...input }: PasswordFieldProps<T>) {
  const { t } = useTranslation();
  const { inputRef, ...field } = useField({ control, name });
  return (
    <PasswordInput
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
      error={field.error}
      visibilityToggleButtonProps={{ 'aria-label': t('form.showPassword') }}
    />
  );
}
