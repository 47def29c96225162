// A one-of-many filter whose choices the API searches as you type (an owner, an outlet), bound to
// one URL search value. The URL keeps the choice readable as `name_id` (`Rina Wulandari_1`), so
// the filter shows the name without asking the API and the list call sends the id.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Loader, Select, type ComboboxItem } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Options } from '../form/list-options';
import { useClearButton } from './clear-button';

export interface AsyncSelectFilterProps {
  label: string;
  placeholder?: string;
  useOptions: (search: string) => Options;
  /** The applied choice as `name_id`, from the URL. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  width?: number;
}

/** `Rina Wulandari_1` as an option: value "1", label "Rina Wulandari". */
function fromNameId(nameId: string): ComboboxItem {
  const at = nameId.lastIndexOf('_');
  return { value: nameId.slice(at + 1), label: nameId.slice(0, at) };
}

/** A name and id as `name_id`; underscores in the name become spaces, as the pattern allows one only before the id. */
export function toNameId(option: ComboboxItem): string {
  return `${option.label.replace(/_/g, ' ')}_${option.value}`;
}

export function AsyncSelectFilter({
  label,
  placeholder,
  useOptions,
  value,
  onChange,
  width = 240,
}: AsyncSelectFilterProps) {
  const clearButtonProps = useClearButton(label);
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { options, loading } = useOptions(debounced);
  const chosen = value ? fromNameId(value) : undefined;
  const data = chosen && !options.some((o) => o.value === chosen.value) ? [chosen, ...options] : options;

  return (
    <Select
      aria-label={label}
      placeholder={placeholder ?? label}
      searchable
      clearable
      clearButtonProps={clearButtonProps}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('common.loading') : t('form.nothingFound')}
      rightSection={loading ? <Loader size={14} /> : undefined}
      data={data}
      value={chosen?.value ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(_next, option) => onChange(option ? toNameId(option) : undefined)}
      w={{ base: '100%', xs: width }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
