// The shift calls answered from the in-memory database: list (outlet, register, status), get (the X
// report), open (one open shift per register), cash movements (only an open shift; a pay-out or
// safe drop no larger than the drawer should hold), close (denominations adding up to the count;
// beyond the chain's tolerance of Rp 5,000 it awaits approval). Figures move as the API's do:
// expected = float + cash sales − refunds + pay in − pay out − safe drops.
import {
  getCloseShiftMockHandler,
  getCreateShiftCashMovementMockHandler,
  getGetShiftMockHandler,
  getListShiftsMockHandler,
  getOpenShiftMockHandler,
} from '@generated/hooks/shifts/shifts.msw';
import type { Shift, ShiftCashFigures, ShiftSummary } from '@generated/model';
import { closeShiftBody, createShiftCashMovementBody, openShiftBody } from '@generated/zod/shifts/shifts.zod';
import { errorResponse } from '../api';
import { db, now, paged } from '../mock-db';
import { readBody } from './read-body';

/** The tolerance the handlers close against, as the demo chain's settings hold it. */
export const MOCK_VARIANCE_TOLERANCE = 5_000;
/** Who the handlers record as opening, moving and closing. */
const CASHIER = { id: 7, name: 'Sari Dewi' };

const expectedOf = (cash: Omit<ShiftCashFigures, 'expected'>) =>
  cash.opening_float + cash.sales - cash.refunds + cash.pay_in - cash.pay_out - cash.safe_drops;

function summary(shift: Shift): ShiftSummary {
  const { id, outlet_id, outlet_name, register, status, business_date, opening_float, opened_by, opened_at } = shift;
  const { closed_by, closed_at, expected_cash, counted_cash, variance } = shift;
  return {
    id,
    outlet_id,
    outlet_name,
    register,
    status,
    business_date,
    opening_float,
    opened_by,
    opened_at,
    closed_by,
    closed_at,
    expected_cash,
    counted_cash,
    variance,
  };
}

function openShiftNamed(id: string | number): Shift {
  const shift = db.shifts.get(id);
  if (shift.status !== 'OPEN') throw errorResponse(422, 'This shift is closed', 'shift_id');
  return shift;
}

export const shiftHandlers = [
  getListShiftsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const outletId = Number(query.get('outlet_id') ?? 0);
    const register = query.get('register');
    const status = query.get('status');
    return paged(
      db.shifts
        .all()
        .filter(
          (shift) =>
            (!outletId || shift.outlet_id === outletId) &&
            (register === null || shift.register === register) &&
            (status === null || shift.status === status),
        )
        .map(summary),
      query,
    );
  }),
  getGetShiftMockHandler(({ params }) => ({ data: db.shifts.get(String(params.shiftId)) })),
  getOpenShiftMockHandler(async ({ request }) => {
    const body = await readBody(request, openShiftBody);
    // The outlet as the database holds it, else as its earlier shifts name it.
    const outlet = db.outlets.all().find((o) => o.id === body.outlet_id) ?? {
      id: body.outlet_id,
      name: db.shifts.all().find((s) => s.outlet_id === body.outlet_id)?.outlet_name ?? `#${body.outlet_id}`,
      registers: [body.register],
    };
    if (!outlet.registers.includes(body.register))
      throw errorResponse(422, `${body.register} is not a register of ${outlet.name}`, 'register');
    if (
      db.shifts.all().some((s) => s.outlet_id === body.outlet_id && s.register === body.register && s.status === 'OPEN')
    )
      throw errorResponse(422, `${body.register} already has an open shift`, 'register');
    const cash = {
      opening_float: body.opening_float,
      sales: 0,
      sale_count: 0,
      refunds: 0,
      pay_in: 0,
      pay_out: 0,
      safe_drops: 0,
    };
    const opened: Shift = {
      id: db.shifts.nextId(),
      outlet_id: outlet.id,
      outlet_name: outlet.name,
      register: body.register,
      status: 'OPEN',
      business_date: now().slice(0, 10),
      opening_float: body.opening_float,
      opened_by: CASHIER,
      opened_at: now(),
      closed_by: null,
      closed_at: null,
      expected_cash: body.opening_float,
      counted_cash: null,
      variance: null,
      counted_denominations: null,
      close_note: null,
      variance_tolerance: null,
      approved_by: null,
      approved_at: null,
      approval_note: null,
      cash: { ...cash, expected: expectedOf(cash) },
      methods: [],
      movements: [],
      can_approve: false,
    };
    return { data: db.shifts.insert(opened) };
  }),
  getCreateShiftCashMovementMockHandler(async ({ request, params }) => {
    const body = await readBody(request, createShiftCashMovementBody);
    const shift = openShiftNamed(String(params.shiftId));
    if (body.type !== 'pay_in' && body.amount > shift.cash.expected)
      throw errorResponse(422, 'The drawer does not hold that much cash', 'amount');
    const field = { pay_in: 'pay_in', pay_out: 'pay_out', safe_drop: 'safe_drops' } as const;
    const figures = { ...shift.cash, [field[body.type]]: shift.cash[field[body.type]] + body.amount };
    const cash = { ...figures, expected: expectedOf(figures) };
    const movement = {
      id: shift.movements.length + 1,
      type: body.type,
      amount: body.amount,
      reason: body.reason,
      corrects_shift_id: body.corrects_shift_id ?? null,
      created_by: CASHIER,
      created_at: now(),
    };
    return {
      data: db.shifts.update(shift.id, {
        cash,
        expected_cash: cash.expected,
        movements: [...shift.movements, movement],
      }),
    };
  }),
  getCloseShiftMockHandler(async ({ request, params }) => {
    const body = await readBody(request, closeShiftBody);
    const shift = openShiftNamed(String(params.shiftId));
    const denominations = body.denominations ?? null;
    if (denominations && denominations.reduce((sum, d) => sum + d.value * d.count, 0) !== body.counted_cash)
      throw errorResponse(422, 'The notes and coins do not add up to the counted cash', 'counted_cash');
    const variance = body.counted_cash - shift.cash.expected;
    return {
      data: db.shifts.update(shift.id, {
        status: Math.abs(variance) > MOCK_VARIANCE_TOLERANCE ? 'AWAITING_APPROVAL' : 'CLOSED',
        closed_by: CASHIER,
        closed_at: now(),
        expected_cash: shift.cash.expected,
        counted_cash: body.counted_cash,
        variance,
        counted_denominations: denominations,
        close_note: body.note ?? null,
        variance_tolerance: MOCK_VARIANCE_TOLERANCE,
      }),
    };
  }),
];
