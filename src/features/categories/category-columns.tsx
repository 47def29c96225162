// The category list's columns: thumbnail, name, status, SKU count, last update.
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Image.css';
import { Badge, Image } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Category } from '@generated/model';
import { formatDateTime, formatNumber } from '@/lib/format';

export const categoryColumns = (t: TFunction): MRT_ColumnDef<Category>[] => [
  {
    id: 'image',
    header: t('category.image'),
    size: 80,
    Cell: ({ row }) => (
      <Image src={row.original.image_url} alt={row.original.name} w={40} h={40} fit="cover" radius="sm" />
    ),
  },
  { accessorKey: 'name', header: t('category.name') },
  {
    accessorKey: 'status',
    header: t('common.status'),
    Cell: ({ row }) => (
      <Badge color={row.original.status ? 'teal' : 'gray'} variant="light">
        {row.original.status ? t('common.active') : t('common.inactive')}
      </Badge>
    ),
  },
  { accessorKey: 'sku_count', header: t('category.skuCount'), Cell: ({ row }) => formatNumber(row.original.sku_count) },
  {
    accessorKey: 'updated_at',
    header: t('common.updatedAt'),
    Cell: ({ row }) => formatDateTime(row.original.updated_at),
  },
];
