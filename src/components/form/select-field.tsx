// A choice from a fixed list bound to a form field. Option values are strings (Mantine's); `parse`
// turns the chosen one back into what the form holds (a number id, say).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select, type SelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField, type FieldBinding } from './field';

export type SelectFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    parse?: (value: string) => unknown;
  };

export function SelectField<T extends FieldValues>({ control, name, parse = (v) => v, ...input }: SelectFieldProps<T>) {
  const { t } = useTranslation();
  const { inputRef, ...field } = useField({ control, name });
  return (
    <Select
      nothingFoundMessage={t('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...input}
      ref={inputRef}
      name={field.name}
      value={field.value === undefined || field.value === null ? null : String(field.value)}
      onChange={(value) => field.onChange(value === null ? undefined : parse(value))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
