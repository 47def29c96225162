// Pick-up windows made from an outlet's opening hours (db/schema/pickup-hours), for the next
// WINDOW_DAYS days in Asia/Jakarta. Each day the outlet is open (its weekday has hours and the date
// is not a closed day) is cut into windows of the outlet's length from opening time, the last
// ending by closing time; only windows yet to start are made.
//
// Making them again changes nothing: a window is known by its outlet, date and start (a unique key),
// and one already there is left. When the hours change, the future windows that no longer fit are
// removed when nothing refers to them: a window that holds orders (even cancelled ones, which keep
// their reference) or that staff switched off is never removed or changed, and a new window that
// would overlap one kept is not made. Removing, rather than switching off, keeps "switched off" as
// the staff's own decision, which the Timeslot screen shows and the next run respects.
//
// Each outlet is worked through in a transaction that first locks its settings row, so saving the
// hours and a run of the job never interleave at one outlet; the windows it may remove are locked
// too, so switching one on or off (which locks them) waits, and an order placed into a window at the
// same moment either commits first (and the window stays) or finds it gone.
import { and, asc, eq, gte, inArray, lte, notExists, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { orders, outletClosedDays, outletOpeningHours, outletPickupSettings, timeslots } from '../../db/schema';
import { addDays, clock, jakartaDate, startOfJakartaDay, MINUTE, weekday } from '../../lib/jakarta-time';
import type { ScheduledJob } from '../../lib/scheduled-jobs';
import { ADVISORY_LOCKS } from '../../db/advisory-locks';

/** How far ahead windows are made: today and the 13 days after. */
export const WINDOW_DAYS = 14;

export interface WindowChanges {
  added: number;
  removed: number;
  updated: number;
}

interface Window {
  date: string;
  /** Minutes after midnight. */
  start: number;
  end: number;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The windows the hours ask for, from `now` (windows already started are left out) over WINDOW_DAYS days. */
export function plannedWindows(
  hours: { weekday: number; opensAt: string; closesAt: string }[],
  closedDays: ReadonlySet<string>,
  slotMinutes: number,
  now: Date,
): Window[] {
  const today = jakartaDate(now);
  const minuteNow = Math.floor((now.getTime() - startOfJakartaDay(today)) / MINUTE);
  const windows: Window[] = [];
  for (let day = 0; day < WINDOW_DAYS; day++) {
    const date = addDays(today, day);
    const open = hours.find((h) => h.weekday === weekday(date));
    if (!open || closedDays.has(date)) continue;
    const closes = minutesOf(open.closesAt);
    for (let start = minutesOf(open.opensAt); start + slotMinutes <= closes; start += slotMinutes)
      if (day > 0 || start > minuteNow) windows.push({ date, start, end: start + slotMinutes });
  }
  return windows;
}

/**
 * Brings one outlet's windows in line with its hours, in the caller's transaction. An outlet
 * without saved hours is left alone.
 */
export async function generateOutletWindows(tx: DbOrTx, outletId: number, now: Date): Promise<WindowChanges> {
  const [settings] = await tx
    .select()
    .from(outletPickupSettings)
    .where(eq(outletPickupSettings.outletId, outletId))
    .for('update');
  const changes: WindowChanges = { added: 0, removed: 0, updated: 0 };
  if (!settings) return changes;
  const hours = await tx.select().from(outletOpeningHours).where(eq(outletOpeningHours.outletId, outletId));
  const today = jakartaDate(now);
  const last = addDays(today, WINDOW_DAYS - 1);
  const closed = await tx
    .select({ date: outletClosedDays.date })
    .from(outletClosedDays)
    .where(
      and(eq(outletClosedDays.outletId, outletId), gte(outletClosedDays.date, today), lte(outletClosedDays.date, last)),
    );
  const planned = plannedWindows(hours, new Set(closed.map((c) => c.date)), settings.slotMinutes, now);
  const key = (w: Window) => `${w.date} ${w.start} ${w.end}`;
  const plannedKeys = new Set(planned.map(key));

  // The windows of the period yet to start, locked; which hold orders is read after the locks.
  const existing = (
    await tx
      .select({
        id: timeslots.id,
        date: timeslots.date,
        startTime: timeslots.startTime,
        endTime: timeslots.endTime,
        capacity: timeslots.capacity,
        isActive: timeslots.isActive,
      })
      .from(timeslots)
      .where(
        and(
          eq(timeslots.outletId, outletId),
          gte(timeslots.date, today),
          lte(timeslots.date, last),
          sql`(${timeslots.date} + ${timeslots.startTime}) > (${now.toISOString()}::timestamptz at time zone 'Asia/Jakarta')`,
        ),
      )
      .orderBy(asc(timeslots.id))
      .for('update')
  ).map((row) => ({ ...row, start: minutesOf(row.startTime), end: minutesOf(row.endTime) }));
  const withoutOrders = notExists(
    tx
      .select({ one: sql`1` })
      .from(orders)
      .where(eq(orders.timeslotId, timeslots.id)),
  );

  const misfits = existing.filter((w) => w.isActive && !plannedKeys.has(key(w))).map((w) => w.id);
  const removed = misfits.length
    ? await tx
        .delete(timeslots)
        .where(and(inArray(timeslots.id, misfits), withoutOrders))
        .returning({ id: timeslots.id })
    : [];
  changes.removed = removed.length;
  const gone = new Set(removed.map((r) => r.id));
  const kept = existing.filter((w) => !gone.has(w.id));

  const resize = kept
    .filter((w) => w.isActive && plannedKeys.has(key(w)) && w.capacity !== settings.capacity)
    .map((w) => w.id);
  if (resize.length)
    changes.updated = (
      await tx
        .update(timeslots)
        .set({ capacity: settings.capacity, updatedAt: now })
        .where(and(inArray(timeslots.id, resize), withoutOrders))
        .returning({ id: timeslots.id })
    ).length;

  const fresh = planned.filter((w) => !kept.some((k) => k.date === w.date && k.start < w.end && w.start < k.end));
  if (fresh.length)
    changes.added = (
      await tx
        .insert(timeslots)
        .values(
          fresh.map((w) => ({
            outletId,
            date: w.date,
            startTime: clock(w.start),
            endTime: clock(w.end),
            capacity: settings.capacity,
          })),
        )
        .onConflictDoNothing({ target: [timeslots.outletId, timeslots.date, timeslots.startTime] })
        .returning({ id: timeslots.id })
    ).length;
  return changes;
}

/** Every outlet with hours, each in a transaction of its own; answers the totals. */
export async function generateAllWindows(db: Db, now: Date = new Date()): Promise<WindowChanges> {
  const total: WindowChanges = { added: 0, removed: 0, updated: 0 };
  const outletsWithHours = await db
    .select({ outletId: outletPickupSettings.outletId })
    .from(outletPickupSettings)
    .orderBy(asc(outletPickupSettings.outletId));
  for (const { outletId } of outletsWithHours) {
    const changes = await db.transaction((tx) => generateOutletWindows(tx, outletId, now));
    total.added += changes.added;
    total.removed += changes.removed;
    total.updated += changes.updated;
  }
  return total;
}

/** The job as the scheduler runs it, logging what it changed. */
export function pickupWindowsJob(everyMs: number, log: { info(data: object, message: string): void }): ScheduledJob {
  return {
    name: 'pickup windows',
    everyMs,
    lockKey: ADVISORY_LOCKS.pickupWindowsJob,
    async run(db) {
      const changes = await generateAllWindows(db);
      if (changes.added || changes.removed || changes.updated)
        log.info(changes, 'pick-up windows made from opening hours');
    },
  };
}
