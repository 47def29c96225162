// An order's life cycle (contract: updateOrderStatus) and its pick-up status, which is derived from
// the status and the end of the pick-up window in Asia/Jakarta (PickUpStatus).
import { and, inArray, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import { orders, timeslots, type OrderStatus } from '../../db/schema';
import { startOfJakartaDay } from '../../lib/jakarta-time';

export type PickUpStatus = components['schemas']['PickUpStatus'];
export type OrderStatusChange = components['schemas']['OrderStatusChange'];

export const STATUS_NAMES: Record<OrderStatus, string> = {
  0: 'CREATED',
  100: 'PAID',
  200: 'PREPARING',
  300: 'READY_TO_PICKUP',
  350: 'PICKED_UP',
  400: 'COMPLETED',
  500: 'CANCELLED',
};

/** Where an order may go from each status; COMPLETED and CANCELLED are final. */
export const NEXT_STATUSES: Record<OrderStatus, OrderStatusChange[]> = {
  0: [100, 500],
  100: [200, 500],
  200: [300, 500],
  300: [350, 500],
  350: [400],
  400: [],
  500: [],
};

export const canMove = (from: OrderStatus, to: number): boolean => (NEXT_STATUSES[from] as number[]).includes(to);

export const transitionRefused = (from: OrderStatus, to: OrderStatus) =>
  NEXT_STATUSES[from].length === 0
    ? `Order status cannot change from ${STATUS_NAMES[from]}: it is final`
    : `Order status cannot change from ${STATUS_NAMES[from]} to ${STATUS_NAMES[to]}`;

/** The statuses a pick-up status applies to: paid, being prepared, ready. */
const AWAITING_PICK_UP: OrderStatus[] = [100, 200, 300];

/** The instant a pick-up window ends: its date and end time are Jakarta wall-clock time. */
export function windowEnd(date: string, endTime: string): number {
  const [hours, minutes] = endTime.split(':').map(Number);
  return startOfJakartaDay(date) + (hours! * 60 + minutes!) * 60_000;
}

export function pickUpStatus(status: OrderStatus, date: string, endTime: string, now: number): PickUpStatus | null {
  if (!AWAITING_PICK_UP.includes(status)) return null;
  if (now >= windowEnd(date, endTime)) return 'LATE';
  return status === 300 ? 'READY_TO_PICKUP' : 'UPCOMING';
}

/**
 * The same rule as a condition on orders, at the database's now(). Each order's window end is read
 * from its own timeslot, so the few orders awaiting pick-up, found by their status, lead, and the
 * timeslots (a table that only grows) are not all read.
 */
export function pickUpStatusIs(value: PickUpStatus): SQL {
  const windowEnd = sql`(select (${timeslots.date} + ${timeslots.endTime}) at time zone 'Asia/Jakarta'
    from ${timeslots} where ${timeslots.id} = ${orders.timeslotId})`;
  const ended = sql`${windowEnd} <= now()`;
  switch (value) {
    case 'LATE':
      return and(inArray(orders.status, AWAITING_PICK_UP), ended)!;
    case 'READY_TO_PICKUP':
      return and(eq(orders.status, 300), sql`not ${ended}`)!;
    case 'UPCOMING':
      return and(inArray(orders.status, [100, 200]), sql`not ${ended}`)!;
  }
}
