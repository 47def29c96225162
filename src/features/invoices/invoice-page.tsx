// The Invoices screen: the list with its status and number filters in the URL, and one invoice in a
// drawer (also in the URL) where a payment can be requested.
import { Button } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { IconEye } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getListInvoicesQueryOptions } from '@generated/hooks/invoices/invoices';
import { InvoiceStatus } from '@generated/model';
import { DataTable } from '@/components/data-table/data-table';
import type { CardLayout } from '@/components/data-table/data-cards';
import { FilterBar } from '@/components/list/filter-bar';
import { ListScreen } from '@/components/list/list-screen';
import { SearchFilter } from '@/components/list/search-filter';
import { SelectFilter } from '@/components/list/select-filter';
import { useListScreen } from '@/components/list/use-list-screen';
import { invoiceStatusLabel } from '@/lib/domain-labels';
import { invoiceColumns } from './invoice-columns';
import { InvoiceDrawer } from './invoice-detail';
import { invoiceListParams } from './search';

const route = getRouteApi('/_signed-in/invoice');

/** A row's card on a phone. */
const invoiceCard: CardLayout = {
  title: 'invoice_number',
  subtitle: ['outlet'],
  badge: 'status',
  figures: ['amount', 'customer'],
};

export function InvoicePage() {
  const { t } = useTranslation();
  const { search, setSearch, filtered, table } = useListScreen(route, getListInvoicesQueryOptions, invoiceListParams);
  // Opening or closing an invoice keeps the page the list is on.
  const show = (view: number | undefined) => setSearch({ view, page: search.page });
  const columns = useMemo(() => invoiceColumns(t), [t]);
  const statuses = Object.values(InvoiceStatus).map((status) => ({
    value: String(status),
    label: invoiceStatusLabel(status),
  }));

  return (
    <ListScreen title={t('screens.invoices')}>
      <DataTable
        {...table}
        columns={columns}
        card={invoiceCard}
        emptyMessage={filtered ? t('invoice.noMatch') : t('invoice.empty')}
        toolbar={
          <FilterBar>
            <SearchFilter
              label={t('invoice.searchLabel')}
              placeholder={t('invoice.searchPlaceholder')}
              value={search.invoice_id}
              onChange={(invoice_id) => setSearch({ invoice_id })}
            />
            <SelectFilter
              label={t('invoice.statusFilter')}
              placeholder={t('invoice.allStatuses')}
              data={statuses}
              value={search.status === undefined ? undefined : String(search.status)}
              onChange={(status) => setSearch({ status: status === undefined ? undefined : Number(status) })}
            />
          </FilterBar>
        }
        renderRowActions={(invoice) => (
          <Button
            size="xs"
            variant="subtle"
            leftSection={<IconEye size={14} aria-hidden />}
            aria-label={t('invoice.viewItem', { number: invoice.invoice_number })}
            onClick={() => show(invoice.id)}
          >
            {t('invoice.view')}
          </Button>
        )}
      />
      <InvoiceDrawer invoiceId={search.view ?? null} onClose={() => show(undefined)} />
    </ListScreen>
  );
}
