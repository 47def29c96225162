// A whole-number input (quantities, amounts of a unit) bound to a form field; empty is undefined,
// so the form's schema says what is required.
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/NumberInput.css';
import { NumberInput, type NumberInputProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { currentLanguage } from '@/lib/i18n';
import { useField, type FieldBinding } from './field';

export type NumberFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<NumberInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>;

/** The grouping mark of the language in use: 1.234 in Indonesian, 1,234 in English. */
export const thousandSeparator = () => (currentLanguage() === 'id' ? '.' : ',');
export const decimalSeparator = () => (currentLanguage() === 'id' ? ',' : '.');

export function NumberField<T extends FieldValues>({ control, name, ...input }: NumberFieldProps<T>) {
  const { inputRef, ...field } = useField({ control, name });
  return (
    <NumberInput
      allowDecimal={false}
      thousandSeparator={thousandSeparator()}
      decimalSeparator={decimalSeparator()}
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
