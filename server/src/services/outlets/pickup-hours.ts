// An outlet's opening hours for pick-up (db/schema/pickup-hours): read for the outlet form, and
// replaced as a whole, the outlet's pick-up windows brought in line in the same transaction so an
// outlet takes orders as soon as its hours are saved.
import { asc, eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Db, DbOrTx } from '../../db/client';
import { outletClosedDays, outletOpeningHours, outletPickupSettings, outlets } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { generateOutletWindows, type WindowChanges } from '../timeslots/generate';
import { recordChange } from '../../lib/audit';
import { hhmm } from '../../lib/jakarta-time';

type PickupHoursDto = components['schemas']['PickupHours'];
type PickupHoursInput = components['schemas']['PickupHoursInput'];
type WeekdayName = components['schemas']['Weekday'];

/** Monday first, as the form shows them; each with lib/jakarta-time's number (0 for Sunday). */
const WEEKDAYS: [WeekdayName, number][] = [
  ['MONDAY', 1],
  ['TUESDAY', 2],
  ['WEDNESDAY', 3],
  ['THURSDAY', 4],
  ['FRIDAY', 5],
  ['SATURDAY', 6],
  ['SUNDAY', 0],
];
const weekdayNumber = new Map(WEEKDAYS);

/** The form's starting values for an outlet whose hours were never saved. */
const DEFAULT_SLOT_MINUTES = 30;
const DEFAULT_CAPACITY = 10;

async function requireOutlet(db: DbOrTx, outletId: number) {
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('Outlet');
}

export async function getPickupHours(db: DbOrTx, outletId: number): Promise<PickupHoursDto> {
  await requireOutlet(db, outletId);
  const [settings] = await db.select().from(outletPickupSettings).where(eq(outletPickupSettings.outletId, outletId));
  const hours = await db.select().from(outletOpeningHours).where(eq(outletOpeningHours.outletId, outletId));
  const closed = await db
    .select({ date: outletClosedDays.date, note: outletClosedDays.note })
    .from(outletClosedDays)
    .where(eq(outletClosedDays.outletId, outletId))
    .orderBy(asc(outletClosedDays.date));
  return {
    configured: settings !== undefined,
    slot_minutes: settings?.slotMinutes ?? DEFAULT_SLOT_MINUTES,
    capacity: settings?.capacity ?? DEFAULT_CAPACITY,
    weekly_hours: WEEKDAYS.map(([name, number]) => {
      const day = hours.find((h) => h.weekday === number);
      return { weekday: name, opens_at: day ? hhmm(day.opensAt) : null, closes_at: day ? hhmm(day.closesAt) : null };
    }),
    closed_days: closed,
  };
}

/** The open days of the input, checked: each weekday once, both times or neither, closing after opening. */
function openDays(input: PickupHoursInput) {
  const seen = new Set<string>();
  const open: { weekday: number; opensAt: string; closesAt: string }[] = [];
  input.weekly_hours.forEach((day, i) => {
    const field = (name: string) => `weekly_hours.${i}.${name}`;
    if (seen.has(day.weekday)) throw unprocessable('Each weekday can be given only once', field('weekday'));
    seen.add(day.weekday);
    if (day.opens_at == null && day.closes_at == null) return;
    if (day.opens_at == null) throw unprocessable('Opening time is required', field('opens_at'));
    if (day.closes_at == null) throw unprocessable('Closing time is required', field('closes_at'));
    // HH:mm strings compare as times.
    if (day.closes_at <= day.opens_at)
      throw unprocessable('Closing time must be after the opening time', field('closes_at'));
    const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));
    if (minutes(day.closes_at) - minutes(day.opens_at) < input.slot_minutes)
      throw unprocessable('The outlet is open for less than one pick-up window', field('closes_at'));
    open.push({ weekday: weekdayNumber.get(day.weekday)!, opensAt: day.opens_at, closesAt: day.closes_at });
  });
  return open;
}

function closedDays(input: PickupHoursInput) {
  const seen = new Set<string>();
  return (input.closed_days ?? []).map((day, i) => {
    if (seen.has(day.date)) throw unprocessable('This date is already a closed day', `closed_days.${i}.date`);
    seen.add(day.date);
    return { date: day.date, note: (day.note ?? '').trim() };
  });
}

/** Replaces the outlet's hours and brings its windows in line, in one transaction. */
export async function replacePickupHours(
  db: Db,
  outletId: number,
  input: PickupHoursInput,
  now: Date = new Date(),
): Promise<{ data: PickupHoursDto; meta: WindowChanges }> {
  const open = openDays(input);
  const closed = closedDays(input);
  return db.transaction(async (tx) => {
    await requireOutlet(tx, outletId);
    const before = await getPickupHours(tx, outletId);
    // Writing the settings row locks it first, as the job does per outlet.
    await tx
      .insert(outletPickupSettings)
      .values({ outletId, slotMinutes: input.slot_minutes, capacity: input.capacity, updatedAt: now })
      .onConflictDoUpdate({
        target: outletPickupSettings.outletId,
        set: { slotMinutes: input.slot_minutes, capacity: input.capacity, updatedAt: now },
      });
    await tx.delete(outletOpeningHours).where(eq(outletOpeningHours.outletId, outletId));
    if (open.length) await tx.insert(outletOpeningHours).values(open.map((day) => ({ outletId, ...day })));
    await tx.delete(outletClosedDays).where(eq(outletClosedDays.outletId, outletId));
    if (closed.length) await tx.insert(outletClosedDays).values(closed.map((day) => ({ outletId, ...day })));
    const meta = await generateOutletWindows(tx, outletId, now);
    const after = await getPickupHours(tx, outletId);
    await recordChange(tx, { recordType: 'outlet', recordId: outletId, outletId, before, after });
    return { data: after, meta };
  });
}
