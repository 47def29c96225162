// Plans one day of customer orders: when each is placed (busier at lunch, in the evening and at
// weekends), at which outlet, for which pick-up window, with which items, and what happened to it.
// An order's life is laid out as a timeline first (placed, paid, preparing, ready, picked up,
// completed, or cancelled), then cut at "now": its status and invoice are whatever had happened by
// then, so the status, the history, the invoice and the pick-up window always agree.
import type { SeededGateway, SeededSku } from './catalogue';
import type { SoldOption } from './modifiers';
import { ORDER_NOTES } from './customers';
import type { SeededOutlet } from './people';
import type { Random } from './random';
import { FIRST_SLOT_MINUTE, SLOT_MINUTES, SLOTS_PER_DAY } from './timeslots';
import { DAY, MINUTE, startOfJakartaDay, weekday } from '../../lib/jakarta-time';

// Orders placed per hour of the day (09:00 to 20:15), relative.
const HOURLY = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0.4, 0.8, 1.6, 2.0, 1.5, 0.9, 0.9, 1.1, 1.5, 1.9, 1.8, 0.6, 0, 0, 0];
const LAST_ORDER_MINUTE = 20 * 60 + 15;
export const OUTLET_WEIGHT = [1.4, 1.0, 1.1, 0.8, 0.7];

export interface PlannedItem {
  skuId: number;
  quantity: number;
  /** Per unit: the product's selling price and its options' deltas. */
  price: number;
  /** The options the customer chose, in the groups' order. */
  options: SoldOption[];
}

export interface HistoryEntry {
  status: number;
  at: number;
  by: number | null;
}

export interface PlannedOrder {
  outletIndex: number;
  slot: number;
  createdAt: number;
  items: PlannedItem[];
  subtotal: number;
  discount: number;
  notes: string | null;
  history: HistoryEntry[];
  invoiceStatus: number;
  paidAt: number | null;
  expiresAt: number;
  updatedAt: number;
  gateway: SeededGateway | null;
  requestAt: number | null;
}

/** Relative order volume of a day: weekends and Fridays are busier, and the business grows. */
export function dayWeight(date: string, dayIndex: number, days: number, random: Random): number {
  const dow = weekday(date);
  const week = dow === 0 || dow === 6 ? 1.4 : dow === 5 ? 1.15 : 1;
  return week * (0.85 + (0.25 * dayIndex) / Math.max(1, days - 1)) * (0.9 + random.next() * 0.2);
}

/** The share of a day's orders placed before `minute` (minutes after midnight). */
export function shareBefore(minute: number): number {
  const total = HOURLY.reduce((a, b) => a + b, 0);
  let sum = 0;
  for (let h = 0; h < 24; h++) sum += HOURLY[h]! * Math.min(1, Math.max(0, (minute - h * 60) / 60));
  return Math.min(1, sum / total);
}

export interface PlanContext {
  random: Random;
  drinks: SeededSku[];
  toppings: SeededSku[];
  snacks: SeededSku[];
  bundles: SeededSku[];
  gateways: SeededGateway[];
  outlets: SeededOutlet[];
  now: number;
  /** The options a customer chooses for a product, from a random sequence of their own. */
  customise: (skuId: number) => SoldOption[];
}

function placedMinute(random: Random, limit: number): number {
  for (;;) {
    const hour = random.weighted([9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20], (h) => HOURLY[h]!);
    const minute = hour * 60 + random.int(0, hour === 20 ? 15 : 59);
    if (minute < limit) return minute;
  }
}

export function pickItems(ctx: PlanContext): PlannedItem[] {
  const { random } = ctx;
  const chosen = new Set<SeededSku>();
  const lines = random.weighted([1, 2, 3], (n) => [0, 0.6, 0.3, 0.1][n]!);
  while (chosen.size < lines) chosen.add(random.weighted(ctx.drinks, (s) => s.popularity));
  if (random.chance(0.2)) chosen.add(random.weighted(ctx.toppings, (s) => s.popularity));
  if (random.chance(0.15)) chosen.add(random.weighted(ctx.snacks, (s) => s.popularity));
  if (random.chance(0.05)) chosen.add(random.weighted(ctx.bundles, (s) => s.popularity));
  return [...chosen].map((sku) => {
    const options = ctx.customise(sku.id);
    return {
      skuId: sku.id,
      quantity: random.weighted([1, 2, 3], (q) => [0, 0.76, 0.19, 0.05][q]!),
      price: sku.sellingPrice + options.reduce((sum, o) => sum + o.priceDelta, 0),
      options,
    };
  });
}

export function planDay(ctx: PlanContext, date: string, count: number): PlannedOrder[] {
  const { random, now } = ctx;
  const dayStart = startOfJakartaDay(date);
  const limit = Math.min(LAST_ORDER_MINUTE + 1, Math.floor((now - dayStart) / MINUTE));
  if (limit <= 9 * 60) return [];
  const minutes = Array.from({ length: count }, () => placedMinute(random, limit)).sort((a, b) => a - b);
  return minutes.map((minute) => {
    const createdAt = dayStart + minute * MINUTE + random.int(0, 59) * 1000;
    const outletIndex = random.weighted([...ctx.outlets.keys()], (i) => OUTLET_WEIGHT[i] ?? 1);
    const earliest = Math.max(FIRST_SLOT_MINUTE, Math.ceil((minute + 15) / SLOT_MINUTES) * SLOT_MINUTES);
    const slot = Math.min(
      SLOTS_PER_DAY - 1,
      (earliest - FIRST_SLOT_MINUTE) / SLOT_MINUTES + random.weighted([0, 1, 2, 3], (k) => [0.5, 0.3, 0.15, 0.05][k]!),
    );
    const items = pickItems(ctx);
    const subtotal = items.reduce((sum, i) => sum + i.quantity * i.price, 0);
    const slotStart = dayStart + (FIRST_SLOT_MINUTE + slot * SLOT_MINUTES) * MINUTE;
    return {
      outletIndex,
      slot,
      createdAt,
      items,
      subtotal,
      // What the promotions take off is decided once the door and order type are known (seedOrders).
      discount: 0,
      notes: random.chance(0.1) ? random.pick(ORDER_NOTES) : null,
      ...live(ctx, createdAt, slotStart, ctx.outlets[outletIndex]!.staffIds),
    };
  });
}

type Life = Pick<
  PlannedOrder,
  'history' | 'invoiceStatus' | 'paidAt' | 'expiresAt' | 'updatedAt' | 'gateway' | 'requestAt'
>;

function live(ctx: PlanContext, createdAt: number, slotStart: number, staffIds: number[]): Life {
  const { random, now } = ctx;
  const staff = () => random.pick(staffIds);
  const expiresAt = createdAt + DAY;
  const fate = random.weighted(
    ['complete', 'unpaid', 'cancelled', 'no-show'] as const,
    (f) => ({ complete: 0.89, unpaid: 0.06, cancelled: 0.03, 'no-show': 0.02 })[f],
  );
  const plan: HistoryEntry[] = [{ status: 0, at: createdAt, by: null }];
  const paidAt = createdAt + random.int(1, 12) * MINUTE;
  if (fate === 'unpaid') {
    plan.push({ status: 500, at: expiresAt, by: null });
  } else {
    plan.push({ status: 100, at: paidAt, by: null });
    if (fate === 'cancelled') {
      plan.push({ status: 500, at: paidAt + random.int(3, 15) * MINUTE, by: staff() });
    } else {
      const preparing = Math.max(paidAt + MINUTE, slotStart - random.int(10, 25) * MINUTE);
      const ready = Math.max(preparing + 3 * MINUTE, slotStart - random.int(0, 5) * MINUTE);
      plan.push({ status: 200, at: preparing, by: staff() }, { status: 300, at: ready, by: staff() });
      if (fate === 'complete') {
        const pickedUp = Math.max(ready + MINUTE, slotStart + random.int(0, 28) * MINUTE);
        plan.push(
          { status: 350, at: pickedUp, by: staff() },
          { status: 400, at: pickedUp + random.int(1, 10) * MINUTE, by: staff() },
        );
      } else {
        // Never collected: late once the window ends, cancelled by the outlet the next day.
        plan.push({ status: 500, at: slotStart + SLOT_MINUTES * MINUTE + DAY, by: staff() });
      }
    }
  }
  const history = plan.filter((h) => h.at <= now);
  const status = history[history.length - 1]!.status;
  const paid = history.some((h) => h.status === 100);
  const invoiceStatus = paid ? (status === 500 ? 400 : 100) : status === 500 ? 200 : random.chance(0.3) ? 300 : 0;
  // Who picked a payment method: every payer, the failed attempts, and half of the rest.
  const requested = paid || invoiceStatus === 300 || random.chance(0.5);
  const gateway = requested ? random.weighted(ctx.gateways, (g) => g.share) : null;
  const requestAt = requested ? Math.min(now, createdAt + random.int(10, 50) * 1000) : null;
  return {
    history,
    invoiceStatus,
    paidAt: paid ? paidAt : null,
    expiresAt,
    updatedAt: history[history.length - 1]!.at,
    gateway,
    requestAt,
  };
}
