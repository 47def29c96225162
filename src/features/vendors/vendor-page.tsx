// The Vendor screen: the list with its name search in the URL, and the create/edit dialog.
import { Button } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useListVendors } from '../../../generated/hooks/vendors/vendors';
import type { Vendor } from '../../../generated/model';
import { DataTable } from '../../components/data-table/data-table';
import { listProps } from '../../components/data-table/list-props';
import { DEFAULT_PAGE_SIZE } from '../../components/data-table/pagination';
import { FormModal } from '../../components/form/form-modal';
import { ListScreen, NewButton } from '../../components/list/list-screen';
import { SearchFilter } from '../../components/list/search-filter';
import { useListSearch } from '../../components/list/use-list-search';
import { useRecordDialog } from '../../components/list/use-record-dialog';
import { lazyPart } from '../../lib/lazy-part';
import { vendorColumns } from './vendor-columns';
import { vendorListParams } from './search';

const route = getRouteApi('/vendor');

// The form loads with the dialog, not with the list (see lazyPart).
const VendorForm = lazyPart(() => import('./vendor-form'), 'VendorForm');

export function VendorPage() {
  // Once the list has shown, fetch the form's code so the dialog opens with its fields.
  useEffect(() => void VendorForm.preload(), []);
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const dialog = useRecordDialog<Vendor>();
  const list = useListVendors(vendorListParams(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(() => vendorColumns(t), [t]);

  return (
    <ListScreen title={t('screens.vendor')} action={<NewButton onClick={dialog.openNew}>{t('vendor.new')}</NewButton>}>
      <DataTable
        {...listProps(list)}
        columns={columns}
        getRowId={(vendor) => String(vendor.id)}
        pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
        onPaginationChange={setSearch}
        emptyMessage={search.name ? t('vendor.noMatch', { name: search.name }) : t('vendor.empty')}
        toolbar={
          <SearchFilter
            label={t('vendor.searchLabel')}
            placeholder={t('vendor.searchPlaceholder')}
            value={search.name}
            onChange={(name) => setSearch({ name })}
          />
        }
        renderRowActions={(vendor) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconPencil size={14} aria-hidden />}
            aria-label={t('common.editItem', { name: vendor.name })}
            onClick={() => dialog.openEdit(vendor)}
          >
            {t('common.edit')}
          </Button>
        )}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('vendor.editTitle') : t('vendor.newTitle')}
      >
        <VendorForm key={dialog.record?.id ?? 'new'} vendor={dialog.record} />
      </FormModal>
    </ListScreen>
  );
}
