// The Outlet screen: the list with its name search and owner filter in the URL, and the
// create/edit dialog (the outlet, and its opening hours for pick-up).
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListOutletsQueryOptions } from '@generated/hooks/outlets/outlets';
import type { Outlet } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { EditButton } from '@/components/data-table/row-actions';
import { AsyncSelectFilter } from '@/components/list/async-select-filter';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { SearchFilter } from '@/components/list/search-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { outletColumns } from './outlet-columns';
import { useOwnerOptions } from './outlet-options';
import { outletListParams } from './search';

const route = getRouteApi('/_signed-in/outlet');

// The form loads with the dialog, not with the list (see lazyPart).
const OutletEditor = lazyPart(() => import('./outlet-editor'), 'OutletEditor');
type OutletEditorProps = import('./outlet-editor').OutletEditorProps;

/** A row's card on a phone. */
const outletCard: CardLayout = { title: 'name', subtitle: ['area'], figures: ['owner', 'staff'] };

export function OutletPage({ channels }: Pick<OutletEditorProps, 'channels'> = {}) {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(OutletEditor);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListOutletsQueryOptions, outletListParams);
  const dialog = useRecordDialog<Outlet>();
  const columns = useMemo(() => outletColumns(t), [t]);

  return (
    <ListScreen title={t('screens.outlet')} action={<NewButton onClick={dialog.openNew}>{t('outlet.new')}</NewButton>}>
      <DataTable
        {...table}
        columns={columns}
        card={outletCard}
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
        renderRowActions={(outlet) => <EditButton name={outlet.name} onClick={() => dialog.openEdit(outlet)} />}
      />
      <RecordFormModal dialog={dialog} newTitle={t('outlet.newTitle')} editTitle={t('outlet.editTitle')}>
        <OutletEditor key={dialog.record?.id ?? 'new'} outlet={dialog.record} channels={channels} />
      </RecordFormModal>
    </ListScreen>
  );
}
