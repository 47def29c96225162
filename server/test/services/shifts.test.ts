// Shifts at a register: opened with a float on the business day it opens on, one open at a time per
// register; cash paid in and out of an open drawer only; the X report of what the drawer should hold
// per method; closing against the count with a variance frozen and, beyond the chain's tolerance,
// approved by another user; the Z report of a business day and its downloads.
import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../../../generated/schema';
import { rowsOf } from '../../src/db/rows';
import { auditLog, chainSettings } from '../../src/db/schema';
import { addDays, jakartaDate, startOfJakartaDay } from '../../src/lib/jakarta-time';
import { businessDateOf } from '../../src/services/shifts/cash';
import { makeGateway } from '../helpers/sales';
import { newRegister, shiftPayment } from '../helpers/shifts';
import { build, type User } from '../helpers/test-app';

type Shift = components['schemas']['Shift'];
type ReportRow = components['schemas']['ShiftReportRow'];

const t = await build();
const BANDUNG = t.outletId['Bandung Dago']!;
const KEMANG = t.outletId['Jakarta Kemang']!;
/** Two Bandung staff who run the drawer (the scope at Bandung only), and one at Jakarta Kemang. */
const cashier = await t.asUser(['view_admin_shift'], BANDUNG);
const manager = await t.newUser({ roles: [{ role: cashier.role.name, outlet: BANDUNG }] });
const kemangCashier = await t.asUser(['view_admin_shift'], KEMANG);
const admin = await t.asAdmin();

async function setSettings(values: { tolerance?: number; startsAt?: string }) {
  await t.app.db.update(chainSettings).set({
    ...(values.tolerance === undefined ? {} : { cashVarianceTolerance: values.tolerance }),
    ...(values.startsAt === undefined ? {} : { businessDayStartsAt: values.startsAt }),
  });
}

afterEach(async () => {
  vi.useRealTimers();
  await setSettings({ tolerance: 0, startsAt: '00:00' });
});

const open = (user: User, outletId: number, register: string, float = 500_000, headers?: Record<string, string>) =>
  t.raw('POST', '/adm/v1/shifts', {
    token: user.token,
    body: { outlet_id: outletId, register, opening_float: float },
    headers,
  });

/** A new register at the outlet with a shift open on it. */
async function openShift(user: User = cashier, outletId = BANDUNG, float = 500_000): Promise<Shift> {
  const res = await open(user, outletId, await newRegister(t, outletId), float);
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

const get = (user: User, id: number) => t.raw('GET', `/adm/v1/shifts/${id}`, { token: user.token });

const move = (
  user: User,
  id: number,
  body: {
    type: 'pay_in' | 'pay_out' | 'safe_drop';
    amount: number;
    reason?: string;
    corrects_shift_id?: number | null;
  },
) =>
  t.raw('POST', `/adm/v1/shifts/${id}/cash-movements`, {
    token: user.token,
    body: { reason: 'Ice from the market', ...body },
  });

const close = (
  user: User,
  id: number,
  counted: number,
  extra: { note?: string | null; denominations?: { value: number; count: number }[] | null } = {},
) => t.raw('POST', `/adm/v1/shifts/${id}/close`, { token: user.token, body: { counted_cash: counted, ...extra } });

const approve = (user: User, id: number, note = 'Counted again with the cashier') =>
  t.raw('POST', `/adm/v1/shifts/${id}/approve`, { token: user.token, body: { note } });

const error = (res: { body: { errors: { detail: string; field?: string }[] } }) => res.body.errors[0]!;

async function auditOf(id: number) {
  return t.app.db
    .select({ operation: auditLog.operation, outletId: auditLog.outletId, userId: auditLog.userId })
    .from(auditLog)
    .where(and(eq(auditLog.recordType, 'shift'), eq(auditLog.recordId, String(id))))
    .orderBy(auditLog.id);
}

describe('opening a shift', () => {
  it('opens one at a register of the outlet, on the business day it opens on, in the audit trail', async () => {
    const register = await newRegister(t, BANDUNG);
    const res = await open(cashier, BANDUNG, register, 300_000);
    expect(res.status, res.text).toBe(201);
    const shift: Shift = res.body.data;
    expect(shift).toMatchObject({
      outlet_id: BANDUNG,
      outlet_name: 'Bandung Dago',
      register,
      status: 'OPEN',
      business_date: businessDateOf(Date.parse(shift.opened_at), '00:00'),
      opening_float: 300_000,
      opened_by: { id: cashier.id },
      closed_at: null,
      expected_cash: 300_000,
      counted_cash: null,
      variance: null,
      cash: { opening_float: 300_000, sales: 0, expected: 300_000 },
      methods: [],
      movements: [],
      can_approve: false,
    });
    expect(await auditOf(shift.id)).toEqual([{ operation: 'openShift', outletId: BANDUNG, userId: cashier.id }]);
  });

  it("refuses a register that is not one of the outlet's", async () => {
    const res = await open(cashier, BANDUNG, 'Counter 99');
    expect(res.status).toBe(422);
    expect(error(res)).toEqual({ detail: "Counter 99 is not one of this outlet's registers", field: 'register' });
  });

  it('refuses a second open shift at a register, and opens one again once it is closed', async () => {
    const shift = await openShift();
    const again = await open(manager, BANDUNG, shift.register);
    expect(again.status).toBe(422);
    expect(error(again)).toEqual({ detail: `${shift.register} already has an open shift`, field: 'register' });
    expect((await close(cashier, shift.id, 500_000)).status).toBe(200);
    expect((await open(manager, BANDUNG, shift.register)).status).toBe(201);
  });

  it('belongs to the business day it opens on: before the day starts, the day before', async () => {
    await setSettings({ startsAt: '05:00' });
    const day = addDays(jakartaDate(Date.now()), -3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(startOfJakartaDay(day) + 4 * 3_600_000); // 04:00 WIB
    const early = await openShift();
    vi.setSystemTime(startOfJakartaDay(day) + 6 * 3_600_000); // 06:00 WIB
    const late = await openShift();
    vi.useRealTimers();
    expect(early.business_date).toBe(addDays(day, -1));
    expect(late.business_date).toBe(day);
  });

  it('opens once for a repeated Idempotency-Key', async () => {
    const register = await newRegister(t, BANDUNG);
    const headers = { 'idempotency-key': randomUUID() };
    const first = await open(cashier, BANDUNG, register, 500_000, headers);
    const again = await open(cashier, BANDUNG, register, 500_000, headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.id).toBe(first.body.data.id);
    const [counted] = await rowsOf<{ n: string }>(
      t.app.db,
      sql`select count(*) as n from shifts where outlet_id = ${BANDUNG} and register = ${register}`,
    );
    expect(Number(counted!.n)).toBe(1);
  });
});

describe('the drawer of a shift', () => {
  it('adds up float, cash sales, cash refunds and pay-outs; shows other methods without counting them', async () => {
    const shift = await openShift(cashier, BANDUNG, 500_000);
    const qris = await makeGateway(t.app.db, { methodType: 'QRIS' });
    const cash = (amount: number) => shiftPayment(t, { outletId: BANDUNG, shiftId: shift.id, amount, method: 'cash' });
    await cash(700_000);
    await cash(500_000);
    // A cash refund paid from this drawer, of a sale made elsewhere.
    await shiftPayment(t, { outletId: BANDUNG, amount: 50_000, method: 'cash', refundShiftId: shift.id });
    await shiftPayment(t, { outletId: BANDUNG, shiftId: shift.id, amount: 200_000, method: { gatewayId: qris.id } });
    await shiftPayment(t, { outletId: BANDUNG, shiftId: shift.id, amount: 110_000, method: { gatewayId: qris.id } });
    await shiftPayment(t, { outletId: BANDUNG, shiftId: shift.id, amount: 45_000, method: 'card' });
    // Another shift's sale is not this one's.
    const other = await openShift();
    await shiftPayment(t, { outletId: BANDUNG, shiftId: other.id, amount: 99_000, method: 'cash' });

    const tooMuch = await move(cashier, shift.id, { type: 'pay_out', amount: 1_650_001 });
    expect(tooMuch.status).toBe(422);
    expect(error(tooMuch)).toEqual({ detail: 'The drawer should hold only Rp 1.650.000', field: 'amount' });
    const paidOut = await move(cashier, shift.id, { type: 'pay_out', amount: 100_000 });
    expect(paidOut.status, paidOut.text).toBe(201);
    expect(paidOut.body.data.movements).toMatchObject([
      { type: 'pay_out', amount: 100_000, reason: 'Ice from the market', created_by: { id: cashier.id } },
    ]);

    const x: Shift = (await get(manager, shift.id)).body.data;
    expect(x.cash).toEqual({
      opening_float: 500_000,
      sales: 1_200_000,
      sale_count: 2,
      refunds: 50_000,
      pay_in: 0,
      pay_out: 100_000,
      safe_drops: 0,
      expected: 1_550_000,
    });
    expect(x.expected_cash).toBe(1_550_000);
    expect(x.methods).toEqual([
      {
        method: 'cash',
        payment_gateway_id: null,
        name: null,
        payment_count: 2,
        amount: 1_200_000,
        refund_amount: 50_000,
      },
      { method: 'card', payment_gateway_id: null, name: null, payment_count: 1, amount: 45_000, refund_amount: 0 },
      {
        method: 'gateway',
        payment_gateway_id: qris.id,
        name: qris.name,
        payment_count: 2,
        amount: 310_000,
        refund_amount: 0,
      },
    ]);
    // QRIS equals the QRIS payments taken at this register in the shift.
    const [paidByQris] = await rowsOf<{ sum: string }>(
      t.app.db,
      sql`select sum(amount) from invoices where shift_id = ${shift.id} and payment_gateway_id = ${qris.id}`,
    );
    expect(x.methods.find((m) => m.method === 'gateway')!.amount).toBe(Number(paidByQris!.sum));

    // Counted Rp 1,540,000: Rp 10,000 short, beyond a tolerance of Rp 5,000.
    await setSettings({ tolerance: 5_000 });
    const closed = await close(cashier, shift.id, 1_540_000, {
      denominations: [
        { value: 20_000, count: 2 },
        { value: 100_000, count: 15 },
      ],
    });
    expect(closed.status, closed.text).toBe(200);
    expect(closed.body.data).toMatchObject({
      status: 'AWAITING_APPROVAL',
      expected_cash: 1_550_000,
      counted_cash: 1_540_000,
      variance: -10_000,
      variance_tolerance: 5_000,
      closed_by: { id: cashier.id },
      // Kept largest note first.
      counted_denominations: [
        { value: 100_000, count: 15 },
        { value: 20_000, count: 2 },
      ],
      can_approve: false,
    });
    const ownApproval = await approve(cashier, shift.id);
    expect(ownApproval.status).toBe(403);
    expect(error(ownApproval)).toEqual({ detail: 'Another user must approve the shift you closed', field: 'shift_id' });
    expect((await get(manager, shift.id)).body.data.can_approve).toBe(true);
    const approved = await approve(manager, shift.id, 'Rp 10,000 given as wrong change');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({
      status: 'CLOSED',
      approved_by: { id: manager.id },
      approval_note: 'Rp 10,000 given as wrong change',
      can_approve: false,
    });
    expect((await auditOf(shift.id)).map((entry) => entry.operation)).toEqual([
      'openShift',
      'createShiftCashMovement',
      'closeShift',
      'approveShift',
    ]);
  });

  it('takes pay-ins and safe drops; a safe drop is no more than the drawer holds', async () => {
    const shift = await openShift(cashier, BANDUNG, 200_000);
    expect((await move(cashier, shift.id, { type: 'pay_in', amount: 50_000, reason: 'Change' })).status).toBe(201);
    const drop = await move(cashier, shift.id, { type: 'safe_drop', amount: 250_001, reason: 'To the safe' });
    expect(error(drop)).toEqual({ detail: 'The drawer should hold only Rp 250.000', field: 'amount' });
    const dropped = await move(cashier, shift.id, { type: 'safe_drop', amount: 250_000, reason: 'To the safe' });
    expect(dropped.body.data.cash).toMatchObject({ pay_in: 50_000, safe_drops: 250_000, expected: 0 });
    const closed = await close(manager, shift.id, 0);
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', variance: 0, counted_denominations: null });
  });

  it('refuses a movement, a closing or an approval that its state does not allow', async () => {
    const shift = await openShift();
    expect((await approve(manager, shift.id)).status).toBe(422);
    const closed = await close(cashier, shift.id, 500_000, { note: 'All good' });
    expect(closed.body.data).toMatchObject({ status: 'CLOSED', variance: 0, close_note: 'All good' });
    const moved = await move(cashier, shift.id, { type: 'pay_in', amount: 1_000 });
    expect(moved.status).toBe(422);
    expect(error(moved)).toEqual({ detail: 'This shift is closed', field: 'shift_id' });
    const again = await close(cashier, shift.id, 500_000);
    expect(error(again)).toEqual({ detail: 'This shift is closed', field: 'shift_id' });
    const approval = await approve(manager, shift.id);
    expect(approval.status).toBe(422);
    expect(error(approval)).toEqual({ detail: 'This shift is not awaiting approval', field: 'shift_id' });
    expect((await get(cashier, shift.id)).body.data.movements).toEqual([]);
  });

  it('refuses a count by note and coin that does not add up to the cash counted', async () => {
    const shift = await openShift();
    const res = await close(cashier, shift.id, 1_540_000, {
      denominations: [
        { value: 100_000, count: 15 },
        { value: 10_000, count: 2 },
      ],
    });
    expect(res.status).toBe(422);
    expect(error(res)).toEqual({ detail: 'The notes and coins add up to Rp 1.520.000', field: 'counted_cash' });
    const twice = await close(cashier, shift.id, 200_000, {
      denominations: [
        { value: 100_000, count: 1 },
        { value: 100_000, count: 1 },
      ],
    });
    expect(error(twice)).toEqual({ detail: 'This note or coin is already counted', field: 'denominations.1.value' });
    expect((await get(cashier, shift.id)).body.data.status).toBe('OPEN');
  });

  it('closes a variance beyond the tolerance (either way) for approval, within it as closed', async () => {
    await setSettings({ tolerance: 5_000 });
    const over = await openShift();
    expect((await close(cashier, over.id, 505_001)).body.data.status).toBe('AWAITING_APPROVAL');
    const within = await openShift();
    expect((await close(cashier, within.id, 495_000)).body.data).toMatchObject({ status: 'CLOSED', variance: -5_000 });
  });

  it('corrects a closed shift of the same outlet with a movement on an open one naming it', async () => {
    const earlier = await openShift();
    await close(cashier, earlier.id, 490_000);
    const stillOpen = await openShift();
    const kemangShift = await openShift(kemangCashier, KEMANG);
    await close(kemangCashier, kemangShift.id, 500_000);
    const shift = await openShift();
    const correct = (corrects: number) =>
      move(cashier, shift.id, {
        type: 'pay_in',
        amount: 10_000,
        reason: 'Found under the drawer',
        corrects_shift_id: corrects,
      });
    for (const wrong of [stillOpen.id, shift.id, kemangShift.id, 999_999]) {
      const res = await correct(wrong);
      expect(res.status).toBe(422);
      expect(error(res)).toEqual({
        detail: 'Choose a closed shift of this outlet to correct',
        field: 'corrects_shift_id',
      });
    }
    const res = await correct(earlier.id);
    expect(res.status, res.text).toBe(201);
    expect(res.body.data.movements).toMatchObject([{ corrects_shift_id: earlier.id, amount: 10_000 }]);
    // The corrected shift never changes.
    expect((await get(cashier, earlier.id)).body.data).toMatchObject({ variance: -10_000, expected_cash: 500_000 });
  });
});

describe('the shifts of the outlets in reach', () => {
  it("lists, reads and changes only its outlets' shifts; another outlet's is not found", async () => {
    const ours = await openShift();
    const theirs = await openShift(kemangCashier, KEMANG);
    const listed = await t.raw('GET', '/adm/v1/shifts', { token: cashier.token, query: { size: '100' } });
    const ids = listed.body.data.map((s: { id: number }) => s.id);
    expect(ids).toContain(ours.id);
    expect(ids).not.toContain(theirs.id);
    expect(new Set(listed.body.data.map((s: { outlet_id: number }) => s.outlet_id))).toEqual(new Set([BANDUNG]));
    const asked = await t.raw('GET', '/adm/v1/shifts', {
      token: cashier.token,
      query: { outlet_id: String(KEMANG) },
    });
    expect(asked.body.data).toEqual([]);

    expect((await open(cashier, KEMANG, 'Counter 1')).status).toBe(404);
    const read = await get(cashier, theirs.id);
    expect(read.status).toBe(404);
    expect(error(read).detail).toBe('Shift not found');
    expect((await move(cashier, theirs.id, { type: 'pay_in', amount: 1_000 })).status).toBe(404);
    expect((await close(cashier, theirs.id, 500_000)).status).toBe(404);
    expect((await approve(cashier, theirs.id)).status).toBe(404);
    expect((await get(kemangCashier, theirs.id)).body.data).toMatchObject({ status: 'OPEN', movements: [] });
  });

  it('filters by outlet, register, status and business days', async () => {
    const shift = await openShift();
    await close(cashier, shift.id, 400_000);
    const list = (query: Record<string, string>) =>
      t.raw('GET', '/adm/v1/shifts', { token: admin.token, query: { size: '100', ...query } });
    const byRegister = await list({ outlet_id: String(BANDUNG), register: shift.register });
    expect(byRegister.body.data).toMatchObject([
      { id: shift.id, status: 'AWAITING_APPROVAL', expected_cash: 500_000, counted_cash: 400_000, variance: -100_000 },
    ]);
    const waiting = await list({ status: 'AWAITING_APPROVAL' });
    expect(waiting.body.data.every((s: { status: string }) => s.status === 'AWAITING_APPROVAL')).toBe(true);
    expect(waiting.body.data.map((s: { id: number }) => s.id)).toContain(shift.id);
    const day = shift.business_date;
    expect((await list({ from: day, to: day })).body.data.map((s: { id: number }) => s.id)).toContain(shift.id);
    expect((await list({ from: addDays(day, 1) })).body.data.map((s: { id: number }) => s.id)).not.toContain(shift.id);
    const backwards = await list({ from: day, to: addDays(day, -1) });
    expect(backwards.status).toBe(422);
    expect(error(backwards)).toEqual({ detail: 'The end date must not be before the start date', field: 'to' });
  });
});

describe('the Z report of a business day', () => {
  const report = (user: User, date: string, outletIds?: number[]) =>
    t.raw('GET', '/adm/v1/reports/shifts', {
      token: user.token,
      query: { date, ...(outletIds ? { outlet_ids: outletIds.join(',') } : {}) },
    });

  it('lists a shift from 18:00 to 01:30 on the day it opened, with its figures and the totals', async () => {
    const day = addDays(jakartaDate(Date.now()), -10);
    const at = (date: string, hours: number) => startOfJakartaDay(date) + hours * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at(day, 18));
    const evening = await openShift(cashier, BANDUNG, 500_000);
    vi.setSystemTime(at(day, 18.5));
    await shiftPayment(t, { outletId: BANDUNG, shiftId: evening.id, amount: 80_000, method: 'cash' });
    await shiftPayment(t, { outletId: BANDUNG, shiftId: evening.id, amount: 30_000, method: 'qris_static' });
    await move(cashier, evening.id, { type: 'pay_out', amount: 20_000 });
    vi.setSystemTime(at(addDays(day, 1), 1.5));
    expect((await close(cashier, evening.id, 560_000)).body.data.status).toBe('CLOSED');
    // The next morning's shift at Jakarta Kemang is the next day's; another at Kemang is this day's.
    const morning = await openShift(kemangCashier, KEMANG, 100_000);
    vi.setSystemTime(at(day, 9));
    const kemang = await openShift(kemangCashier, KEMANG, 250_000);
    vi.useRealTimers();

    const res = await report(admin, day);
    expect(res.status, res.text).toBe(200);
    const rows: ReportRow[] = res.body.data;
    const ids = rows.map((row) => row.shift_id);
    expect(ids).toContain(evening.id);
    expect(ids).toContain(kemang.id);
    expect(ids).not.toContain(morning.id);
    expect((await report(admin, addDays(day, 1))).body.data.map((r: ReportRow) => r.shift_id)).toContain(morning.id);
    // By outlet name, then register, then opening time.
    const order = [...rows].sort(
      (a, b) =>
        a.outlet_name.localeCompare(b.outlet_name) ||
        a.register.localeCompare(b.register) ||
        a.opened_at.localeCompare(b.opened_at),
    );
    expect(rows.map((r) => r.shift_id)).toEqual(order.map((r) => r.shift_id));
    expect(rows.find((row) => row.shift_id === evening.id)).toEqual({
      shift_id: evening.id,
      outlet_id: BANDUNG,
      outlet_name: 'Bandung Dago',
      register: evening.register,
      status: 'CLOSED',
      opened_at: new Date(at(day, 18)).toISOString(),
      closed_at: new Date(at(addDays(day, 1), 1.5)).toISOString(),
      opened_by_name: evening.opened_by!.name,
      closed_by_name: evening.opened_by!.name,
      opening_float: 500_000,
      cash_sales: 80_000,
      card_sales: 0,
      qris_static_sales: 30_000,
      gateway_sales: 0,
      refunds: 0,
      cash_refunds: 0,
      pay_in: 0,
      pay_out: 20_000,
      safe_drops: 0,
      expected_cash: 560_000,
      counted_cash: 560_000,
      variance: 0,
    });
    // An open shift shows its figures so far.
    expect(rows.find((row) => row.shift_id === kemang.id)).toMatchObject({
      status: 'OPEN',
      expected_cash: 250_000,
      counted_cash: null,
      variance: null,
    });
    const sum = (key: keyof ReportRow) => rows.reduce((n, row) => n + Number(row[key] ?? 0), 0);
    expect(res.body.summary).toMatchObject({
      shift_count: rows.length,
      opening_float: sum('opening_float'),
      cash_sales: sum('cash_sales'),
      expected_cash: sum('expected_cash'),
      counted_cash: sum('counted_cash'),
      variance: sum('variance'),
    });

    // Only the outlets in reach and asked for.
    const mine = await report(cashier, day);
    expect(mine.body.data.map((r: ReportRow) => r.outlet_id)).toEqual(mine.body.data.map(() => BANDUNG));
    expect(mine.body.data.map((r: ReportRow) => r.shift_id)).toContain(evening.id);
    expect((await report(cashier, day, [KEMANG])).body).toMatchObject({ data: [], summary: { shift_count: 0 } });
    expect((await report(admin, day, [KEMANG])).body.data.map((r: ReportRow) => r.shift_id)).not.toContain(evening.id);

    // The downloads: the same rows, then TOTAL, headed in the language asked for.
    const csv = await t.raw('GET', '/adm/v1/reports/shifts/export', {
      token: admin.token,
      query: { date: day, outlet_ids: String(BANDUNG) },
    });
    expect(csv.status).toBe(200);
    const lines = csv.text.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Shift ID,Outlet ID,Outlet,Register,Status,Opened,Closed,Opened by,Closed by,Opening float,Cash sales,Card sales,Static QRIS sales,Gateway sales,Refunds,Cash refunds,Pay in,Pay out,Safe drops,Expected cash,Counted cash,Variance',
    );
    const bandungRows = rows.filter((r) => r.outlet_id === BANDUNG);
    expect(lines).toHaveLength(bandungRows.length + 2);
    expect(lines).toContain(
      `${evening.id},${BANDUNG},Bandung Dago,${evening.register},CLOSED,${day} 18:00,${addDays(day, 1)} 01:30,${evening.opened_by!.name},${evening.opened_by!.name},500000,80000,0,30000,0,0,0,0,20000,0,560000,560000,0`,
    );
    expect(lines.at(-1)).toMatch(/^,,TOTAL,,,,,,,\d+/);
    const indonesian = await t.raw('GET', '/adm/v1/reports/shifts/export', {
      token: admin.token,
      query: { date: day, lang: 'id' },
    });
    expect(indonesian.text.split(/\r?\n/)[0]).toMatch(/^ID shift,ID outlet,Outlet,Mesin kasir,Status,Dibuka,Ditutup,/);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/reports/shifts/export/xlsx?date=${day}&outlet_ids=${BANDUNG}`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(bandungRows.length + 2);
    const last = sheet.getRow(sheet.rowCount).values as unknown[];
    expect(last[3]).toBe('TOTAL');
    expect(last[10]).toBe(bandungRows.reduce((n, r) => n + r.opening_float, 0));
  });
});
