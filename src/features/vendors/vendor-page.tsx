// The Vendor screen: the list with its name search in the URL, and the create/edit dialog.
import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListVendorsQueryOptions } from '@generated/hooks/vendors/vendors';
import type { Vendor } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { EditButton } from '@/components/data-table/row-actions';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { SearchFilter } from '@/components/list/search-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { vendorColumns } from './vendor-columns';
import { vendorListParams } from './search';
import { WithHistory } from '@/components/audit/record-history';

const route = getRouteApi('/_signed-in/vendor');

// The form loads with the dialog, not with the list (see lazyPart).
const VendorForm = lazyPart(() => import('./vendor-form'), 'VendorForm');

/** A row's card on a phone. */
const vendorCard: CardLayout = { title: 'name', subtitle: ['contact_person'], figures: ['phone', 'email'] };

export function VendorPage() {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(VendorForm);
  const { t } = useTranslation();
  const { search, setSearch, table } = useListScreen(route, getListVendorsQueryOptions, vendorListParams);
  const dialog = useRecordDialog<Vendor>();
  const columns = useMemo(() => vendorColumns(t), [t]);

  return (
    <ListScreen title={t('screens.vendor')} action={<NewButton onClick={dialog.openNew}>{t('vendor.new')}</NewButton>}>
      <DataTable
        {...table}
        columns={columns}
        card={vendorCard}
        emptyMessage={search.name ? t('vendor.noMatch', { name: search.name }) : t('vendor.empty')}
        toolbar={
          <SearchFilter
            label={t('vendor.searchLabel')}
            placeholder={t('vendor.searchPlaceholder')}
            value={search.name}
            onChange={(name) => setSearch({ name })}
          />
        }
        renderRowActions={(vendor) => <EditButton name={vendor.name} onClick={() => dialog.openEdit(vendor)} />}
      />
      <RecordFormModal dialog={dialog} newTitle={t('vendor.newTitle')} editTitle={t('vendor.editTitle')}>
        <WithHistory key={dialog.record?.id ?? 'new'} recordType="vendor" recordId={dialog.record?.id}>
          <VendorForm vendor={dialog.record} />
        </WithHistory>
      </RecordFormModal>
    </ListScreen>
  );
}
