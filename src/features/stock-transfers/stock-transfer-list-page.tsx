// The transfer list: sender, receiver, status, number and date filters in the URL, a link to each.
import { getRouteApi } from '@tanstack/react-router';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListStockTransfersQueryOptions } from '@generated/hooks/stock-transfers/stock-transfers';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { rowButton } from '@/components/data-table/row-actions';
import { ButtonLink } from '@/components/links';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { STATUSES, stockTransferListParams } from './search';
import { stockTransferColumns } from './stock-transfer-columns';

const route = getRouteApi('/_signed-in/stock-transfer');

/** A row's card on a phone. */
const stockTransferCard: CardLayout = {
  title: 'transfer_number',
  subtitle: ['from_outlet_name', 'to_outlet_name'],
  badge: 'status',
  figures: ['created_at', 'item_count'],
};

export function StockTransferListPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListStockTransfersQueryOptions,
    stockTransferListParams,
  );
  const columns = useMemo(() => stockTransferColumns(t), [t]);
  // Either end may be any outlet: a transfer from the head office is seen at the outlet receiving it.
  const { outlets } = useOutletChoices();
  const outletData = outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }));
  const outletValue = (id: number | undefined) => (id === undefined ? undefined : String(id));
  const outletId = (value: string | undefined) => (value === undefined ? undefined : Number(value));

  return (
    <ListScreen
      title={t('screens.stockTransfers')}
      action={
        <ButtonLink to="/stock-transfer/new" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('stockTransfer.new')}
        </ButtonLink>
      }
    >
      <DataTable
        {...table}
        columns={columns}
        card={stockTransferCard}
        emptyMessage={filtered ? t('stockTransfer.noMatch') : t('stockTransfer.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('stockTransfer.searchNumber')}
              placeholder={t('stockTransfer.searchNumber')}
              value={search.transfer_number}
              onChange={(transfer_number) => setSearch({ transfer_number })}
              width={220}
            />
            <SelectFilter
              label={t('stockTransfer.fromFilter')}
              placeholder={t('stockTransfer.from')}
              data={outletData}
              value={outletValue(search.from_outlet_id)}
              onChange={(value) => setSearch({ from_outlet_id: outletId(value) })}
              searchable
              width={200}
            />
            <SelectFilter
              label={t('stockTransfer.toFilter')}
              placeholder={t('stockTransfer.to')}
              data={outletData}
              value={outletValue(search.to_outlet_id)}
              onChange={(value) => setSearch({ to_outlet_id: outletId(value) })}
              searchable
              width={200}
            />
            <SelectFilter
              label={t('stockTransfer.statusFilter')}
              placeholder={t('common.status')}
              data={STATUSES.map((status) => ({ value: status, label: t(`stockTransfer.status.${status}`) }))}
              value={search.status}
              onChange={(status) => setSearch({ status })}
              width={170}
            />
            <DateRangeFilter
              label={t('stockTransfer.dateRange')}
              value={{ start: search.start_date, end: search.end_date }}
              onChange={({ start, end }) => setSearch({ start_date: start, end_date: end })}
            />
          </FilterBar>
        }
        renderRowActions={(transfer) => (
          <ButtonLink
            to="/stock-transfer/$transferId"
            params={{ transferId: String(transfer.id) }}
            search={{ transfer_number: transfer.transfer_number }}
            {...rowButton(IconEye, t('stockTransfer.viewItem', { number: transfer.transfer_number }))}
          >
            {t('stockTransfer.view')}
          </ButtonLink>
        )}
      />
    </ListScreen>
  );
}
