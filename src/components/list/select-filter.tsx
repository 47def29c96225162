// A one-of-a-list filter (a category, a status, a type) bound to one URL search value.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import { Select } from '@mantine/core';
import { useClearButton } from './clear-button';

export interface SelectFilterProps<V extends string> {
  label: string;
  placeholder?: string;
  data: { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V | undefined) => void;
  searchable?: boolean;
  width?: number;
}

export function SelectFilter<V extends string>({
  label,
  placeholder,
  data,
  value,
  onChange,
  searchable,
  width = 200,
}: SelectFilterProps<V>) {
  const clearButtonProps = useClearButton(label);
  return (
    <Select
      aria-label={label}
      placeholder={placeholder ?? label}
      data={data}
      value={value ?? null}
      onChange={(next) => onChange((next as V | null) ?? undefined)}
      clearable
      clearButtonProps={clearButtonProps}
      searchable={searchable}
      w={{ base: '100%', xs: width }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
