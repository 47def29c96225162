// The Shifts screen: every shift at the outlets in reach, newest opened first, filtered in the URL by
// outlet, register, status and a range of business days, as cards on a phone; one shift in a drawer
// (also in the URL, `?view=<id>`, where the counter's "X report" leads) with its figures, movements,
// count and approval.
import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconEye } from '@tabler/icons-react';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListShiftsQueryOptions } from '@generated/hooks/shifts/shifts';
import { ShiftStatus } from '@generated/model';
import type { CardLayout } from '@/components/data-table/data-cards';
import { DataTable } from '@/components/data-table/data-table';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { OutletFilter } from '@/components/list/outlet-filter';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { shiftStatusLabel } from '@/lib/domain-labels';
import { lazyPart } from '@/lib/lazy-part';
import { shiftListParams } from './search';
import { shiftColumns } from './shift-columns';

// The drawer, with its approval form, loads when a shift is opened, not with the list (see lazyPart).
const ShiftDrawer = lazyPart(() => import('./shift-drawer'), 'ShiftDrawer');

const route = getRouteApi('/_signed-in/shift');

/** A shift's card on a phone. */
const shiftCard: CardLayout = {
  title: 'register',
  subtitle: ['business_date'],
  badge: 'status',
  figures: ['expected_cash', 'counted_cash', 'variance'],
};

export function ShiftPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListShiftsQueryOptions, shiftListParams);
  // Opening or closing a shift keeps the page the list is on.
  const show = (view: number | undefined) => setSearch({ view, page: search.page });
  const columns = useMemo(() => shiftColumns(t), [t]);
  const statuses = Object.values(ShiftStatus).map((status) => ({ value: status, label: shiftStatusLabel(status) }));

  return (
    <ListScreen title={t('screens.shifts')}>
      <DataTable
        {...table}
        columns={columns}
        card={shiftCard}
        emptyMessage={filtered ? t('shift.noMatch') : t('shift.empty')}
        toolbar={
          <FilterBar>
            <OutletFilter
              scope="view_admin_shift"
              label={t('shift.outletFilter')}
              placeholder={t('shift.allOutlets')}
              value={search.outlet_id}
              onChange={(outlet_id) => setSearch({ outlet_id })}
            />
            <SearchFilter
              label={t('shift.registerFilter')}
              placeholder={t('shift.registerPlaceholder')}
              value={search.register}
              onChange={(register) => setSearch({ register })}
              width={200}
            />
            <SelectFilter
              label={t('shift.statusFilter')}
              placeholder={t('shift.allStatuses')}
              data={statuses}
              value={search.status}
              onChange={(status) => setSearch({ status })}
            />
            <DateRangeFilter
              label={t('shift.dayFilter')}
              value={{ start: search.from, end: search.to }}
              onChange={({ start, end }) => setSearch({ from: start, to: end })}
            />
          </FilterBar>
        }
        renderRowActions={(shift) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('shift.viewItem', {
              register: shift.register,
              outlet: shift.outlet_name,
              day: shift.business_date,
            })}
            onClick={() => show(shift.id)}
          >
            {t('shift.view')}
          </Button>
        )}
      />
      {search.view ? (
        <Suspense fallback={null}>
          <ShiftDrawer shiftId={search.view} onClose={() => show(undefined)} />
        </Suspense>
      ) : null}
    </ListScreen>
  );
}
