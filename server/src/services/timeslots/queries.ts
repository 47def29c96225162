// Pick-up timeslots: a day's windows at the outlets the user reaches with the timeslot scope, each
// with the orders booked in it, and switching windows on and off together.
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx } from '../../db/client';
import { orders, outlets, timeslots } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { reaches, withinReach, type OutletReach } from '../../lib/outlet-access';
import { recordChange } from '../../lib/audit';
import { ORDER } from '../sales/states';
import { hhmm } from '../../lib/jakarta-time';

export type TimeslotDto = components['schemas']['Timeslot'];
type Counts = components['schemas']['TimeslotUpdateCounts'];

const { CANCELLED } = ORDER;

/** Orders a slot holds: every order booked in it but the cancelled ones. */
const bookedOrders =
  sql<number>`(select count(*) from ${orders} where ${orders.timeslotId} = ${timeslots.id} and ${orders.status} <> ${CANCELLED})`.mapWith(
    Number,
  );

export async function listTimeslots(
  db: DbOrTx,
  reach: OutletReach,
  filters: { date: string; outlet_id?: number },
): Promise<TimeslotDto[]> {
  const rows = await db
    .select({
      id: timeslots.id,
      outletId: timeslots.outletId,
      outletName: outlets.name,
      date: timeslots.date,
      startTime: timeslots.startTime,
      endTime: timeslots.endTime,
      capacity: timeslots.capacity,
      orderCount: bookedOrders,
      isActive: timeslots.isActive,
    })
    .from(timeslots)
    .innerJoin(outlets, eq(outlets.id, timeslots.outletId))
    .where(
      and(
        eq(timeslots.date, filters.date),
        withinReach(timeslots.outletId, reach),
        filters.outlet_id === undefined ? undefined : eq(timeslots.outletId, filters.outlet_id),
      ),
    )
    .orderBy(asc(outlets.name), asc(outlets.id), asc(timeslots.startTime));
  return rows.map((row) => ({
    id: row.id,
    outlet_id: row.outletId,
    outlet_name: row.outletName,
    date: row.date,
    start_time: hhmm(row.startTime),
    end_time: hhmm(row.endTime),
    capacity: row.capacity,
    order_count: row.orderCount,
    is_active: row.isActive,
  }));
}

/**
 * Switches the listed slots off and on in one transaction, after locking them all (in id order,
 * so two overlapping updates never deadlock). One unknown slot, or one out of reach, changes
 * nothing. Orders booked in a slot switched off stay booked; the answer counts them.
 */
export async function updateTimeslots(
  db: Db,
  reach: OutletReach,
  deactivate: number[],
  activate: number[],
): Promise<Counts> {
  if (activate.some((id) => deactivate.includes(id)))
    throw unprocessable('A timeslot cannot be both activated and deactivated', 'active_timeslot_ids');
  const ids = [...deactivate, ...activate].sort((a, b) => a - b);
  if (ids.length === 0) return { activated: 0, deactivated: 0, booked_orders_in_deactivated: 0 };
  return db.transaction(async (tx) => {
    const found = await tx
      .select({ id: timeslots.id, outletId: timeslots.outletId })
      .from(timeslots)
      .where(inArray(timeslots.id, ids))
      .orderBy(asc(timeslots.id))
      .for('update');
    if (found.length !== ids.length || !found.every((slot) => reaches(reach, slot.outletId)))
      throw notFound('Timeslot');
    const now = new Date();
    for (const [list, isActive] of [
      [deactivate, false],
      [activate, true],
    ] as const)
      if (list.length) {
        const changed = await tx
          .update(timeslots)
          .set({ isActive, updatedAt: now })
          .where(inArray(timeslots.id, list))
          .returning({ id: timeslots.id, outletId: timeslots.outletId });
        for (const slot of changed)
          await recordChange(tx, {
            recordType: 'timeslot',
            recordId: slot.id,
            outletId: slot.outletId,
            before: { isActive: !isActive },
            after: { isActive },
          });
      }
    const [booked] = deactivate.length
      ? await tx
          .select({ count: sql<number>`count(*)`.mapWith(Number) })
          .from(orders)
          .where(and(inArray(orders.timeslotId, deactivate), ne(orders.status, CANCELLED)))
      : [{ count: 0 }];
    return { activated: activate.length, deactivated: deactivate.length, booked_orders_in_deactivated: booked!.count };
  });
}
