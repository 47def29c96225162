// A choice from a list the API searches as you type (a category, an area, an owner), bound to a
// form field. The options come from a generated list hook wrapped in a small `useOptions` hook of
// the feature, with `listOptions` (./list-options):
//
//   const useCategoryOptions = (name: string) =>
//     listOptions(
//       useListCategories({ name: name || undefined, size: 20 }, { query: { placeholderData: keepPreviousData } }),
//       (c) => ({ value: String(c.id), label: c.name }),
//     );
//
// The chosen option stays shown even when the current search does not list it.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type ComboboxItem, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useField, type FieldBinding } from './field';
import type { Options } from './list-options';

export type AsyncSelectFieldProps<T extends FieldValues> = FieldBinding<T> &
  Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'data' | 'searchValue'> & {
    useOptions: (search: string) => Options;
    /** The option already chosen when the form opens (its label is not known otherwise). */
    initialOption?: ComboboxItem;
    parse?: (value: string) => unknown;
  };

export function AsyncSelectField<T extends FieldValues>({
  control,
  name,
  useOptions,
  initialOption,
  parse = (v) => v,
  ...input
}: AsyncSelectFieldProps<T>) {
  const { t } = useTranslation();
  const { inputRef, ...field } = useField({ control, name });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { options, loading } = useOptions(debounced);
  // The chosen option, kept so its label shows whatever the current search lists.
  const [chosen, setChosen] = useState<ComboboxItem | undefined>(initialOption);

  const value = field.value === undefined || field.value === null ? null : String(field.value);
  const shown = chosen?.value === value ? chosen : undefined;
  const data = shown && !options.some((o) => o.value === shown.value) ? [shown, ...options] : options;

  return (
    <Select
      searchable
      clearable
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('common.loading') : t('form.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: true }}
      {...input}
      data={data}
      searchValue={search}
      onSearchChange={setSearch}
      ref={inputRef}
      name={field.name}
      value={value}
      onChange={(next, option) => {
        setChosen(option ?? undefined);
        field.onChange(next === null ? undefined : parse(next));
      }}
      onBlur={field.onBlur}
      error={field.error}
    />
  );
}
