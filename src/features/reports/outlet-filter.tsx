// The outlets a report covers, chosen from those the user reaches (the outlet look-up lists no others).
import { useTranslation } from 'react-i18next';
import { useListOutlets } from '@generated/hooks/outlets/outlets';
import { MultiSelectFilter, type MultiSelectFilterProps } from '@/components/list/multi-select-filter';

export function OutletFilter({ value, onChange }: Pick<MultiSelectFilterProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const outlets = useListOutlets({ size: 100 });
  return (
    <MultiSelectFilter
      label={t('reports.outlets')}
      options={(outlets.data?.data ?? []).map((o) => ({ value: o.id, label: o.name }))}
      value={value}
      onChange={onChange}
      disabled={!outlets.data}
    />
  );
}
