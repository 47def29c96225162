// Reading shifts: the list, and one shift with its figures (the X report while it is open). A shift is
// seen by whoever reaches its outlet with view_admin_shift; to anyone else it is "not found".
import { and, asc, desc, eq, gte, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { outlets, shiftCashMovements, shifts, users, type ShiftStatus } from '../../db/schema';
import { notFound, unprocessable } from '../../lib/http-error';
import { requireReach, withinReach, type OutletReach } from '../../lib/outlet-access';
import { pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { shiftFigures, type ShiftFigures } from './drawer';

export type ShiftDto = components['schemas']['Shift'];
type ShiftSummaryDto = components['schemas']['ShiftSummary'];

export const SHIFT_NOT_FOUND = notFound('Shift').message;

interface ShiftFilters extends PageQuery {
  outlet_id?: number;
  register?: string;
  status?: ShiftStatus;
  from?: string;
  to?: string;
}

const opener = alias(users, 'opener');
const closer = alias(users, 'closer');
const approver = alias(users, 'approver');
const mover = alias(users, 'mover');

const namedColumns = { shift: shifts, outletName: outlets.name, openerName: opener.name, closerName: closer.name };

/** Shifts with the names of their outlet and of who opened and closed them; `total` counts them unpaged. */
const named = (db: DbOrTx) =>
  db
    .select({ ...namedColumns, total: totalCount })
    .from(shifts)
    .innerJoin(outlets, eq(outlets.id, shifts.outletId))
    .leftJoin(opener, eq(opener.id, shifts.openedBy))
    .leftJoin(closer, eq(closer.id, shifts.closedBy));

/** Shifts with the names of their outlet and of who opened and closed them. */
export const shiftsWithNames = (db: DbOrTx) =>
  db
    .select(namedColumns)
    .from(shifts)
    .innerJoin(outlets, eq(outlets.id, shifts.outletId))
    .leftJoin(opener, eq(opener.id, shifts.openedBy))
    .leftJoin(closer, eq(closer.id, shifts.closedBy));

interface NamedShift {
  shift: typeof shifts.$inferSelect;
  outletName: string;
  openerName: string | null;
  closerName: string | null;
}

const person = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });
const stamp = (at: Date | null) => (at ? at.toISOString() : null);

/** What the drawer should hold: frozen at closing, the figures so far while open. */
export const expectedOf = (shift: typeof shifts.$inferSelect, figures: ShiftFigures | undefined) =>
  shift.expectedCash ?? figures?.expected ?? shift.openingFloat;

function toSummary({ shift: s, outletName, openerName, closerName }: NamedShift, figures: ShiftFigures | undefined) {
  return {
    id: s.id,
    outlet_id: s.outletId,
    outlet_name: outletName,
    register: s.register,
    status: s.status,
    business_date: s.businessDate,
    opening_float: s.openingFloat,
    opened_by: person(s.openedBy, openerName),
    opened_at: s.openedAt.toISOString(),
    closed_by: person(s.closedBy, closerName),
    closed_at: stamp(s.closedAt),
    expected_cash: expectedOf(s, figures),
    counted_cash: s.countedCash,
    variance: s.variance,
  } satisfies ShiftSummaryDto;
}

function filtersWhere(reach: OutletReach, filters: ShiftFilters): SQL | undefined {
  if (filters.from && filters.to && filters.to < filters.from) {
    throw unprocessable('The end date must not be before the start date', 'to');
  }
  const conditions: SQL[] = [withinReach(shifts.outletId, reach)];
  if (filters.outlet_id !== undefined) conditions.push(eq(shifts.outletId, filters.outlet_id));
  if (filters.register !== undefined) conditions.push(eq(shifts.register, filters.register));
  if (filters.status) conditions.push(eq(shifts.status, filters.status));
  if (filters.from) conditions.push(gte(shifts.businessDate, filters.from));
  if (filters.to) conditions.push(lte(shifts.businessDate, filters.to));
  return and(...conditions);
}

/** The shifts at the outlets the caller reaches, newest opened first. */
export function listShifts(db: DbOrTx, reach: OutletReach, filters: ShiftFilters) {
  const where = filtersWhere(reach, filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      named(db).where(where).orderBy(desc(shifts.openedAt), desc(shifts.id)).limit(limit).offset(offset),
    count: () => db.$count(shifts, where),
    async data(rows): Promise<ShiftSummaryDto[]> {
      // Only open shifts' expected cash is computed; a closed one's was frozen at closing.
      const figures = await shiftFigures(
        db,
        rows.filter((row) => row.shift.expectedCash === null).map((row) => row.shift.id),
      );
      return rows.map((row) => toSummary(row, figures.get(row.shift.id)));
    },
  });
}

/**
 * One shift with its figures per method and its movements; 404 when there is none or its outlet is
 * out of reach. `userId` is the caller, who may approve it when it awaits approval and they did not
 * close it.
 */
export async function getShift(db: DbOrTx, reach: OutletReach, id: number, userId: number): Promise<ShiftDto> {
  const [row] = await shiftsWithNames(db).where(eq(shifts.id, id));
  requireReach(reach, row?.shift.outletId, SHIFT_NOT_FOUND);
  const s = row!.shift;
  const [figures, movements, approverName] = await Promise.all([
    shiftFigures(db, [id]).then((all) => all.get(id)!),
    db
      .select({ movement: shiftCashMovements, name: mover.name })
      .from(shiftCashMovements)
      .leftJoin(mover, eq(mover.id, shiftCashMovements.createdBy))
      .where(eq(shiftCashMovements.shiftId, id))
      .orderBy(asc(shiftCashMovements.createdAt), asc(shiftCashMovements.id)),
    s.approvedBy === null
      ? null
      : db
          .select({ name: approver.name })
          .from(approver)
          .where(eq(approver.id, s.approvedBy))
          .then(([found]) => found?.name ?? null),
  ]);
  const { cash } = figures;
  return {
    ...toSummary(row!, figures),
    // Stored as the contract's notes and coins were given at closing.
    counted_denominations: s.countedDenominations as ShiftDto['counted_denominations'],
    close_note: s.closeNote,
    variance_tolerance: s.varianceTolerance,
    approved_by: person(s.approvedBy, approverName),
    approved_at: stamp(s.approvedAt),
    approval_note: s.approvalNote,
    cash: {
      opening_float: cash.openingFloat,
      sales: cash.sales,
      sale_count: cash.saleCount,
      refunds: cash.refunds,
      pay_in: cash.payIn,
      pay_out: cash.payOut,
      safe_drops: cash.safeDrops,
      expected: figures.expected,
    },
    methods: figures.methods.map((m) => ({
      method: m.method,
      payment_gateway_id: m.paymentGatewayId,
      name: m.name,
      payment_count: m.paymentCount,
      amount: m.amount,
      refund_amount: m.refundAmount,
    })),
    movements: movements.map(({ movement: m, name }) => ({
      id: m.id,
      type: m.type,
      amount: m.amount,
      reason: m.reason,
      corrects_shift_id: m.correctsShiftId,
      created_by: person(m.createdBy, name),
      created_at: m.createdAt.toISOString(),
    })),
    can_approve: s.status === 'AWAITING_APPROVAL' && s.closedBy !== userId,
  };
}
