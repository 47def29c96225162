// The Customers list's columns: name (or "Erased"), phone number (masked unless the user manages
// users everywhere), points balance, orders and the last order's time (WIB).
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Customer } from '@generated/model';
import { formatDateTime, formatNumber, formatPhone } from '@/lib/format';

/** The member's name, or what stands for it once erased or never given. */
export const memberName = (member: Pick<Customer, 'name' | 'erased'>, t: TFunction): string =>
  member.erased ? t('members.erased') : (member.name ?? t('members.noName'));

/** A full number as people write it; a masked one as the server masked it. */
export const memberPhone = (member: Pick<Customer, 'phone_number' | 'phone_masked'>): string =>
  member.phone_number === null ? '—' : member.phone_masked ? member.phone_number : formatPhone(member.phone_number);

export const memberColumns = (t: TFunction): MRT_ColumnDef<Customer>[] => [
  { accessorKey: 'name', header: t('members.name'), Cell: ({ row }) => memberName(row.original, t) },
  {
    accessorKey: 'phone_number',
    header: t('members.phone'),
    Cell: ({ row }) => <span style={{ whiteSpace: 'nowrap' }}>{memberPhone(row.original)}</span>,
  },
  {
    accessorKey: 'points_balance',
    header: t('members.balance'),
    Cell: ({ row }) => formatNumber(row.original.points_balance),
  },
  {
    accessorKey: 'orders_count',
    header: t('members.orders'),
    Cell: ({ row }) => formatNumber(row.original.orders_count),
  },
  {
    accessorKey: 'last_order_at',
    header: t('members.lastOrder'),
    Cell: ({ row }) => (row.original.last_order_at ? formatDateTime(row.original.last_order_at) : '—'),
  },
];
