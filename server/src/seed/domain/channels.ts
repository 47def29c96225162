// The demo's delivery platforms: the first two outlets linked to GoFood and GrabFood at a 20 %
// commission, each with its store id there, accepting orders automatically; and the month of orders
// they brought in (a few a day per outlet and platform), planned here and written by seedOrders with
// the other orders, so their stock, invoices and commission agree with everything else. Each has the
// platform's order id and the short number its driver reads out, is paid to the platform, priced at
// the outlet's prices there (PBJT included), and was accepted, made, picked up and delivered.
//
// The month is the 30 whole days before today, drawn from a sequence of its own that depends only on
// how much business the demo holds, never on the moment it is built for: the same orders (ids and
// amounts) every time, so the sample settlement files under ../samples/ match the default demo.
import type { Tx } from '../../db/client';
import { outletChannels } from '../../db/schema';
import { percentOf } from '../../services/sales/pricing';
import { pickItems, type PlanContext, type PlannedOrder } from './order-plan';
import type { Random } from './random';
import { MINUTE, startOfJakartaDay } from '../../lib/jakarta-time';

/** The platforms' commission on the demo's orders, in basis points (20 %). */
export const DEMO_COMMISSION_BP = 2000;
/** The platforms the demo's outlets are linked to, and how many outlets (the team's first). */
export const DEMO_PLATFORMS = ['gofood', 'grabfood'] as const;
export const LINKED_OUTLETS = 2;
/** The whole days before today that have platform orders. */
export const PLATFORM_DAYS = 30;
/** Orders a day per linked outlet and platform at the demo's usual volume. */
export const PLATFORM_ORDERS_PER_DAY = 3;
/** The share of platform orders carrying a promotion the merchant funds, and what it takes off. */
const PROMOTED_SHARE = 0.15;
const PROMOTIONS = [2000, 3000, 5000];

export type DemoPlatform = (typeof DEMO_PLATFORMS)[number];

export async function seedChannels(tx: Tx, outlets: readonly { id: number }[], at: Date): Promise<void> {
  const linked = outlets.slice(0, LINKED_OUTLETS);
  await tx.insert(outletChannels).values(
    linked.flatMap((outlet) =>
      DEMO_PLATFORMS.map((channel) => ({
        outletId: outlet.id,
        channel,
        enabled: true,
        storeId: `${channel === 'gofood' ? 'G' : 'GF'}-${String(outlet.id).padStart(6, '0')}`,
        commissionBp: DEMO_COMMISSION_BP,
        priceMarkupBp: 0,
        autoAccept: true,
        updatedAt: at,
      })),
    ),
  );
}

/** What the platform knows of one of its orders. */
export interface PlatformSale {
  channel: DemoPlatform;
  platformOrderId: string;
  orderNumber: string;
  /** Accepted automatically as it arrived. */
  acceptedAt: number;
  /** The promotion the platform says the merchant funds. */
  merchantPromotion: number;
}

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * Plans the platform orders: for each day of `days` (Jakarta dates, oldest first) that is one of
 * the PLATFORM_DAYS before the last (today), `rate` orders a day on average per linked outlet and
 * platform. Answers each day's orders, by the day's index.
 */
export class PlatformPlan {
  private serial = 0;

  constructor(
    private readonly ctx: PlanContext,
    private readonly staff: readonly (readonly number[])[],
    private readonly rate: number,
  ) {}

  /** Whether the day (its index among `days`) has platform orders. */
  static covers(day: number, days: number): boolean {
    return day >= days - 1 - PLATFORM_DAYS && day < days - 1;
  }

  day(date: string): { order: PlannedOrder; sale: PlatformSale }[] {
    const { random } = this.ctx;
    const planned: { order: PlannedOrder; sale: PlatformSale }[] = [];
    for (let outletIndex = 0; outletIndex < Math.min(LINKED_OUTLETS, this.staff.length); outletIndex++)
      for (const channel of DEMO_PLATFORMS) {
        const count = Math.floor(this.rate * (0.6 + 0.8 * random.next()) + random.next());
        for (let n = 0; n < count; n++) planned.push(this.order(date, outletIndex, channel, random));
      }
    return planned.sort((a, b) => a.order.createdAt - b.order.createdAt);
  }

  private order(date: string, outletIndex: number, channel: DemoPlatform, random: Random) {
    const serial = ++this.serial;
    // Delivery orders come in from late morning to the evening.
    const createdAt = startOfJakartaDay(date) + random.int(10 * 60, 20 * 60 + 29) * MINUTE + random.int(0, 59) * 1000;
    const items = pickItems(this.ctx);
    const subtotal = items.reduce((sum, i) => sum + i.quantity * i.price, 0);
    const staff = this.staff[outletIndex]!;
    const by = staff[random.int(0, staff.length - 1)] ?? null;
    const made = createdAt + random.int(1, 4) * MINUTE;
    const ready = made + random.int(4, 10) * MINUTE;
    const picked = ready + random.int(2, 12) * MINUTE;
    const delivered = picked + random.int(12, 35) * MINUTE;
    const code = Array.from({ length: 8 }, () => random.pick([...ALPHABET])).join('');
    const promotion = random.chance(PROMOTED_SHARE) ? random.pick(PROMOTIONS) : 0;
    const sale: PlatformSale =
      channel === 'gofood'
        ? {
            channel,
            // GoFood names an order by its order number, F- and digits.
            platformOrderId: `F-${String(2_600_000_000 + serial * 1000 + random.int(0, 999))}`,
            orderNumber: '',
            acceptedAt: createdAt,
            merchantPromotion: promotion,
          }
        : {
            channel,
            // Grab's long order id, and the short number the driver reads out.
            platformOrderId: `A-${serial.toString(36).toUpperCase().padStart(4, '0')}${code}`,
            orderNumber: `GF-${String(100 + (serial % 900))}`,
            acceptedAt: createdAt,
            merchantPromotion: promotion,
          };
    if (!sale.orderNumber) sale.orderNumber = sale.platformOrderId;
    const order: PlannedOrder = {
      outletIndex,
      slot: 0,
      createdAt,
      items,
      subtotal,
      discount: 0,
      notes: null,
      history: [
        { status: 0, at: createdAt, by: null },
        { status: 100, at: createdAt, by: null },
        { status: 200, at: made, by },
        { status: 300, at: ready, by },
        { status: 350, at: picked, by: null },
        { status: 400, at: delivered, by: null },
      ],
      invoiceStatus: 100,
      paidAt: createdAt,
      expiresAt: createdAt + 15 * MINUTE,
      updatedAt: delivered,
      gateway: null,
      requestAt: null,
    };
    return { order, sale };
  }
}

/** The platform's commission on an order of this total. */
export const commissionOn = (total: number) => percentOf(total, DEMO_COMMISSION_BP);
