// Simulated customer orders for demos: a returning customer orders one to three items for the next
// open pick-up window at an outlet that is not full, through placeOrder, unpaid, as the customer app places them. Most
// customers then pay a few seconds later, through the simulated gateway's notification, which moves
// the order to PAID by the same path as a provider's; the others never pay, and their invoice expires.
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, outlets, skus, timeslots } from '../../db/schema';
import { unprocessable } from '../../lib/http-error';
import { placeOrder } from '../orders/placement';
import { ORDER } from '../sales/states';

const random = {
  int: (min: number, max: number) => min + Math.floor(Math.random() * (max - min + 1)),
  pick: <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!,
  /** 1 to 3, mostly 1. */
  few: (weights: [number, number, number]) => {
    const r = Math.random();
    return r < weights[0] ? 1 : r < weights[0] + weights[1] ? 2 : 3;
  },
};

async function someCustomer(db: Db): Promise<number> {
  const [range] = await db
    .select({ low: sql<number | null>`min(${customers.id})`, high: sql<number | null>`max(${customers.id})` })
    .from(customers);
  if (range?.low != null && range.high != null) {
    const [found] = await db
      .select({ id: customers.id })
      .from(customers)
      .where(gte(customers.id, random.int(range.low, range.high)))
      .orderBy(asc(customers.id))
      .limit(1);
    if (found) return found.id;
  }
  // A business without customers yet gets its first.
  const [created] = await db
    .insert(customers)
    .values({ name: 'Walk-in Customer', phoneNumber: '081100000000' })
    .onConflictDoUpdate({ target: customers.phoneNumber, set: { name: 'Walk-in Customer' } })
    .returning({ id: customers.id });
  return created!.id;
}

async function nextWindow(db: Db, outletId: number): Promise<number | undefined> {
  const [slot] = await db
    .select({ id: timeslots.id })
    .from(timeslots)
    .where(
      and(
        eq(timeslots.outletId, outletId),
        eq(timeslots.isActive, true),
        gte(timeslots.date, sql`(now() at time zone 'Asia/Jakarta')::date`),
        sql`((${timeslots.date} + ${timeslots.startTime}) at time zone 'Asia/Jakarta') >= now() + interval '15 minutes'`,
        // A full window takes no more orders: the ones booked in it (but the cancelled) reach its capacity.
        sql`(select count(*) from ${orders} where ${orders.timeslotId} = ${timeslots.id} and ${orders.status} <> ${ORDER.CANCELLED}) < ${timeslots.capacity}`,
      ),
    )
    .orderBy(asc(timeslots.date), asc(timeslots.startTime))
    .limit(1);
  return slot?.id;
}

/** Places `count` orders at outlets chosen from `wanted` (names or ids; every outlet when empty); answers their ids. */
export async function simulateOrders(db: Db, count: number, wanted: string[]): Promise<number[]> {
  const all = await db.select({ id: outlets.id, name: outlets.name }).from(outlets);
  const named = (outlet: { id: number; name: string }, name: string) =>
    outlet.name.toLowerCase() === name.trim().toLowerCase() || String(outlet.id) === name.trim();
  const unknown = wanted.find((name) => !all.some((outlet) => named(outlet, name)));
  if (unknown !== undefined) throw unprocessable(`No outlet is called ${unknown}`, 'outlets');
  const candidates = wanted.length ? all.filter((outlet) => wanted.some((name) => named(outlet, name))) : all;
  if (candidates.length === 0) throw unprocessable('There is no outlet yet', 'outlets');
  const menu = await db
    .select({ id: skus.id })
    .from(skus)
    .where(and(eq(skus.status, true), eq(skus.isBundled, false), eq(skus.kind, 'product')));
  if (menu.length === 0) throw unprocessable('Nothing is on sale yet: add SKUs first');
  const placed: number[] = [];
  for (let n = 0; n < count; n++) {
    const outlet = random.pick(candidates);
    const timeslotId = await nextWindow(db, outlet.id);
    if (timeslotId === undefined) throw unprocessable(`No open pick-up window at ${outlet.name}`, 'outlets');
    const chosen = new Set<number>();
    const lines = random.few([0.6, 0.3, 0.1]);
    while (chosen.size < Math.min(lines, menu.length)) chosen.add(random.pick(menu).id);
    placed.push(
      (
        await placeOrder(db, {
          outletId: outlet.id,
          door: { channel: 'app', customerId: await someCustomer(db), timeslotId },
          lines: [...chosen].map((skuId) => ({
            skuId,
            quantity: random.few([0.76, 0.19, 0.05]),
          })),
          notes: null,
          payment: 'unpaid',
        })
      ).orderId,
    );
  }
  return placed;
}

/** About nine customers in ten pay what they ordered. */
export const SHARE_THAT_PAYS = 0.9;

/** Whether a simulated customer pays, and how long after ordering: around `delayMs` (half to one and a half). */
export function paymentPlan(delayMs: number): { pays: boolean; afterMs: number } {
  return { pays: Math.random() < SHARE_THAT_PAYS, afterMs: Math.round(delayMs * (0.5 + Math.random())) };
}
