// Several choices from a list the API searches as you type (an outlet's staff), bound to a form
// field holding an array. Options come from a feature's `useOptions(search)` as for
// AsyncSelectField; the chosen options stay shown whatever the current search lists.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { Loader, MultiSelect, type ComboboxItem, type MultiSelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Options } from './list-options';
import { useField, type FieldBinding } from './field';

export type AsyncMultiSelectFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<
    MultiSelectProps,
    'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data' | 'searchValue'
  > & {
    useOptions: (search: string) => Options;
    /** The options already chosen when the form opens (their labels are not known otherwise). */
    initialOptions?: ComboboxItem[];
    parse?: (value: string) => unknown;
  };

export function AsyncMultiSelectField<T extends FieldValues>({
  control,
  name,
  useOptions,
  initialOptions = [],
  parse = (v) => v,
  ...input
}: AsyncMultiSelectFieldProps<T>) {
  const { t } = useTranslation();
  const { inputRef, ...field } = useField({ control, name });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { options, loading } = useOptions(debounced);
  // Every option chosen so far, by value, so each chip keeps its label.
  const [known, setKnown] = useState<Map<string, ComboboxItem>>(() => new Map(initialOptions.map((o) => [o.value, o])));

  const value: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
  const chosen = value.flatMap((v) => (known.has(v) && !options.some((o) => o.value === v) ? [known.get(v)!] : []));

  return (
    <MultiSelect
      searchable
      clearable
      hidePickedOptions
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('common.loading') : t('form.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...input}
      data={[...chosen, ...options]}
      searchValue={search}
      onSearchChange={setSearch}
      ref={inputRef}
      name={field.name}
      value={value}
      onChange={(next) => {
        setKnown((previous) => {
          const updated = new Map(previous);
          for (const option of options) if (next.includes(option.value)) updated.set(option.value, option);
          return updated;
        });
        field.onChange(next.map(parse));
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
