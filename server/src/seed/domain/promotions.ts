// The demo's promotions and members: a member-day buy one get one on Milk Tea every Tuesday in the
// app and a weekday 14:00–17:00 happy hour at 20 % off (both paid for by the brand), the second
// Fruit Tea at half price (paid for by the outlet), a batch of single-use welcome vouchers valid over
// the last month (some used), and members earning 1 % of what they paid as points (1 point = Rp 1)
// and now and then spending them. The history is priced as placement prices: the promotions that run
// for an order (its time, outlet, door and type) are given to the one promotions engine, which picks
// the discounts; points redeemed come last.
import { eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chainSettings, promotionCodes, promotions } from '../../db/schema';
import { addDays } from '../../lib/jakarta-time';
import {
  applyPromotions,
  leftOfLines,
  pointsDiscount,
  promotionRuns,
  ruleFromRow,
  type EngineLine,
  type EngineRule,
} from '../../services/promotions/engine';
import type { AppliedDiscount } from '../../services/sales/pricing';
import type { PlannedItem } from './order-plan';
import type { Random } from './random';

/** Members earn 1 % of what they paid; a point is worth Rp 1. */
export const DEMO_POINTS_EARN_BP = 100;
export const DEMO_POINT_VALUE = 1;
const VOUCHER_CODES = 50;
/** Of the vouchers, at most this share is used by the history. */
const VOUCHERS_USED_AT_MOST = 0.6;
/** The share of the paid app orders in the vouchers' month that give one. */
const VOUCHER_SHARE = 0.02;
/** The share of the paid app orders of members with points to spend who spend some. */
const REDEEM_SHARE = 0.12;
/** Members spend points once they have this many, in steps of this many, at most this many at once. */
const REDEEM_FROM = 5000;
const REDEEM_STEP = 1000;
const REDEEM_AT_MOST = 20_000;
const CODE_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export interface DemoPromotions {
  /** The promotions that run without a code. */
  rules: EngineRule[];
  /** The welcome voucher's promotion and its codes. */
  voucher: { rule: EngineRule; codes: { id: number; code: string }[] };
  /** Each product's category, as the engine matches them. */
  categoryOf: Map<number, number | null>;
}

/** Writes the promotions, the vouchers and the chain's points settings. */
export async function seedPromotions(
  tx: Tx,
  options: {
    categoryIds: Record<string, number>;
    skuCategories: Map<number, number | null>;
    firstDate: string;
    today: string;
    at: Date;
    adminId: number;
    random: Random;
  },
): Promise<DemoPromotions> {
  const { categoryIds, firstDate, today, at, adminId } = options;
  await tx
    .update(chainSettings)
    .set({ pointsEarnBp: DEMO_POINTS_EARN_BP, pointValue: DEMO_POINT_VALUE })
    .where(eq(chainSettings.id, 1));
  const common = { validFrom: firstDate, createdBy: adminId, createdAt: at, updatedAt: at };
  const rows = await tx
    .insert(promotions)
    .values([
      {
        ...common,
        name: 'Member Day: Milk Tea buy 1 get 1',
        type: 'buy_x_get_y',
        categoryIds: [categoryIds['Milk Tea']!],
        params: { buy: 1, get: 1, get_percent_bp: 10_000 },
        daysOfWeek: [2],
        channels: ['app'],
        fundedBy: 'brand',
        priority: 10,
      },
      {
        ...common,
        name: 'Happy Hour 20%',
        type: 'percent_off',
        params: { percent_bp: 2000 },
        daysOfWeek: [1, 2, 3, 4, 5],
        startTime: '14:00',
        endTime: '17:00',
        fundedBy: 'brand',
        priority: 20,
      },
      {
        ...common,
        name: 'Second Fruit Tea half price',
        type: 'nth_item_percent',
        categoryIds: [categoryIds['Fruit Tea']!],
        params: { n: 2, percent_bp: 5000 },
        fundedBy: 'outlet',
        priority: 30,
      },
      {
        ...common,
        name: 'Welcome voucher Rp 15.000',
        type: 'min_spend_amount_off',
        params: { min_spend: 40_000, amount: 15_000 },
        validFrom: addDays(today, -29),
        validTo: addDays(today, 30),
        channels: ['app'],
        fundedBy: 'brand',
        priority: 40,
        requiresCode: true,
      },
    ])
    .returning();
  const rules = rows.map(ruleFromRow);
  const codes = new Set<string>();
  while (codes.size < VOUCHER_CODES)
    codes.add(
      `WELCOME-${Array.from({ length: 6 }, () => CODE_LETTERS[options.random.int(0, CODE_LETTERS.length - 1)]).join('')}`,
    );
  const written = await tx
    .insert(promotionCodes)
    .values(
      [...codes].map((code) => ({ promotionId: rows[3]!.id, code, usesPerCode: 1, createdBy: adminId, createdAt: at })),
    )
    .returning({ id: promotionCodes.id, code: promotionCodes.code });
  return {
    rules: rules.slice(0, 3),
    voucher: { rule: rules[3]!, codes: written },
    categoryOf: options.skuCategories,
  };
}

/** The vouchers the history used are used up, and each member holds what their points entries add up to. */
export async function settleMembers(tx: Tx, pricer: DemoPricer) {
  const used = [...pricer.codesUsed];
  if (used.length) await tx.update(promotionCodes).set({ usedCount: 1 }).where(inArray(promotionCodes.id, used));
  await tx.execute(sql`update customers set points_balance = x.points
    from (select customer_id, sum(points)::int as points from point_entries group by 1) x
    where customers.id = x.customer_id`);
}

/** An order as the history places it. */
export interface PricingOrder {
  items: PlannedItem[];
  createdAt: number;
  outletId: number;
  channel: 'app' | 'counter';
  orderType: string;
  /** Paid and not cancelled: only such orders use a voucher or spend points. */
  kept: boolean;
  /** The app member placing it, or null for a walk-in. */
  member: number | null;
}

/** Prices the history's orders with the promotions, handing out vouchers and spending members' points. */
export class DemoPricer {
  private nextCode = 0;
  /** Each member's points as they are earned (when, how many) and what they spent. */
  private readonly earned = new Map<number, { at: number; points: number }[]>();
  private readonly spent = new Map<number, number>();
  /** The codes used, by id. */
  readonly codesUsed = new Set<number>();

  constructor(
    private readonly promotions: DemoPromotions,
    private readonly random: Random,
  ) {}

  /** The discounts the order takes, in the order placement freezes them, and the points it spent. */
  price(order: PricingOrder): { discounts: AppliedDiscount[]; pointsRedeemed: number } {
    const context = {
      at: new Date(order.createdAt),
      outletId: order.outletId,
      channel: order.channel,
      orderType: order.orderType,
    };
    const lines: EngineLine[] = order.items.map((item) => ({
      skuId: item.skuId,
      categoryId: this.promotions.categoryOf.get(item.skuId) ?? null,
      quantity: item.quantity,
      price: item.price,
      subtotal: item.quantity * item.price,
    }));
    const running = this.promotions.rules.filter((rule) => promotionRuns(rule, context));
    const { voucher } = this.promotions;
    const code =
      order.kept &&
      order.member !== null &&
      this.nextCode < Math.floor(voucher.codes.length * VOUCHERS_USED_AT_MOST) &&
      promotionRuns(voucher.rule, context) &&
      this.random.chance(VOUCHER_SHARE)
        ? voucher.codes[this.nextCode]!
        : null;
    const discounts = applyPromotions(lines, code ? [...running, voucher.rule] : running).map((d) => {
      if (!code || d.promotionId !== voucher.rule.id) return d;
      this.nextCode++;
      this.codesUsed.add(code.id);
      return { ...d, code: code.code, codeId: code.id };
    });
    let pointsRedeemed = 0;
    if (order.kept && order.member !== null && this.random.chance(REDEEM_SHARE)) {
      const balance = this.balance(order.member, order.createdAt);
      const left = leftOfLines(lines, discounts).reduce((a, b) => a + b, 0);
      const wanted = Math.min(REDEEM_AT_MOST, Math.floor(balance / REDEEM_STEP) * REDEEM_STEP, left);
      const points = balance >= REDEEM_FROM ? Math.floor(wanted / DEMO_POINT_VALUE) : 0;
      const spent = pointsDiscount(lines, discounts, points, DEMO_POINT_VALUE);
      if (spent) {
        discounts.push(spent);
        pointsRedeemed = points;
        this.spent.set(order.member, (this.spent.get(order.member) ?? 0) + points);
      }
    }
    return { discounts, pointsRedeemed };
  }

  /** A member's order completed at `at`, paid `total`: the points it earned. */
  earn(member: number, at: number, total: number): number {
    const points = Math.floor((total * DEMO_POINTS_EARN_BP) / 10_000);
    if (points > 0) this.earned.set(member, [...(this.earned.get(member) ?? []), { at, points }]);
    return points;
  }

  /** What the member holds at `at`: points earned by then less those spent. */
  private balance(member: number, at: number): number {
    const earned = (this.earned.get(member) ?? []).filter((e) => e.at <= at).reduce((sum, e) => sum + e.points, 0);
    return earned - (this.spent.get(member) ?? 0);
  }
}
