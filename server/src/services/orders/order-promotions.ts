// The promotions, voucher code and points an order placed now takes, for the one placement path
// (./placement): the promotions that run for its outlet, door and order type now (one query, then
// the days and hours in Jakarta), the voucher code it gives (refused with its reason, naming
// `voucher_code`), and the points a member redeems (refused above the balance or above what the
// order comes to after its promotions, naming `redeem_points`). Placing locks the code's row and
// the member's row (in that order, after the window or shift) so concurrent orders take turns; a
// quote reads them unlocked. The discounts come from the engine (../promotions/engine); this file
// reads and writes what it needs.
import { and, eq, gte, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  chainSettings,
  customers,
  orderDiscounts,
  orderItemDiscounts,
  orders,
  pointEntries,
  promotionCodes,
  promotions,
} from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { jakartaDate } from '../../lib/jakarta-time';
import {
  applyPromotions,
  leftOfLines,
  pointsDiscount,
  ruleFromRow,
  whyNotRunning,
  type EngineLine,
  type EngineRule,
  type NotRunning,
  type RunContext,
} from '../promotions/engine';
import type { AppliedDiscount } from '../sales/pricing';
import { ORDER } from '../sales/states';

export const VOUCHER_FIELD = 'voucher_code';
export const POINTS_FIELD = 'redeem_points';

/** What an order brings beyond its lines: a voucher code and, from the app's member, points to spend. */
export interface OrderOffers {
  context: RunContext;
  /** The member placing it (app orders); null at the counter. */
  customerId: number | null;
  voucherCode: string | null;
  redeemPoints: number | null;
  /** Placing locks the code's and the member's rows; a quote only reads them. */
  lock: boolean;
}

/** A voucher code checked for the order, with its promotion. */
export interface Voucher {
  codeId: number;
  code: string;
  rule: EngineRule;
}

/** Points checked against the member's balance, with what one is worth. */
export interface Redemption {
  customerId: number;
  points: number;
  pointValue: number;
}

/** The promotions that will price the order, and the voucher and points it brings. */
export interface OrderPromotions {
  rules: EngineRule[];
  voucher: Voucher | null;
  redemption: Redemption | null;
}

const NOT_RUNNING: Record<NotRunning, (context: RunContext) => string> = {
  inactive: () => 'Voucher code is no longer valid',
  not_yet_valid: () => 'Voucher code is not valid yet',
  expired: () => 'Voucher code has expired',
  day: () => 'Voucher code is not valid today',
  time: () => 'Voucher code is not valid at this time of day',
  outlet: () => 'Voucher code is not valid at this outlet',
  channel: (context) =>
    context.channel === 'app' ? 'Voucher code is not valid for app orders' : 'Voucher code is not valid at the counter',
  order_type: () => 'Voucher code is not valid for this order type',
};

/**
 * The promotions running for the order now (those without a code, in one query), the voucher code
 * checked (its row locked when placing) and the member's points checked (their row locked when
 * placing). Refuses with 422 naming the field.
 */
export async function orderPromotions(tx: Tx, offers: OrderOffers): Promise<OrderPromotions> {
  const { context } = offers;
  const today = jakartaDate(context.at);
  const rows = await tx
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.status, 'active'),
        eq(promotions.requiresCode, false),
        or(isNull(promotions.validFrom), lte(promotions.validFrom, today)),
        or(isNull(promotions.validTo), gte(promotions.validTo, today)),
        sql`(cardinality(${promotions.outletIds}) = 0 or ${context.outletId}::integer = any(${promotions.outletIds}))`,
        sql`(cardinality(${promotions.channels}) = 0 or ${context.channel}::text = any(${promotions.channels}))`,
        sql`(cardinality(${promotions.orderTypes}) = 0 or ${context.orderType}::text = any(${promotions.orderTypes}))`,
      ),
    );
  const rules = rows.map(ruleFromRow).filter((rule) => whyNotRunning(rule, context) === null);
  const voucher = offers.voucherCode === null ? null : await checkVoucher(tx, offers, offers.voucherCode);
  // A code of a promotion that runs without one changes nothing but the code on its discount.
  if (voucher && !rules.some((rule) => rule.id === voucher.rule.id)) rules.push(voucher.rule);
  const redemption = offers.redeemPoints === null ? null : await checkBalance(tx, offers, offers.redeemPoints);
  return { rules, voucher, redemption };
}

async function checkVoucher(tx: Tx, offers: OrderOffers, given: string): Promise<Voucher> {
  const code = given.trim().toUpperCase();
  const query = tx
    .select({ id: promotionCodes.id, usesPerCode: promotionCodes.usesPerCode, usedCount: promotionCodes.usedCount })
    .from(promotionCodes)
    .where(eq(promotionCodes.code, code));
  const [row] = offers.lock ? await query.for('update') : await query;
  if (!row) throw unprocessable('Voucher code does not exist', VOUCHER_FIELD);
  const [promotion] = await tx
    .select()
    .from(promotions)
    .innerJoin(promotionCodes, eq(promotionCodes.promotionId, promotions.id))
    .where(eq(promotionCodes.id, row.id));
  const rule = ruleFromRow(promotion!.promotions);
  const notRunning = whyNotRunning(rule, offers.context);
  if (notRunning) throw unprocessable(NOT_RUNNING[notRunning](offers.context), VOUCHER_FIELD);
  if (row.usedCount >= row.usesPerCode) throw unprocessable('Voucher code has been used up', VOUCHER_FIELD);
  if (offers.customerId !== null) {
    const [used] = await tx
      .select({ id: orders.id })
      .from(orderDiscounts)
      .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
      .where(
        and(
          eq(orderDiscounts.codeId, row.id),
          eq(orders.customerId, offers.customerId),
          ne(orders.status, ORDER.CANCELLED),
        ),
      )
      .limit(1);
    if (used) throw unprocessable('You have already used this voucher code', VOUCHER_FIELD);
  }
  return { codeId: row.id, code, rule };
}

async function checkBalance(tx: Tx, offers: OrderOffers, points: number): Promise<Redemption> {
  if (offers.customerId === null) throw unprocessable('Only members can redeem points', POINTS_FIELD);
  if (!Number.isSafeInteger(points) || points < 1)
    throw unprocessable('Points to redeem must be a whole number from 1', POINTS_FIELD);
  const query = tx
    .select({ balance: customers.pointsBalance })
    .from(customers)
    .where(eq(customers.id, offers.customerId));
  const [member] = offers.lock ? await query.for('update') : await query;
  const balance = member?.balance ?? 0;
  if (points > balance)
    throw unprocessable(
      balance === 0 ? 'You have no points to redeem' : `You have only ${balance} points`,
      POINTS_FIELD,
    );
  const [settings] = await tx
    .select({ pointValue: chainSettings.pointValue })
    .from(chainSettings)
    .where(eq(chainSettings.id, 1));
  return { customerId: offers.customerId, points, pointValue: settings?.pointValue ?? 1 };
}

/**
 * The order's discounts on its priced lines: the best promotions (the engine's choice), the voucher's
 * code on its promotion's discount, then points. Refuses a voucher that takes nothing off or loses
 * to a better promotion, and points worth more than what the promotions left.
 */
export function discountsFor(lines: readonly EngineLine[], chosen: OrderPromotions): AppliedDiscount[] {
  const discounts = applyPromotions(lines, chosen.rules);
  const { voucher, redemption } = chosen;
  if (voucher) {
    const own = discounts.find((discount) => discount.promotionId === voucher.rule.id);
    if (!own) {
      const alone = applyPromotions(lines, [voucher.rule]);
      throw unprocessable(
        alone.length === 0
          ? 'Voucher code does not apply to this order'
          : 'A better promotion already applies to this order',
        VOUCHER_FIELD,
      );
    }
    own.code = voucher.code;
    own.codeId = voucher.codeId;
  }
  if (!redemption) return discounts;
  const left = leftOfLines(lines, discounts).reduce((a, b) => a + b, 0);
  const most = Math.floor(left / redemption.pointValue);
  if (redemption.points > most)
    throw unprocessable(
      most === 0
        ? 'Nothing is left to pay with points'
        : `The order comes to Rp ${left.toLocaleString('en-US')} after its other discounts: redeem at most ${most} points`,
      POINTS_FIELD,
    );
  const points = pointsDiscount(lines, discounts, redemption.points, redemption.pointValue);
  return points ? [...discounts, points] : discounts;
}

/**
 * Freezes the discounts on the placed order: each discount with its share of each line (`itemIds`
 * in line order), the voucher's use counted, and the member's points spent (an entry and the
 * balance). The code's and the member's rows are already locked by `orderPromotions`.
 */
export async function recordDiscounts(
  tx: Tx,
  orderId: number,
  itemIds: readonly number[],
  discounts: readonly AppliedDiscount[],
  redemption: Redemption | null,
  now: Date,
): Promise<void> {
  if (discounts.length === 0) return;
  const rows = await tx
    .insert(orderDiscounts)
    .values(
      discounts.map((discount) => ({
        orderId,
        promotionId: discount.promotionId,
        name: discount.name,
        amount: discount.amount,
        fundedBy: discount.fundedBy,
        codeId: discount.codeId,
        points: discount.points,
      })),
    )
    .returning({ id: orderDiscounts.id });
  // Identities are drawn in the order the rows are given.
  const ids = rows.map((row) => row.id).sort((a, b) => a - b);
  const shares = discounts.flatMap((discount, index) =>
    discount.lines.map((share) => ({
      orderDiscountId: ids[index]!,
      orderItemId: itemIds[share.line]!,
      amount: share.amount,
    })),
  );
  if (shares.length > 0) await tx.insert(orderItemDiscounts).values(shares);
  for (const discount of discounts) {
    if (discount.codeId === null) continue;
    await tx
      .update(promotionCodes)
      .set({ usedCount: sql`${promotionCodes.usedCount} + 1` })
      .where(eq(promotionCodes.id, discount.codeId));
  }
  const spent = discounts.find((discount) => discount.promotionId === null && discount.points > 0);
  if (spent && redemption) {
    await tx.insert(pointEntries).values({
      customerId: redemption.customerId,
      orderId,
      kind: 'redeemed',
      points: -spent.points,
      createdAt: now,
    });
    await tx
      .update(customers)
      .set({ pointsBalance: sql`${customers.pointsBalance} - ${spent.points}` })
      .where(eq(customers.id, redemption.customerId));
    await tx.update(orders).set({ pointsRedeemed: spent.points }).where(eq(orders.id, orderId));
  }
}
