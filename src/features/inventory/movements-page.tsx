// The movement log: every stock change, newest first, at one outlet or every one the user reaches,
// filtered by SKU name or SKU, tagging, source, order, transfer and Jakarta days, all in the URL.
import { getRouteApi } from '@tanstack/react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListInventoryMovementsQueryOptions } from '@generated/hooks/inventory/inventory';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { ButtonLink } from '@/components/links';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { ListScreen } from '@/components/list/list-screen';
import { RemovableFilter } from '@/components/list/removable-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { SelectFilter } from '@/components/list/select-filter';
import { InventoryFilters } from './inventory-filters';
import { movementColumns } from './movement-columns';
import { movementListParams, SOURCES } from './search';

const route = getRouteApi('/_signed-in/inventory/movements');

/** A row's card on a phone. */
const movementsCard: CardLayout = {
  title: 'sku_name',
  subtitle: ['created_at', 'outlet_name'],
  badge: 'change_type',
  figures: ['quantity', 'source', 'lot', 'reference', 'note'],
};

export function MovementsPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListInventoryMovementsQueryOptions,
    movementListParams,
  );
  const columns = useMemo(() => movementColumns(t), [t]);
  const skuName = search.sku_id ? table.rows?.[0]?.sku_name : undefined;

  return (
    <ListScreen
      title={t('screens.inventoryMovements')}
      action={
        <ButtonLink to="/inventory" variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          {t('inventory.backToInventory')}
        </ButtonLink>
      }
    >
      <DataTable
        {...table}
        columns={columns}
        card={movementsCard}
        emptyMessage={filtered ? t('inventory.movementsNoMatch') : t('inventory.movementsEmpty')}
        toolbar={
          <InventoryFilters search={search} onChange={setSearch}>
            <SelectFilter
              label={t('inventory.sourceFilter')}
              placeholder={t('inventory.source')}
              data={SOURCES.map((value) => ({ value, label: t(`inventory.sources.${value}`) }))}
              value={search.source}
              onChange={(source) => setSearch({ source })}
              width={180}
            />
            <DateRangeFilter
              label={t('inventory.dateRange')}
              value={{ start: search.start_date, end: search.end_date }}
              onChange={({ start, end }) => setSearch({ start_date: start, end_date: end })}
            />
            {search.sku_id ? (
              <RemovableFilter removeLabel={t('inventory.clearSku')} onRemove={() => setSearch({ sku_id: undefined })}>
                {skuName ?? `#${search.sku_id}`}
              </RemovableFilter>
            ) : null}
            {search.order_id ? (
              <RemovableFilter
                removeLabel={t('inventory.clearOrder')}
                onRemove={() => setSearch({ order_id: undefined })}
              >
                {t('inventory.orderLink', { id: search.order_id })}
              </RemovableFilter>
            ) : null}
            {search.transfer_id ? (
              <RemovableFilter
                removeLabel={t('stockTransfer.clearTransfer')}
                onRemove={() => setSearch({ transfer_id: undefined })}
              >
                {table.rows?.[0]?.transfer_number ?? `#${search.transfer_id}`}
              </RemovableFilter>
            ) : null}
          </InventoryFilters>
        }
      />
    </ListScreen>
  );
}
