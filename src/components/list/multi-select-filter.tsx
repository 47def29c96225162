// A several-of-a-list filter (outlets, SKUs, vendors) bound to a URL list of ids.
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Pill.css';
import '@mantine/core/styles/PillsInput.css';
import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClearButton } from './clear-button';

export interface MultiSelectFilterProps {
  label: string;
  placeholder?: string;
  options: { value: number; label: string }[];
  value: number[] | undefined;
  onChange: (value: number[] | undefined) => void;
  /** While the options load, or when the user may not list them. */
  disabled?: boolean;
  width?: number;
}

export function MultiSelectFilter({
  label,
  placeholder,
  options,
  value,
  onChange,
  disabled,
  width = 240,
}: MultiSelectFilterProps) {
  const clearButtonProps = useClearButton(label);
  const { t } = useTranslation();
  return (
    <MultiSelect
      aria-label={label}
      placeholder={value?.length ? undefined : (placeholder ?? label)}
      data={options.map((o) => ({ value: String(o.value), label: o.label }))}
      value={(value ?? []).map(String)}
      onChange={(next) => onChange(next.length ? next.map(Number) : undefined)}
      nothingFoundMessage={t('form.nothingFound')}
      searchable
      clearable
      clearButtonProps={clearButtonProps}
      disabled={disabled}
      maxValues={100}
      w={{ base: '100%', xs: width }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
