// The shift list's columns: outlet and register, business day, status, who opened it and when
// (WIB), the opening float, expected and counted cash, and the variance (red when short).
import '@mantine/core/styles/Badge.css';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ShiftStatus, ShiftSummary } from '@generated/model';
import { SHIFT_STATUS_COLORS, shiftStatusLabel } from '@/lib/domain-labels';
import { formatDate, formatDateTime, formatRupiah } from '@/lib/format';
import { signedRupiah } from './shift-figures';

export function ShiftStatusBadge({ status }: { status: ShiftStatus }) {
  return (
    <Badge color={SHIFT_STATUS_COLORS[status]} variant="dot">
      {shiftStatusLabel(status)}
    </Badge>
  );
}

/** The variance with its sign, red when the drawer is short; a dash while the shift is open. */
export function VarianceText({ variance }: { variance: number | null }) {
  if (variance === null) return <Text size="sm">—</Text>;
  return (
    <Text size="sm" c={variance < 0 ? 'red' : undefined} fw={variance !== 0 ? 600 : undefined}>
      {signedRupiah(variance)}
    </Text>
  );
}

const amount = (
  header: string,
  pick: (shift: ShiftSummary) => number | null,
  id: string,
): MRT_ColumnDef<ShiftSummary> => ({
  id,
  header,
  mantineTableBodyCellProps: { align: 'right' },
  mantineTableHeadCellProps: { align: 'right' },
  Cell: ({ row }) => {
    const value = pick(row.original);
    return value === null ? '—' : formatRupiah(value);
  },
});

export const shiftColumns = (t: TFunction): MRT_ColumnDef<ShiftSummary>[] => [
  {
    id: 'register',
    header: t('shift.register'),
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.original.register}
        </Text>
        <Text size="xs" c="dimmed">
          {row.original.outlet_name}
        </Text>
      </Stack>
    ),
  },
  { id: 'business_date', header: t('shift.businessDay'), Cell: ({ row }) => formatDate(row.original.business_date) },
  { id: 'status', header: t('common.status'), Cell: ({ row }) => <ShiftStatusBadge status={row.original.status} /> },
  {
    id: 'opened',
    header: t('shift.opened'),
    Cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm">{formatDateTime(row.original.opened_at)}</Text>
        <Text size="xs" c="dimmed">
          {row.original.opened_by?.name ?? '—'}
        </Text>
      </Stack>
    ),
  },
  amount(t('shift.figures.openingFloat'), (shift) => shift.opening_float, 'opening_float'),
  amount(t('shift.figures.expected'), (shift) => shift.expected_cash, 'expected_cash'),
  amount(t('shift.figures.counted'), (shift) => shift.counted_cash, 'counted_cash'),
  {
    id: 'variance',
    header: t('shift.figures.variance'),
    mantineTableBodyCellProps: { align: 'right' },
    mantineTableHeadCellProps: { align: 'right' },
    Cell: ({ row }) => <VarianceText variance={row.original.variance} />,
  },
];
