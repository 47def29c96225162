// The promotions list's columns: name (with what it takes off), type, when, where, who pays for it,
// status and its uses (orders and the discount they were given).
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { Text } from '@mantine/core';
import type { Promotion, PromotionStatus } from '@generated/model';
import { StatusBadge, type StatusColors } from '@/components/document/status-badge';
import { formatNumber, formatRupiah } from '@/lib/format';
import { promotionOffer, promotionWhen, promotionWhere } from './describe';

const STATUS_COLORS: StatusColors<PromotionStatus> = { active: 'teal', inactive: 'gray' };

export const promotionColumns = (
  t: TFunction,
  outletName: (id: number) => string | undefined,
): MRT_ColumnDef<Promotion>[] => [
  {
    id: 'name',
    accessorKey: 'name',
    header: t('promotion.name'),
    Cell: ({ row }) => (
      <div>
        <Text size="sm" fw={600}>
          {row.original.name}
        </Text>
        <Text size="xs" c="dimmed">
          {promotionOffer(row.original, t)}
          {row.original.requires_code ? ` · ${t('promotion.withCode')}` : ''}
        </Text>
      </div>
    ),
  },
  {
    id: 'type',
    accessorKey: 'type',
    header: t('promotion.type'),
    Cell: ({ row }) => t(`promotion.types.${row.original.type}`),
  },
  { id: 'when', header: t('promotion.when'), accessorFn: (row) => promotionWhen(row, t) },
  { id: 'where', header: t('promotion.where'), accessorFn: (row) => promotionWhere(row, t, outletName) },
  {
    id: 'funded_by',
    accessorKey: 'funded_by',
    header: t('promotion.fundedBy'),
    Cell: ({ row }) => t(`promotion.funders.${row.original.funded_by}`),
  },
  {
    id: 'status',
    accessorKey: 'status',
    header: t('promotion.status'),
    Cell: ({ row }) => (
      <StatusBadge
        status={row.original.status}
        colors={STATUS_COLORS}
        label={t(`promotion.statuses.${row.original.status}`)}
      />
    ),
  },
  {
    id: 'uses',
    header: t('promotion.uses'),
    accessorFn: (row) => row.usage.orders,
    Cell: ({ row }) => (
      <div>
        <Text size="sm">
          {t('promotion.orderCount', {
            count: row.original.usage.orders,
            formatted: formatNumber(row.original.usage.orders),
          })}
        </Text>
        <Text size="xs" c="dimmed">
          {formatRupiah(row.original.usage.discount_given)}
        </Text>
      </div>
    ),
  },
];
