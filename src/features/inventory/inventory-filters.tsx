// The filters shared by the stock list and the movement log: the outlet (among those where the user
// sees inventory; none means every one), the SKU name search and the tagging.
import { useTranslation } from 'react-i18next';
import type { InventoryTagging } from '@generated/model';
import { FilterBar } from '@/components/list/filter-bar';
import { OutletFilter } from '@/components/list/outlet-filter';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { TAGGINGS } from './search';

interface Filters {
  outlet_id?: number;
  sku_name?: string;
  tagging?: InventoryTagging;
}

interface Props {
  search: Filters;
  onChange: (patch: Filters) => void;
  children?: React.ReactNode;
}

export function InventoryFilters({ search, onChange, children }: Props) {
  const { t } = useTranslation();
  return (
    <FilterBar>
      <OutletFilter
        scope="view_admin_inventory"
        label={t('inventory.outlet')}
        placeholder={t('inventory.allOutlets')}
        value={search.outlet_id}
        onChange={(outlet_id) => onChange({ outlet_id })}
      />
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
