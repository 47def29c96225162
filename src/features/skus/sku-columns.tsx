// The SKU list's columns: thumbnail, name (with its bundle and watch marks), category, prices in
// rupiah, unit, stock, the active switch and the last update. Sortable ones carry the API's
// `sort_by` value as their id.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import '@mantine/core/styles/Tooltip.css';
import { Badge, Group, Image, Text, Tooltip } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Sku } from '@generated/model';
import { formatDateTime, formatNumber, formatRupiah } from '@/lib/format';
import { ActiveSwitch } from './active-switch';

/** Where a figure does not apply (an ingredient's selling price). */
function NotSold() {
  return (
    <Text size="sm" c="dimmed">
      {'—'}
    </Text>
  );
}

export const skuColumns = (t: TFunction): MRT_ColumnDef<Sku>[] => [
  {
    id: 'image',
    header: t('sku.image'),
    size: 64,
    enableSorting: false,
    Cell: ({ row }) => (
      // An ingredient saved without an image shows the brand's mark in its place.
      <Image
        src={row.original.image_url || null}
        fallbackSrc="/logo.svg"
        alt={row.original.name}
        w={40}
        h={40}
        fit="cover"
        radius="sm"
      />
    ),
  },
  {
    id: 'name',
    accessorKey: 'name',
    header: t('sku.name'),
    enableSorting: true,
    size: 220,
    Cell: ({ row }) => (
      <Group gap={6}>
        <Text size="sm">{row.original.name}</Text>
        {row.original.is_bundled ? (
          <Badge size="xs" variant="light" color="grape">
            {t('sku.bundle')}
          </Badge>
        ) : null}
        {row.original.kind === 'product' ? null : (
          <Badge size="xs" variant="light" color={row.original.kind === 'prep' ? 'orange' : 'teal'}>
            {t(`sku.kinds.${row.original.kind}`)}
          </Badge>
        )}
        {row.original.is_watched ? (
          <Tooltip label={t('sku.watched')}>
            <IconEye size={16} color="var(--mantine-color-orange-6)" aria-label={t('sku.watched')} role="img" />
          </Tooltip>
        ) : null}
      </Group>
    ),
  },
  { id: 'category', accessorKey: 'category_name', header: t('sku.category'), enableSorting: false, size: 130 },
  {
    id: 'price',
    size: 120,
    accessorKey: 'price',
    header: t('sku.price'),
    enableSorting: true,
    // An ingredient is bought and a prep item made, not sold: no selling price on its row or card.
    Cell: ({ row }) => (row.original.kind === 'product' ? formatRupiah(row.original.price) : <NotSold />),
  },
  {
    id: 'discounted_price',
    size: 130,
    accessorKey: 'discounted_price',
    header: t('sku.discountedPrice'),
    enableSorting: false,
    Cell: ({ row }) =>
      row.original.kind !== 'product' ? (
        <NotSold />
      ) : row.original.discounted_price > 0 ? (
        formatRupiah(row.original.discounted_price)
      ) : (
        <Text size="sm" c="dimmed">
          {t('sku.noDiscount')}
        </Text>
      ),
  },
  {
    id: 'unit',
    size: 90,
    header: t('sku.unit'),
    enableSorting: false,
    Cell: ({ row }) => `${formatNumber(row.original.unit_amount)} ${t(`sku.units.${row.original.unit}`)}`,
  },
  {
    id: 'stock',
    size: 80,
    accessorKey: 'stock_quantity',
    header: t('sku.stock'),
    enableSorting: false,
    Cell: ({ row }) => formatNumber(row.original.stock_quantity),
  },
  {
    id: 'status',
    size: 80,
    accessorKey: 'status',
    header: t('common.active'),
    enableSorting: false,
    Cell: ({ row }) => <ActiveSwitch sku={row.original} />,
  },
  {
    id: 'updated_at',
    size: 170,
    accessorKey: 'updated_at',
    header: t('common.updatedAt'),
    enableSorting: true,
    Cell: ({ row }) => formatDateTime(row.original.updated_at),
  },
];
