// The order list's columns: number, customer (the name staff call the order by), channel and order
// type, outlet, pick-up window (WIB; a counter order has none), items, total, and the status with
// the pick-up status under it.
import { Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { OrderSummary } from '@generated/model';
import { customerColumn } from '@/components/data-table/customer-column';
import { formatClockRange, formatDate, formatNumber, formatRupiah } from '@/lib/format';
import { ChannelBadge, OrderStatusBadge, PickUpBadge } from './status-badges';

/** `22 Nov 2026, 10:00–10:30 WIB` / `22 Nov 2026, 10.00–10.30 WIB`, like every time on screen. */
export const pickUpWindow = (slot: OrderSummary['timeslot']) =>
  slot ? `${formatDate(slot.date)}, ${formatClockRange(slot.start_time, slot.end_time)}` : '—';

export const orderColumns = (t: TFunction): MRT_ColumnDef<OrderSummary>[] => [
  { id: 'id', header: t('order.number'), size: 90, Cell: ({ row }) => `#${row.original.id}` },
  customerColumn(t('order.customer'), t('order.walkIn')),
  {
    id: 'channel',
    header: t('order.channel'),
    Cell: ({ row }) => (
      <ChannelBadge
        channel={row.original.channel}
        orderType={row.original.order_type}
        platform={row.original.platform}
        status={row.original.status}
      />
    ),
  },
  { id: 'outlet', header: t('order.outlet'), Cell: ({ row }) => row.original.outlet.name },
  {
    id: 'timeslot',
    header: t('order.pickUpWindow'),
    // Null at the counter: a dash in the table, left off a phone's card.
    accessorFn: (order) => order.timeslot,
    Cell: ({ row }) => pickUpWindow(row.original.timeslot),
  },
  { id: 'items', header: t('order.items'), size: 80, Cell: ({ row }) => formatNumber(row.original.item_count) },
  { id: 'total', header: t('order.total'), Cell: ({ row }) => formatRupiah(row.original.total_amount) },
  {
    id: 'status',
    header: t('common.status'),
    // The pick-up badge ("Ready to pick up") whole, not cut short when the columns narrow.
    minSize: 150,
    Cell: ({ row }) => (
      <Stack gap={4} align="flex-start">
        <OrderStatusBadge status={row.original.status} />
        <PickUpBadge value={row.original.pick_up_status} />
      </Stack>
    ),
  },
];
