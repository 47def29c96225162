// The SKU name search and the tagging filter shared by the stock list and the movement log.
import { useTranslation } from 'react-i18next';
import type { InventoryTagging } from '@generated/model';
import { FilterBar } from '@/components/list/filter-bar';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { TAGGINGS } from './search';

interface Props {
  search: { sku_name?: string; tagging?: InventoryTagging };
  onChange: (patch: { sku_name?: string; tagging?: InventoryTagging }) => void;
  children?: React.ReactNode;
}

export function InventoryFilters({ search, onChange, children }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <SearchFilter
        label={t('inventory.searchSku')}
        placeholder={t('inventory.searchSku')}
        value={search.sku_name}
        onChange={(sku_name) => onChange({ sku_name })}
        width={240}
      />
      <SelectFilter
        label={t('inventory.taggingFilter')}
        placeholder={t('inventory.tagging')}
        data={TAGGINGS.map((value) => ({ value, label: t(`inventory.taggings.${value}`) }))}
        value={search.tagging}
        onChange={(tagging) => onChange({ tagging })}
        width={200}
      />
      {children}
    </FilterBar>
  );
}
