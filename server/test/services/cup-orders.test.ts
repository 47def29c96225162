// The cup as sold: order lines carry modifier options through both doors, the server checks the
// product's groups (422 naming `items.<i>.options`) and prices the cup with the options' deltas,
// the order shows the options as sold, and the stock and cost of a paid cup follow its options
// exactly at its outlet; a cancellation gives back exactly what was booked.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { inventoryMovements, inventoryStocks, orderItems, orderItemUsage, skus } from '../../src/db/schema';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const cashier = await t.asUser(['view_admin_counter'], bandung);
const app = await customerAppFixtures(t);
await app.openOutlet(bandung);

type CounterOrderBody = components['schemas']['CounterOrderCreate'];
type Line = CounterOrderBody['items'][number];

const sell = (items: Line[]) =>
  cashier.POST('/adm/v1/counter/orders', {
    body: {
      outlet_id: bandung,
      register: 'Counter 1',
      order_type: 'takeaway',
      payment: { method: 'cash', tendered: 1_000_000 },
      items,
    },
  });

const options = (...ids: number[]) => ids.map((modifier_option_id) => ({ modifier_option_id }));

const stockOf = async (skuId: number) =>
  (
    await t.app.db
      .select({ quantity: inventoryStocks.quantity, owed: inventoryStocks.owedMilli })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, bandung), eq(inventoryStocks.skuId, skuId)))
  )[0] ?? { quantity: 0, owed: 0 };

/**
 * Brown Sugar Milk Tea (Rp 28,000): 150 ml fresh milk, 8 gr tea, 15 ml syrup, 100 gr ice and a
 * 16 oz cup; with Size, Sugar, Ice, Toppings and Milk groups as a shop sets them up, every
 * ingredient priced (a rupiah a unit, a cup Rp 500).
 */
async function brownSugarMilkTea() {
  const ingredient = async (label: string, unit: 'ml' | 'gr' | 'pack', avgCost: number) => {
    const row = await makeIngredient(t, label, unit, 1);
    await t.app.db.update(skus).set({ avgCostMilli: avgCost }).where(eq(skus.id, row.id));
    return row.id;
  };
  const milk = await ingredient('Fresh Milk', 'ml', 20_000);
  const oat = await ingredient('Oat Milk', 'ml', 40_000);
  const tea = await ingredient('Black Tea', 'gr', 100_000);
  const syrup = await ingredient('Brown Sugar Syrup', 'ml', 30_000);
  const ice = await ingredient('Ice', 'gr', 1_000);
  const smallCup = await ingredient('Cup 16 oz', 'pack', 500_000);
  const largeCup = await ingredient('Cup 22 oz', 'pack', 700_000);
  const pearls = await ingredient('Tapioca Pearls', 'gr', 50_000);
  const drink = await makeSku(t, 'Brown Sugar Milk Tea');
  await t.app.db.update(skus).set({ price: 28_000 }).where(eq(skus.id, drink.id));
  await setRecipe(t, drink.id, [
    { ingredient: milk, quantity: 150 },
    { ingredient: tea, quantity: 8 },
    { ingredient: syrup, quantity: 15 },
    { ingredient: ice, quantity: 100 },
    { ingredient: smallCup, quantity: 1 },
  ]);
  const size = await makeGroup(t, {
    name: 'Size',
    indonesianName: 'Ukuran',
    selection: 'single',
    options: [
      { name: 'Regular', indonesianName: 'Reguler', isDefault: true },
      {
        name: 'Large',
        indonesianName: 'Besar',
        priceDelta: 5000,
        recipe: [
          { sku: tea, action: 'scale', factorPercent: 150 },
          { sku: milk, action: 'scale', factorPercent: 150 },
          { sku: smallCup, action: 'remove' },
          { sku: largeCup, action: 'add', quantity: 1 },
        ],
      },
    ],
  });
  const sugar = await makeGroup(t, {
    name: 'Sugar',
    indonesianName: 'Gula',
    selection: 'single',
    options: [
      { name: '100% sugar', isDefault: true },
      { name: '50% sugar', recipe: [{ sku: syrup, action: 'scale', factorPercent: 50 }] },
      { name: '0% sugar', recipe: [{ sku: syrup, action: 'scale', factorPercent: 0 }] },
    ],
  });
  const iceGroup = await makeGroup(t, {
    name: 'Ice',
    selection: 'single',
    options: [
      { name: 'Normal ice', isDefault: true },
      { name: 'Less ice', recipe: [{ sku: ice, action: 'scale', factorPercent: 50 }] },
    ],
  });
  const toppings = await makeGroup(t, {
    name: 'Toppings',
    indonesianName: 'Topping',
    selection: 'multiple',
    min: 0,
    max: 2,
    options: [
      { name: 'Pearls', priceDelta: 4000, recipe: [{ sku: pearls, action: 'add', quantity: 50 }] },
      { name: 'Grass jelly', priceDelta: 4000 },
      { name: 'Pudding', priceDelta: 5000, status: false },
    ],
  });
  const milkGroup = await makeGroup(t, {
    name: 'Milk',
    selection: 'single',
    min: 0,
    options: [
      {
        name: 'Oat milk',
        indonesianName: 'Susu oat',
        priceDelta: 6000,
        recipe: [
          { sku: milk, action: 'remove' },
          { sku: oat, action: 'add', quantity: 150 },
        ],
      },
    ],
  });
  await attachGroups(t, drink.id, [size.id, sugar.id, iceGroup.id, toppings.id, milkGroup.id]);
  const ingredients = { milk, oat, tea, syrup, ice, smallCup, largeCup, pearls };
  return { drink: drink.id, size, sugar, ice: iceGroup, toppings, milk: milkGroup, ingredients };
}

/** "Large, 50 % sugar, less ice, + pearls, oat milk". */
const customisedOf = (s: Awaited<ReturnType<typeof brownSugarMilkTea>>) =>
  options(
    s.size.option.Large!,
    s.sugar.option['50% sugar']!,
    s.ice.option['Less ice']!,
    s.toppings.option.Pearls!,
    s.milk.option['Oat milk']!,
  );
const shop = await brownSugarMilkTea();
const customised = customisedOf(shop);

describe('an order line with options', () => {
  it('is priced as the product plus its options, and the order shows them as sold, in the groups’ order', async () => {
    const res = await sell([
      { sku_id: shop.drink, quantity: 1, options: [...customised].reverse() },
      { sku_id: shop.drink, quantity: 2 },
    ]);
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const [custom, plain] = res.data!.data.order.items;
    // 28,000 + Large 5,000 + pearls 4,000 + oat milk 6,000.
    expect(custom).toMatchObject({ price: 43_000, subtotal: 43_000, recipe_gap: false });
    expect(custom!.options.map((o) => [o.group_name.split(' ')[0], o.option_name, o.price_delta])).toEqual([
      ['Size', 'Large', 5000],
      ['Sugar', '50% sugar', 0],
      ['Ice', 'Less ice', 0],
      ['Toppings', 'Pearls', 4000],
      ['Milk', 'Oat milk', 6000],
    ]);
    expect(custom!.options[0]).toMatchObject({ indonesian_group_name: 'Ukuran', indonesian_option_name: 'Besar' });
    // Left unchosen, each single group takes its default; the optional ones stay empty.
    expect(plain).toMatchObject({ price: 28_000, subtotal: 56_000 });
    expect(plain!.options.map((o) => o.option_name)).toEqual(['Regular', '100% sugar', 'Normal ice']);
    expect(res.data!.data.order.total_amount).toBe(99_000);

    const detail = await admin.GET('/adm/v1/orders/{order_id}', {
      params: { path: { order_id: res.data!.data.order.id } },
    });
    expect(detail.data!.data.items[0]!.options).toEqual(custom!.options);
  });

  it.each([
    {
      why: 'an option chosen twice',
      pick: () => options(shop.size.option.Large!, shop.size.option.Large!),
      detail: 'Large is chosen twice',
    },
    {
      why: 'two options of a single group',
      pick: () => options(shop.size.option.Large!, shop.size.option.Regular!),
      detail: `Choose only one ${'Size'}`,
    },
    {
      why: 'an option switched off',
      pick: () => options(shop.toppings.option.Pudding!),
      detail: 'Pudding is not available',
    },
    {
      why: 'an option of a group not attached',
      pick: () => options(999_999),
      detail: 'This option is not offered with',
    },
  ])('refuses $why naming the line’s options', async ({ pick, detail }) => {
    const res = await sell([
      { sku_id: shop.drink, quantity: 1 },
      { sku_id: shop.drink, quantity: 1, options: pick() },
    ]);
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]!.field).toBe('items.1.options');
    expect(res.error!.errors[0]!.detail).toContain(detail);
  });

  it('refuses a required group left without an option when it has no default, and too many of a multiple group', async () => {
    const flavour = await makeGroup(t, {
      name: 'Flavour',
      selection: 'single',
      options: [{ name: 'Lychee' }, { name: 'Mango' }],
    });
    const extras = await makeGroup(t, {
      name: 'Extras',
      selection: 'multiple',
      min: 0,
      max: 1,
      options: [{ name: 'Cream' }, { name: 'Cheese foam' }],
    });
    const tea = await makeSku(t, 'Fruit Tea');
    await attachGroups(t, tea.id, [flavour.id, extras.id]);
    const none = await sell([{ sku_id: tea.id, quantity: 1 }]);
    expect(none.error!.errors[0]).toEqual({ detail: `Choose a ${flavour.name} option`, field: 'items.0.options' });
    const many = await sell([
      {
        sku_id: tea.id,
        quantity: 1,
        options: options(flavour.option.Mango!, extras.option.Cream!, extras.option['Cheese foam']!),
      },
    ]);
    expect(many.error!.errors[0]).toEqual({
      detail: `Choose only one ${extras.name} option`,
      field: 'items.0.options',
    });
    const fine = await sell([{ sku_id: tea.id, quantity: 1, options: options(flavour.option.Mango!) }]);
    expect(fine.response.status).toBe(201);
  });

  it('refuses an option the outlet has sold out, from the counter and the app, and the menus say so', async () => {
    const pearls = shop.toppings.option.Pearls!;
    const put = await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      params: { path: { outlet_id: bandung } },
      body: { sold_out: [], sold_out_options: [{ modifier_option_id: pearls }] },
    });
    expect(put.response.status, JSON.stringify(put.error)).toBe(200);
    expect(put.data!.data.sold_out_options).toMatchObject([{ modifier_option_id: pearls, option_name: 'Pearls' }]);
    try {
      const counter = await sell([{ sku_id: shop.drink, quantity: 1, options: options(pearls) }]);
      expect(counter.error!.errors[0]).toEqual({ detail: 'Pearls is sold out', field: 'items.0.options' });

      const menu = await cashier.GET('/adm/v1/counter/menu', { params: { query: { outlet_id: bandung } } });
      const product = menu.data!.data.products.find((p) => p.sku_id === shop.drink)!;
      expect(product.modifier_groups.map((g) => g.id)).toEqual([
        shop.size.id,
        shop.sugar.id,
        shop.ice.id,
        shop.toppings.id,
        shop.milk.id,
      ]);
      const toppings = product.modifier_groups[3]!;
      // The switched-off option is not offered; pearls are, as unavailable.
      expect(toppings.options.map((o) => [o.name, o.available, o.price_delta])).toEqual([
        ['Pearls', false, 4000],
        ['Grass jelly', true, 4000],
      ]);

      const customer = await signInCustomer(t);
      const appMenu = await customer.GET('/app/v1/outlets/{outlet_id}/menu', {
        params: { path: { outlet_id: bandung } },
      });
      const listed = appMenu.data!.data.categories.flatMap((c) => c.products).find((p) => p.sku_id === shop.drink);
      expect(listed?.modifier_groups[3]!.options[0]).toMatchObject({ name: 'Pearls', available: false });
      const placed = await customer.POST('/app/v1/orders', {
        body: {
          outlet_id: bandung,
          pickup_window_id: (await app.window(bandung)).id,
          items: [{ sku_id: shop.drink, quantity: 1, options: options(pearls) }],
        },
      });
      expect(placed.error!.errors[0]).toEqual({ detail: 'Pearls is sold out', field: 'items.0.options' });
    } finally {
      await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
        params: { path: { outlet_id: bandung } },
        body: { sold_out: [], sold_out_options: [] },
      });
    }
  });
});

describe('the customer app', () => {
  it('orders a customised cup and reads its options back', async () => {
    const customer = await signInCustomer(t);
    const placed = await customer.POST('/app/v1/orders', {
      body: {
        outlet_id: bandung,
        pickup_window_id: (await app.window(bandung)).id,
        items: [{ sku_id: shop.drink, quantity: 3, options: customised }],
      },
    });
    expect(placed.response.status, JSON.stringify(placed.error)).toBe(201);
    const line = placed.data!.data.items[0]!;
    expect(line).toMatchObject({ price: 43_000, subtotal: 129_000 });
    expect(line.options.map((o) => o.option_name)).toEqual(['Large', '50% sugar', 'Less ice', 'Pearls', 'Oat milk']);
    const read = await customer.GET('/app/v1/orders/{order_id}', {
      params: { path: { order_id: placed.data!.data.id } },
    });
    expect(read.data!.data.items[0]!.options).toEqual(line.options);
  });
});

describe('the app menu’s version', () => {
  it('changes when a group, an option, an attachment or a sold-out option does', async () => {
    const customer = await signInCustomer(t);
    const etag = async () =>
      (
        await customer.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path: { outlet_id: bandung } } })
      ).response.headers.get('etag')!;
    let last = await etag();
    const changed = async (what: string, change: () => Promise<unknown>) => {
      await change();
      const now = await etag();
      expect(now, what).not.toBe(last);
      last = now;
    };
    const product = await makeSku(t, 'Lychee Tea');
    const extra = await makeGroup(t, { name: 'Jelly', selection: 'multiple', min: 0, options: [{ name: 'Aloe' }] });
    await changed('a group attached', () => attachGroups(t, product.id, [extra.id]));
    await changed('a group renamed', () =>
      t.app.db.execute(sql`update modifier_groups set name = name || '!' where id = ${extra.id}`),
    );
    await changed('an option’s price', () =>
      t.app.db.execute(sql`update modifier_options set price_delta = 1000 where id = ${extra.option.Aloe!}`),
    );
    await changed('an option sold out', () =>
      admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
        params: { path: { outlet_id: bandung } },
        body: { sold_out: [], sold_out_options: [{ modifier_option_id: extra.option.Aloe! }] },
      }),
    );
    await changed('an option back', () =>
      admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
        params: { path: { outlet_id: bandung } },
        body: { sold_out: [], sold_out_options: [] },
      }),
    );
    await changed('a group detached', () =>
      t.app.db.execute(sql`delete from sku_modifier_groups where group_id = ${extra.id}`),
    );
  });
});

describe('availability of options', () => {
  it('leaves the sold-out options as they are when a replacement leaves them out, and refuses an unknown option', async () => {
    const grass = shop.toppings.option['Grass jelly']!;
    const path = { params: { path: { outlet_id: bandung } } };
    await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      ...path,
      body: { sold_out: [], sold_out_options: [{ modifier_option_id: grass }] },
    });
    const kept = await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', { ...path, body: { sold_out: [] } });
    expect(kept.data!.data.sold_out_options.map((o) => o.modifier_option_id)).toEqual([grass]);
    const unknown = await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      ...path,
      body: { sold_out: [], sold_out_options: [{ modifier_option_id: grass }, { modifier_option_id: 999_999 }] },
    });
    expect(unknown.error!.errors[0]).toEqual({
      detail: 'Modifier option does not exist',
      field: 'sold_out_options.1.modifier_option_id',
    });
    const cleared = await admin.PUT('/adm/v1/outlets/{outlet_id}/availability', {
      ...path,
      body: { sold_out: [], sold_out_options: [] },
    });
    expect(cleared.data!.data.sold_out_options).toEqual([]);
  });

  it('answers the counter menu only at an outlet the user reaches', async () => {
    const elsewhere = await cashier.GET('/adm/v1/counter/menu', {
      params: { query: { outlet_id: t.outletId['Surabaya Tunjungan']! } },
    });
    expect(elsewhere.response.status).toBe(404);
  });
});

describe('a paid cup with options', () => {
  it('books exactly the adjusted recipe at its outlet, freezes its cost, and a cancellation gives every line back', async () => {
    const own = await brownSugarMilkTea();
    const customised = customisedOf(own);
    const shop = own;
    const i = own.ingredients;
    const before = Object.fromEntries(
      await Promise.all(Object.entries(i).map(async ([name, id]) => [name, (await stockOf(id)).quantity])),
    );
    const res = await sell([{ sku_id: shop.drink, quantity: 1, options: customised }]);
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const orderId = res.data!.data.order.id;
    const moved = await t.app.db
      .select({
        sku: inventoryMovements.skuId,
        quantity: inventoryMovements.quantity,
        exact: inventoryMovements.exactMilli,
        outlet: inventoryMovements.outletId,
      })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.orderId, orderId), eq(inventoryMovements.source, 'sale')));
    const bySku = new Map(moved.map((m) => [m.sku, m]));
    expect(moved.every((m) => m.outlet === bandung)).toBe(true);
    // Large: the tea × 1.5 and the large cup instead of the small; oat milk instead of fresh milk;
    // half the syrup (7.5 ml, booked as 8 with half a ml carried); half the ice; 50 gr of pearls.
    expect(bySku.get(i.largeCup)).toMatchObject({ quantity: 1, exact: 1000 });
    expect(bySku.has(i.smallCup)).toBe(false);
    expect(bySku.has(i.milk)).toBe(false);
    expect(bySku.get(i.oat)).toMatchObject({ quantity: 150 });
    expect(bySku.get(i.tea)).toMatchObject({ quantity: 12 });
    expect(bySku.get(i.syrup)).toMatchObject({ quantity: 8, exact: 7500 });
    expect(bySku.get(i.ice)).toMatchObject({ quantity: 50 });
    expect(bySku.get(i.pearls)).toMatchObject({ quantity: 50 });
    expect((await stockOf(i.syrup)).quantity).toBe(before.syrup - 8);
    expect((await stockOf(i.milk)).quantity).toBe(before.milk);

    // What each option changed is kept apart for the report.
    const usage = await t.app.db
      .select({
        sku: orderItemUsage.skuId,
        option: orderItemUsage.modifierOptionId,
        milli: orderItemUsage.quantityMilli,
      })
      .from(orderItemUsage)
      .innerJoin(orderItems, eq(orderItems.id, orderItemUsage.orderItemId))
      .where(eq(orderItems.orderId, orderId));
    expect(usage).toContainEqual({ sku: i.syrup, option: null, milli: 15_000 });
    expect(usage).toContainEqual({ sku: i.syrup, option: shop.sugar.option['50% sugar']!, milli: -7500 });
    expect(usage).toContainEqual({ sku: i.milk, option: shop.milk.option['Oat milk']!, milli: -150_000 });

    // 150 ml oat × 40 + 12 gr tea × 100 + 7.5 ml syrup × 30 + 50 gr ice × 1 + a large cup 700 + 50 gr pearls × 50.
    const detail = await admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: orderId } } });
    expect(detail.data!.data.items[0]!.cost).toBe(6000 + 1200 + 225 + 50 + 700 + 2500);

    // A second such cup books 7 ml of syrup: the two used 15 ml and 15 ml are booked.
    const second = await sell([{ sku_id: shop.drink, quantity: 1, options: customised }]);
    expect((await stockOf(i.syrup)).quantity).toBe(before.syrup - 15);

    const cancel = await admin.PUT('/adm/v1/orders/{order_id}/status', {
      params: { path: { order_id: orderId } },
      body: { status: 500 },
    });
    expect(cancel.response.status, JSON.stringify(cancel.error)).toBe(200);
    const returned = await t.app.db
      .select({ sku: inventoryMovements.skuId, quantity: inventoryMovements.quantity })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.orderId, orderId), eq(inventoryMovements.source, 'sale_return')));
    expect(new Map(returned.map((m) => [m.sku, m.quantity]))).toEqual(new Map(moved.map((m) => [m.sku, m.quantity])));
    // What is left is the second cup, exactly: 7 ml booked, half a ml carried.
    expect(await stockOf(i.syrup)).toEqual({ quantity: before.syrup - 7, owed: 500 });
    expect(second.response.status).toBe(201);
  });

  it('is flagged and still costed when an option’s recipe does not cover the product', async () => {
    const res = await sell([
      { sku_id: shop.drink, quantity: 1, options: options(shop.toppings.option['Grass jelly']!) },
    ]);
    const line = res.data!.data.order.items[0]!;
    expect(line.recipe_gap).toBe(true);
    expect(line.cost).toBeNull(); // the cashier does not see inventory
    const [row] = await t.app.db.select({ cost: orderItems.cost }).from(orderItems).where(eq(orderItems.id, line.id));
    expect(row!.cost).toBe(3000 + 800 + 450 + 100 + 500);
  });
});

it('keeps the ledger explained: every stock line is the sum of its movements', async () => {
  const { rows } = (await t.app.db.execute(sql`
    select s.sku_id from inventory_stocks s
    left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
               from inventory_movements group by outlet_id, sku_id) m on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
    where s.quantity <> coalesce(m.net, 0)`)) as unknown as { rows: unknown[] };
  expect(rows).toEqual([]);
});
