// The Modifier Groups screen: every group (not paged: a chain has a few dozen) with its search and
// status filter in the URL, and the create/edit drawer.
import { Group } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListModifierGroupsQueryOptions } from '@generated/hooks/modifiers/modifiers';
import type { ModifierGroup } from '@generated/model';
import type { CardLayout } from '@/components/data-table/data-cards';
import { DataTable } from '@/components/data-table/data-table';
import { EditButton } from '@/components/data-table/row-actions';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { isEmpty, useListSearch } from '@/components/list/use-list-search';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { readerName } from '@/lib/domain-labels';
import { currentLanguage } from '@/lib/i18n';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { modifierGroupColumns } from './modifier-group-columns';
import { modifierGroupListParams } from './search';

const route = getRouteApi('/_signed-in/modifier-group');

// The form loads with the drawer, not with the list (see lazyPart).
const ModifierGroupForm = lazyPart(() => import('./modifier-group-form'), 'ModifierGroupForm');

/** A row's card on a phone. */
const groupCard: CardLayout = {
  title: 'name',
  subtitle: ['selection', 'range'],
  badge: 'status',
  figures: ['option_count', 'product_count'],
};

export function ModifierGroupPage() {
  usePreloadOnIntent(ModifierGroupForm);
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const params = modifierGroupListParams(search);
  const list = useQuery({ ...getListModifierGroupsQueryOptions(params), placeholderData: keepPreviousData });
  const dialog = useRecordDialog<ModifierGroup>();
  const language = currentLanguage();
  const columns = useMemo(() => modifierGroupColumns(t, language), [t, language]);
  const activeFilters = Object.values(params).filter((value) => !isEmpty(value)).length;
  const statusLabel = search.status === undefined ? undefined : search.status ? 'true' : 'false';

  return (
    <ListScreen
      title={t('screens.modifierGroup')}
      action={<NewButton onClick={dialog.openNew}>{t('modifier.new')}</NewButton>}
    >
      {/* Keyed by language: the table keeps each row's values, and the names follow the language. */}
      <DataTable
        key={language}
        rows={list.data?.data}
        total={list.data?.data.length}
        isLoading={list.isPending}
        isFetching={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        activeFilters={activeFilters}
        columns={columns}
        card={groupCard}
        emptyMessage={
          search.q
            ? t('modifier.noMatch', { name: search.q })
            : activeFilters > 0
              ? t('modifier.noFilterMatch')
              : t('modifier.empty')
        }
        toolbar={
          <Group gap="xs" wrap="wrap">
            <SearchFilter
              label={t('modifier.searchLabel')}
              placeholder={t('modifier.searchPlaceholder')}
              value={search.q}
              onChange={(q) => setSearch({ q })}
            />
            <SelectFilter
              label={t('modifier.statusFilter')}
              data={[
                { value: 'true', label: t('common.active') },
                { value: 'false', label: t('common.inactive') },
              ]}
              value={statusLabel}
              onChange={(value) => setSearch({ status: value === undefined ? undefined : value === 'true' })}
            />
          </Group>
        }
        renderRowActions={(group) => (
          <EditButton name={readerName(group, language)} onClick={() => dialog.openEdit(group)} />
        )}
      />
      <RecordFormModal
        dialog={dialog}
        newTitle={t('modifier.newTitle')}
        editTitle={t('modifier.editTitle')}
        variant="drawer"
        size="xl"
      >
        {/* Keyed so switching between groups starts from that group's values. */}
        <ModifierGroupForm key={dialog.record?.id ?? 'new'} group={dialog.record} />
      </RecordFormModal>
    </ListScreen>
  );
}
