// The audit log: every write the API made, newest first, filtered by user, record, operation and
// Jakarta days in the URL, with the downloads the reports have.
import { getRouteApi } from '@tanstack/react-router';
import { keepPreviousData } from '@tanstack/react-query';
import { useMediaQuery } from '@mantine/hooks';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  getExportAuditLogQueryKey,
  getExportAuditLogXlsxQueryKey,
  getListAuditLogQueryOptions,
} from '@generated/hooks/audit-log/audit-log';
import { useListUsers } from '@generated/hooks/users/users';
import type { User } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import { listOptions } from '@/components/form/list-options';
import { AsyncSelectFilter } from '@/components/list/async-select-filter';
import { DateRangeFilter } from '@/components/list/date-range-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { ExportButtons } from '@/components/reports/export-buttons';
import { auditOperation } from '@/components/audit/change-list';
import { auditColumns, compactAuditColumns } from './audit-columns';
import { OPERATIONS } from './operations';
import { auditFilterParams, auditListParams, RECORD_TYPES } from './search';

const route = getRouteApi('/_signed-in/audit-log');

const useUserOptions = (search: string) =>
  listOptions<User>(
    useListUsers({ search_name: search || undefined, size: 20 }, { query: { placeholderData: keepPreviousData } }),
    (user) => ({ value: String(user.id), label: user.name }),
  );

export function AuditLogPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListAuditLogQueryOptions, auditListParams);
  const phone = useMediaQuery('(max-width: 48em)');
  const columns = useMemo(() => (phone ? compactAuditColumns(t) : auditColumns(t)), [t, phone]);
  const filters = auditFilterParams(search);

  return (
    <ListScreen
      title={t('screens.auditLog')}
      action={<ExportButtons csv={getExportAuditLogQueryKey(filters)} xlsx={getExportAuditLogXlsxQueryKey(filters)} />}
    >
      <DataTable
        {...table}
        columns={columns}
        emptyMessage={filtered ? t('auditLog.noMatch') : t('auditLog.empty')}
        toolbar={
          <FilterBar>
            <AsyncSelectFilter
              label={t('auditLog.userFilter')}
              useOptions={useUserOptions}
              value={search.user}
              onChange={(user) => setSearch({ user })}
            />
            <SelectFilter
              label={t('auditLog.recordTypeFilter')}
              placeholder={t('auditLog.record')}
              data={RECORD_TYPES.map((value) => ({ value, label: t(`auditLog.recordTypes.${value}`) }))}
              value={search.record_type}
              onChange={(record_type) => setSearch({ record_type })}
              width={180}
            />
            <SearchFilter
              label={t('auditLog.recordIdFilter')}
              placeholder={t('auditLog.recordIdPlaceholder')}
              value={search.record_id}
              onChange={(record_id) => setSearch({ record_id })}
            />
            <SelectFilter
              label={t('auditLog.operationFilter')}
              placeholder={t('auditLog.operation')}
              data={OPERATIONS.map((value) => ({ value, label: auditOperation(value, t) })).sort((a, b) =>
                a.label.localeCompare(b.label),
              )}
              value={OPERATIONS.find((operation) => operation === search.operation)}
              onChange={(operation) => setSearch({ operation })}
              searchable
              width={220}
            />
            <DateRangeFilter
              label={t('auditLog.dateRange')}
              value={{ start: search.start_date, end: search.end_date }}
              onChange={({ start, end }) => setSearch({ start_date: start, end_date: end })}
            />
          </FilterBar>
        }
      />
    </ListScreen>
  );
}
