// The SKU screen: the list with its search, filters and sort in the URL, row selection with bulk
// actions, each row's active switch and discounted price, and the create/edit drawer.
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { IconPencil } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListSkus } from '../../../generated/hooks/skus/skus';
import type { Sku } from '../../../generated/model';
import { DataTable, DEFAULT_PAGE_SIZE, listProps } from '../../components/data-table';
import { FormModal } from '../../components/form';
import { ListScreen, NewButton, useListSearch, useRecordDialog } from '../../components/list';
import { BulkActions } from './bulk-actions';
import { DiscountButton } from './discount-button';
import { skuColumns } from './sku-columns';
import { SkuFilters } from './sku-filters';
import { SkuForm } from './sku-form';
import { skuListParams } from './search';

const route = getRouteApi('/sku');

export function SkuPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useListSearch(route);
  const dialog = useRecordDialog<Sku>();
  const [selected, setSelected] = useState<string[]>([]);
  // Keep the old page on screen while the next one loads (progress bar instead of skeletons).
  const list = useListSkus(skuListParams(search), { query: { placeholderData: keepPreviousData } });
  const columns = useMemo(() => skuColumns(t), [t]);
  const filtered = search.category_id !== undefined || search.status !== undefined || search.is_bundled !== undefined;

  return (
    <ListScreen title={t('screens.sku')} action={<NewButton onClick={dialog.openNew}>{t('sku.new')}</NewButton>}>
      <DataTable
        {...listProps(list)}
        columns={columns}
        getRowId={(sku) => String(sku.id)}
        pagination={{ page: search.page ?? 1, size: search.size ?? DEFAULT_PAGE_SIZE }}
        // The first page and the default size stay out of the URL (a sort change resets the page).
        onPaginationChange={({ page, size }) =>
          setSearch({ page: page === 1 ? undefined : page, size: size === DEFAULT_PAGE_SIZE ? undefined : size })
        }
        sort={search.sort_by ? { by: search.sort_by, direction: search.sort_key ?? 'desc' } : undefined}
        onSortChange={(sort) =>
          setSearch({
            sort_by: sort?.by as typeof search.sort_by,
            sort_key: sort?.direction,
          })
        }
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
            <DiscountButton sku={sku} />
            <Tooltip label={t('common.editItem', { name: sku.name })}>
              <ActionIcon
                variant="subtle"
                aria-label={t('common.editItem', { name: sku.name })}
                onClick={() => dialog.openEdit(sku)}
              >
                <IconPencil size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      />
      <FormModal
        opened={dialog.opened}
        onClose={dialog.close}
        title={dialog.record ? t('sku.editTitle') : t('sku.newTitle')}
        variant="drawer"
        size="lg"
      >
        {/* Keyed so switching between SKUs starts from that SKU's values. */}
        <SkuForm key={dialog.record?.id ?? 'new'} sku={dialog.record} />
      </FormModal>
    </ListScreen>
  );
}
