// Several choices from a fixed list bound to a form field holding an array.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField, type FieldBinding } from './field';

export type MultiSelectFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<MultiSelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
    parse?: (value: string) => unknown;
  };

export function MultiSelectField<T extends FieldValues>({
  control,
  name,
  parse = (v) => v,
  ...input
}: MultiSelectFieldProps<T>) {
  const { t } = useTranslation();
  const { inputRef, ...field } = useField({ control, name });
  const value = Array.isArray(field.value) ? field.value.map(String) : [];
  return (
    <MultiSelect
      nothingFoundMessage={t('form.nothingFound')}
      comboboxProps={{ withinPortal: true }}
      {...input}
      ref={inputRef}
      name={field.name}
      value={value}
      onChange={(next) => field.onChange(next.map(parse))}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
