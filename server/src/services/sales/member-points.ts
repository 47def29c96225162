// What an order's move does to its member's points and its voucher uses, in the transaction that
// moves it (./apply). A member (the order's customer) earns points when the order completes:
// floor(total paid × the chain's points_earn_bp / 10,000). A cancelled order gives back what it
// took: each voucher use it holds (the code's used_count − 1, the discount marked released), the
// points it spent (`redeemed_returned`) and the points it earned (`earned_reversed`, no more than
// the member still has, so the balance never goes below 0). Each kind of entry is written once per
// order (point_entries' unique (order_id, kind)), so a move repeated after a retry changes nothing.
//
// Locks, after the order and its invoice (./apply): the customer's row, then the voucher codes by
// id. Placing an order with a voucher or points takes them in the same order.
import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chainSettings, customers, orderDiscounts, orders, pointEntries, promotionCodes } from '../../db/schema';
import type { PointEntryKind } from '../../db/schema';
import { ORDER, type OrderStatusChange } from './states';

/** floor(paid × bp / 10,000): the points an amount paid earns at the chain's rate. */
export const pointsEarnedFor = (paid: number, earnBp: number): number =>
  paid <= 0 || earnBp <= 0 ? 0 : Math.floor((paid * earnBp) / 10_000);

/** Carries out what moving `orderId` to `to` does to points and voucher uses. */
export async function movePoints(tx: Tx, orderId: number, to: OrderStatusChange, userId: number | null): Promise<void> {
  if (to !== ORDER.COMPLETED && to !== ORDER.CANCELLED) return;
  const [order] = await tx
    .select({
      id: orders.id,
      outletId: orders.outletId,
      customerId: orders.customerId,
      totalAmount: orders.totalAmount,
      pointsRedeemed: orders.pointsRedeemed,
      pointsEarned: orders.pointsEarned,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  if (to === ORDER.COMPLETED) await earn(tx, order, userId);
  else await giveBack(tx, order, userId);
}

interface OrderFacts {
  id: number;
  outletId: number;
  customerId: number | null;
  totalAmount: number;
  pointsRedeemed: number;
  pointsEarned: number;
}

const lockCustomer = async (tx: Tx, customerId: number) => {
  const [row] = await tx
    .select({ id: customers.id, balance: customers.pointsBalance })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row;
};

/** Writes an entry of `kind` for the order unless it has one; whether it was written. */
async function entry(
  tx: Tx,
  customerId: number,
  orderId: number,
  kind: PointEntryKind,
  points: number,
  userId: number | null,
): Promise<boolean> {
  if (points === 0) return false;
  const written = await tx
    .insert(pointEntries)
    .values({ customerId, orderId, kind, points, createdBy: userId })
    .onConflictDoNothing()
    .returning({ id: pointEntries.id });
  if (written.length === 0) return false;
  await tx
    .update(customers)
    .set({ pointsBalance: sql`${customers.pointsBalance} + ${points}` })
    .where(eq(customers.id, customerId));
  return true;
}

async function earn(tx: Tx, order: OrderFacts, userId: number | null) {
  if (order.customerId === null) return;
  const [settings] = await tx.select({ earnBp: chainSettings.pointsEarnBp }).from(chainSettings).limit(1);
  const points = pointsEarnedFor(order.totalAmount, settings?.earnBp ?? 0);
  if (points === 0) return;
  const customer = await lockCustomer(tx, order.customerId);
  if (!customer) return;
  if (!(await entry(tx, customer.id, order.id, 'earned', points, userId))) return;
  await tx.update(orders).set({ pointsEarned: points }).where(eq(orders.id, order.id));
}

async function giveBack(tx: Tx, order: OrderFacts, userId: number | null) {
  // The customer first, then the codes (the lock order above).
  const customer = order.customerId === null ? undefined : await lockCustomer(tx, order.customerId);
  const held = await tx
    .select({ id: orderDiscounts.id, codeId: orderDiscounts.codeId })
    .from(orderDiscounts)
    .where(
      and(eq(orderDiscounts.orderId, order.id), isNotNull(orderDiscounts.codeId), isNull(orderDiscounts.releasedAt)),
    )
    .orderBy(asc(orderDiscounts.codeId), asc(orderDiscounts.id));
  if (held.length > 0) {
    const codeIds = [...new Set(held.map((row) => row.codeId!))];
    await tx
      .select({ id: promotionCodes.id })
      .from(promotionCodes)
      .where(inArray(promotionCodes.id, codeIds))
      .orderBy(asc(promotionCodes.id))
      .for('update');
    for (const row of held) {
      await tx
        .update(promotionCodes)
        .set({ usedCount: sql`greatest(${promotionCodes.usedCount} - 1, 0)` })
        .where(eq(promotionCodes.id, row.codeId!));
    }
    await tx
      .update(orderDiscounts)
      .set({ releasedAt: new Date() })
      .where(
        inArray(
          orderDiscounts.id,
          held.map((row) => row.id),
        ),
      );
  }
  if (!customer) return;
  let balance = customer.balance;
  if (
    order.pointsRedeemed > 0 &&
    (await entry(tx, customer.id, order.id, 'redeemed_returned', order.pointsRedeemed, userId))
  )
    balance += order.pointsRedeemed;
  if (order.pointsEarned > 0) {
    const taken = Math.min(order.pointsEarned, balance);
    // Nothing left to take back still marks the earning as reversed.
    const written = taken > 0 ? await entry(tx, customer.id, order.id, 'earned_reversed', -taken, userId) : true;
    if (written) await tx.update(orders).set({ pointsEarned: 0 }).where(eq(orders.id, order.id));
  }
}
