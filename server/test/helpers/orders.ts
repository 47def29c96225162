// Orders for tests, placed through the same code as the customer app's (placeOrder) at outlets of
// the core seed: a menu of two SKUs, a customer per order and pick-up windows made on demand.
import { and, eq, inArray } from 'drizzle-orm';
import { customers, orders, skus, timeslots, type OrderStatus } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { windowEnd } from '../../src/services/orders/pick-up-status';
import { placeOrder, type OrderLine } from '../../src/services/orders/placement';
import { changeOrderStatus } from '../../src/services/orders/writes';
import type { TestApp } from './test-app';

/** The life cycle up to each status, as the desk walks it. */
const PATH: Record<number, OrderStatus[]> = {
  100: [],
  200: [200],
  300: [200, 300],
  350: [200, 300, 350],
  400: [200, 300, 350, 400],
  500: [500],
};

const MENU = ['Test Thai Tea', 'Test Boba Milk'];
let customerCount = 0;

export function orderFixtures(t: TestApp) {
  let menu: number[] | undefined;

  async function ensureMenu(): Promise<number[]> {
    if (menu) return menu;
    const categoryId = Object.values(t.seed.categoryIds)[0]!;
    await t.app.db
      .insert(skus)
      .values([
        { name: 'Test Thai Tea', categoryId, price: 22000, unitAmount: 1, unit: 'cup', imageUrl: '/uploads/t.png' },
        {
          name: 'Test Boba Milk',
          categoryId,
          price: 28000,
          discountedPrice: 25000,
          unitAmount: 1,
          unit: 'cup',
          imageUrl: '/uploads/t.png',
        },
      ])
      .onConflictDoNothing();
    const rows = await t.app.db.select({ id: skus.id, name: skus.name }).from(skus).where(inArray(skus.name, MENU));
    menu = MENU.map((name) => rows.find((row) => row.name === name)!.id);
    return menu;
  }

  /** A pick-up window (made once) at an outlet, on a Jakarta day, from `start` to `end` (HH:mm). */
  async function timeslot(outletId: number, date: string, start: string, end: string): Promise<number> {
    await t.app.db
      .insert(timeslots)
      .values({ outletId, date, startTime: start, endTime: end, capacity: 100 })
      .onConflictDoNothing();
    const [row] = await t.app.db
      .select({ id: timeslots.id })
      .from(timeslots)
      .where(and(eq(timeslots.outletId, outletId), eq(timeslots.date, date), eq(timeslots.startTime, start)));
    return row!.id;
  }

  async function hasEnded(timeslotId: number): Promise<boolean> {
    const [row] = await t.app.db
      .select({ date: timeslots.date, endTime: timeslots.endTime })
      .from(timeslots)
      .where(eq(timeslots.id, timeslotId));
    return windowEnd(row!.date, row!.endTime) <= Date.now();
  }

  async function customer(): Promise<number> {
    const n = ++customerCount;
    const [row] = await t.app.db
      .insert(customers)
      .values({ name: `Customer ${n}`, phoneNumber: `0857${process.pid % 10000}${String(n).padStart(5, '0')}` })
      .returning({ id: customers.id });
    return row!.id;
  }

  /**
   * An order at `outletId`, paid unless `status` is 0, then walked by the admin to `status`: two Thai
   * Teas and a Boba Milk, unless `lines` says otherwise.
   */
  async function makeOrder(
    options: {
      outletId?: number;
      status?: OrderStatus;
      timeslotId?: number;
      customerId?: number;
      lines?: (thaiTea: number, boba: number) => OrderLine[];
    } = {},
  ) {
    const outletId = options.outletId ?? t.seed.outletIds[0]!;
    const [thaiTea, boba] = await ensureMenu();
    const tomorrow = addDays(jakartaDate(Date.now()), 1);
    const status = options.status ?? 100;
    const customerId = options.customerId ?? (await customer());
    // A window that has ended takes no orders: an order in one was placed while it was open, so it
    // is placed in an open window and moved there, as the books would have it.
    const ended = options.timeslotId !== undefined && (await hasEnded(options.timeslotId));
    const timeslotId =
      options.timeslotId === undefined || ended
        ? await timeslot(outletId, tomorrow, '06:00', '06:30')
        : options.timeslotId;
    const { orderId: id } = await placeOrder(t.app.db, {
      outletId,
      door: { channel: 'app', customerId, timeslotId },
      lines: options.lines?.(thaiTea!, boba!) ?? [
        { skuId: thaiTea!, quantity: 2 },
        { skuId: boba!, quantity: 1 },
      ],
      notes: null,
      payment: status !== 0 ? 'prepaid' : 'unpaid',
    });
    if (ended) await t.app.db.update(orders).set({ timeslotId: options.timeslotId }).where(eq(orders.id, id));
    for (const next of PATH[status] ?? [])
      await changeOrderStatus(t.app.db, id, { status: next as never }, t.seed.adminId, { all: true });
    return { id, customerId, outletId };
  }

  return { ensureMenu, timeslot, customer, makeOrder };
}
