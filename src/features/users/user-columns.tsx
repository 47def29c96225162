// The user list's columns: name, phone (+62), email, roles with their outlets, active state.
import '@mantine/core/styles/Badge.css';
import { Badge, Group, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { User } from '@generated/model';
import { formatPhone } from '@/lib/format';

export const userColumns = (t: TFunction): MRT_ColumnDef<User>[] => [
  { accessorKey: 'name', header: t('users.name') },
  {
    accessorKey: 'phone_number',
    header: t('users.phone'),
    Cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatPhone(row.original.phone_number)}
      </Text>
    ),
  },
  { accessorKey: 'email', header: t('users.email') },
  {
    id: 'roles',
    header: t('users.roles'),
    size: 280,
    Cell: ({ row }) =>
      row.original.roles.length ? (
        <Group gap={4}>
          {row.original.roles.map((role) => (
            <Badge
              key={`${role.role_id}:${role.outlet_id ?? '-'}`}
              variant="light"
              color={role.role_type === 'ADMIN' ? 'grape' : 'blue'}
              tt="none"
            >
              {t('users.roleAt', { role: role.role_name, outlet: role.outlet_name ?? t('users.everyOutlet') })}
            </Badge>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {t('users.noRoles')}
        </Text>
      ),
  },
  {
    accessorKey: 'is_active',
    header: t('common.status'),
    Cell: ({ row }) => (
      <Badge color={row.original.is_active ? 'teal' : 'gray'} variant="light">
        {row.original.is_active ? t('common.active') : t('common.inactive')}
      </Badge>
    ),
  },
];
