// The stock list's columns: SKU, stock on hand in its stock unit (low stock highlighted, below zero
// in red with a call to count it), what is in transit to it, the watch flag and the last movement.
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { InventoryStock } from '@generated/model';
import { formatDateTime, formatNumber } from '@/lib/format';

export const inventoryColumns = (t: TFunction): MRT_ColumnDef<InventoryStock>[] => [
  { accessorKey: 'sku_name', header: t('inventory.sku') },
  {
    accessorKey: 'quantity',
    header: t('inventory.onHand'),
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) => (
      <Group gap={6} justify="flex-end" wrap="nowrap">
        {row.original.quantity < 0 ? (
          <Tooltip label={t('inventory.negativeHint')} multiline w={240} withinPortal>
            <Badge color="red" variant="filled" size="sm">
              {t('inventory.countIt')}
            </Badge>
          </Tooltip>
        ) : row.original.is_low_stock ? (
          <Badge color="red" variant="light" size="sm">
            {t('inventory.lowStock')}
          </Badge>
        ) : null}
        <Text
          size="sm"
          fw={row.original.is_low_stock || row.original.quantity < 0 ? 700 : undefined}
          c={row.original.is_low_stock || row.original.quantity < 0 ? 'red' : undefined}
        >
          {formatNumber(row.original.quantity)}
        </Text>
      </Group>
    ),
  },
  {
    accessorKey: 'in_transit',
    header: t('stockTransfer.inTransit'),
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) => (row.original.in_transit > 0 ? formatNumber(row.original.in_transit) : '–'),
  },
  { accessorKey: 'stock_unit', header: t('inventory.unit') },
  {
    accessorKey: 'kind',
    header: t('inventory.kind'),
    Cell: ({ row }) => t(`inventory.kinds.${row.original.kind}`),
  },
  {
    accessorKey: 'is_watched',
    header: t('inventory.watched'),
    Cell: ({ row }) =>
      row.original.is_watched ? (
        <Group gap={4} wrap="nowrap">
          <IconEye size={16} aria-hidden />
          <Text size="sm">{t('inventory.watchedYes')}</Text>
        </Group>
      ) : null,
  },
  {
    accessorKey: 'last_movement_at',
    header: t('inventory.lastMovement'),
    Cell: ({ row }) =>
      row.original.last_movement_at ? formatDateTime(row.original.last_movement_at) : t('inventory.never'),
  },
];
