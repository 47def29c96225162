// Making pick-up windows with two API processes on one PostgreSQL database: the scheduled job runs
// on one process at a time, and even when both do the work at the same moment (past the advisory
// lock) every window is made once, thanks to the outlet's settings row lock and the unique key.
import { asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outletOpeningHours, outletPickupSettings, outlets, timeslots } from '../../src/db/schema';
import { generateAllWindows, plannedWindows } from '../../src/services/timeslots/generate';
import { build, secondServer } from '../helpers/test-app';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
// A second API process on the same database, as behind a load balancer.
const other = await secondServer(t);

const outletIds = Object.values(t.outletId);
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '07:00', closesAt: '23:00' }));

/** Every seeded outlet open every day 07:00 to 23:00 in windows of `minutes`, saved straight to the tables. */
async function setHours(minutes: number) {
  await t.app.db.delete(timeslots).where(inArray(timeslots.outletId, outletIds));
  await t.app.db.delete(outletPickupSettings).where(inArray(outletPickupSettings.outletId, outletIds));
  await t.app.db
    .insert(outletPickupSettings)
    .values(outletIds.map((outletId) => ({ outletId, slotMinutes: minutes, capacity: 6 })));
  await t.app.db
    .insert(outletOpeningHours)
    .values(outletIds.flatMap((outletId) => EVERY_DAY.map((day) => ({ outletId, ...day }))))
    .onConflictDoNothing();
}

/** Per outlet, its windows as date and start, with how many rows each has. */
async function madeWindows() {
  const rows = await t.app.db
    .select({ outletId: timeslots.outletId, date: timeslots.date, start: timeslots.startTime })
    .from(timeslots)
    .innerJoin(outlets, eq(outlets.id, timeslots.outletId))
    .where(inArray(timeslots.outletId, outletIds))
    .orderBy(asc(timeslots.outletId), asc(timeslots.date), asc(timeslots.startTime));
  return rows.map((r) => `${r.outletId} ${r.date} ${r.start}`);
}

describe('two API processes making pick-up windows', () => {
  it('run the job on one process at a time and make every window once', async () => {
    await setHours(30);
    const runs = await Promise.all([
      t.app.scheduledJobs.runNow('pickup windows'),
      other.scheduledJobs.runNow('pickup windows'),
      t.app.scheduledJobs.runNow('pickup windows'),
      other.scheduledJobs.runNow('pickup windows'),
    ]);
    expect(runs).toContain('ran');
    expect(runs[2]).toBe('busy');
    expect(runs[3]).toBe('busy');
    const made = await madeWindows();
    expect(new Set(made).size).toBe(made.length);
    // Each process's run may come after the other's; together they make the planned windows once.
    const perOutlet = plannedWindows(EVERY_DAY, new Set(), 30, new Date()).length;
    expect(Math.abs(made.length - perOutlet * outletIds.length)).toBeLessThanOrEqual(outletIds.length);
    expect(made.length).toBeGreaterThan(0);
  });

  it('make every window once even when both work at the same moment, past the advisory lock', async () => {
    await setHours(20);
    const now = new Date();
    const [a, b] = await Promise.all([generateAllWindows(t.app.db, now), generateAllWindows(other.db, now)]);
    const perOutlet = plannedWindows(EVERY_DAY, new Set(), 20, now).length;
    expect(a.added + b.added).toBe(perOutlet * outletIds.length);
    const made = await madeWindows();
    expect(made.length).toBe(perOutlet * outletIds.length);
    expect(new Set(made).size).toBe(made.length);
  });
});
