// The demo's shifts: at every outlet's "Counter 1", a morning and an evening shift a day for the last
// 30 days, each opened with a float, the counter's cash sales of its hours paid into it and the cash
// refunds given back from it, a pay-out now and then (ice from the market, a gas refill), a safe drop
// when the drawer grows heavy, and a count at closing by notes and coins. Most counts agree with the
// drawer or miss by a little, within the chain's tolerance of Rp 5,000; one recent shift missed by more
// and awaits a manager's approval. Today's latest shift at each outlet is still open, so the counter
// sells at once. The busiest outlet has a second register. Written in a few statements.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { chainSettings, outlets, shiftCashMovements, shifts, type CountedDenomination } from '../../db/schema';
import { addDays, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../lib/jakarta-time';
import { DENOMINATIONS, expectedCash } from '../../services/shifts/cash';
import { reserveIds } from './bulk';
import type { Team } from './people';
import type { Random } from './random';

export const DEMO_CASH_VARIANCE_TOLERANCE = 5000;
const SHIFT_DAYS = 30;
const REGISTER = 'Counter 1';
/** A shift's hours from the start of its day, in minutes: the morning's, then the evening's. */
const HOURS = [
  { opens: 8 * 60, closes: 14 * 60 + 30 },
  { opens: 14 * 60 + 30, closes: 21 * 60 + 30 },
];
const FLOATS = [300_000, 400_000, 500_000];
/** Above this the drawer is too full: the notes over the float go to the safe, by Rp 100,000. */
const DROP_ABOVE = 900_000;
const PAY_OUTS = [
  'Ice from the market',
  'LPG gas refill',
  'Ice cubes, 2 bags',
  'Plastic bags from the kiosk next door',
];

interface Sale {
  outletId: number;
  invoiceId: number;
  amount: number;
  paidAt: number;
  refundedAt: number | null;
}

interface PlannedShift {
  id: number;
  outletId: number;
  openedAt: number;
  closedAt: number | null;
  openingFloat: number;
  openedBy: number;
  closedBy: number;
  sales: number;
  refunds: number;
  payOut: number;
  safeDrop: number;
}

export async function seedShifts(tx: Tx, team: Team, now: number, random: Random): Promise<void> {
  await tx
    .insert(chainSettings)
    .values({ id: 1, cashVarianceTolerance: DEMO_CASH_VARIANCE_TOLERANCE })
    .onConflictDoUpdate({ target: chainSettings.id, set: { cashVarianceTolerance: DEMO_CASH_VARIANCE_TOLERANCE } });
  // The busiest outlet opens a second register at its rush hours.
  const busiest = team.outlets[0]!;
  await tx
    .update(outlets)
    .set({ registers: [REGISTER, 'Counter 2'] })
    .where(sql`${outlets.id} = ${busiest.id}`);

  const today = jakartaDate(now);
  const first = addDays(today, -(SHIFT_DAYS - 1));
  // Each outlet's shifts, day by day; today's last begun is still open.
  const planned: PlannedShift[] = [];
  const base = await reserveIds(tx, 'shifts', team.outlets.length * (SHIFT_DAYS * HOURS.length + 1));
  for (const outlet of team.outlets) {
    const staff = outlet.staffIds;
    for (let d = 0; d < SHIFT_DAYS; d++) {
      const dayStart = startOfJakartaDay(addDays(first, d));
      for (const hours of HOURS) {
        const openedAt = dayStart + (hours.opens + random.int(-10, 10)) * MINUTE;
        if (openedAt > now) break;
        const closesAt = dayStart + (hours.closes + random.int(0, 20)) * MINUTE;
        const previous = planned.at(-1);
        // A shift follows the one before at the register: that one closed as this one opened.
        if (previous && previous.outletId === outlet.id && previous.closedAt! > openedAt) previous.closedAt = openedAt;
        planned.push({
          id: base + planned.length,
          outletId: outlet.id,
          openedAt,
          closedAt: closesAt,
          openingFloat: random.pick(FLOATS),
          openedBy: random.pick(staff),
          closedBy: random.pick(staff),
          sales: 0,
          refunds: 0,
          payOut: 0,
          safeDrop: 0,
        });
      }
    }
    // Before the morning's shift, today's opened a little while ago.
    if (jakartaDate(planned.at(-1)!.openedAt) !== today)
      planned.push({
        ...planned.at(-1)!,
        id: base + planned.length,
        openedAt: Math.max(startOfJakartaDay(today), now - random.int(5, 30) * MINUTE),
        openingFloat: random.pick(FLOATS),
      });
    planned.at(-1)!.closedAt = null;
  }

  // The counter's cash sales of those days (and the cash given back), into the shift of their hour.
  const sales = (
    await rowsOf<{
      outlet_id: number;
      invoice_id: number;
      amount: number;
      paid_at: string;
      refunded_at: string | null;
    }>(
      tx,
      sql`select o.outlet_id, i.id as invoice_id, i.amount, i.paid_at,
            (select max(h.changed_at) from order_status_history h where h.order_id = o.id and h.status = 500) as refunded_at
          from invoices i join orders o on o.id = i.order_id
          where o.channel = 'counter' and i.paid_at >= ${iso(startOfJakartaDay(first))}::timestamptz`,
    )
  ).map((r): Sale => ({
    outletId: Number(r.outlet_id),
    invoiceId: Number(r.invoice_id),
    amount: Number(r.amount),
    paidAt: new Date(r.paid_at).getTime(),
    refundedAt: r.refunded_at === null ? null : new Date(r.refunded_at).getTime(),
  }));
  const byOutlet = new Map<number, PlannedShift[]>();
  for (const shift of planned) byOutlet.set(shift.outletId, [...(byOutlet.get(shift.outletId) ?? []), shift]);
  const shiftAt = (outletId: number, at: number) =>
    byOutlet.get(outletId)?.find((s) => s.openedAt <= at && (s.closedAt === null || at < s.closedAt));
  const links: { id: number; shift_id: number; refund_shift_id: number | null }[] = [];
  for (const sale of sales) {
    const shift = shiftAt(sale.outletId, sale.paidAt);
    if (!shift) continue;
    shift.sales += sale.amount;
    const refundShift = sale.refundedAt === null ? undefined : shiftAt(sale.outletId, sale.refundedAt);
    if (refundShift) refundShift.refunds += sale.amount;
    links.push({ id: sale.invoiceId, shift_id: shift.id, refund_shift_id: refundShift?.id ?? null });
  }

  // Pay-outs, safe drops and the count at closing.
  const movements: (typeof shiftCashMovements.$inferInsert)[] = [];
  const closed = planned.filter((s) => s.closedAt !== null);
  const beyond = closed.at(-1 - random.int(2, 6));
  const rows = planned.map((shift) => {
    const end = shift.closedAt ?? now;
    if (random.chance(0.45)) {
      shift.payOut = random.int(2, 8) * 5000;
      movements.push({
        shiftId: shift.id,
        type: 'pay_out',
        amount: shift.payOut,
        reason: random.pick(PAY_OUTS),
        createdBy: shift.openedBy,
        createdAt: new Date(shift.openedAt + random.int(20, 120) * MINUTE),
      });
    }
    const inDrawer = expectedCash({ ...figures(shift), safeDrops: 0 });
    if (inDrawer > DROP_ABOVE) {
      shift.safeDrop = Math.floor((inDrawer - shift.openingFloat) / 100_000) * 100_000;
      movements.push({
        shiftId: shift.id,
        type: 'safe_drop',
        amount: shift.safeDrop,
        reason: 'Safe drop',
        createdBy: shift.closedBy,
        createdAt: new Date(Math.min(end - 30 * MINUTE, shift.openedAt + 5 * 60 * MINUTE)),
      });
    }
    const opened = {
      id: shift.id,
      outletId: shift.outletId,
      register: REGISTER,
      businessDate: jakartaDate(shift.openedAt),
      openingFloat: shift.openingFloat,
      openedBy: shift.openedBy,
      openedAt: new Date(shift.openedAt),
      createdAt: new Date(shift.openedAt),
      updatedAt: new Date(end),
    };
    if (shift.closedAt === null) return { ...opened, status: 'OPEN' as const };
    const expected = expectedCash(figures(shift));
    const variance =
      shift === beyond
        ? -random.int(80, 200) * 100
        : random.chance(0.7)
          ? 0
          : random.pick([-1, 1]) * random.int(1, DEMO_CASH_VARIANCE_TOLERANCE / 100) * 100;
    const counted = expected + variance;
    return {
      ...opened,
      status: shift === beyond ? ('AWAITING_APPROVAL' as const) : ('CLOSED' as const),
      closedBy: shift.closedBy,
      closedAt: new Date(shift.closedAt),
      expectedCash: expected,
      countedCash: counted,
      variance,
      countedDenominations: countOf(counted),
      closeNote: shift === beyond ? 'Short at closing; counted twice' : null,
      varianceTolerance: DEMO_CASH_VARIANCE_TOLERANCE,
    };
  });
  await tx.insert(shifts).overridingSystemValue().values(rows);
  if (movements.length) await tx.insert(shiftCashMovements).values(movements);
  await tx.execute(
    sql`update invoices set counter_method = 'cash', shift_id = x.shift_id, refund_shift_id = x.refund_shift_id
        from json_to_recordset(${JSON.stringify(links)}::json) as x(id int, shift_id int, refund_shift_id int)
        where invoices.id = x.id`,
  );
  // Cash given back at the counter is refunded by hand, as the cashier does it.
  await tx.execute(
    sql`update invoices i set refund_status = 'MANUAL', refund_requested_at = h.changed_at
        from orders o, order_status_history h
        where o.id = i.order_id and o.channel = 'counter' and i.status = 400 and h.order_id = o.id and h.status = 500`,
  );
}

const figures = (shift: PlannedShift) => ({
  openingFloat: shift.openingFloat,
  sales: shift.sales,
  refunds: shift.refunds,
  payIn: 0,
  payOut: shift.payOut,
  safeDrops: shift.safeDrop,
});

/** The notes and coins a counted amount is made of, the largest first. */
function countOf(amount: number): CountedDenomination[] {
  const count: CountedDenomination[] = [];
  let left = amount;
  for (const value of DENOMINATIONS) {
    const n = Math.floor(left / value);
    if (n > 0) count.push({ value, count: n });
    left -= n * value;
  }
  return count;
}
