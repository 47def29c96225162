// Open shifts for tests that take cash at a register: a row as opening a shift writes it, so a test
// can sell or refund cash there without going through the shift screens.
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../src/db/client';
import { outlets, shifts } from '../../src/db/schema';
import { jakartaDate } from '../../src/lib/jakarta-time';

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
