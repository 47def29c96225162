// Customised cups paid at once on two API processes over one PostgreSQL database, some cancelled
// while others are still being sold: the sales lock the same stock lines (syrup scaled to 7.5 or
// 4.5 ml, tea scaled for a large cup, the cups) from either side without a deadlock, every stock
// line is the sum of its movements, and the carry is exactly what the paid cups used and the
// movements did not book.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, inventoryStocks, orderItems, orderItemUsage, orders } from '../../src/db/schema';
import { placeOrder, type Placement } from '../../src/services/orders/placement';
import { changeOrderStatus } from '../../src/services/orders/writes';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { openShift } from '../helpers/shifts';
import { build, secondServer } from '../helpers/test-app';

const t = await build();
if (t.config.database.kind !== 'postgres') throw new Error('This file runs on PostgreSQL');
const other = await secondServer(t);
const bandung = t.outletId['Bandung Dago']!;

describe('customised cups sold and cancelled at once on two processes', () => {
  it('book exactly, leave every line explained by its movements and the carry within a unit per return', async () => {
    const syrup = await makeIngredient(t, 'Brown Sugar Syrup', 'ml', 1);
    const tea = await makeIngredient(t, 'Black Tea', 'gr', 1);
    const cup = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
    const bigCup = await makeIngredient(t, 'Cup 22 oz', 'pack', 50);
    const pearls = await makeIngredient(t, 'Tapioca Pearls', 'gr', 1);
    const milkTea = await makeSku(t, 'Rush Milk Tea');
    const greenTea = await makeSku(t, 'Rush Green Tea');
    await setRecipe(t, milkTea.id, [
      { ingredient: syrup.id, quantity: 15 },
      { ingredient: tea.id, quantity: 7 },
      { ingredient: cup.id, quantity: 1 },
    ]);
    await setRecipe(t, greenTea.id, [
      { ingredient: cup.id, quantity: 1 },
      { ingredient: tea.id, quantity: 5 },
      { ingredient: syrup.id, quantity: 15 },
    ]);
    const size = await makeGroup(t, {
      name: 'Size',
      selection: 'single',
      options: [
        { name: 'Regular', isDefault: true },
        {
          name: 'Large',
          priceDelta: 5000,
          recipe: [
            { sku: tea.id, action: 'scale', factorPercent: 150 },
            { sku: cup.id, action: 'remove' },
            { sku: bigCup.id, action: 'add', quantity: 1 },
          ],
        },
      ],
    });
    const sugar = await makeGroup(t, {
      name: 'Sugar',
      selection: 'single',
      options: [
        { name: '100%', isDefault: true },
        { name: '50%', recipe: [{ sku: syrup.id, action: 'scale', factorPercent: 50 }] },
        { name: '30%', recipe: [{ sku: syrup.id, action: 'scale', factorPercent: 30 }] },
      ],
    });
    const toppings = await makeGroup(t, {
      name: 'Toppings',
      selection: 'multiple',
      min: 0,
      options: [{ name: 'Pearls', priceDelta: 4000, recipe: [{ sku: pearls.id, action: 'add', quantity: 50 }] }],
    });
    for (const product of [milkTea.id, greenTea.id]) await attachGroups(t, product, [size.id, sugar.id, toppings.id]);
    const ingredients = [syrup.id, tea.id, cup.id, bigCup.id, pearls.id];

    // Lines in both orders of products, so two sales lock the same stock lines from either side.
    await openShift(t.app.db, bandung);
    const sale = (n: number): Placement => {
      const large = [size.option.Large!, sugar.option[n % 3 ? '50%' : '30%']!, toppings.option.Pearls!];
      const small = [sugar.option['30%']!];
      const lines = [
        { skuId: milkTea.id, quantity: 1 + (n % 3), options: large },
        { skuId: greenTea.id, quantity: 1, options: small },
      ];
      return {
        outletId: bandung,
        door: { channel: 'counter', orderType: 'takeaway', customerName: null, register: 'Counter 1' },
        lines: n % 2 ? lines : lines.reverse(),
        notes: null,
        payment: { cash: 1_000_000 },
      };
    };
    const first = await Promise.all(
      Array.from({ length: 10 }, (_, n) => placeOrder(n % 2 ? other.db : t.app.db, sale(n))),
    );
    // Half of those cancelled while ten more are sold.
    await Promise.all([
      ...first
        .filter((_, n) => n % 2 === 0)
        .map((placed, n) =>
          changeOrderStatus(n % 2 ? other.db : t.app.db, placed.orderId, { status: 500 }, t.seed.adminId, {
            all: true,
          }),
        ),
      ...Array.from({ length: 10 }, (_, n) => placeOrder(n % 2 ? t.app.db : other.db, sale(n + 10))),
    ]);

    const rows = async <T>(query: ReturnType<typeof sql>) =>
      ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
    const unexplained = await rows(sql`
      select s.sku_id from inventory_stocks s
      left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements group by outlet_id, sku_id) m on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
      where s.quantity <> coalesce(m.net, 0)`);
    expect(unexplained).toEqual([]);

    const paid = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.outletId, bandung), inArray(orders.status, [100])));
    const used = await t.app.db
      .select({ sku: orderItemUsage.skuId, milli: sql<string>`sum(${orderItemUsage.quantityMilli})` })
      .from(orderItemUsage)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUsage.orderItemId))
      .where(
        inArray(
          orderItems.orderId,
          paid.map((o) => o.id),
        ),
      )
      .groupBy(orderItemUsage.skuId);
    const lines = await t.app.db
      .select({ sku: inventoryStocks.skuId, quantity: inventoryStocks.quantity, owed: inventoryStocks.owedMilli })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, bandung), inArray(inventoryStocks.skuId, ingredients)));
    expect(paid).toHaveLength(15);
    const cancelled = first.filter((_, n) => n % 2 === 0).map((p) => p.orderId);
    for (const skuId of ingredients) {
      const exact = Number(used.find((row) => row.sku === skuId)?.milli ?? 0);
      const line = lines.find((row) => row.sku === skuId)!;
      // Nothing but these sales moved these lines: the stock is minus what they booked.
      expect(line.owed, `carry of ${skuId}`).toBe(exact + line.quantity * 1000);
      // Each return may leave its own booking's rounding until the next sale books it in.
      expect(Math.abs(line.owed)).toBeLessThan(500 + 1000 * cancelled.length);
    }
    // 15 paid orders, each with 1–3 large milk teas with pearls: the pearls are whole and exact.
    const returned = await t.app.db
      .select({ n: sql<number>`count(*)::integer` })
      .from(inventoryMovements)
      .where(and(inArray(inventoryMovements.orderId, cancelled), eq(inventoryMovements.source, 'sale_return')));
    expect(returned[0]!.n).toBeGreaterThan(0);
  });
});
