// Opening a shift at a register, paying cash in and out of its drawer, closing it against the cash
// counted, and approving a variance beyond the chain's tolerance; each one transaction, recorded in
// the audit trail.
//
// A register holds one open shift: the database's unique index decides, so two opens at the same
// moment give one shift and one refusal. A movement and the closing lock the shift's row FOR UPDATE,
// and a payment or refund going into the shift locks it FOR SHARE (drawer.ts): whichever comes second
// waits for the first, so a closing freezes figures nothing changes after, and nothing lands in a
// shift once it is closed.
import { eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx, Tx } from '../../db/client';
import { chainSettings, outlets, shiftCashMovements, shifts } from '../../db/schema';
import { recordChange, snapshot } from '../../lib/audit';
import { databaseErrorCode, HttpError, unprocessable } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { businessDateOf, cashVariance, countedTotal, DENOMINATIONS, needsApproval } from './cash';
import { shiftFigures } from './drawer';
import { getShift, SHIFT_NOT_FOUND, type ShiftDto } from './queries';

type OpenInput = components['schemas']['ShiftOpen'];
type MovementInput = components['schemas']['ShiftCashMovementCreate'];
type ClosingInput = components['schemas']['ShiftClosing'];

const SHIFT_CLOSED = 'This shift is closed';
const NOT_AWAITING_APPROVAL = 'This shift is not awaiting approval';
const OWN_SHIFT_APPROVAL = 'Another user must approve the shift you closed';
const CORRECTS_CLOSED = 'Choose a closed shift of this outlet to correct';

/** Whole rupiah as staff write it: Rp 1.540.000. */
const rupiah = (amount: number) =>
  `${amount < 0 ? '-' : ''}Rp ${String(Math.abs(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

async function chainShiftSettings(tx: DbOrTx) {
  const [row] = await tx
    .select({ tolerance: chainSettings.cashVarianceTolerance, startsAt: chainSettings.businessDayStartsAt })
    .from(chainSettings)
    .limit(1);
  return { tolerance: row?.tolerance ?? 0, startsAt: row?.startsAt ?? '00:00' };
}

/** Records the shift's change at its outlet; `before` read (and locked) before the write. */
async function recordShift(tx: Tx, id: number, before: Record<string, unknown> | undefined) {
  const after = await snapshot(tx, shifts, id);
  await recordChange(tx, { recordType: 'shift', recordId: id, outletId: after?.outletId as number, before, after });
}

/**
 * The shift as it stands, its row locked for the rest of the transaction; 404 when there is none or
 * its outlet is out of reach.
 */
async function lockShift(tx: Tx, reach: OutletReach, id: number) {
  const row = await snapshot(tx, shifts, id);
  requireReach(reach, row?.outletId as number | undefined, SHIFT_NOT_FOUND);
  return { row: row!, shift: row as unknown as typeof shifts.$inferSelect };
}

/** Opens a shift at one of the outlet's registers, on the business day it opens on. */
export async function openShift(db: DbOrTx, userId: number, reach: OutletReach, input: OpenInput): Promise<ShiftDto> {
  requireReach(reach, input.outlet_id, 'Outlet not found');
  const register = input.register.trim();
  try {
    return await db.transaction(async (tx) => {
      const [outlet] = await tx
        .select({ registers: outlets.registers })
        .from(outlets)
        .where(eq(outlets.id, input.outlet_id));
      if (!outlet) throw new HttpError(404, 'Outlet not found');
      if (!outlet.registers.includes(register)) {
        throw unprocessable(`${register} is not one of this outlet's registers`, 'register');
      }
      const { startsAt } = await chainShiftSettings(tx);
      const now = new Date();
      const [shift] = await tx
        .insert(shifts)
        .values({
          outletId: input.outlet_id,
          register,
          businessDate: businessDateOf(now, startsAt),
          openingFloat: input.opening_float,
          openedBy: userId,
          openedAt: now,
        })
        .returning({ id: shifts.id });
      await recordShift(tx, shift!.id, undefined);
      return getShift(tx, reach, shift!.id, userId);
    });
  } catch (error) {
    // The register's open shift (the one unique index besides the key), opened first by someone else.
    if (databaseErrorCode(error) === '23505') throw unprocessable(`${register} already has an open shift`, 'register');
    throw error;
  }
}

/**
 * A pay-in, pay-out or safe drop on an open shift. Cash taken out cannot be more than the drawer
 * should hold; a correction names a closed shift of the same outlet.
 */
export function createCashMovement(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: MovementInput,
): Promise<ShiftDto> {
  const reason = input.reason.trim();
  return db.transaction(async (tx) => {
    const { shift } = await lockShift(tx, reach, id);
    if (shift.status !== 'OPEN') throw unprocessable(SHIFT_CLOSED, 'shift_id');
    const correctsShiftId = input.corrects_shift_id ?? null;
    if (correctsShiftId !== null) {
      const [corrected] = await tx
        .select({ outletId: shifts.outletId, status: shifts.status })
        .from(shifts)
        .where(eq(shifts.id, correctsShiftId));
      if (!corrected || corrected.outletId !== shift.outletId || corrected.status === 'OPEN') {
        throw unprocessable(CORRECTS_CLOSED, 'corrects_shift_id');
      }
    }
    if (input.type !== 'pay_in') {
      const { expected } = (await shiftFigures(tx, [id])).get(id)!;
      if (input.amount > expected) {
        throw unprocessable(`The drawer should hold only ${rupiah(expected)}`, 'amount');
      }
    }
    const [movement] = await tx
      .insert(shiftCashMovements)
      .values({ shiftId: id, type: input.type, amount: input.amount, reason, correctsShiftId, createdBy: userId })
      .returning();
    // Recorded as a change of its shift: the shift's history shows every movement of its drawer.
    await recordChange(tx, { recordType: 'shift', recordId: id, outletId: shift.outletId, after: movement });
    return getShift(tx, reach, id, userId);
  });
}

/**
 * Closes an open shift with the cash counted: the expected cash, the count and the variance are
 * frozen with the chain's tolerance; a variance beyond it waits for another user's approval.
 */
export function closeShift(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  input: ClosingInput,
): Promise<ShiftDto> {
  const given = input.denominations ?? null;
  if (given) {
    const seen = new Set<number>();
    given.forEach(({ value }, index) => {
      if (seen.has(value)) throw unprocessable('This note or coin is already counted', `denominations.${index}.value`);
      seen.add(value);
    });
    const total = countedTotal(given);
    if (total !== input.counted_cash) {
      throw unprocessable(`The notes and coins add up to ${rupiah(total)}`, 'counted_cash');
    }
  }
  // Kept as a drawer is counted: the largest note first.
  const order = (value: number) => DENOMINATIONS.indexOf(value as (typeof DENOMINATIONS)[number]);
  const denominations = given?.toSorted((a, b) => order(a.value) - order(b.value)) ?? null;
  return db.transaction(async (tx) => {
    const { row, shift } = await lockShift(tx, reach, id);
    if (shift.status !== 'OPEN') throw unprocessable(SHIFT_CLOSED, 'shift_id');
    const { tolerance } = await chainShiftSettings(tx);
    const { expected } = (await shiftFigures(tx, [id])).get(id)!;
    const variance = cashVariance(input.counted_cash, expected);
    await tx
      .update(shifts)
      .set({
        status: needsApproval(variance, tolerance) ? 'AWAITING_APPROVAL' : 'CLOSED',
        closedBy: userId,
        closedAt: new Date(),
        expectedCash: expected,
        countedCash: input.counted_cash,
        variance,
        varianceTolerance: tolerance,
        countedDenominations: denominations,
        closeNote: input.note?.trim() || null,
        updatedAt: new Date(),
      })
      .where(eq(shifts.id, id));
    await recordShift(tx, id, row);
    return getShift(tx, reach, id, userId);
  });
}

/** Approves the variance of a shift awaiting approval; the user who closed it cannot. */
export function approveShift(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  id: number,
  note: string,
): Promise<ShiftDto> {
  return db.transaction(async (tx) => {
    const { row, shift } = await lockShift(tx, reach, id);
    if (shift.status !== 'AWAITING_APPROVAL') throw unprocessable(NOT_AWAITING_APPROVAL, 'shift_id');
    if (shift.closedBy === userId) throw new HttpError(403, OWN_SHIFT_APPROVAL, 'shift_id');
    const now = new Date();
    await tx
      .update(shifts)
      .set({ status: 'CLOSED', approvedBy: userId, approvedAt: now, approvalNote: note, updatedAt: now })
      .where(eq(shifts.id, id));
    await recordShift(tx, id, row);
    return getShift(tx, reach, id, userId);
  });
}
