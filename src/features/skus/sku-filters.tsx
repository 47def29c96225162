// The SKU list's filters, each bound to the URL: name search, category, status, bundle or single,
// and kind (products or ingredients).
import { keepPreviousData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useListCategories } from '@generated/hooks/categories/categories';
import { SkuKind } from '@generated/model';
import { FilterBar } from '@/components/list/filter-bar';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import type { SkuSearch } from './search';

type Flag = 'true' | 'false';
const toFlag = (value: boolean | undefined): Flag | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';
const fromFlag = (value: Flag | undefined) => (value === undefined ? undefined : value === 'true');

export function SkuFilters({ search, onChange }: { search: SkuSearch; onChange: (patch: Partial<SkuSearch>) => void }) {
  const { t } = useTranslation();
  // Categories are few (a menu has tens): the filter lists them all and searches as you type.
  const categories = useListCategories({ size: 100 }, { query: { placeholderData: keepPreviousData } });
  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name }));

  return (
    <FilterBar>
      <SearchFilter
        label={t('sku.searchLabel')}
        placeholder={t('sku.searchPlaceholder')}
        value={search.name}
        onChange={(name) => onChange({ name })}
      />
      <SelectFilter
        label={t('sku.categoryFilter')}
        placeholder={t('sku.allCategories')}
        data={categoryOptions}
        value={search.category_id === undefined ? undefined : String(search.category_id)}
        onChange={(value) => onChange({ category_id: value === undefined ? undefined : Number(value) })}
        searchable
      />
      <SelectFilter<Flag>
        label={t('sku.statusFilter')}
        placeholder={t('sku.allStatuses')}
        data={[
          { value: 'true', label: t('common.active') },
          { value: 'false', label: t('common.inactive') },
        ]}
        value={toFlag(search.status)}
        onChange={(value) => onChange({ status: fromFlag(value) })}
        width={160}
      />
      <SelectFilter<Flag>
        label={t('sku.typeFilter')}
        placeholder={t('sku.allTypes')}
        data={[
          { value: 'true', label: t('sku.bundles') },
          { value: 'false', label: t('sku.singles') },
        ]}
        value={toFlag(search.is_bundled)}
        onChange={(value) => onChange({ is_bundled: fromFlag(value) })}
        width={160}
      />
      <SelectFilter<SkuKind>
        label={t('sku.kindFilter')}
        placeholder={t('sku.allKinds')}
        data={Object.values(SkuKind).map((kind) => ({ value: kind, label: t(`sku.kinds.${kind}`) }))}
        value={search.kind}
        onChange={(kind) => onChange({ kind })}
        width={180}
      />
    </FilterBar>
  );
}
