// Pick-up timeslots: 30-minute windows from 10:00 to 21:00 at every outlet, every day of the
// demo and two weeks ahead. A few future windows are switched off, as an outlet manager would.
// Every outlet's opening hours say the same (open every day 10:00 to 21:00, 30-minute windows of
// the same capacity), so the job that makes windows from the hours keeps the demo's windows as they
// are and goes on adding the days after.
import type { Tx } from '../../db/client';
import { outletOpeningHours, outletPickupSettings } from '../../db/schema';
import { insertRows, reserveIds, type Row } from './bulk';
import type { Random } from './random';
import { addDays, clock } from '../../lib/jakarta-time';

export const FIRST_SLOT_MINUTE = 10 * 60;
export const SLOT_MINUTES = 30;
export const SLOTS_PER_DAY = 22;
export const DAYS_AHEAD = 14;

export interface TimeslotGrid {
  firstDate: string;
  outletCount: number;
  baseId: number;
  capacity: number;
  /** The id of slot `slot` (0 = 10:00) of outlet number `outlet` on day number `day` from firstDate. */
  id(day: number, outlet: number, slot: number): number;
}

export async function seedTimeslots(
  tx: Tx,
  outletIds: number[],
  firstDate: string,
  days: number,
  ordersPerSlot: number,
  random: Random,
  createdAt: string,
): Promise<TimeslotGrid> {
  const totalDays = days + DAYS_AHEAD;
  const count = totalDays * outletIds.length * SLOTS_PER_DAY;
  const baseId = await reserveIds(tx, 'timeslots', count);
  // Room for the busiest windows (lunch, evenings, weekends run at about three times the mean).
  const capacity = Math.max(10, Math.ceil(ordersPerSlot * 4));
  const id = (day: number, outlet: number, slot: number) =>
    baseId + (day * outletIds.length + outlet) * SLOTS_PER_DAY + slot;
  const rows: Row[] = [];
  for (let day = 0; day < totalDays; day++) {
    const date = addDays(firstDate, day);
    const future = day >= days;
    outletIds.forEach((outletId, outlet) => {
      for (let slot = 0; slot < SLOTS_PER_DAY; slot++) {
        const start = FIRST_SLOT_MINUTE + slot * SLOT_MINUTES;
        rows.push({
          id: id(day, outlet, slot),
          outlet_id: outletId,
          date,
          start_time: clock(start),
          end_time: clock(start + SLOT_MINUTES),
          capacity,
          is_active: !(future && random.chance(0.06)),
          created_at: createdAt,
          updated_at: createdAt,
        });
      }
    });
  }
  await tx
    .insert(outletPickupSettings)
    .values(
      outletIds.map((outletId) => ({ outletId, slotMinutes: SLOT_MINUTES, capacity, updatedAt: new Date(createdAt) })),
    );
  const opensAt = clock(FIRST_SLOT_MINUTE);
  const closesAt = clock(FIRST_SLOT_MINUTE + SLOTS_PER_DAY * SLOT_MINUTES);
  await tx
    .insert(outletOpeningHours)
    .values(
      outletIds.flatMap((outletId) =>
        [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ outletId, weekday, opensAt, closesAt })),
      ),
    );
  await insertRows(
    tx,
    'timeslots',
    {
      id: 'int',
      outlet_id: 'int',
      date: 'date',
      start_time: 'time',
      end_time: 'time',
      capacity: 'int',
      is_active: 'boolean',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    rows,
  );
  return { firstDate, outletCount: outletIds.length, baseId, capacity, id };
}
