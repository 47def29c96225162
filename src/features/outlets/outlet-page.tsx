// The Outlet screen: the list with its name search and owner filter in the URL, and the
// create/edit dialog.
import { Button } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListOutlets } from '../../../generated/hooks/outlets/outlets';
import type { Outlet } from '../../../generated/model';
import { DataTable } from '../../components/data-table/data-table';
import { listProps } from '../../components/data-table/list-props';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/pagination';
import { FormModal } from '../../components/form/form-modal';
import { AsyncSelectFilter } from '../../components/list/async-select-filter';
import { FilterBar } from '../../components/list/filter-bar';
import { ListScreen, NewButton } from '../../components/list/list-screen';
import { SearchFilter } from '../../components/list/search-filter';
import { useListSearch } from '../../components/list/use-list-search';
import { useRecordDialog } from '../../components/list/use-record-dialog';
import { lazyPart } from '../../lib/lazy-part';
import { outletColumns } from './outlet-columns';
import { useOwnerOptions } from './outlet-options';
import { outletListParams } from './search';

const route = getRouteApi('/outlet');

// The form loads with the dialog, not with the list (see lazyPart).
const OutletForm = lazyPart(() => import('./outlet-form'), 'OutletForm');

export function OutletPage() {
  // Once the list has shown, fetch the form's code so the dialog opens with its fields.
  useEffect(() => void OutletForm.preload(), []);
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const dialog = useRecordDialog<Outlet>();
  const list = useListOutlets(outletListParams(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(() => outletColumns(t), [t]);
  const filtered = Boolean(search.search_name || search.owner || search.owner_id);

  return (
    <ListScreen title={t('screens.outlet')} action={<NewButton onClick={dialog.openNew}>{t('outlet.new')}</NewButton>}>
      <DataTable
        {...listProps(list)}
        columns={columns}
        getRowId={(outlet) => String(outlet.id)}
        pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
        onPaginationChange={setSearch}
        emptyMessage={filtered ? t('outlet.noMatch') : t('outlet.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('outlet.searchLabel')}
              placeholder={t('outlet.searchPlaceholder')}
              value={search.search_name}
              onChange={(search_name) => setSearch({ search_name })}
            />
            <AsyncSelectFilter
              label={t('outlet.ownerFilter')}
              useOptions={useOwnerOptions}
              value={search.owner}
              onChange={(owner) => setSearch({ owner, owner_id: undefined })}
            />
          </FilterBar>
        }
        renderRowActions={(outlet) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('common.editItem', { name: outlet.name })}
            onClick={() => dialog.openEdit(outlet)}
          >
            {t('common.edit')}
          </Button>
        )}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('outlet.editTitle') : t('outlet.newTitle')}
      >
        <OutletForm key={dialog.record?.id ?? 'new'} outlet={dialog.record} />
      </FormModal>
    </ListScreen>
  );
}
