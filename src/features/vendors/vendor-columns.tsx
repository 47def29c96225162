// The vendor list's columns: name, contact person, phone as people write it, email.
import '@mantine/core/styles/Anchor.css';
import { Anchor } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { Vendor } from '@generated/model';
import { formatPhone } from '@/lib/format';

export const vendorColumns = (t: TFunction): MRT_ColumnDef<Vendor>[] => [
  { accessorKey: 'name', header: t('vendor.name') },
  { accessorKey: 'contact_person', header: t('vendor.contactPerson') },
  {
    accessorKey: 'phone',
    header: t('vendor.phone'),
    Cell: ({ row }) => (
      <Anchor href={`tel:${row.original.phone}`} size="sm" style={{ whiteSpace: 'nowrap' }}>
        {formatPhone(row.original.phone)}
      </Anchor>
    ),
  },
  {
    accessorKey: 'email',
    header: t('vendor.email'),
    Cell: ({ row }) => (
      <Anchor href={`mailto:${row.original.email}`} size="sm">
        {row.original.email}
      </Anchor>
    ),
  },
];
