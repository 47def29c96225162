// The Inventory screen: stock per SKU at one outlet, or summed over every outlet the user reaches
// (said above the table), with the outlet, SKU name, type and tagging filters in the URL, the
// adjustment dialog (at the chosen outlet), and a way into each SKU's movements there.
import '@mantine/core/styles/Alert.css';
import { Alert, Button, Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconAdjustmentsHorizontal, IconHistory } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListInventoryQueryOptions } from '@generated/hooks/inventory/inventory';
import type { InventoryStock } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { rowButton } from '@/components/data-table/row-actions';
import { FormModal } from '@/components/form/form-modal';
import { ButtonLink } from '@/components/links';
import { ListScreen } from '@/components/list/list-screen';
import { useListScreen } from '@/components/list/use-list-screen';
import { useRecordDialog } from '@/components/list/use-record-dialog';
import { lazyPart, usePreloadOnIntent } from '@/lib/lazy-part';
import { SelectFilter } from '@/components/list/select-filter';
import { useOutletName } from '@/components/list/outlet-filter';
import { InventoryFilters } from './inventory-filters';
import { inventoryColumns } from './inventory-columns';
import { inventoryListParams, KINDS } from './search';

const route = getRouteApi('/_signed-in/inventory');

// The form loads with the dialog, not with the list (see lazyPart).
const AdjustForm = lazyPart(() => import('./adjust-form'), 'AdjustForm');

/** A row's card on a phone. */
const inventoryCard: CardLayout = {
  title: 'sku_name',
  subtitle: ['kind'],
  figures: ['quantity', 'in_transit', 'stock_unit'],
};

export function InventoryPage() {
  // Once the user reaches for the page, fetch the form's code so the dialog opens with its fields.
  usePreloadOnIntent(AdjustForm);
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListInventoryQueryOptions,
    inventoryListParams,
  );
  const dialog = useRecordDialog<InventoryStock>();
  const columns = useMemo(() => inventoryColumns(t), [t]);
  const outletName = useOutletName(search.outlet_id);

  return (
    <ListScreen
      title={t('screens.inventory')}
      action={
        <Group gap="xs">
          <ButtonLink to="/inventory/movements" variant="default" leftSection={<IconHistory size={16} aria-hidden />}>
            {t('inventory.movements')}
          </ButtonLink>
          <Button leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />} onClick={dialog.openNew}>
            {t('inventory.adjust')}
          </Button>
        </Group>
      }
    >
      <Alert variant="light" color={outletName ? 'blue' : 'gray'} py={6} data-testid="inventory-scope">
        {outletName ? t('inventory.outletOf', { outlet: outletName }) : t('inventory.chainWide')}
      </Alert>
      <DataTable
        {...table}
        columns={columns}
        card={inventoryCard}
        getRowId={(row) => String(row.sku_id)}
        emptyMessage={filtered ? t('inventory.noMatch') : t('inventory.empty')}
        toolbar={
          <InventoryFilters search={search} onChange={setSearch}>
            <SelectFilter
              label={t('inventory.kindFilter')}
              placeholder={t('inventory.kindFilter')}
              data={KINDS.map((value) => ({ value, label: t(`inventory.kinds.${value}`) }))}
              value={search.kind}
              onChange={(kind) => setSearch({ kind })}
              width={180}
            />
          </InventoryFilters>
        }
        renderRowActions={(row) => (
          <Group gap={4} wrap="nowrap">
            <Button
              {...rowButton(IconAdjustmentsHorizontal, t('inventory.adjustItem', { name: row.sku_name }))}
              onClick={() => dialog.openEdit(row)}
            >
              {t('inventory.adjust')}
            </Button>
            <ButtonLink
              to="/inventory/movements"
              search={{ sku_id: row.sku_id, outlet_id: search.outlet_id }}
              {...rowButton(IconHistory, t('inventory.movementsOf', { name: row.sku_name }))}
            >
              {t('inventory.movements')}
            </ButtonLink>
          </Group>
        )}
      />
      <FormModal opened={dialog.opened} onClose={dialog.close} title={t('inventory.adjustTitle')}>
        <AdjustForm key={dialog.record?.sku_id ?? 'new'} stock={dialog.record} outletId={search.outlet_id} />
      </FormModal>
    </ListScreen>
  );
}
