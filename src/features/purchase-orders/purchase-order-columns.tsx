// The purchase-order list's columns: number, vendor, dates, total, status and received progress.
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { PurchaseOrderSummary } from '@generated/model';
import { formatDate, formatRupiah } from '@/lib/format';
import { Group } from '@mantine/core';
import { ApprovalBadge, ReceivedProgress, StatusBadge } from './status';
import { AnchorLink } from '@/components/links';

export const purchaseOrderColumns = (t: TFunction): MRT_ColumnDef<PurchaseOrderSummary>[] => [
  {
    accessorKey: 'po_number',
    header: t('purchaseOrder.poNumber'),
    Cell: ({ row }) => (
      <AnchorLink
        to="/purchase-order/$poID/detail"
        params={{ poID: String(row.original.id) }}
        search={{ po_number: row.original.po_number }}
        fw={500}
      >
        {row.original.po_number}
      </AnchorLink>
    ),
  },
  { accessorKey: 'vendor_name', header: t('purchaseOrder.vendor') },
  { accessorKey: 'outlet_name', header: t('purchaseOrder.outlet') },
  {
    accessorKey: 'created_at',
    header: t('purchaseOrder.createdAt'),
    Cell: ({ row }) => formatDate(row.original.created_at),
  },
  {
    accessorKey: 'expected_delivery_date',
    header: t('purchaseOrder.expectedDeliveryDate'),
    Cell: ({ row }) => formatDate(row.original.expected_delivery_date),
  },
  {
    accessorKey: 'total_amount',
    header: t('purchaseOrder.total'),
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) => formatRupiah(row.original.total_amount),
  },
  {
    accessorKey: 'status',
    header: t('common.status'),
    Cell: ({ row }) => (
      <Group gap={4} wrap="nowrap">
        <StatusBadge status={row.original.status} />
        <ApprovalBadge status={row.original.approval_status} />
      </Group>
    ),
  },
  {
    id: 'received',
    header: t('purchaseOrder.received'),
    Cell: ({ row }) => (
      <ReceivedProgress received={row.original.quantity_received} ordered={row.original.quantity_ordered} />
    ),
  },
];
