// Stock under simultaneous requests. On PostgreSQL the requests really run in parallel (the pool
// has 10 connections); on PGlite they run one at a time. Either way: a delivery is booked once,
// no receipt or adjustment takes stock below zero (only sales may), every unit at every outlet is
// explained by a movement, and each order's sale is booked once and given back once.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../helpers/api-client';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, makeVendor, purchaseOrderBody, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();

async function newOrder(lines: { sku: number; quantity: number }[]) {
  const vendor = await makeVendor(t);
  const body = purchaseOrderBody(
    vendor.id,
    lines.map((line) => ({ ...line, unitPrice: 1000 })),
  );
  const res = await api.POST('/adm/v1/purchase-orders', { body });
  return res.data!.data;
}

function receipt(client: ApiClient, poId: number, items: { item_id: number; quantity_received: number }[]) {
  return client.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    params: { path: { purchase_order_id: poId } },
    body: { purchase_order_id: poId, items: items.map((i) => ({ ...i, received_at: '2026-11-24' })) },
  });
}

/** A small seeded generator, so a failing randomized run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state ^= state + Math.imul(state ^ (state >>> 7), state | 61);
    return ((state ^ (state >>> 14)) >>> 0) % below;
  };
}

/** Every invariant the ledger promises, checked in SQL over the whole database. */
async function ledgerInvariants() {
  const rows = async (query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: { id?: number }[] }).rows;
  return {
    stockNotExplained: await rows(sql`
      select s.outlet_id, s.sku_id from inventory_stocks s
      left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements group by outlet_id, sku_id) m
             on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
      where s.quantity <> coalesce(m.net, 0)`),
    // Only a sale may take a line below zero.
    negative: await rows(sql`
      select id from inventory_movements
      where source <> 'sale' and change_type = 'deduct' and quantity_after < 0`),
    // Each movement starts where the previous one of its outlet and SKU ended: no update was lost.
    brokenChain: await rows(sql`
      select id from (
        select id, quantity_before,
          lag(quantity_after) over (partition by outlet_id, sku_id order by created_at, id) as previous
        from inventory_movements) m
      where m.quantity_before <> coalesce(m.previous, 0)`),
    // A paid order's sale is booked once; a cancelled one's is given back in full; an unpaid one has none.
    salesNotExplained: await rows(sql`
      select o.id from orders o
      left join (select order_id, sum(case when source = 'sale' then quantity else 0 end) as sold,
                        sum(case when source = 'sale_return' then quantity else 0 end) as returned,
                        count(*) filter (where source = 'sale') as sales
                 from inventory_movements where order_id is not null group by order_id) m on m.order_id = o.id
      where (o.status = 0 and m.order_id is not null)
         or (o.status between 100 and 400 and (coalesce(m.sold, 0) = 0 or m.returned <> 0))
         or (o.status = 500 and coalesce(m.sold, 0) <> coalesce(m.returned, 0))`),
    receivedNotExplained: await rows(sql`
      select i.id from purchase_order_items i
      left join (select purchase_order_item_id, sum(quantity_received) as got
                 from purchase_order_inbound_items group by purchase_order_item_id) r
             on r.purchase_order_item_id = i.id
      left join (select ii.purchase_order_item_id, sum(m.quantity) as booked
                 from inventory_movements m join purchase_order_inbound_items ii on ii.id = m.inbound_item_id
                 group by ii.purchase_order_item_id) b
             on b.purchase_order_item_id = i.id
      join skus s on s.id = i.sku_id
      where i.quantity_received <> coalesce(r.got, 0)
         -- a purchase unit of an ingredient brings in its amount in stock units (stock-units.ts)
         or i.quantity_received * case when s.kind = 'product' then 1
              else greatest(1, round(s.unit_amount * case when s.unit in ('l', 'kg') then 1000 else 1 end)) end
            <> coalesce(b.booked, 0)
         or i.quantity_received > i.quantity`),
    wrongStatus: await rows(sql`
      select p.id from purchase_orders p join purchase_order_items i on i.purchase_order_id = p.id
      where p.status <> 'CANCELLED'
      group by p.id, p.status
      having p.status <> case when bool_and(i.quantity_received = i.quantity) then 'COMPLETED'
                              when bool_or(i.quantity_received > 0) then 'PARTIAL' else 'PENDING' end`),
  };
}

const CLEAN = {
  stockNotExplained: [],
  negative: [],
  brokenChain: [],
  salesNotExplained: [],
  receivedNotExplained: [],
  wrongStatus: [],
};

describe('simultaneous stock changes', () => {
  it('books 10 parallel receipts of the same remaining quantity exactly once', async () => {
    const sku = await makeSku(t);
    const po = await newOrder([{ sku: sku.id, quantity: 12 }]);
    const line = po.items[0]!.id;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => receipt(api, po.id, [{ item_id: line, quantity_received: 12 }])),
    );
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    // The others find nothing left: the order is COMPLETED by then (409).
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409)).toBe(true);
    const after = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', {
      params: { path: { purchase_order_id: po.id } },
    });
    expect(after.data!.data.inbounds).toHaveLength(1);
    expect(after.data!.data.items[0]!.quantity_received).toBe(12);
    const stock = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: sku.name } } });
    expect(stock.data!.data[0]!.quantity).toBe(12);
  });

  it('books parallel partial receipts of one line up to the ordered quantity and no further', async () => {
    const sku = await makeSku(t);
    const po = await newOrder([
      { sku: sku.id, quantity: 10 },
      { sku: (await makeSku(t)).id, quantity: 5 },
    ]);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => receipt(api, po.id, [{ item_id: po.items[0]!.id, quantity_received: 3 }])),
    );
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    const moves = await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_id: sku.id } } });
    expect(moves.data!.data.map((m) => m.quantity_after)).toEqual([9, 6, 3]);
  });

  it('lets exactly 8 of 20 parallel deductions of 1 through a stock of 8, ending at 0', async () => {
    const sku = await makeSku(t);
    await api.POST('/adm/v1/inventory/adjustments', {
      body: { sku_id: sku.id, change_type: 'add', quantity: 8, note: 'Opening stock', tagging: 'retur' },
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.POST('/adm/v1/inventory/adjustments', {
          body: { sku_id: sku.id, change_type: 'deduct', quantity: 1, note: 'Damaged', tagging: 'rusak' },
        }),
      ),
    );
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 422)).toHaveLength(12);
    const stock = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: sku.name } } });
    expect(stock.data!.data[0]!.quantity).toBe(0);
    expect(await ledgerInvariants()).toEqual(CLEAN);
  });

  it('keeps every unit explained through 2,000 random receipts and adjustments from 8 clients', async () => {
    const seed = Number(process.env.STOCK_RACE_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const skus = await Promise.all(Array.from({ length: 6 }, (_, i) => makeSku(t, `Race ${i}`)));
    const orders: Awaited<ReturnType<typeof newOrder>>[] = [];
    for (let i = 0; i < 40; i++) {
      const picked = [...new Set([next(6), next(6), next(6)])];
      orders.push(await newOrder(picked.map((k) => ({ sku: skus[k]!.id, quantity: 20 + next(30) }))));
    }
    const clients = await Promise.all(
      Array.from({ length: 8 }, () => t.newUser({ roles: [{ role: 'Warehouse Staff', outlet: t.seed.outletIds[0] }] })),
    );
    const statuses = new Map<number, number>();
    const started = performance.now();
    // STOCK_RACE_OPERATIONS for a longer run.
    const OPERATIONS = Number(process.env.STOCK_RACE_OPERATIONS ?? 2000);
    await Promise.all(
      clients.map(async (client) => {
        for (let n = 0; n < OPERATIONS / clients.length; n++) {
          let status: number;
          if (next(2) === 0) {
            const po = orders[next(orders.length)]!;
            const lines = po.items.filter(() => next(2) === 0);
            const items = (lines.length ? lines : [po.items[0]!]).map((line) => ({
              item_id: line.id,
              quantity_received: 1 + next(8),
            }));
            status = (await receipt(client, po.id, items)).response.status;
          } else {
            const deduct = next(5) < 3;
            const res = await client.POST('/adm/v1/inventory/adjustments', {
              body: {
                sku_id: skus[next(skus.length)]!.id,
                change_type: deduct ? 'deduct' : 'add',
                quantity: 1 + next(6),
                note: 'Random run',
                tagging: deduct ? 'rusak' : 'retur',
              },
            });
            status = res.response.status;
          }
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `Random stock run (seed ${seed}, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}): ${OPERATIONS} operations from ${clients.length} clients in ${seconds.toFixed(1)} s; answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(
      [...statuses.keys()].every((s) => [201, 409, 422].includes(s)),
      `seed ${seed}`,
    ).toBe(true);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(OPERATIONS / 4);
    expect(await ledgerInvariants(), `seed ${seed}`).toEqual(CLEAN);
  }, 300_000);

  it('keeps every outlet exact through random payments, cancellations, receipts and adjustments at once', async () => {
    const seed = Number(process.env.STOCK_RACE_SEED ?? Date.now() % 1_000_000);
    const next = random(seed);
    const outlets = t.seed.outletIds.slice(0, 3);
    // Four drinks over six shared ingredients, so concurrent payments meet on the same stock lines.
    const ingredients = await Promise.all(
      Array.from({ length: 6 }, (_, i) => makeIngredient(t, `Race ingredient ${i}`, 'l', 1)),
    );
    const drinks = await Promise.all(Array.from({ length: 4 }, (_, i) => makeSku(t, `Race drink ${i}`)));
    const recipes = new Map<number, { ingredient: number; quantity: number }[]>();
    for (const drink of drinks) {
      const used = [...new Set([next(6), next(6), next(6), next(6)])];
      const recipe = used.map((k) => ({ ingredient: ingredients[k]!.id, quantity: 10 + next(200) }));
      recipes.set(drink.id, recipe);
      await setRecipe(t, drink.id, recipe);
    }
    const { customer, timeslot } = orderFixtures(t);
    const tomorrow = addDays(jakartaDate(Date.now()), 1);
    const orderIds: number[] = [];
    const lines = new Map<number, { skuId: number; quantity: number }[]>();
    for (let i = 0; i < 60; i++) {
      const outletId = outlets[next(outlets.length)]!;
      const picked = [...new Set([next(4), next(4)])].map((k) => ({ skuId: drinks[k]!.id, quantity: 1 + next(3) }));
      const id = await placeOrder(t.app.db, {
        outletId,
        door: {
          channel: 'app',
          customerId: await customer(),
          timeslotId: await timeslot(outletId, tomorrow, '08:00', '08:30'),
        },
        lines: picked,
        notes: null,
        payment: 'unpaid',
      }).then((placed) => placed.orderId);
      orderIds.push(id);
      lines.set(id, picked);
    }
    const statuses = new Map<string, number>();
    const count = (what: string, status: number) =>
      statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1);
    const OPERATIONS = Number(process.env.STOCK_RACE_OPERATIONS ?? 400);
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        for (let n = 0; n < OPERATIONS / 8; n++) {
          const pick = next(10);
          if (pick < 4) {
            const id = orderIds[next(orderIds.length)]!;
            const status = next(3) === 0 ? 500 : 100;
            const res = await api.PUT('/adm/v1/orders/{order_id}/status', {
              params: { path: { order_id: id } },
              body: { status, ...(status === 100 && { payment: { method: 'card' as const } }) },
            });
            count('status', res.response.status);
          } else if (pick < 7) {
            const vendor = await makeVendor(t);
            const body = purchaseOrderBody(vendor.id, [
              { sku: ingredients[next(6)]!.id, quantity: 1 + next(3), unitPrice: 15_000 + next(5000) },
            ]);
            const po = await api.POST('/adm/v1/purchase-orders', {
              body: { ...body, outlet_id: outlets[next(outlets.length)]! },
            });
            const res = await receipt(api, po.data!.data.id, [
              { item_id: po.data!.data.items[0]!.id, quantity_received: po.data!.data.items[0]!.quantity },
            ]);
            count('receipt', res.response.status);
          } else {
            const deduct = next(2) === 0;
            const res = await api.POST('/adm/v1/inventory/adjustments', {
              body: {
                outlet_id: outlets[next(outlets.length)]!,
                sku_id: ingredients[next(6)]!.id,
                change_type: deduct ? 'deduct' : 'add',
                quantity: 1 + next(500),
                note: 'Random run',
                tagging: deduct ? 'rusak' : 'retur',
              },
            });
            count('adjustment', res.response.status);
          }
        }
      }),
    );
    expect(
      [...statuses.keys()].every((key) => / (200|201|422)$/.test(key)),
      `seed ${seed}: ${JSON.stringify(Object.fromEntries(statuses))}`,
    ).toBe(true);
    expect(await ledgerInvariants(), `seed ${seed}`).toEqual(CLEAN);
    // Each paid order used exactly its recipes, at its own outlet.
    const sold = (await t.app.db.execute(sql`
      select m.order_id, m.sku_id, m.outlet_id = o.outlet_id as at_its_outlet, sum(m.quantity)::int as quantity
      from inventory_movements m join orders o on o.id = m.order_id
      where m.source = 'sale' group by m.order_id, m.sku_id, m.outlet_id, o.outlet_id`)) as unknown as {
      rows: { order_id: number; sku_id: number; at_its_outlet: boolean; quantity: number }[];
    };
    for (const row of sold.rows) {
      expect(row.at_its_outlet).toBe(true);
      const expected = lines
        .get(row.order_id)!
        .flatMap((line) =>
          recipes
            .get(line.skuId)!
            .filter((r) => r.ingredient === row.sku_id)
            .map((r) => r.quantity * line.quantity),
        )
        .reduce((a, b) => a + b, 0);
      expect(row.quantity, `seed ${seed}, order ${row.order_id}`).toBe(expected);
    }
  }, 300_000);
});
