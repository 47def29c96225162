// The purchase-order list: vendor, PO number, status and approval filters (cancelled too) in the URL, a link to each order.
import { getRouteApi } from '@tanstack/react-router';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListPurchaseOrdersQueryOptions } from '@generated/hooks/purchase-orders/purchase-orders';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { rowButton } from '@/components/data-table/row-actions';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { purchaseOrderColumns } from './purchase-order-columns';
import { APPROVAL_STATUSES, LIST_STATUSES, purchaseOrderListParams } from './search';
import { ButtonLink } from '@/components/links';

const route = getRouteApi('/_signed-in/purchase-order');

/** A row's card on a phone. */
const purchaseOrderCard: CardLayout = {
  title: 'po_number',
  subtitle: ['vendor_name', 'outlet_name'],
  badge: 'status',
  figures: ['total_amount', 'expected_delivery_date'],
};

export function PurchaseOrderListPage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(
    route,
    getListPurchaseOrdersQueryOptions,
    purchaseOrderListParams,
  );
  const columns = useMemo(() => purchaseOrderColumns(t), [t]);

  return (
    <ListScreen
      title={t('screens.purchaseOrders')}
      action={
        <ButtonLink to="/purchase-order/add" leftSection={<IconPlus size={16} aria-hidden />}>
          {t('purchaseOrder.new')}
        </ButtonLink>
      }
    >
      <DataTable
        {...table}
        columns={columns}
        card={purchaseOrderCard}
        emptyMessage={filtered ? t('purchaseOrder.noMatch') : t('purchaseOrder.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('purchaseOrder.searchNumber')}
              placeholder={t('purchaseOrder.searchNumber')}
              value={search.po_number}
              onChange={(po_number) => setSearch({ po_number })}
              width={220}
            />
            <SearchFilter
              label={t('purchaseOrder.searchVendor')}
              placeholder={t('purchaseOrder.searchVendor')}
              value={search.vendor}
              onChange={(vendor) => setSearch({ vendor })}
              width={220}
            />
            <SelectFilter
              label={t('purchaseOrder.statusFilter')}
              placeholder={t('common.status')}
              data={LIST_STATUSES.map((status) => ({ value: status, label: t(`purchaseOrder.status.${status}`) }))}
              value={search.status}
              onChange={(status) => setSearch({ status })}
              width={160}
            />
            <SelectFilter
              label={t('purchaseOrder.approvalFilter')}
              placeholder={t('purchaseOrder.approvalColumn')}
              data={APPROVAL_STATUSES.map((status) => ({
                value: status,
                label: t(`purchaseOrder.approval.${status}`),
              }))}
              value={search.approval_status}
              onChange={(approval_status) => setSearch({ approval_status })}
              width={200}
            />
          </FilterBar>
        }
        renderRowActions={(po) => (
          <ButtonLink
            to="/purchase-order/$poID/detail"
            params={{ poID: String(po.id) }}
            search={{ po_number: po.po_number }}
            {...rowButton(IconEye, t('purchaseOrder.viewItem', { name: po.po_number }))}
          >
            {t('purchaseOrder.view')}
          </ButtonLink>
        )}
      />
    </ListScreen>
  );
}
