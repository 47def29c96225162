// The SKU screen: the list with its search, filters and sort in the URL, row selection with bulk
// actions, each row's active switch and discounted price, and the create/edit drawer (with a
// product's recipe).
import { Button, Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil, IconTableImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getListSkusQueryOptions } from '@generated/hooks/skus/skus';
import type { Sku } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { RowActionIcon } from '@/components/data-table/row-actions';
import { ListScreen, NewButton } from '@/components/list/list-screen';
import { RecordFormModal } from '@/components/list/record-form-modal';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { BulkActions } from './bulk-actions';
import { DiscountButton, preloadDiscountForm } from './discount-button';
import { skuColumns } from './sku-columns';
import { SkuFilters } from './sku-filters';
import { skuListParams } from './search';

const route = getRouteApi('/_signed-in/sku');

// The form loads with the dialog, not with the list (see lazyPart).
const SkuEditor = lazyPart(() => import('./sku-editor'), 'SkuEditor');
const ImportDialog = lazyPart(() => import('./import-dialog'), 'ImportDialog');

/** A row's card on a phone. */
const skuCard: CardLayout = { title: 'name', subtitle: ['category'], badge: 'status', figures: ['price', 'stock'] };

export function SkuPage() {
  // Once the user reaches for the page, fetch the forms' code so the drawer and the discount popover open with
  // their fields.
  usePreloadOnIntent(SkuEditor, { preload: preloadDiscountForm });
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListSkusQueryOptions, skuListParams, {
    sort: { by: 'sort_by', direction: 'sort_key' },
  });
  const dialog = useRecordDialog<Sku>();
  const [selected, setSelected] = useState<string[]>([]);
  const columns = useMemo(() => skuColumns(t), [t]);
  const [importing, setImporting] = useState(false);

  return (
    <ListScreen
      title={t('screens.sku')}
      action={
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconTableImport size={16} aria-hidden />}
            onClick={() => setImporting(true)}
          >
            {t('imports.open')}
          </Button>
          <NewButton onClick={dialog.openNew}>{t('sku.new')}</NewButton>
        </Group>
      }
    >
      <DataTable
        {...table}
        columns={columns}
        card={skuCard}
        emptyMessage={
          search.name ? t('sku.noMatch', { name: search.name }) : filtered ? t('sku.noFilterMatch') : t('sku.empty')
        }
        selection={{
          selected,
          onChange: setSelected,
          actions: (ids) => <BulkActions ids={ids} onDone={() => setSelected([])} />,
        }}
        toolbar={<SkuFilters search={search} onChange={setSearch} />}
        renderRowActions={(sku) => (
          <Group gap={4} wrap="nowrap">
            {/* An ingredient is not sold: no discount to set. */}
            {sku.kind === 'ingredient' ? null : <DiscountButton sku={sku} />}
            <RowActionIcon
              tooltip={t('common.editItem', { name: sku.name })}
              label={t('common.editItem', { name: sku.name })}
              onClick={() => dialog.openEdit(sku)}
            >
              <IconPencil size={16} aria-hidden />
            </RowActionIcon>
          </Group>
        )}
      />
      <RecordFormModal
        dialog={dialog}
        newTitle={t('sku.newTitle')}
        editTitle={t('sku.editTitle')}
        variant="drawer"
        size="lg"
      >
        {/* Keyed so switching between SKUs starts from that SKU's values. */}
        <SkuEditor key={dialog.record?.id ?? 'new'} sku={dialog.record} />
      </RecordFormModal>
      {importing ? <ImportDialog opened onClose={() => setImporting(false)} /> : null}
    </ListScreen>
  );
}
