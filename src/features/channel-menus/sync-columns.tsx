// The pushes list's columns: when, outlet, platform, why, status, what went and the platform's error.
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ChannelMenuSync } from '@generated/model';
import { formatDateTime } from '@/lib/format';
import { reasonLabel, sentLabel, SyncStatusBadge } from './sync-badges';

export const syncColumns = (t: TFunction): MRT_ColumnDef<ChannelMenuSync>[] => [
  {
    accessorKey: 'requested_at',
    header: t('channelMenus.requestedAt'),
    Cell: ({ row }) => formatDateTime(row.original.requested_at),
  },
  { accessorKey: 'outlet_name', header: t('channelMenus.outlet') },
  {
    accessorKey: 'channel',
    header: t('channelMenus.platform'),
    Cell: ({ row }) => t(`channelMenus.platforms.${row.original.channel}`),
  },
  { id: 'reason', header: t('channelMenus.reason'), Cell: ({ row }) => reasonLabel(t, row.original) },
  {
    accessorKey: 'status',
    header: t('channelMenus.status'),
    Cell: ({ row }) => <SyncStatusBadge status={row.original.status} />,
  },
  { id: 'sent', header: t('channelMenus.sent'), Cell: ({ row }) => sentLabel(t, row.original) },
  {
    accessorKey: 'finished_at',
    header: t('channelMenus.finishedAt'),
    Cell: ({ row }) => (row.original.finished_at ? formatDateTime(row.original.finished_at) : ''),
  },
  { accessorKey: 'error', header: t('channelMenus.error'), Cell: ({ row }) => row.original.error ?? '' },
];
