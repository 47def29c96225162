// The transfer list's columns: number (a link), from, to, when sent, lines and units, status.
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { StockTransferSummary } from '@generated/model';
import { AnchorLink } from '@/components/links';
import { formatDateTime, formatNumber } from '@/lib/format';
import { TransferStatusBadge } from './status';

const right = {
  mantineTableBodyCellProps: { align: 'right' as const },
  mantineTableHeadCellProps: { align: 'right' as const },
};

export const stockTransferColumns = (t: TFunction): MRT_ColumnDef<StockTransferSummary>[] => [
  {
    accessorKey: 'transfer_number',
    header: t('stockTransfer.number'),
    Cell: ({ row }) => (
      <AnchorLink
        to="/stock-transfer/$transferId"
        params={{ transferId: String(row.original.id) }}
        search={{ transfer_number: row.original.transfer_number }}
        fw={500}
      >
        {row.original.transfer_number}
      </AnchorLink>
    ),
  },
  { accessorKey: 'from_outlet_name', header: t('stockTransfer.from') },
  { accessorKey: 'to_outlet_name', header: t('stockTransfer.to') },
  {
    accessorKey: 'created_at',
    header: t('stockTransfer.createdAt'),
    Cell: ({ row }) => formatDateTime(row.original.created_at),
  },
  { accessorKey: 'item_count', header: t('stockTransfer.itemCount'), ...right },
  {
    accessorKey: 'quantity_sent',
    header: t('stockTransfer.quantitySent'),
    ...right,
    Cell: ({ row }) => formatNumber(row.original.quantity_sent),
  },
  {
    accessorKey: 'status',
    header: t('common.status'),
    Cell: ({ row }) => <TransferStatusBadge status={row.original.status} />,
  },
];
