// Prep batches made while drinks that use them are paid, all at once (on PostgreSQL in parallel,
// on PGlite one at a time): whatever the interleaving, each outlet's stock of every SKU is the sum
// of its movements, each batch's quantity the sum of the movements naming it, and no batch goes
// below zero.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { skus } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { skuBody } from '../helpers/skus';
import { build } from '../helpers/test-app';
import { eq } from 'drizzle-orm';

const t = await build();
const admin = await t.asAdmin();
const { customer, timeslot } = orderFixtures(t);
const OUTLETS = [t.outletId['Bandung Dago']!, t.outletId['Surabaya Tunjungan']!];

/** A small seeded generator, so a failing run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    return (state >>> 8) % below;
  };
}

describe('prep batches made while drinks using them are paid', () => {
  it('keep stock = Σ movements per outlet, SKU and batch', async () => {
    const tapioca = await makeIngredient(t, 'Raw Tapioca', 'kg', 1);
    const sugar = await makeIngredient(t, 'Brown Sugar', 'kg', 1);
    await t.app.db.update(skus).set({ avgCostMilli: 20_000 }).where(eq(skus.id, tapioca.id));
    const item = (
      await admin.POST('/adm/v1/skus', {
        body: skuBody(t, '', { kind: 'prep', unit: 'gr', unit_amount: 1, batch_yield: 300, holding_minutes: 240 }),
      })
    ).data!.data;
    await admin.PUT('/adm/v1/skus/{sku_id}/recipe', {
      params: { path: { sku_id: item.id } },
      body: {
        items: [
          { ingredient_sku_id: tapioca.id, quantity: 200 },
          { ingredient_sku_id: sugar.id, quantity: 50 },
        ],
      },
    });
    const drink = await makeSku(t, 'Boba Milk Tea');
    await setRecipe(t, drink.id, [
      { ingredient: item.id, quantity: 70 },
      { ingredient: sugar.id, quantity: 10 },
    ]);
    const tomorrow = addDays(jakartaDate(Date.now()), 1);
    for (const outletId of OUTLETS) {
      for (const sku of [tapioca.id, sugar.id]) {
        await admin.POST('/adm/v1/inventory/adjustments', {
          body: {
            outlet_id: outletId,
            sku_id: sku,
            change_type: 'add',
            quantity: 3000,
            note: 'Opening',
            tagging: 'retur',
          },
        });
      }
      await admin.POST('/adm/v1/prep-batches', { body: { outlet_id: outletId, sku_id: item.id, batches: 1 } });
    }
    const slots = new Map<number, number>();
    for (const outletId of OUTLETS) slots.set(outletId, await timeslot(outletId, tomorrow, '07:00', '07:30'));
    const next = random(46);
    // The orders are placed first (unpaid), then paid in parallel with the batches being made.
    const orders: number[] = [];
    for (let i = 0; i < 16; i++) {
      const outletId = OUTLETS[next(OUTLETS.length)]!;
      const placed = await placeOrder(t.app.db, {
        outletId,
        door: { channel: 'app', customerId: await customer(), timeslotId: slots.get(outletId)! },
        lines: [{ skuId: drink.id, quantity: 1 + next(4) }],
        notes: null,
        payment: 'unpaid',
      });
      orders.push(placed.orderId);
    }
    const work = [
      ...orders.map((id) =>
        admin.PUT('/adm/v1/orders/{order_id}/status', {
          params: { path: { order_id: id } },
          body: { status: 100, payment: { method: 'qris_static' } },
        }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        admin.POST('/adm/v1/prep-batches', {
          body: { outlet_id: OUTLETS[i % OUTLETS.length]!, sku_id: item.id, batches: 1 + next(2) },
        }),
      ),
    ];
    const results = await Promise.all(work);
    expect(results.map((r) => r.response.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);

    const stockNotExplained = await rowsOf<{ outlet_id: number; sku_id: number }>(
      t.app.db,
      sql`select s.outlet_id, s.sku_id from inventory_stocks s
        left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                   from inventory_movements group by outlet_id, sku_id) m
               on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
        where s.quantity <> coalesce(m.net, 0)`,
    );
    expect(stockNotExplained).toEqual([]);
    const lotsNotExplained = await rowsOf<{ id: number }>(
      t.app.db,
      sql`select l.id from stock_lots l
        left join (select lot_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                   from inventory_movements where lot_id is not null group by lot_id) m on m.lot_id = l.id
        where l.quantity <> coalesce(m.net, 0) or l.quantity < 0 or l.initial_quantity < l.quantity`,
    );
    expect(lotsNotExplained).toEqual([]);
    // Every batch at each outlet: 10 made there in all.
    const made = await rowsOf<{ outlet_id: number; n: number }>(
      t.app.db,
      sql`select outlet_id, count(*)::integer as n from stock_lots where sku_id = ${item.id} group by outlet_id`,
    );
    expect(made.reduce((sum, row) => sum + Number(row.n), 0)).toBe(10);
    // The pearls sold: 70 gr a cup, taken from batches (or, short of them, from stock without a batch).
    const sold = await rowsOf<{ quantity: number }>(
      t.app.db,
      sql`select coalesce(sum(quantity), 0)::integer as quantity from inventory_movements
        where sku_id = ${item.id} and source = 'sale'`,
    );
    const cups = await rowsOf<{ cups: number }>(
      t.app.db,
      sql`select coalesce(sum(quantity), 0)::integer as cups from order_items where sku_id = ${drink.id}`,
    );
    expect(Number(sold[0]!.quantity)).toBe(70 * Number(cups[0]!.cups));
  });
});
