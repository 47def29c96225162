// The movement log's columns: when (WIB), outlet, SKU, in or out, quantity in its stock unit,
// before → after, the source (and the tagging of an adjustment or receipt, the reason of waste), the
// lot it changed (by its expiry date, a batch by its time), the document it came
// from (a link saying what it is), the note in the reader's language, and who (the system for an
// order paid online).
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { InventoryMovement } from '@generated/model';
import { formatDateTime, formatNumber } from '@/lib/format';
import { lotLabel } from '@/lib/lots';
import { MovementReference } from './movement-reference';
import { movementNote } from './movement-note';

/** A long heading that may take two lines ("Sebelum → sesudah"): the library keeps headings on one. */
const wrapping = (header: string) => ({
  header,
  Header: () => <span style={{ whiteSpace: 'normal' }}>{header}</span>,
});

export const movementColumns = (t: TFunction): MRT_ColumnDef<InventoryMovement>[] => [
  {
    accessorKey: 'created_at',
    header: t('inventory.date'),
    size: 130,
    // May wrap between the day and the time, so the columns after it stay on screen.
    Cell: ({ row }) => <Text size="sm">{formatDateTime(row.original.created_at)}</Text>,
  },
  // Sizes a little under the library's 180 px each, so at 1440 px every column, "By" last, fits beside the sidebar.
  { accessorKey: 'outlet_name', header: t('inventory.outlet'), size: 130 },
  { accessorKey: 'sku_name', header: t('inventory.sku'), size: 150 },
  {
    accessorKey: 'change_type',
    ...wrapping(t('inventory.direction')),
    size: 90,
    // Room for its badge ("KELUAR") whole.
    minSize: 104,
    Cell: ({ row }) =>
      row.original.change_type === 'add' ? (
        <Badge color="teal" variant="light">
          {t('inventory.in')}
        </Badge>
      ) : (
        <Badge color="orange" variant="light">
          {t('inventory.out')}
        </Badge>
      ),
  },
  {
    accessorKey: 'quantity',
    header: t('inventory.quantity'),
    size: 100,
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) =>
      `${row.original.change_type === 'add' ? '+' : '−'}${formatNumber(row.original.quantity)} ${row.original.stock_unit}`,
  },
  {
    id: 'before_after',
    ...wrapping(t('inventory.beforeAfter')),
    size: 120,
    Cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatNumber(row.original.quantity_before)} → {formatNumber(row.original.quantity_after)}
      </Text>
    ),
  },
  {
    accessorKey: 'source',
    header: t('inventory.source'),
    size: 170,
    // Room for its badge ("PENJUALAN") whole.
    minSize: 124,
    Cell: ({ row }) => (
      <Group gap={4} wrap="wrap">
        <Badge variant="light" color={row.original.source === 'sale' ? 'grape' : 'gray'}>
          {t(`inventory.sources.${row.original.source}`)}
        </Badge>
        {row.original.tagging ? <Badge variant="outline">{t(`reports.tagging.${row.original.tagging}`)}</Badge> : null}
        {row.original.waste_reason ? (
          <Badge variant="outline" color="red">
            {t(`waste.reasons.${row.original.waste_reason}`)}
          </Badge>
        ) : null}
      </Group>
    ),
  },
  {
    id: 'lot',
    header: t('inventory.lot'),
    size: 140,
    Cell: ({ row }) => (row.original.lot ? <Text size="sm">{lotLabel(t, row.original.lot)}</Text> : null),
  },
  {
    id: 'reference',
    header: t('inventory.reference'),
    Cell: ({ row }) => <MovementReference reference={row.original.reference} t={t} />,
  },
  {
    accessorKey: 'note',
    header: t('inventory.note'),
    size: 170,
    Cell: ({ row }) => movementNote(t, row.original),
  },
  {
    id: 'by',
    header: t('inventory.by'),
    size: 130,
    Cell: ({ row }) => row.original.created_by?.name ?? t('inventory.system'),
  },
];
