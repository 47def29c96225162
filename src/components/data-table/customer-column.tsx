// The customer column of the order and invoice lists: the name with the phone number under it (a
// walk-in has only the name given at the counter, an erased customer neither).
import { Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef, MRT_RowData } from 'mantine-react-table';

interface WithCustomer {
  customer: { name: string | null; phone_number: string | null } | null;
  customer_name?: string | null;
}

/** `nameless`: what a row without a name reads (a walk-in who gave none); a dash unless given. */
export function customerColumn<T extends MRT_RowData & WithCustomer>(header: string, nameless = '—'): MRT_ColumnDef<T> {
  return {
    id: 'customer',
    header,
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" inherit>
          {row.original.customer_name ?? row.original.customer?.name ?? nameless}
        </Text>
        {row.original.customer?.phone_number && (
          <Text size="xs" c="dimmed" className="data-cell-secondary">
            {row.original.customer.phone_number}
          </Text>
        )}
      </Stack>
    ),
  };
}
