// A pick-up window's capacity under a rush, with two API processes on one PostgreSQL database: the
// placement locks the window and counts its orders in the placing transaction, so 20 customers
// ordering into its last 5 places at once get exactly 5 orders, and the others are told it is full.
// Counter cash sales at once on both processes book their stock without a deadlock, and the stock
// that left is what the ledger's movements say.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, inventoryStocks, orders } from '../../src/db/schema';
import { placeOrder, type Placement } from '../../src/services/orders/placement';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { orderFixtures } from '../helpers/orders';
import { openShift } from '../helpers/shifts';
import { build, secondServer } from '../helpers/test-app';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
const other = await secondServer(t);
const fx = orderFixtures(t);
const bandung = t.outletId['Bandung Dago']!;

describe('a pick-up window in a rush', () => {
  it('takes exactly as many orders as it has places, however many customers order at once', async () => {
    const [thaiTea] = await fx.ensureMenu();
    const window = await fx.timeslot(bandung, '2099-04-01', '10:00', '10:30');
    await t.app.db.execute(sql`update timeslots set capacity = 5 where id = ${window}`);
    const customers = await Promise.all(Array.from({ length: 20 }, () => fx.customer()));
    const results = await Promise.allSettled(
      customers.map((customerId, n) =>
        placeOrder(n % 2 ? other.db : t.app.db, {
          outletId: bandung,
          door: { channel: 'app', customerId, timeslotId: window },
          lines: [{ skuId: thaiTea!, quantity: 1 }],
          notes: null,
          payment: 'unpaid',
        }),
      ),
    );
    const placed = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const { reason } of refused)
      expect(reason).toMatchObject({ statusCode: 422, field: 'pickup_window_id', detail: 'Pick-up window is full' });
    const [booked] = await t.app.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(orders)
      .where(and(eq(orders.timeslotId, window), ne(orders.status, 500)));
    expect(booked!.n).toBe(5);
  });
});

describe('cash sales at once on two processes', () => {
  it('book every sale’s stock, and the stock that left is the sum of the movements', async () => {
    const milk = await makeIngredient(t, 'Fresh Milk 1 L', 'l', 1);
    const cup = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
    const tea = await makeSku(t, 'Rush Milk Tea');
    const latte = await makeSku(t, 'Rush Taro Latte');
    await setRecipe(t, tea.id, [
      { ingredient: milk.id, quantity: 150 },
      { ingredient: cup.id, quantity: 1 },
    ]);
    await setRecipe(t, latte.id, [
      { ingredient: cup.id, quantity: 1 },
      { ingredient: milk.id, quantity: 200 },
    ]);
    const stock = async () =>
      Object.fromEntries(
        (
          await t.app.db
            .select({ skuId: inventoryStocks.skuId, quantity: inventoryStocks.quantity })
            .from(inventoryStocks)
            .where(and(eq(inventoryStocks.outletId, bandung), inArray(inventoryStocks.skuId, [milk.id, cup.id])))
        ).map((row) => [row.skuId, row.quantity]),
      ) as Record<number, number | undefined>;
    const before = await stock();
    await openShift(t.app.db, bandung);
    // Lines in both orders of SKUs, so two sales lock the same stock lines from either side.
    const sale = (n: number): Placement => ({
      outletId: bandung,
      door: { channel: 'counter', orderType: 'takeaway', customerName: null, register: 'Counter 1' },
      lines:
        n % 2
          ? [
              { skuId: tea.id, quantity: 1 },
              { skuId: latte.id, quantity: 2 },
            ]
          : [
              { skuId: latte.id, quantity: 1 },
              { skuId: tea.id, quantity: 2 },
            ],
      notes: null,
      payment: { cash: 500_000 },
    });
    const placed = await Promise.all(
      Array.from({ length: 20 }, (_, n) => placeOrder(n % 2 ? other.db : t.app.db, sale(n))),
    );
    expect(placed.every((p) => p.changeDue === 500_000 - p.total)).toBe(true);
    const after = await stock();
    const moved = await t.app.db
      .select({ skuId: inventoryMovements.skuId, total: sql<number>`sum(${inventoryMovements.quantity})::integer` })
      .from(inventoryMovements)
      .where(
        inArray(
          inventoryMovements.orderId,
          placed.map((p) => p.orderId),
        ),
      )
      .groupBy(inventoryMovements.skuId);
    const movedOf = Object.fromEntries(moved.map((row) => [row.skuId, row.total]));
    // 10 sales of 1 tea + 2 lattes and 10 of 1 latte + 2 teas: 30 teas and 30 lattes.
    expect(movedOf[milk.id]).toBe(30 * 150 + 30 * 200);
    expect(movedOf[cup.id]).toBe(60);
    expect((before[milk.id] ?? 0) - after[milk.id]!).toBe(movedOf[milk.id]);
    expect((before[cup.id] ?? 0) - after[cup.id]!).toBe(movedOf[cup.id]);
  });
});
