// The stock counts: outlet, status and opening-day filters in the URL, each count's progress, a
// link to its sheet, a new count dialog and the usage report between two counts.
import { getRouteApi } from '@tanstack/react-router';
import { IconChartDots, IconEye, IconPlus } from '@tabler/icons-react';
import { Button, Group } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { getListStocktakesQueryOptions } from '@generated/hooks/stocktakes/stocktakes';
import type { StocktakeSummary } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { rowButton } from '@/components/data-table/row-actions';
import { FormModal } from '@/components/form/form-modal';
import { AnchorLink, ButtonLink } from '@/components/links';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { OutletFilter } from '@/components/list/outlet-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { formatDateTime } from '@/lib/format';
import { lazyPart } from '@/lib/lazy-part';
import { STATUSES, stocktakeListParams } from './search';
import { CountedProgress, StocktakeStatusBadge } from './status';

const route = getRouteApi('/_signed-in/stocktake');

// The form loads with its dialog, not with the list (see lazyPart).
const NewStocktakeForm = lazyPart(() => import('./new-stocktake-form'), 'NewStocktakeForm');

const columns = (t: TFunction): MRT_ColumnDef<StocktakeSummary>[] => [
  {
    accessorKey: 'stocktake_number',
    header: t('stocktake.number'),
    Cell: ({ row }) => (
      <Group gap={6} wrap="nowrap">
        <AnchorLink to="/stocktake/$stocktakeId" params={{ stocktakeId: String(row.original.id) }} fw={500}>
          {row.original.stocktake_number}
        </AnchorLink>
      </Group>
    ),
  },
  { accessorKey: 'outlet_name', header: t('stocktake.outlet') },
  {
    accessorKey: 'opened_at',
    header: t('stocktake.openedAt'),
    Cell: ({ row }) => formatDateTime(row.original.opened_at),
  },
  {
    accessorKey: 'status',
    header: t('common.status'),
    Cell: ({ row }) => <StocktakeStatusBadge status={row.original.status} />,
  },
  {
    id: 'progress',
    header: t('stocktake.progress'),
    Cell: ({ row }) => <CountedProgress counted={row.original.counted_count} total={row.original.line_count} />,
  },
  {
    id: 'blind',
    header: t('stocktake.blind'),
    Cell: ({ row }) => (row.original.blind ? t('stocktake.blindBadge') : ''),
  },
  { id: 'by', header: t('stocktake.openedBy'), Cell: ({ row }) => row.original.created_by?.name ?? '' },
];

/** A row's card on a phone. */
const stocktakeCard: CardLayout = {
  title: 'stocktake_number',
  subtitle: ['outlet_name'],
  badge: 'status',
  figures: ['opened_at', 'progress'],
};

export function StocktakeListPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListStocktakesQueryOptions,
    stocktakeListParams,
  );
  const tableColumns = useMemo(() => columns(t), [t]);
  const dialog = useRecordDialog<never>();

  return (
    <ListScreen
      title={t('screens.stocktakes')}
      action={
        <Group gap="xs">
          <ButtonLink
            to="/stocktake/usage"
            search={search.outlet_id ? { outlet_id: search.outlet_id } : {}}
            variant="default"
            leftSection={<IconChartDots size={16} aria-hidden />}
          >
            {t('stocktake.usage')}
          </ButtonLink>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={dialog.openNew}
            onMouseEnter={() => void NewStocktakeForm.preload()}
          >
            {t('stocktake.new')}
          </Button>
        </Group>
      }
    >
      <DataTable
        {...table}
        columns={tableColumns}
        card={stocktakeCard}
        emptyMessage={filtered ? t('stocktake.noMatch') : t('stocktake.empty')}
        toolbar={
          <FilterBar>
            <OutletFilter
              scope="view_admin_inventory"
              label={t('stocktake.outletFilter')}
              placeholder={t('stocktake.allOutlets')}
              value={search.outlet_id}
              onChange={(outlet_id) => setSearch({ outlet_id })}
            />
            <SelectFilter
              label={t('stocktake.statusFilter')}
              placeholder={t('common.status')}
              data={STATUSES.map((status) => ({ value: status, label: t(`stocktake.status.${status}`) }))}
              value={search.status}
              onChange={(status) => setSearch({ status })}
              width={160}
            />
            <DateRangeFilter
              label={t('stocktake.dateRange')}
              value={{ start: search.start_date, end: search.end_date }}
              onChange={({ start, end }) => setSearch({ start_date: start, end_date: end })}
            />
          </FilterBar>
        }
        renderRowActions={(count) => (
          <ButtonLink
            to="/stocktake/$stocktakeId"
            params={{ stocktakeId: String(count.id) }}
            {...rowButton(IconEye, t('stocktake.viewItem', { name: count.stocktake_number }))}
          >
            {t('stocktake.view')}
          </ButtonLink>
        )}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={t('stocktake.newTitle')}>
        <NewStocktakeForm outletId={search.outlet_id} />
      </FormModal>
    </ListScreen>
  );
}
