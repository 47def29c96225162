// The sales rollups stay equal to a recomputation from the orders after a randomized run of order
// writes (orders with their lines, in either order of statuses), status changes, line costs frozen
// at payment or later (or left unknown), parallel updates, line edits and deletions: the triggers
// keep them current whoever writes the orders.
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderItems, orders, ORDER_STATUSES, outlets, skus, timeslots } from '../../src/db/schema';
import { createRandom } from '../../src/seed/domain/random';
import { build } from '../helpers/test-app';

const t = await build({ seed: { orders: 300 } });

const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

/** Each rollup next to its recomputation from the orders: every difference, none expected. */
async function differences() {
  const hourly = await rows(sql`
    with fresh as (
      select placed_on, extract(hour from created_at at time zone 'Asia/Jakarta')::int as hour, outlet_id, status,
             count(*)::bigint as n, sum(item_count)::bigint as items, sum(subtotal)::bigint as gross, sum(discount_total)::bigint as discount,
             coalesce(sum(c.cogs), 0)::bigint as cogs, coalesce(sum(c.uncosted), 0)::bigint as uncosted,
             sum(service_charge)::bigint as service_charge, sum(tax)::bigint as tax,
             sum(tax_included)::bigint as tax_included, sum(rounding)::bigint as rounding
      from orders o
      left join (select order_id, sum(cost) as cogs, sum(quantity) filter (where cost is null) as uncosted
                 from order_items group by 1) c on c.order_id = o.id
      group by 1, 2, 3, 4),
    slots as (select placed_on, hour::int, outlet_id, status, sum(order_count)::bigint as n, sum(items_sold)::bigint as items,
              sum(gross_sales)::bigint as gross, sum(discount_total)::bigint as discount, sum(cogs)::bigint as cogs,
              sum(uncosted_quantity)::bigint as uncosted_quantity, sum(service_charge)::bigint as service_charge,
              sum(tax)::bigint as tax, sum(tax_included)::bigint as tax_included, sum(rounding)::bigint as rounding
              from sales_by_hour group by 1, 2, 3, 4),
    kept as (select * from slots where n <> 0 or items <> 0 or gross <> 0 or cogs <> 0 or uncosted_quantity <> 0
             or service_charge <> 0 or tax <> 0 or tax_included <> 0 or rounding <> 0)
    (select 'missing' as what, * from fresh except select 'missing', * from kept)
    union all (select 'extra', * from kept except select 'extra', * from fresh)`);
  const bySku = await rows(sql`
    with fresh as (
      select o.placed_on, o.outlet_id, l.sku_id, count(*)::bigint as n, sum(l.q)::bigint as q, sum(l.g)::bigint as g,
             round(sum(o.discount_total::numeric * l.g / nullif(o.subtotal, 0)), 6) as d,
             sum(l.c)::bigint as c, sum(l.u)::bigint as u,
             round(sum(o.tax_included::numeric * l.g / nullif(o.subtotal, 0)), 6) as ti
      from (select order_id, sku_id, sum(quantity) q, sum(subtotal) g, coalesce(sum(cost), 0) c,
                   coalesce(sum(quantity) filter (where cost is null), 0) u
            from order_items group by 1, 2) l
      join orders o on o.id = l.order_id where o.status between 100 and 400 group by 1, 2, 3),
    slots as (select placed_on, outlet_id, sku_id, sum(order_count)::bigint as n, sum(quantity)::bigint as quantity,
              sum(gross_sales)::bigint as gross_sales, round(sum(discount_share), 6) as discount_share,
              sum(cogs)::bigint as cogs, sum(uncosted_quantity)::bigint as uncosted_quantity,
              round(sum(tax_included_share), 6) as tax_included_share
              from sku_sales_by_day group by 1, 2, 3),
    kept as (select * from slots where n <> 0 or quantity <> 0 or cogs <> 0 or uncosted_quantity <> 0)
    (select 'missing' as what, * from fresh except select 'missing', * from kept)
    union all (select 'extra', * from kept except select 'extra', * from fresh)`);
  const bySet = await rows(sql`
    with fresh as (
      select placed_on, outlet_id, sku_ids, count(*)::bigint as n
      from (select o.placed_on, o.outlet_id, array_agg(distinct i.sku_id order by i.sku_id) as sku_ids
            from orders o join order_items i on i.order_id = o.id where o.status between 100 and 400 group by o.id) x
      group by 1, 2, 3),
    kept as (select placed_on, outlet_id, sku_ids, sum(order_count)::bigint from sku_set_orders_by_day
             group by 1, 2, 3 having sum(order_count) <> 0)
    (select 'missing' as what, * from fresh except select 'missing', * from kept)
    union all (select 'extra', * from kept except select 'extra', * from fresh)`);
  // A walk-in at the counter has no customer account, so no first order of one.
  const first = await rows(sql`
    with fresh as (select customer_id, min(created_at) from orders where customer_id is not null group by 1)
    (select * from fresh except select * from customer_first_orders)
    union all (select * from customer_first_orders except select * from fresh)`);
  return { hourly, bySku, bySet, first };
}

describe('sales rollups', () => {
  it('start equal to the seeded orders', async () => {
    expect(await differences()).toEqual({ hourly: [], bySku: [], bySet: [], first: [] });
  });

  it('stay equal after random order writes, status changes, line edits and deletions, some in parallel', async () => {
    const random = createRandom(17);
    const db = t.app.db;
    const outletIds = (await db.select({ id: outlets.id }).from(outlets)).map((r) => r.id);
    const skuRows = await db.select({ id: skus.id, price: skus.price }).from(skus).limit(12);
    const customerIds = (await db.select({ id: customers.id }).from(customers).limit(30)).map((r) => r.id);
    const [slot] = await db.select({ id: timeslots.id }).from(timeslots).limit(1);
    const created: number[] = [];

    async function placeOrder() {
      const lines = Array.from({ length: random.int(1, 4) }, () => {
        const sku = random.pick(skuRows);
        const quantity = random.int(1, 3);
        return { skuId: sku.id, quantity, price: sku.price, subtotal: quantity * sku.price };
      });
      const paidAtOnce = random.chance(0.3);
      const subtotal = lines.reduce((n, l) => n + l.subtotal, 0);
      const discount = random.chance(0.4) ? random.int(0, Math.floor(subtotal / 3)) : 0;
      // Charges as an outlet with PBJT (in or on the prices), a service charge and cash rounding freezes them.
      const charged = random.chance(0.6);
      const serviceCharge = charged && random.chance(0.5) ? random.int(0, 5_000) : 0;
      const tax = charged ? random.int(0, 9_000) : 0;
      const taxIncluded = charged && random.chance(0.5) ? Math.min(tax, subtotal - discount) : 0;
      const rounding = charged && random.chance(0.5) ? random.int(-50, 50) : 0;
      await db.transaction(async (tx) => {
        const [order] = await tx
          .insert(orders)
          .values({
            customerId: random.pick(customerIds),
            outletId: random.pick(outletIds),
            timeslotId: slot!.id,
            status: paidAtOnce ? 100 : 0,
            subtotal,
            discountTotal: discount,
            serviceCharge,
            tax,
            taxIncluded,
            rounding,
            totalAmount: subtotal - discount + serviceCharge + tax - taxIncluded + rounding,
            itemCount: lines.reduce((n, l) => n + l.quantity, 0),
            createdAt: new Date(Date.now() - random.int(0, 40 * 24 * 60) * 60_000),
          })
          .returning({ id: orders.id });
        // An order placed already paid has its lines' costs at once (some unknown).
        await tx
          .insert(orderItems)
          .values(lines.map((l) => ({ ...l, orderId: order!.id, cost: paidAtOnce ? someCost() : null })));
        created.push(order!.id);
      });
    }

    const someCost = () => (random.chance(0.2) ? null : random.int(0, 40_000));
    // Costs frozen on an order's lines after they exist (as at payment), whatever its status now.
    const setCosts = async (id: number) => {
      for (const line of await db.select({ id: orderItems.id }).from(orderItems).where(eq(orderItems.orderId, id)))
        await db.update(orderItems).set({ cost: someCost() }).where(eq(orderItems.id, line.id));
    };

    const setStatus = (id: number) =>
      db
        .update(orders)
        .set({ status: random.pick([...ORDER_STATUSES]), updatedAt: new Date() })
        .where(eq(orders.id, id));

    for (let round = 0; round < 6; round++) {
      await Promise.all(Array.from({ length: 8 }, placeOrder));
      // Parallel status changes, a few hitting the same order.
      await Promise.all(Array.from({ length: 12 }, () => setStatus(random.pick(created))));
      // Costs written on some orders' lines, in parallel with more status changes (paid to cancelled
      // among them), and a bulk cost change of several orders' lines in one statement.
      await Promise.all([
        ...Array.from({ length: 6 }, () => setCosts(random.pick(created))),
        ...Array.from({ length: 4 }, () => setStatus(random.pick(created))),
      ]);
      await db
        .update(orderItems)
        .set({ cost: sql`${orderItems.quantity} * 1500` })
        .where(inArray(orderItems.orderId, [random.pick(created), random.pick(created)]));
      // A change that moves nothing, and a bulk change of several orders in one statement.
      await db
        .update(orders)
        .set({ notes: 'Less ice' })
        .where(eq(orders.id, random.pick(created)));
      await db
        .update(orders)
        .set({ status: 400 })
        .where(inArray(orders.id, [random.pick(created), random.pick(created)]));
      // Charges changed on several orders in one statement, the total in step.
      await db
        .update(orders)
        .set({
          serviceCharge: sql`${orders.serviceCharge} + 100`,
          rounding: sql`-${orders.rounding}`,
          totalAmount: sql`${orders.totalAmount} + 100 - 2 * ${orders.rounding}`,
        })
        .where(inArray(orders.id, [random.pick(created), random.pick(created)]));
    }
    // A line edited and a line removed on paid orders, keeping the order's amounts in step.
    const [paid] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, created))
      .orderBy(orders.id)
      .limit(1);
    await db.update(orders).set({ status: 200 }).where(eq(orders.id, paid!.id));
    await db.transaction(async (tx) => {
      const [line] = await tx.select().from(orderItems).where(eq(orderItems.orderId, paid!.id)).limit(1);
      await tx
        .update(orderItems)
        .set({ quantity: line!.quantity + 1, subtotal: (line!.quantity + 1) * line!.price })
        .where(eq(orderItems.id, line!.id));
      await tx
        .update(orders)
        .set({
          subtotal: sql`${orders.subtotal} + ${line!.price}`,
          totalAmount: sql`${orders.totalAmount} + ${line!.price}`,
          itemCount: sql`${orders.itemCount} + 1`,
        })
        .where(eq(orders.id, paid!.id));
    });
    // Lines changed to another SKU, added, removed and moved to another order, and orders moved to
    // another outlet and day, on paid orders: the sets of SKUs the orders hold follow. (The order
    // service writes an order's lines at once; these change only a line whose SKU is on no other
    // line of its order, and never give an order a second line of a SKU.)
    const paidOrders = (
      await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, created)).orderBy(orders.id).limit(5)
    ).map((o) => o.id);
    await db.update(orders).set({ status: 300 }).where(inArray(orders.id, paidOrders));
    const linesOf = (orderId: number) =>
      db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);
    const soleLines = async (orderId: number) => {
      const lines = await linesOf(orderId);
      return lines.filter((l) => lines.filter((m) => m.skuId === l.skuId).length === 1);
    };
    const skuNotIn = async (orderId: number) => {
      const held = new Set((await linesOf(orderId)).map((l) => l.skuId));
      return skuRows.find((k) => !held.has(k.id))!;
    };
    const [changed] = await soleLines(paidOrders[1]!);
    if (changed)
      await db
        .update(orderItems)
        .set({ skuId: (await skuNotIn(paidOrders[1]!)).id })
        .where(eq(orderItems.id, changed.id));
    const added = await skuNotIn(paidOrders[2]!);
    await db
      .insert(orderItems)
      .values({ orderId: paidOrders[2]!, skuId: added.id, quantity: 1, price: added.price, subtotal: added.price });
    const [removed] = await soleLines(paidOrders[3]!);
    if (removed) await db.delete(orderItems).where(eq(orderItems.id, removed.id));
    const heldBy0 = new Set((await linesOf(paidOrders[0]!)).map((l) => l.skuId));
    const moved = (await soleLines(paidOrders[4]!)).find((l) => !heldBy0.has(l.skuId));
    if (moved) await db.update(orderItems).set({ orderId: paidOrders[0]! }).where(eq(orderItems.id, moved.id));
    await db
      .update(orders)
      .set({ outletId: outletIds[outletIds.length - 1]!, createdAt: new Date(Date.now() - 3 * 24 * 3600_000) })
      .where(inArray(orders.id, paidOrders.slice(2, 4)));
    await db.delete(orders).where(eq(orders.id, created[1]!));
    await db.delete(orders).where(eq(orders.id, created[2]!));

    expect(await differences()).toEqual({ hourly: [], bySku: [], bySet: [], first: [] });
  });
});
