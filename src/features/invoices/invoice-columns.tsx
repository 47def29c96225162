// The invoice list's columns: number with its order (a link to it), customer, outlet, amount, status, and
// when it was paid (and refunded) or when it expires (WIB).
import '@mantine/core/styles/Anchor.css';
import '@mantine/core/styles/Badge.css';
import { Anchor, Badge, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Invoice } from '@generated/model';
import { customerColumn } from '@/components/data-table/customer-column';
import { INVOICE_STATUS_COLORS, invoiceStatusLabel } from '@/lib/domain-labels';
import { formatDateTime, formatRupiah } from '@/lib/format';

export function InvoiceStatusBadge({ status }: { status: Invoice['status'] }) {
  return (
    // The dot variant keeps the label in the text colour, readable on striped rows whatever the status colour.
    <Badge color={INVOICE_STATUS_COLORS[status]} variant="dot">
      {invoiceStatusLabel(status)}
    </Badge>
  );
}

/**
 * When an expired invoice stopped being payable. An order cancelled before its invoice's expiry
 * closes the invoice then, and the server moves the expiry to that moment; an invoice closed so
 * before that rule still carries an expiry to come, and its last change is when it closed.
 */
function expiredAt(invoice: Pick<Invoice, 'expires_at' | 'updated_at'>): string {
  if (!invoice.expires_at || Date.parse(invoice.expires_at) > Date.now()) return invoice.updated_at;
  return invoice.expires_at;
}

/** "Paid 20 Nov 2026 08:17 WIB", "Expires …" or "Expired …" (never a time still to come). */
export function paidOrExpiry(
  t: TFunction,
  invoice: Pick<Invoice, 'paid_at' | 'expires_at' | 'status' | 'updated_at'>,
): string {
  if (invoice.paid_at) return t('invoice.paidAt', { time: formatDateTime(invoice.paid_at) });
  if (invoice.status === 200) return t('invoice.expiredAt', { time: formatDateTime(expiredAt(invoice)) });
  if (!invoice.expires_at) return '';
  return t('invoice.expiresAt', { time: formatDateTime(invoice.expires_at) });
}

/** The invoice drawer's line for an unpaid invoice: when it expires, or when it expired. */
export function expiryFact(
  t: TFunction,
  invoice: Pick<Invoice, 'paid_at' | 'expires_at' | 'status' | 'updated_at'>,
): { label: string; time: string } | null {
  if (invoice.paid_at) return null;
  if (invoice.status === 200) return { label: t('invoice.expiredAtLabel'), time: formatDateTime(expiredAt(invoice)) };
  if (!invoice.expires_at) return null;
  return { label: t('invoice.expiresAtLabel'), time: formatDateTime(invoice.expires_at) };
}

export const invoiceColumns = (t: TFunction): MRT_ColumnDef<Invoice>[] => [
  {
    accessorKey: 'invoice_number',
    header: t('invoice.number'),
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" ff="monospace">
          {row.original.invoice_number}
        </Text>
        <Anchor
          size="xs"
          c="var(--mantine-color-teal-light-color)"
          renderRoot={(props) => <Link {...props} to="/order" search={{ order_id: row.original.order_id }} />}
        >
          {t('invoice.orderNumber', { id: row.original.order_id })}
        </Anchor>
      </Stack>
    ),
  },
  customerColumn(t('invoice.customer')),
  { id: 'outlet', header: t('invoice.outlet'), Cell: ({ row }) => row.original.outlet.name },
  {
    accessorKey: 'amount',
    header: t('invoice.amount'),
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) => formatRupiah(row.original.amount),
  },
  {
    accessorKey: 'status',
    header: t('common.status'),
    Cell: ({ row }) => <InvoiceStatusBadge status={row.original.status} />,
  },
  {
    id: 'paid_or_expiry',
    header: t('invoice.paidOrExpiry'),
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" c={row.original.paid_at ? undefined : 'dimmed'}>
          {paidOrExpiry(t, row.original)}
        </Text>
        {row.original.refunded_at && (
          <Text size="xs" c="dimmed">
            {t('invoice.refundedAt', { time: formatDateTime(row.original.refunded_at) })}
          </Text>
        )}
      </Stack>
    ),
  },
];
