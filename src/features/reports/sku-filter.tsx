// The SKUs a report is limited to, chosen from the first hundred.
import { useTranslation } from 'react-i18next';
import { useListSkus } from '@generated/hooks/skus/skus';
import { MultiSelectFilter, type MultiSelectFilterProps } from '@/components/list/multi-select-filter';

export function SkuFilter({ value, onChange }: Pick<MultiSelectFilterProps, 'value' | 'onChange'>) {
  const { t } = useTranslation();
  const skus = useListSkus({ size: 100 });
  return (
    <MultiSelectFilter
      label={t('reports.skus')}
      options={(skus.data?.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
      value={value}
      onChange={onChange}
      disabled={!skus.data}
    />
  );
}
