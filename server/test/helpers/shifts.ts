// Shifts a test makes for itself: open shifts for tests that take cash at a register (a row as opening
// a shift writes it), a register of its own at an outlet, and payments into a shift made straight in the
// database (the counter's own sales are tested with the counter).
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { invoices, outlets, shifts, type CounterPaymentMethod } from '../../src/db/schema';
import { jakartaDate } from '../../src/lib/jakarta-time';
import { makeOrder } from './sales';
import type { TestApp } from './test-app';
import { uniqueName } from './unique';

/**
 * The open shift at the outlet's register (default "Counter 1"), opened now with `openingFloat`
 * when there is none; answers its id.
 */
export async function openShift(
  db: DbOrTx,
  outletId: number,
  { register = 'Counter 1', openingFloat = 0, openedBy = null }: ShiftOptions = {},
): Promise<number> {
  await db
    .insert(shifts)
    .values({ outletId, register, openingFloat, openedBy, businessDate: jakartaDate(Date.now()) })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: shifts.id })
    .from(shifts)
    .where(and(eq(shifts.outletId, outletId), eq(shifts.register, register), eq(shifts.status, 'OPEN')));
  return row!.id;
}

/** An open shift at "Counter 1" of every outlet, where there is none yet: the counter sells cash anywhere. */
export async function openEveryCounter(db: DbOrTx): Promise<void> {
  const all = await db.select({ id: outlets.id }).from(outlets);
  for (const outlet of all) await openShift(db, outlet.id);
}

interface ShiftOptions {
  register?: string;
  openingFloat?: number;
  openedBy?: number | null;
}

/** Closes an open shift as closing it would, counted exactly as expected: nothing more goes into it. */
export async function closeShift(db: DbOrTx, shiftId: number, expected = 0): Promise<void> {
  await db
    .update(shifts)
    .set({ status: 'CLOSED', closedAt: new Date(), expectedCash: expected, countedCash: expected, variance: 0 })
    .where(eq(shifts.id, shiftId));
}

/**
 * A register no test has used, added to the outlet's registers (the latest few kept: an outlet has
 * at most 20), so each test opens shifts that no other test has open.
 */
export async function newRegister(t: TestApp, outletId: number): Promise<string> {
  const name = uniqueName('Till').slice(0, 40);
  const [outlet] = await t.app.db
    .select({ registers: outlets.registers })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  await t.app.db
    .update(outlets)
    .set({ registers: [...outlet!.registers.slice(-15), name] })
    .where(eq(outlets.id, outletId));
  return name;
}

export interface ShiftPayment {
  outletId: number;
  amount: number;
  /** The shift at whose register it was paid; none for a payment made elsewhere. */
  shiftId?: number | null;
  /** A counter method, or a payment gateway's id for a gateway payment. */
  method: CounterPaymentMethod | { gatewayId: number };
  /** Refunded, in cash from this shift's drawer when the method is cash. */
  refundShiftId?: number;
  refunded?: boolean;
}

/** A paid (or refunded) order's invoice, paid now. */
export async function shiftPayment(t: TestApp, payment: ShiftPayment): Promise<number> {
  const { invoice } = await makeOrder(t.app.db, t.seed, { outletId: payment.outletId, invoiceStatus: 100 });
  const refunded = payment.refunded ?? payment.refundShiftId !== undefined;
  await t.app.db
    .update(invoices)
    .set({
      amount: payment.amount,
      status: refunded ? 400 : 100,
      paidAt: new Date(),
      shiftId: payment.shiftId ?? null,
      refundShiftId: payment.refundShiftId ?? null,
      counterMethod: typeof payment.method === 'string' ? payment.method : null,
      paymentGatewayId: typeof payment.method === 'string' ? null : payment.method.gatewayId,
    })
    .where(eq(invoices.id, invoice.id));
  return invoice.id;
}
