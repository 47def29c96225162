// An order's pick-up status, derived from its status and the end of its pick-up window in
// Asia/Jakarta (contract: PickUpStatus).
import { and, inArray, eq, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import { orders, timeslots } from '../../db/schema';
import { startOfJakartaDay } from '../../lib/jakarta-time';
import { ORDER, type OrderStatus } from '../sales/states';

export type PickUpStatus = components['schemas']['PickUpStatus'];

const { PAID, PREPARING, READY_TO_PICKUP } = ORDER;

/** The statuses a pick-up status applies to: paid, being prepared, ready. */
const AWAITING_PICK_UP: OrderStatus[] = [PAID, PREPARING, READY_TO_PICKUP];

/** The instant a pick-up window ends: its date and end time are Jakarta wall-clock time. */
export function windowEnd(date: string, endTime: string): number {
  const [hours, minutes] = endTime.split(':').map(Number);
  return startOfJakartaDay(date) + (hours! * 60 + minutes!) * 60_000;
}

export function pickUpStatus(status: OrderStatus, date: string, endTime: string, now: number): PickUpStatus | null {
  if (!AWAITING_PICK_UP.includes(status)) return null;
  if (now >= windowEnd(date, endTime)) return 'LATE';
  return status === READY_TO_PICKUP ? 'READY_TO_PICKUP' : 'UPCOMING';
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
      return and(eq(orders.status, READY_TO_PICKUP), sql`not ${ended}`)!;
    case 'UPCOMING':
      return and(inArray(orders.status, [PAID, PREPARING]), sql`not ${ended}`)!;
  }
}
