// Pick-up timeslots: a day's windows by outlet with the orders booked in each, switching several
// on and off in one transaction, the refusals, and per-outlet access.
import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { timeslots } from '../../src/db/schema';
import { addDays } from '../../src/lib/jakarta-time';
import type { ApiClient } from '../helpers/api-client';
import { makeOrder, makeTimeslot } from '../helpers/sales';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const outlet = t.outletId;
let day = 0;
/** A day no other test uses. */
const freshDate = () => addDays('2031-01-01', day++);

const list = async (api: ApiClient, date: string, outlet_id?: number) =>
  (await api.GET('/adm/v1/timeslots', { params: { query: { date, outlet_id } } })).data!.data;

const update = (api: ApiClient, deactive_timeslot_ids: number[], active_timeslot_ids: number[]) =>
  api.PUT('/adm/v1/timeslots', { body: { deactive_timeslot_ids, active_timeslot_ids } });

const activeOf = async (ids: number[]) =>
  Object.fromEntries(
    (await t.app.db.select().from(timeslots).where(inArray(timeslots.id, ids))).map((s) => [s.id, s.isActive]),
  );

describe('the timeslots of a day', () => {
  it('lists every slot of the day by outlet, then start time, with the orders booked in each', async () => {
    const date = freshDate();
    const kemang = outlet['Jakarta Kemang']!;
    const bandung = outlet['Bandung Dago']!;
    const late = await makeTimeslot(t.app.db, kemang, { date, start: '11:00', end: '11:30' });
    const early = await makeTimeslot(t.app.db, kemang, { date, start: '10:00', end: '10:30', isActive: false });
    const dago = await makeTimeslot(t.app.db, bandung, { date, start: '12:00', end: '12:30', capacity: 15 });
    await makeTimeslot(t.app.db, kemang, { date: freshDate(), start: '10:00' });
    await makeOrder(t.app.db, t.seed, { outletId: kemang, timeslotId: late.id });
    await makeOrder(t.app.db, t.seed, { outletId: kemang, timeslotId: late.id, orderStatus: 200 });
    await makeOrder(t.app.db, t.seed, { outletId: kemang, timeslotId: late.id, orderStatus: 500 });

    const slots = await list(admin, date);
    expect(slots.map((s) => s.id)).toEqual([dago.id, early.id, late.id]);
    expect(slots[0]).toEqual({
      id: dago.id,
      outlet_id: bandung,
      outlet_name: 'Bandung Dago',
      date,
      start_time: '12:00',
      end_time: '12:30',
      capacity: 15,
      order_count: 0,
      is_active: true,
    });
    expect(slots[1]!.is_active).toBe(false);
    // A cancelled order no longer holds its place.
    expect(slots[2]!.order_count).toBe(2);
    expect((await list(admin, date, kemang)).map((s) => s.id)).toEqual([early.id, late.id]);
  });

  it('asks for the day as YYYY-MM-DD', async () => {
    for (const date of ['20-11-2026', '2026-13-45']) {
      const res = await admin.GET('/adm/v1/timeslots', { params: { query: { date } } });
      expect(res.response.status, date).toBe(400);
      expect(res.error!.errors[0]).toEqual({ detail: 'Date must be in YYYY-MM-DD format', field: 'date' });
    }
    // Without the date the contract requires.
    const missing = await t.raw('GET', '/adm/v1/timeslots', { token: admin.token });
    expect(missing.body.errors[0]).toEqual({ detail: 'Date is required', field: 'date' });
  });
});

describe('switching timeslots', () => {
  it('switches several slots off and on in one call and counts the orders the switched-off ones hold', async () => {
    const date = freshDate();
    const kemang = outlet['Jakarta Kemang']!;
    const a = await makeTimeslot(t.app.db, kemang, { date, start: '10:00' });
    const b = await makeTimeslot(t.app.db, kemang, { date, start: '11:00' });
    const c = await makeTimeslot(t.app.db, kemang, { date, start: '12:00', isActive: false });
    for (let i = 0; i < 3; i++) await makeOrder(t.app.db, t.seed, { outletId: kemang, timeslotId: b.id });

    const res = await update(admin, [a.id, b.id], [c.id]);
    expect(res.response.status).toBe(200);
    expect(res.data).toEqual({
      data: 'Timeslots updated',
      meta: { activated: 1, deactivated: 2, booked_orders_in_deactivated: 3 },
    });
    expect(await activeOf([a.id, b.id, c.id])).toEqual({ [a.id]: false, [b.id]: false, [c.id]: true });
    // The orders stay booked in the slot switched off.
    expect((await list(admin, date)).find((s) => s.id === b.id)!.order_count).toBe(3);
  });

  it('changes nothing when one id is unknown', async () => {
    const slot = await makeTimeslot(t.app.db, outlet['Jakarta Kemang']!, { date: freshDate() });
    const res = await update(admin, [slot.id, 999999], []);
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Timeslot not found');
    expect(await activeOf([slot.id])).toEqual({ [slot.id]: true });
  });

  it('refuses a slot in both lists', async () => {
    const slot = await makeTimeslot(t.app.db, outlet['Jakarta Kemang']!, { date: freshDate() });
    const res = await update(admin, [slot.id], [slot.id]);
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({
      detail: 'A timeslot cannot be both activated and deactivated',
      field: 'active_timeslot_ids',
    });
    expect(await activeOf([slot.id])).toEqual({ [slot.id]: true });
  });

  it('accepts an empty update', async () => {
    const res = await admin.PUT('/adm/v1/timeslots', { body: {} as never });
    expect(res.data!.meta).toEqual({ activated: 0, deactivated: 0, booked_orders_in_deactivated: 0 });
  });

  it('applies parallel opposite updates of the same slots whole, one after the other', async () => {
    const date = freshDate();
    const slots = await Promise.all(
      ['10:00', '10:30', '11:00', '11:30'].map((start) =>
        makeTimeslot(t.app.db, outlet['Surabaya Tunjungan']!, { date, start, end: `${start.slice(0, 3)}59` }),
      ),
    );
    const ids = slots.map((s) => s.id);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? update(admin, [], [...ids].reverse()) : update(admin, ids, []))),
    );
    expect(answers.map((a) => a.response.status)).toEqual(Array(6).fill(200));
    // Whichever ran last decided every slot: never some on and some off.
    expect(new Set(Object.values(await activeOf(ids))).size).toBe(1);
  });
});

describe('timeslots at the outlets a user reaches', () => {
  it('keeps an outlet manager to their outlet: other slots are neither listed nor switched', async () => {
    const date = freshDate();
    const mine = await makeTimeslot(t.app.db, outlet['Jakarta Kemang']!, { date, start: '10:00' });
    const theirs = await makeTimeslot(t.app.db, outlet['Bandung Dago']!, { date, start: '10:00' });
    const api = await t.newUser({ roles: [{ role: 'Outlet Manager', outlet: outlet['Jakarta Kemang'] }] });
    expect((await list(api, date)).map((s) => s.id)).toEqual([mine.id]);
    expect(await list(api, date, outlet['Bandung Dago'])).toEqual([]);

    const refused = await update(api, [mine.id, theirs.id], []);
    expect(refused.response.status).toBe(404);
    expect(refused.error!.errors[0]!.detail).toBe('Timeslot not found');
    expect(await activeOf([mine.id, theirs.id])).toEqual({ [mine.id]: true, [theirs.id]: true });
    expect((await update(api, [mine.id], [])).response.status).toBe(200);
    expect(await activeOf([mine.id])).toEqual({ [mine.id]: false });
  });

  it('is closed to the Bandung cashier, who holds no timeslot scope', async () => {
    const cashier = await t.asStaff();
    expect(
      (await cashier.GET('/adm/v1/timeslots', { params: { query: { date: '2031-01-01' } } })).response.status,
    ).toBe(403);
    expect((await update(cashier, [1], [])).response.status).toBe(403);
  });
});
