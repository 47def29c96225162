// The role list's columns: name, type, description, the screens it opens, and its user count.
import '@mantine/core/styles/Badge.css';
import { Badge, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Role } from '@generated/model';
import { scopeLabel } from '@/lib/domain-labels';
import { formatNumber } from '@/lib/format';

export const roleColumns = (t: TFunction): MRT_ColumnDef<Role>[] => [
  { accessorKey: 'name', header: t('roles.name') },
  {
    accessorKey: 'type',
    header: t('roles.type'),
    Cell: ({ row }) => (
      <Badge variant="light" color={row.original.type === 'ADMIN' ? 'grape' : 'blue'}>
        {row.original.type}
      </Badge>
    ),
  },
  { accessorKey: 'description', header: t('roles.description') },
  {
    accessorKey: 'scopes',
    header: t('roles.scopes'),
    size: 280,
    Cell: ({ row }) => <Text size="sm">{row.original.scopes.map(scopeLabel).join(', ')}</Text>,
  },
  {
    accessorKey: 'user_count',
    header: t('roles.userCount'),
    Cell: ({ row }) => formatNumber(row.original.user_count),
  },
];
