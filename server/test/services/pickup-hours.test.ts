// Outlets' opening hours for pick-up and the windows made from them: the exact windows for given
// hours, a re-run changing nothing, closed days, a change of hours keeping the windows that hold
// orders and the ones staff switched off, the hours read and replaced through the API with per-outlet
// reach and readable refusals, and the order simulator passing over a full window.
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { outlets, timeslots } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { replacePickupHours } from '../../src/services/outlets/pickup-hours';
import {
  generateAllWindows,
  generateOutletWindows,
  plannedWindows,
  WINDOW_DAYS,
} from '../../src/services/timeslots/generate';
import { makeOrder } from '../helpers/sales';
import { build } from '../helpers/test-app';

type HoursInput = components['schemas']['PickupHoursInput'];

const t = await build();
const admin = await t.asAdmin();
let outletCount = 0;

/** A new outlet of its own, with no hours yet. */
async function newOutlet(): Promise<{ id: number; name: string }> {
  const [template] = await t.app.db.select().from(outlets).limit(1);
  const [row] = await t.app.db
    .insert(outlets)
    .values({
      name: `Pick-up Test ${process.pid} ${++outletCount}`,
      address: 'Jl. Percobaan No. 1',
      areaId: template!.areaId,
      areaName: template!.areaName,
    })
    .returning({ id: outlets.id, name: outlets.name });
  return row!;
}

/** The outlet's windows, by date and start, as "date start-end capacity on|off". */
async function windowsOf(outletId: number) {
  const rows = await t.app.db
    .select()
    .from(timeslots)
    .where(eq(timeslots.outletId, outletId))
    .orderBy(asc(timeslots.date), asc(timeslots.startTime));
  return rows.map(
    (w) => `${w.date} ${w.startTime.slice(0, 5)}-${w.endTime.slice(0, 5)} ${w.capacity} ${w.isActive ? 'on' : 'off'}`,
  );
}

async function windowId(outletId: number, date: string, start: string) {
  const [row] = await t.app.db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(and(eq(timeslots.outletId, outletId), eq(timeslots.date, date), eq(timeslots.startTime, start)));
  return row!.id;
}

// Monday 3 March 2031, 10:30 WIB.
const NOW = new Date('2031-03-03T03:30:00Z');
const closed = (weekday: components['schemas']['Weekday']) => ({ weekday, opens_at: null, closes_at: null });
const open = (weekday: components['schemas']['Weekday'], opens_at: string, closes_at: string) => ({
  weekday,
  opens_at,
  closes_at,
});
/** Mondays and Wednesdays 10:00 to 12:00, 45-minute windows of 3 orders, closed on Monday 10 March. */
const MON_WED: HoursInput = {
  slot_minutes: 45,
  capacity: 3,
  weekly_hours: [open('MONDAY', '10:00', '12:00'), closed('TUESDAY'), open('WEDNESDAY', '10:00', '12:00')],
  closed_days: [{ date: '2031-03-10', note: 'Nyepi' }],
};

describe('windows made from the opening hours', () => {
  it('are the exact windows of the open days ahead: whole windows by closing time, none started, none on a closed day', async () => {
    const outlet = await newOutlet();
    const { meta } = await replacePickupHours(t.app.db, outlet.id, MON_WED, NOW);
    expect(await windowsOf(outlet.id)).toEqual([
      // Today 10:00 has started; 11:30 would end after 12:00.
      '2031-03-03 10:45-11:30 3 on',
      '2031-03-05 10:00-10:45 3 on',
      '2031-03-05 10:45-11:30 3 on',
      // Monday 10 March is closed (Nyepi).
      '2031-03-12 10:00-10:45 3 on',
      '2031-03-12 10:45-11:30 3 on',
      // Monday 17 March is past the 14 days.
    ]);
    expect(meta).toEqual({ added: 5, removed: 0, updated: 0 });
  });

  it('plans WINDOW_DAYS days from today', () => {
    const everyDay = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '08:00', closesAt: '09:00' }));
    const planned = plannedWindows(everyDay, new Set(), 60, NOW);
    expect(planned.map((w) => w.date)).toEqual(
      Array.from({ length: WINDOW_DAYS - 1 }, (_, day) => addDays('2031-03-04', day)),
    );
  });

  it('are made once: running again adds, removes and changes nothing', async () => {
    const outlet = await newOutlet();
    await replacePickupHours(t.app.db, outlet.id, MON_WED, NOW);
    const before = await t.app.db.select().from(timeslots).where(eq(timeslots.outletId, outlet.id));
    // This outlet's run, as the job makes it (the job's totals count other tests' outlets too).
    const again = await t.app.db.transaction((tx) => generateOutletWindows(tx, outlet.id, NOW));
    expect(again).toEqual({ added: 0, removed: 0, updated: 0 });
    await replacePickupHours(t.app.db, outlet.id, MON_WED, NOW);
    expect(await t.app.db.select().from(timeslots).where(eq(timeslots.outletId, outlet.id))).toEqual(before);
  });

  it('when the hours change, keep the windows holding orders and those switched off, and remove the rest that no longer fit', async () => {
    const outlet = await newOutlet();
    await replacePickupHours(t.app.db, outlet.id, MON_WED, NOW);
    const booked = await windowId(outlet.id, '2031-03-05', '10:00');
    await makeOrder(t.app.db, t.seed, { outletId: outlet.id, timeslotId: booked });
    // A cancelled order still refers to its window, which therefore stays.
    const cancelledIn = await windowId(outlet.id, '2031-03-12', '10:45');
    await makeOrder(t.app.db, t.seed, { outletId: outlet.id, timeslotId: cancelledIn, orderStatus: 500 });
    const off = await windowId(outlet.id, '2031-03-05', '10:45');
    const res = await admin.PUT('/adm/v1/timeslots', {
      body: { deactive_timeslot_ids: [off], active_timeslot_ids: [] },
    });
    expect(res.response.status).toBe(200);

    // Now Mondays only, 30-minute windows of 5 orders.
    const { meta } = await replacePickupHours(
      t.app.db,
      outlet.id,
      { slot_minutes: 30, capacity: 5, weekly_hours: [open('MONDAY', '10:00', '12:00')], closed_days: [] },
      NOW,
    );
    expect(await windowsOf(outlet.id)).toEqual([
      '2031-03-03 11:00-11:30 5 on',
      '2031-03-03 11:30-12:00 5 on',
      '2031-03-05 10:00-10:45 3 on',
      '2031-03-05 10:45-11:30 3 off',
      '2031-03-10 10:00-10:30 5 on',
      '2031-03-10 10:30-11:00 5 on',
      '2031-03-10 11:00-11:30 5 on',
      '2031-03-10 11:30-12:00 5 on',
      '2031-03-12 10:45-11:30 3 on',
    ]);
    expect(meta).toEqual({ added: 6, removed: 2, updated: 0 });
    // Running the job afterwards leaves it so.
    await generateAllWindows(t.app.db, NOW);
    expect((await windowsOf(outlet.id)).length).toBe(9);
  });

  it('do not overlap a window kept for its orders, and a new capacity reaches only the windows without orders', async () => {
    const outlet = await newOutlet();
    await replacePickupHours(t.app.db, outlet.id, MON_WED, NOW);
    await makeOrder(t.app.db, t.seed, {
      outletId: outlet.id,
      timeslotId: await windowId(outlet.id, '2031-03-03', '10:45'),
    });
    await replacePickupHours(t.app.db, outlet.id, { ...MON_WED, slot_minutes: 30 }, NOW);
    expect((await windowsOf(outlet.id)).filter((w) => w.startsWith('2031-03-03'))).toEqual([
      '2031-03-03 10:45-11:30 3 on',
      // 11:00 would overlap the window kept.
      '2031-03-03 11:30-12:00 3 on',
    ]);
    const { meta } = await replacePickupHours(t.app.db, outlet.id, { ...MON_WED, slot_minutes: 30, capacity: 8 }, NOW);
    expect(meta).toEqual({ added: 0, removed: 0, updated: 9 });
    expect((await windowsOf(outlet.id)).filter((w) => w.startsWith('2031-03-03'))).toEqual([
      '2031-03-03 10:45-11:30 3 on',
      '2031-03-03 11:30-12:00 8 on',
    ]);
  });

  it('leave an outlet without hours alone', async () => {
    const outlet = await newOutlet();
    await generateAllWindows(t.app.db, NOW);
    expect(await windowsOf(outlet.id)).toEqual([]);
  });
});

const hoursPath = '/adm/v1/outlets/{outlet_id}/pickup-hours';
const EVERY_DAY: HoursInput = {
  slot_minutes: 60,
  capacity: 4,
  weekly_hours: (['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY', 'SUNDAY'] as const).map((d) =>
    open(d, '08:00', '22:00'),
  ),
  closed_days: [],
};

describe('the opening hours through the API', () => {
  it('start unset, and once saved a new outlet has windows on the Timeslot screen at once', async () => {
    const outlet = await newOutlet();
    const params = { path: { outlet_id: outlet.id } };
    const before = await admin.GET(hoursPath, { params });
    expect(before.data!.data).toMatchObject({ configured: false, slot_minutes: 30, capacity: 10, closed_days: [] });
    expect(before.data!.data.weekly_hours.map((d) => d.opens_at)).toEqual(Array(7).fill(null));

    const body: HoursInput = {
      ...EVERY_DAY,
      weekly_hours: [...EVERY_DAY.weekly_hours.slice(0, 6), closed('SUNDAY')],
      closed_days: [{ date: '2031-12-25', note: ' Natal ' }],
    };
    const saved = await admin.PUT(hoursPath, { params, body });
    expect(saved.response.status).toBe(200);
    expect(saved.data!.meta.added).toBeGreaterThan(0);
    const read = (await admin.GET(hoursPath, { params })).data!.data;
    expect(read).toEqual({
      configured: true,
      slot_minutes: 60,
      capacity: 4,
      weekly_hours: [...EVERY_DAY.weekly_hours.slice(0, 6), closed('SUNDAY')],
      closed_days: [{ date: '2031-12-25', note: 'Natal' }],
    });
    expect(saved.data!.data).toEqual(read);

    // The first day after today that is not a Sunday.
    let day = addDays(jakartaDate(Date.now()), 1);
    if (new Date(`${day}T00:00:00Z`).getUTCDay() === 0) day = addDays(day, 1);
    const slots = (await admin.GET('/adm/v1/timeslots', { params: { query: { date: day, outlet_id: outlet.id } } }))
      .data!.data;
    expect(slots.map((s) => `${s.start_time}-${s.end_time}`)).toEqual(
      Array.from({ length: 14 }, (_, i) => `${String(8 + i).padStart(2, '0')}:00-${String(9 + i).padStart(2, '0')}:00`),
    );
    expect(slots.every((s) => s.capacity === 4 && s.is_active && s.order_count === 0)).toBe(true);
  });

  it("are the outlet's own: another outlet's hours are 404 to a user of one outlet", async () => {
    const bandung = t.outletId['Bandung Dago']!;
    const kemang = t.outletId['Jakarta Kemang']!;
    const keeper = await t.asUser(['view_admin_outlet'], bandung);
    const other = { params: { path: { outlet_id: kemang } } };
    expect((await keeper.GET(hoursPath, other)).response.status).toBe(404);
    const refused = await keeper.PUT(hoursPath, { ...other, body: EVERY_DAY });
    expect(refused.response.status).toBe(404);
    expect(refused.error!.errors[0]!.detail).toBe('Outlet not found');
    expect((await admin.GET(hoursPath, other)).data!.data.configured).toBe(false);
    expect((await keeper.GET(hoursPath, { params: { path: { outlet_id: bandung } } })).response.status).toBe(200);
    // Without the outlet scope at all.
    const cashier = await t.asUser(['view_admin_timeslot'], bandung);
    expect((await cashier.GET(hoursPath, { params: { path: { outlet_id: bandung } } })).response.status).toBe(403);
    expect((await admin.GET(hoursPath, { params: { path: { outlet_id: 999_999 } } })).response.status).toBe(404);
  });

  it('refuse hours that make no sense, naming the field, and save nothing', async () => {
    const outlet = await newOutlet();
    const params = { path: { outlet_id: outlet.id } };
    const cases: [HoursInput, number, { detail: string; field: string }][] = [
      [
        { ...EVERY_DAY, weekly_hours: [open('MONDAY', '10:00', '09:00')] },
        422,
        { detail: 'Closing time must be after the opening time', field: 'weekly_hours.0.closes_at' },
      ],
      [
        { ...EVERY_DAY, weekly_hours: [open('MONDAY', '10:00', '12:00'), open('TUESDAY', '10:00', '10:00')] },
        422,
        { detail: 'Closing time must be after the opening time', field: 'weekly_hours.1.closes_at' },
      ],
      [
        { ...EVERY_DAY, weekly_hours: [{ weekday: 'MONDAY', opens_at: '10:00', closes_at: null }] },
        422,
        { detail: 'Closing time is required', field: 'weekly_hours.0.closes_at' },
      ],
      [
        { ...EVERY_DAY, weekly_hours: [open('MONDAY', '10:00', '12:00'), open('MONDAY', '13:00', '14:00')] },
        422,
        { detail: 'Each weekday can be given only once', field: 'weekly_hours.1.weekday' },
      ],
      [
        { ...EVERY_DAY, weekly_hours: [open('MONDAY', '10:00', '10:30')] },
        422,
        { detail: 'The outlet is open for less than one pick-up window', field: 'weekly_hours.0.closes_at' },
      ],
      [{ ...EVERY_DAY, slot_minutes: 4 }, 400, { detail: 'Window length must be at least 5', field: 'slot_minutes' }],
      [
        { ...EVERY_DAY, slot_minutes: 241 },
        400,
        { detail: 'Window length must be at most 240', field: 'slot_minutes' },
      ],
      [{ ...EVERY_DAY, capacity: 0 }, 400, { detail: 'Capacity must be at least 1', field: 'capacity' }],
      [
        { ...EVERY_DAY, weekly_hours: [open('MONDAY', '10:00', '25:00')] },
        400,
        { detail: 'Closing time has an invalid format', field: 'weekly_hours.0.closes_at' },
      ],
      [
        {
          ...EVERY_DAY,
          closed_days: [
            { date: '2031-12-25', note: '' },
            { date: '2031-12-25', note: 'Natal' },
          ],
        },
        422,
        { detail: 'This date is already a closed day', field: 'closed_days.1.date' },
      ],
    ];
    for (const [body, status, error] of cases) {
      const res = await admin.PUT(hoursPath, { params, body });
      expect(res.response.status, error.detail).toBe(status);
      expect(res.error!.errors[0]).toEqual(error);
    }
    expect((await admin.GET(hoursPath, { params })).data!.data.configured).toBe(false);
    expect(await windowsOf(outlet.id)).toEqual([]);
  });
});
