// The demo business as seeded on first start: its figures agree with each other the way the
// screens and reports will read them (stock and movements, orders and invoices, purchase orders and
// goods receipts, outlets and areas), the staff account sees only orders and invoices, and a second
// start does not seed again.
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoIfEmpty } from '../../src/seed';
import { chargesFor, orderAmounts, percentOf } from '../../src/services/sales/pricing';
import { shiftFigures } from '../../src/services/shifts/drawer';
import { build } from '../helpers/test-app';

const t = await build({ seed: {} });

async function rows<T>(query: string): Promise<T[]> {
  const result = (await t.app.db.execute(sql.raw(query))) as unknown as { rows: T[] };
  return result.rows;
}

async function count(table: string): Promise<number> {
  const [row] = await rows<{ n: number }>(`select count(*)::int as n from ${table}`);
  return row!.n;
}

describe('the demo business', () => {
  it('has 3 to 5 outlets, about 30 products with 3 bundles and their ingredients, 6 vendors and 90 days of orders, a few hundred a day', async () => {
    const outlets = await count('outlets');
    expect(outlets).toBeGreaterThanOrEqual(3);
    expect(outlets).toBeLessThanOrEqual(5);
    expect(await count(`skus where kind = 'product'`)).toBeGreaterThanOrEqual(28);
    expect(await count(`skus where kind = 'ingredient'`)).toBeGreaterThanOrEqual(30);
    expect(await count('skus where is_bundled')).toBe(3);
    expect(await count('vendors')).toBe(6);
    // Today is still under way (before 09:00 in Jakarta it has no orders yet), so the 89 whole days
    // before it are what is certain.
    const [span] = await rows<{ days: number; per_day: number }>(
      `select count(distinct placed_on)::int as days, (count(*) / count(distinct placed_on))::int as per_day from orders
       where placed_on < (now() at time zone 'Asia/Jakarta')::date`,
    );
    expect(span!.days).toBe(89);
    expect(span!.per_day).toBeGreaterThanOrEqual(100);
    expect(span!.per_day).toBeLessThan(1000);
  });

  it('keeps each outlet stock equal to the sum of its movements there, each movement continuing the last, below zero only through sales', async () => {
    const mismatched = await rows(`
      select s.outlet_id, s.sku_id from inventory_stocks s
      full join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements group by 1, 2) m on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
      where s.quantity is distinct from m.net`);
    expect(mismatched).toEqual([]);
    const broken = await rows(`
      select id from (
        select id, quantity_before, lag(quantity_after, 1, 0) over (partition by outlet_id, sku_id order by created_at, id) as previous_after
        from inventory_movements
      ) m where quantity_before <> previous_after`);
    expect(broken).toEqual([]);
    expect(
      // (Or a lot thrown away whose line sales had taken below zero before it was made.)
      await count(
        `inventory_movements where quantity_after < 0 and quantity_after < quantity_before
          and source not in ('sale', 'production') and not (source = 'waste' and lot_id is not null)`,
      ),
    ).toBe(0);
    // Every outlet holds the ingredients it sells, and only ingredients and prep items are stocked.
    expect(await count(`outlets o where not exists (select 1 from inventory_stocks i where i.outlet_id = o.id)`)).toBe(
      0,
    );
    expect(
      await count(`inventory_stocks i join skus s on s.id = i.sku_id where s.kind not in ('ingredient', 'prep')`),
    ).toBe(0);
    const sources = await rows<{ source: string }>(`select distinct source from inventory_movements order by 1`);
    expect(sources.map((s) => s.source)).toEqual([
      'adjustment',
      'production',
      'receipt',
      'sale',
      'sale_return',
      'waste',
    ]);
    expect(await count(`inventory_movements where change_type = 'deduct' and source = 'adjustment'`)).toBeGreaterThan(
      0,
    );
  });

  it('gives every product on sale a recipe over ingredients and prep items, and never sells either', async () => {
    expect(
      await count(`skus s where s.kind = 'product' and not s.is_bundled
        and not exists (select 1 from sku_recipe_items r where r.product_sku_id = s.id)`),
    ).toBe(0);
    expect(
      await count(
        `sku_recipe_items r join skus s on s.id = r.ingredient_sku_id where s.kind not in ('ingredient', 'prep')`,
      ),
    ).toBe(0);
    expect(await count(`skus where kind in ('ingredient', 'prep') and status`)).toBe(0);
    expect(await count(`order_items i join skus s on s.id = i.sku_id where s.kind in ('ingredient', 'prep')`)).toBe(0);
  });

  it('sells every drink with Size, Sugar, Ice and Toppings, milk drinks with Milk too, each fitting its recipe', async () => {
    const groups = await rows<{ name: string; groups: string[]; milk: boolean }>(`
      select s.name, array_agg(split_part(g.name, ' ', 1) order by m.position) as groups,
        exists (select 1 from sku_recipe_items r join skus i on i.id = r.ingredient_sku_id
                where r.product_sku_id = s.id and i.name = 'Fresh Milk') as milk
      from skus s join sku_modifier_groups m on m.sku_id = s.id join modifier_groups g on g.id = m.group_id
      group by s.id, s.name`);
    expect(groups.length).toBeGreaterThanOrEqual(20);
    for (const drink of groups)
      expect(drink.groups, drink.name).toEqual(['Size', 'Sugar', 'Ice', 'Toppings', ...(drink.milk ? ['Milk'] : [])]);
    // A scale or remove names a line of every product its group is attached to: no cup is a recipe gap.
    const misfits = await rows(`
      select m.sku_id, o.id from sku_modifier_groups m join modifier_options o on o.group_id = m.group_id
      join modifier_option_recipe_items r on r.option_id = o.id
      where r.action <> 'add' and not exists (
        select 1 from sku_recipe_items b where b.product_sku_id = m.sku_id and b.ingredient_sku_id = r.ingredient_sku_id)`);
    expect(misfits).toEqual([]);
    expect(await count('order_items where recipe_gap')).toBe(0);
    // Every priced option changes the recipe (ice alone is not stocked, and free).
    expect(
      await count(`modifier_options o where o.price_delta <> 0
        and not exists (select 1 from modifier_option_recipe_items r where r.option_id = o.id)`),
    ).toBe(0);
  });

  it('books what each paid order used at its outlet, one movement per ingredient, and gives it back when cancelled after payment', async () => {
    // Each paid line's base share is its recipe's (bundle, components, recipe or itself) times its quantity.
    const recipe = `
      select i.id as item_id, coalesce(r.ingredient_sku_id, coalesce(b.component_sku_id, i.sku_id)) as sku_id,
        sum(i.quantity * coalesce(b.quantity, 1) * coalesce(r.quantity, 1)) * 1000 as milli
      from order_items i
      left join sku_bundle_items b on b.bundle_sku_id = i.sku_id
      left join sku_recipe_items r on r.product_sku_id = coalesce(b.component_sku_id, i.sku_id)
      where i.cost is not null
      group by 1, 2`;
    const base = `select order_item_id as item_id, sku_id, quantity_milli as milli from order_item_usage where modifier_option_id is null`;
    const wrongBase = await rows(`
      with r as (${recipe}), b as (${base})
      select coalesce(r.item_id, b.item_id) as item_id from r full join b on b.item_id = r.item_id and b.sku_id = r.sku_id
      where r.item_id is null or b.item_id is null or r.milli <> b.milli`);
    expect(wrongBase).toEqual([]);
    // The sale books, per order and ingredient, the whole units of what its lines used exactly.
    const usage = `
      select i.order_id, u.sku_id, sum(u.quantity_milli) as milli
      from order_item_usage u join order_items i on i.id = u.order_item_id
      group by 1, 2 having sum(u.quantity_milli) > 0`;
    const paid = `select order_id, min(changed_at) as paid_at from order_status_history where status = 100 group by 1`;
    const wrongSales = await rows(`
      with used as (${usage}), paid as (${paid}),
      sold as (select m.order_id, m.sku_id, min(m.outlet_id) as outlet_id, sum(m.quantity) as quantity,
                 sum(m.exact_milli) as exact_milli, count(m.exact_milli) as exact_pieces,
                 bool_and(m.outlet_id = o.outlet_id and m.created_by is null and m.note = '' and m.note_code = 'sale'
                   and m.note_params = jsonb_build_object('order_id', m.order_id)) as fits,
                 min(m.created_at) as created_at, max(m.created_at) as last_at
               from inventory_movements m join orders o on o.id = m.order_id where m.source = 'sale' group by 1, 2)
      select coalesce(u.order_id, s.order_id) as order_id from used u
      join paid p on p.order_id = u.order_id
      join orders o on o.id = u.order_id
      full join sold s on s.order_id = u.order_id and s.sku_id = u.sku_id
      where (s.order_id is null and u.milli >= 500) or u.order_id is null or s.exact_milli <> u.milli
         or s.exact_pieces <> 1 or abs(s.quantity * 1000 - u.milli) > 1000 or s.outlet_id <> o.outlet_id
         or s.created_at <> p.paid_at or s.last_at <> p.paid_at or not s.fits`);
    expect(wrongSales).toEqual([]);
    // What was used but not booked is carried per outlet and ingredient, within half a unit: what the
    // orders still standing used, less what their sales booked (a return undid its sale's part). A
    // return gives back what its sale booked, so after one, until the next sale, the carry may be off
    // by that booking's rounding too (lib/stock-ledger.ts).
    const wrongCarry = await rows(`
      with standing as (select id, outlet_id from orders where status between 100 and 400),
      used as (
        select o.outlet_id, u.sku_id, sum(u.quantity_milli) as milli
        from order_item_usage u join order_items i on i.id = u.order_item_id join standing o on o.id = i.order_id
        group by 1, 2),
      booked as (
        select m.outlet_id, m.sku_id, sum(m.quantity) * 1000 as milli
        from inventory_movements m join standing o on o.id = m.order_id where m.source = 'sale' group by 1, 2)
      select s.outlet_id, s.sku_id from inventory_stocks s
      left join used u on u.outlet_id = s.outlet_id and u.sku_id = s.sku_id
      left join booked b on b.outlet_id = s.outlet_id and b.sku_id = s.sku_id
      where coalesce(u.milli, 0) - coalesce(b.milli, 0) <> s.owed_milli
         or abs(s.owed_milli) > 500 and not exists (
           select 1 from inventory_movements r where r.outlet_id = s.outlet_id and r.sku_id = s.sku_id
             and r.source = 'sale_return' and r.created_at >= (
               select max(x.created_at) from inventory_movements x
               where x.outlet_id = s.outlet_id and x.sku_id = s.sku_id and x.source = 'sale'))
         or abs(s.owed_milli) >= 1500`);
    expect(wrongCarry).toEqual([]);
    // Cups with options booked what their options changed.
    expect(await count('order_item_usage where modifier_option_id is not null')).toBeGreaterThan(1000);
    const wrongReturns = await rows(`
      with cancelled as (
        select h.order_id, h.changed_at, h.changed_by from order_status_history h
        where h.status = 500 and exists (select 1 from order_status_history p where p.order_id = h.order_id and p.status = 100))
      select coalesce(s.order_id, r.order_id) as order_id
      from (select order_id, sku_id, min(id) as id, min(outlet_id) as outlet_id, sum(quantity) as quantity,
              sum(exact_milli) as exact_milli
            from inventory_movements where source = 'sale' group by 1, 2) s
      join cancelled c on c.order_id = s.order_id
      full join (select * from inventory_movements where source = 'sale_return') r
        on r.order_id = s.order_id and r.sku_id = s.sku_id
      where s.id is null or r.id is null or r.quantity <> s.quantity or r.exact_milli <> s.exact_milli
         or r.outlet_id <> s.outlet_id
         or r.created_at <> c.changed_at or r.created_by is distinct from c.changed_by
         or r.note <> '' or r.note_code <> 'sale_cancelled' or r.note_params <> jsonb_build_object('order_id', s.order_id)`);
    expect(wrongReturns).toEqual([]);
    expect(await count(`inventory_movements where source = 'sale_return'`)).toBeGreaterThan(0);
  });

  it('makes prep items in batches at every outlet through the day, and keeps each lot equal to its movements', async () => {
    const lotsOff = await rows(`
      select l.id from stock_lots l
      left join (select lot_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements where lot_id is not null group by 1) m on m.lot_id = l.id
      where l.quantity is distinct from coalesce(m.net, 0) or l.quantity < 0
         or (l.quantity = 0) <> (l.status in ('used_up', 'discarded'))`);
    expect(lotsOff).toEqual([]);
    // Every movement naming a lot is of that lot's outlet and SKU, and only lot-tracked SKUs have lots.
    expect(
      await count(`inventory_movements m join stock_lots l on l.id = m.lot_id
        where m.outlet_id <> l.outlet_id or m.sku_id <> l.sku_id`),
    ).toBe(0);
    expect(
      await count(`stock_lots l join skus s on s.id = l.sku_id where s.kind <> 'prep' and not s.tracks_expiry`),
    ).toBe(0);
    const prep = await rows<{ name: string; outlets: number; per_day: number }>(`
      select s.name, count(distinct l.outlet_id)::int as outlets,
        (count(*)::float / count(distinct (l.outlet_id, (l.produced_at at time zone 'Asia/Jakarta')::date)))::float as per_day
      from skus s join stock_lots l on l.sku_id = s.id and l.kind = 'batch'
      where s.kind = 'prep' group by s.name order by s.name`);
    expect(prep.map((p) => p.name)).toEqual([
      'Brewed Black Tea Base',
      'Brewed Jasmine Tea Base',
      'Cheese Foam',
      'Cooked Tapioca Pearls',
      'House Brown Sugar Syrup',
    ]);
    const outlets = await count('outlets');
    for (const p of prep) expect(p.outlets, p.name).toBe(outlets);
    expect(prep.find((p) => p.name === 'Cooked Tapioca Pearls')!.per_day).toBeGreaterThanOrEqual(2);
    // A batch's ingredients leave and its yield arrives at once, all naming it; it is held for its time.
    const wrongBatches = await rows(`
      select l.id from stock_lots l join skus s on s.id = l.sku_id
      where l.kind = 'batch' and (
        l.expires_at <> l.produced_at + make_interval(mins => s.holding_minutes)
        or l.initial_quantity <> l.batches * s.batch_yield
        or not exists (select 1 from inventory_movements m where m.lot_id = l.id and m.source = 'production'
                       and m.change_type = 'add' and m.quantity = l.initial_quantity and m.note_code = 'batch_made'
                       and m.created_at = l.produced_at and (m.note_params->>'batch_id')::int = l.id)
        or (select count(*) from inventory_movements m where m.source = 'production' and m.change_type = 'deduct'
            and m.note_code = 'batch_used' and (m.note_params->>'batch_id')::int = l.id and m.created_at = l.produced_at)
           < (select count(*) from sku_recipe_items r where r.product_sku_id = s.id))`);
    expect(wrongBatches).toEqual([]);
    // Sales of a prep item take its batches: never one that had expired when the order was paid.
    expect(
      await count(
        `inventory_movements m join skus s on s.id = m.sku_id where m.source = 'sale' and s.kind = 'prep' and m.lot_id is not null`,
      ),
    ).toBeGreaterThan(1000);
    expect(
      await count(`inventory_movements m join stock_lots l on l.id = m.lot_id
        where m.source in ('sale', 'production') and m.change_type = 'deduct' and l.expires_at <= m.created_at`),
    ).toBe(0);
    // Each outlet keeps a par for each prep item in the morning, afternoon and evening.
    expect(await count('prep_pars')).toBe(outlets * prep.length * 3);
    // Today's board at each outlet has something active (the brown-sugar syrup is good for a day).
    expect(
      await count(`outlets o where not exists (select 1 from stock_lots l where l.outlet_id = o.id and l.kind = 'batch'
        and l.status = 'active' and l.expires_at > now())`),
    ).toBe(0);
  });

  it('throws away what expires, most of it pearls in the evening, with a few spills and remakes, each with its value', async () => {
    const waste = await rows<{ reason: string; lines: number; valued: number }>(`
      select waste_reason as reason, count(*)::int as lines, count(waste_value)::int as valued
      from inventory_movements where source = 'waste' group by 1 order by 1`);
    const lines = (reason: string) => waste.find((w) => w.reason === reason)?.lines ?? 0;
    expect(lines('expired')).toBeGreaterThan(500);
    expect(lines('spill')).toBeGreaterThan(10);
    expect(lines('remake')).toBeGreaterThan(5);
    for (const w of waste) expect(w.valued, w.reason).toBe(w.lines);
    const [pearls] = await rows<{ share: number; evening: number }>(`
      select sum(m.waste_value) filter (where s.name = 'Cooked Tapioca Pearls')::float / sum(m.waste_value) as share,
        count(*) filter (where s.name = 'Cooked Tapioca Pearls' and extract(hour from m.created_at at time zone 'Asia/Jakarta') >= 17)::float
          / count(*) filter (where s.name = 'Cooked Tapioca Pearls') as evening
      from inventory_movements m join skus s on s.id = m.sku_id where m.source = 'waste'`);
    expect(pearls!.share).toBeGreaterThan(0.2);
    expect(pearls!.evening).toBeGreaterThan(0.4);
    // A batch thrown away is discarded with what was left of it.
    expect(
      await count(`stock_lots l where l.status = 'discarded' and (l.discarded_at is null or not exists (
        select 1 from inventory_movements m where m.lot_id = l.id and m.source = 'waste' and m.created_at = l.discarded_at))`),
    ).toBe(0);
  });

  it('receives fresh milk and cream cheese in lots with an expiry date: a few expire this week, one outlet holds an expired one', async () => {
    expect(
      (await rows<{ name: string }>(`select name from skus where tracks_expiry order by name`)).map((s) => s.name),
    ).toEqual(['Cream Cheese', 'Fresh Milk']);
    // Every receipt of them is a lot of its own, dated.
    expect(
      await count(`inventory_movements m join skus s on s.id = m.sku_id
        where m.source = 'receipt' and s.tracks_expiry and (m.lot_id is null or not exists (
          select 1 from stock_lots l where l.id = m.lot_id and l.kind = 'lot' and l.expiry_date is not null
            and l.initial_quantity = m.quantity))`),
    ).toBe(0);
    expect(
      await count(`stock_lots where kind = 'lot' and quantity > 0 and expires_at > now()
        and expiry_date <= (now() at time zone 'Asia/Jakarta')::date + 7`),
    ).toBeGreaterThanOrEqual(2);
    const expired = await rows<{ outlet_id: number }>(`
      select distinct outlet_id from stock_lots where kind = 'lot' and quantity > 0 and expires_at <= now()`);
    expect(expired.length).toBeGreaterThanOrEqual(1);
  });

  it('freezes the cost of every paid line from what it used, and none of an unpaid one', async () => {
    expect(
      await count(`order_items i join orders o on o.id = i.order_id
        where (i.cost is null) <> not exists (select 1 from order_status_history h where h.order_id = o.id and h.status = 100)`),
    ).toBe(0);
    // A believable margin: the ingredients cost a fifth to a half of what a line sells for.
    const [margin] = await rows<{ share: number; worst: number; best: number }>(`
      select sum(cost)::float / sum(subtotal) as share, max(cost::float / subtotal) as worst, min(cost::float / subtotal) as best
      from order_items where cost is not null`);
    expect(margin!.share).toBeGreaterThan(0.2);
    expect(margin!.share).toBeLessThan(0.5);
    expect(margin!.worst).toBeLessThan(1);
    expect(margin!.best).toBeGreaterThan(0);
  });

  it('keeps every received ingredient at a moving-average cost within the prices it was bought at', async () => {
    const outside = await rows(`
      select s.name from skus s
      join (select i.sku_id, min(i.unit_price * 1000.0 / p.per_pack) as low, max(i.unit_price * 1000.0 / p.per_pack) as high
            from purchase_order_items i
            join (select id, case when unit in ('l', 'kg') then unit_amount * 1000 else unit_amount end as per_pack from skus) p on p.id = i.sku_id
            where i.quantity_received > 0 group by 1) r on r.sku_id = s.id
      where s.avg_cost_milli is null or s.avg_cost_milli < floor(r.low) or s.avg_cost_milli > ceil(r.high)`);
    expect(outside).toEqual([]);
    expect(await count(`skus where kind = 'product' and avg_cost_milli is not null`)).toBe(0);
  });

  it('gives every order items whose subtotals sum to its subtotal and units to its item count, and one invoice for its total', async () => {
    const wrong = await rows(`
      select o.id from orders o
      left join (select order_id, sum(subtotal) as sum, sum(quantity) as units, count(*) as lines from order_items group by order_id) i on i.order_id = o.id
      left join invoices v on v.order_id = o.id
      where coalesce(i.lines, 0) = 0 or i.sum <> o.subtotal or i.units <> o.item_count or v.id is null or v.amount <> o.total_amount`);
    expect(wrong).toEqual([]);
    // A cup's price is its product's (discounted) price and its options' deltas.
    const prices = await rows(`
      select oi.id from order_items oi join skus s on s.id = oi.sku_id
      where oi.price <> case when s.discounted_price > 0 then s.discounted_price else s.price end
        + coalesce((select sum(o.price_delta) from order_item_options o where o.order_item_id = oi.id), 0)`);
    expect(prices).toEqual([]);
  });

  it('charges PBJT 10 % in Jakarta with 5 % service on dine-in, exempts one takeaway kiosk, includes tax in prices and rounds cash to 100', async () => {
    const [chain] = await rows<{ prices_include_tax: boolean; cash_rounding: number }>(
      `select prices_include_tax, cash_rounding from chain_settings`,
    );
    expect(chain).toEqual({ prices_include_tax: true, cash_rounding: 100 });
    const outlets = await rows<{
      name: string;
      area_name: string;
      pbjt_enabled: boolean;
      pbjt_rate_bp: number;
      service_charge_bp: number;
      service_charge_order_types: string[];
      service_charge_taxable: boolean;
      npwpd: string;
      dine_in: number;
    }>(`
      select o.name, o.area_name, o.pbjt_enabled, o.pbjt_rate_bp, o.service_charge_bp, o.service_charge_order_types,
        o.service_charge_taxable, o.npwpd,
        (select count(*)::int from orders d where d.outlet_id = o.id and d.order_type = 'dine_in') as dine_in
      from outlets o order by o.id`);
    const jakarta = outlets.filter((o) => o.area_name.startsWith('Jakarta'));
    expect(jakarta.length).toBeGreaterThan(0);
    for (const o of jakarta) {
      expect(o, o.name).toMatchObject({
        pbjt_enabled: true,
        pbjt_rate_bp: 1000,
        service_charge_bp: 500,
        service_charge_order_types: ['dine_in'],
        service_charge_taxable: true,
      });
      expect(o.npwpd, o.name).toMatch(/^\d{4}\.\d{4}\.\d{3}$/);
    }
    // One kiosk is outside PBJT: no rate, no NPWPD, and no seats.
    const exempt = outlets.filter((o) => !o.pbjt_enabled);
    expect(exempt.map((o) => o.name)).toEqual(['Semarang Pemuda']);
    expect(exempt[0]).toMatchObject({ pbjt_rate_bp: 0, service_charge_bp: 0, npwpd: '', dine_in: 0 });
    for (const o of outlets.filter((o) => o.pbjt_enabled)) expect(o.pbjt_rate_bp, o.name).toBe(1000);
  });

  it('prices every order by the one pricing function under its outlet settings and order type, cash at the counter rounded', async () => {
    const orders = await rows<{
      id: number;
      channel: string;
      order_type: string;
      subtotal: number;
      discount_total: number;
      service_charge: number;
      tax_base: number;
      tax: number;
      tax_included: number;
      rounding: number;
      total_amount: number;
      pbjt_rate_bp: number;
      service_charge_bp: number;
      prices_include_tax: boolean;
      pbjt_enabled: boolean;
      outlet_pbjt_bp: number;
      outlet_service_bp: number;
      service_charge_order_types: string[];
      service_charge_taxable: boolean;
      cash_rounding: number;
      chain_prices_include_tax: boolean;
    }>(`
      select d.id, d.channel, d.order_type, d.subtotal, d.discount_total, d.service_charge, d.tax_base, d.tax,
        d.tax_included, d.rounding, d.total_amount, d.pbjt_rate_bp, d.service_charge_bp, d.prices_include_tax,
        o.pbjt_enabled, o.pbjt_rate_bp as outlet_pbjt_bp, o.service_charge_bp as outlet_service_bp,
        o.service_charge_order_types, o.service_charge_taxable, c.cash_rounding, c.prices_include_tax as chain_prices_include_tax
      from orders d join outlets o on o.id = d.outlet_id cross join chain_settings c`);
    expect(orders.length).toBe(await count('orders'));
    const wrong = orders.filter((o) => {
      const charges = chargesFor(
        {
          pbjtEnabled: o.pbjt_enabled,
          pbjtBasisPoints: o.outlet_pbjt_bp,
          serviceChargeBasisPoints: o.outlet_service_bp,
          serviceChargeOrderTypes: o.service_charge_order_types,
          serviceChargeTaxable: o.service_charge_taxable,
          pricesIncludeTax: o.chain_prices_include_tax,
          cashRoundingUnit: o.cash_rounding,
        },
        o.order_type,
      );
      const a = orderAmounts(o.subtotal, o.discount_total, charges, o.channel === 'counter');
      return (
        a.serviceCharge !== o.service_charge ||
        a.taxBase !== o.tax_base ||
        a.tax !== o.tax ||
        a.taxIncluded !== o.tax_included ||
        a.rounding !== o.rounding ||
        a.total !== o.total_amount ||
        a.pbjtBasisPoints !== o.pbjt_rate_bp ||
        a.serviceChargeBasisPoints !== o.service_charge_bp ||
        a.pricesIncludeTax !== o.prices_include_tax
      );
    });
    expect(wrong.map((o) => o.id)).toEqual([]);
    // Each kind of amount occurs: dine-in service, PBJT inside the prices, cash rounded both ways.
    expect(await count(`orders where service_charge > 0 and order_type = 'dine_in'`)).toBeGreaterThan(0);
    expect(await count(`orders where service_charge > 0 and order_type <> 'dine_in'`)).toBe(0);
    expect(await count(`orders where tax_included > 0`)).toBeGreaterThan((await count('orders')) / 2);
    expect(await count(`orders where channel = 'counter' and rounding > 0`)).toBeGreaterThan(0);
    expect(await count(`orders where channel = 'counter' and rounding < 0`)).toBeGreaterThan(0);
    expect(await count(`orders where channel = 'app' and rounding <> 0`)).toBe(0);
    expect(await count(`orders where channel = 'counter' and total_amount % 100 <> 0`)).toBe(0);
    expect(
      await count(
        `orders d join outlets o on o.id = d.outlet_id where not o.pbjt_enabled and (d.tax > 0 or d.tax_base > 0)`,
      ),
    ).toBe(0);
  });

  it('keeps each order history in allowed steps, ending at its status, with the invoice agreeing', async () => {
    const histories = await rows<{
      id: number;
      status: number;
      invoice: number;
      paid_at: string | null;
      steps: number[];
    }>(`
      select o.id, o.status, v.status as invoice, v.paid_at, array_agg(h.status order by h.changed_at, h.id) as steps
      from orders o join invoices v on v.order_id = o.id join order_status_history h on h.order_id = o.id
      group by o.id, o.status, v.status, v.paid_at`);
    expect(histories.length).toBe(await count('orders'));
    const allowed: Record<number, number[]> = {
      0: [100, 500],
      100: [200, 500],
      200: [300, 500],
      300: [350, 500],
      350: [400],
      400: [],
      500: [],
    };
    const bad = histories.filter((h) => {
      const steps = h.steps.map(Number);
      const inOrder = steps.every((s, i) => i === 0 || allowed[steps[i - 1]!]!.includes(s));
      const paid = steps.includes(100);
      const invoiceFits = paid
        ? h.invoice === (h.status === 500 ? 400 : 100) && h.paid_at !== null
        : h.status === 500
          ? h.invoice === 200
          : [0, 300].includes(h.invoice);
      return steps[0] !== 0 || !inOrder || steps[steps.length - 1] !== h.status || !invoiceFits;
    });
    expect(bad).toEqual([]);
    const statuses = await rows<{ status: number }>(`select distinct status from orders order by status`);
    expect(statuses.map((s) => s.status)).toEqual(expect.arrayContaining([0, 400, 500]));
    const [invoiceMix] = await rows<{ paid: number; total: number }>(
      `select count(*) filter (where status = 100)::int as paid, count(*)::int as total from invoices`,
    );
    expect(invoiceMix!.paid / invoiceMix!.total).toBeGreaterThan(0.8);
  });

  it('gives every invoice a payment timeline that agrees with it: its requests, then how it was paid or closed', async () => {
    const wrong = await rows(`
      select v.id from invoices v
      left join lateral (select array_agg(e.type order by e.at, e.id) as types from invoice_events e where e.invoice_id = v.id) t on true
      where coalesce(t.types, '{}') <> array_cat(
          array(select 'PAYMENT_REQUESTED'::text from invoice_payment_requests r where r.invoice_id = v.id),
          case v.status when 100 then array['PAID'] when 400 then array['PAID', 'REFUNDED']
            when 200 then array['EXPIRED'] when 300 then array['FAILED'] else '{}'::text[] end)`);
    expect(wrong).toEqual([]);
    expect(await count(`invoice_events`)).toBeGreaterThan(await count(`invoices`));
  });

  it('books every order into a timeslot of its outlet on the day it was placed, not before it was placed', async () => {
    const wrong = await rows(`
      select o.id from orders o join timeslots s on s.id = o.timeslot_id
      where s.outlet_id <> o.outlet_id or s.date <> o.placed_on
         or (s.date + s.start_time) at time zone 'Asia/Jakarta' < o.created_at`);
    expect(wrong).toEqual([]);
    expect(await count(`orders where created_at > now()`)).toBe(0);
  });

  it('sells at the counter beside the app: walk-ins paying cash as they order, some giving a name, no pick-up window', async () => {
    const all = await count('orders');
    const counter = await count(`orders where channel = 'counter'`);
    expect(counter / all).toBeGreaterThan(0.2);
    expect(counter / all).toBeLessThan(0.5);
    // The app's orders are picked up in a window by a signed-in customer.
    expect(await count(`orders where channel = 'app' and (order_type <> 'pickup' or timeslot_id is null)`)).toBe(0);
    expect(await count(`orders where channel = 'app' and (customer_id is null or cash_tendered is not null)`)).toBe(0);
    // The counter's are taken away or eaten in, paid in cash on the spot: enough handed over, no
    // payment method, and paid as placed; now and then cancelled, the cash given back by hand.
    const wrong = await rows(`
      select o.id from orders o join invoices v on v.order_id = o.id
      where o.channel = 'counter' and (o.timeslot_id is not null or o.customer_id is not null
        or o.cash_tendered is null or o.cash_tendered < o.total_amount or v.payment_gateway_id is not null
        or v.paid_at is distinct from o.created_at
        or not (o.status between 100 and 400 or (o.status = 500 and v.status = 400 and v.refund_status = 'MANUAL')))`);
    expect(wrong).toEqual([]);
    expect(await count(`orders where channel = 'counter' and status = 500`)).toBeGreaterThan(0);
    expect(await count(`orders where channel = 'counter' and order_type = 'takeaway'`)).toBeGreaterThan(counter / 4);
    expect(await count(`orders where channel = 'counter' and order_type = 'dine_in'`)).toBeGreaterThan(counter / 4);
    const named = await count(`orders where channel = 'counter' and customer_name is not null`);
    expect(named).toBeGreaterThan(counter / 10);
    expect(named).toBeLessThan(counter / 2);
    expect(await count(`orders where channel = 'counter' and cash_tendered > total_amount`)).toBeGreaterThan(0);
  });

  it("books each gateway payment's fee and reference, as its notification would have", async () => {
    // The fee is the gateway's flat fee and percentage of the amount, rounded half up.
    const wrong = await rows<{ id: number }>(`
      select v.id from invoices v join payment_gateways g on g.id = v.payment_gateway_id
      where v.paid_at is not null
        and (v.fee is distinct from g.fee_flat + floor((v.amount::bigint * round(g.fee_percent * 100) + 5000) / 10000)
          or v.provider_reference is null)`);
    expect(wrong).toEqual([]);
    expect(await count(`invoices where paid_at is not null and fee > 0`)).toBeGreaterThan(100);
    expect(await count(`invoices where paid_at is null and (fee is not null or provider_reference is not null)`)).toBe(
      0,
    );
  });

  it("gives every outlet opening hours that match its windows: the job that makes windows keeps the demo's as they are", async () => {
    const outletCount = await count('outlets');
    expect(await count('outlet_pickup_settings')).toBe(outletCount);
    expect(await count('outlet_opening_hours')).toBe(outletCount * 7);
    const before = await rows(`select id, capacity, is_active from timeslots order by id`);
    expect(await t.app.scheduledJobs.runNow('pickup windows')).toBe('ran');
    // Nothing seeded is removed or changed; at most the last day of the 14 ahead is added.
    expect(
      await rows(
        `select id, capacity, is_active from timeslots where id <= ${(before.at(-1) as { id: number }).id} order by id`,
      ),
    ).toEqual(before);
  });

  it('numbers invoices INV/<day>/<sequence>, uniquely', async () => {
    expect(await count(`invoices where invoice_number !~ '^INV/[0-9]{8}/[0-9]{5}$'`)).toBe(0);
    expect(
      await count(
        `invoices v join orders o on o.id = v.order_id where substr(v.invoice_number, 5, 8) <> to_char(o.placed_on, 'YYYYMMDD')`,
      ),
    ).toBe(0);
  });

  it('receives no more than ordered on purchase orders, with the status saying how much arrived', async () => {
    const lines = await rows(`
      select i.id from purchase_order_items i
      left join (select purchase_order_item_id, sum(quantity_received) as got from purchase_order_inbound_items group by 1) r on r.purchase_order_item_id = i.id
      where i.quantity_received > i.quantity or i.quantity_received <> coalesce(r.got, 0)`);
    expect(lines).toEqual([]);
    const pos = await rows<{ status: string; ordered: number; received: number; full: boolean }>(`
      select p.status, sum(i.quantity)::int as ordered, sum(i.quantity_received)::int as received, bool_and(i.quantity_received = i.quantity) as full
      from purchase_orders p join purchase_order_items i on i.purchase_order_id = p.id group by p.id, p.status`);
    const mismatched = pos.filter((p) =>
      p.status === 'COMPLETED' ? !p.full : p.status === 'PARTIAL' ? p.received === 0 || p.full : p.received !== 0,
    );
    expect(mismatched).toEqual([]);
    expect(new Set(pos.map((p) => p.status))).toEqual(new Set(['PENDING', 'PARTIAL', 'COMPLETED', 'CANCELLED']));
    expect(pos.filter((p) => p.status === 'CANCELLED').length).toBeGreaterThanOrEqual(2);
    // Each receipt is booked at its purchase order's outlet, in stock units (packs times pack size).
    const unexplained = await rows(`
      select i.id from purchase_order_items i
      join purchase_orders p on p.id = i.purchase_order_id
      join skus s on s.id = i.sku_id
      left join (select ii.purchase_order_item_id, sum(m.quantity) as moved, bool_and(m.outlet_id = po.outlet_id) as here
                 from inventory_movements m
                 join purchase_order_inbound_items ii on ii.id = m.inbound_item_id
                 join purchase_order_items pi on pi.id = ii.purchase_order_item_id
                 join purchase_orders po on po.id = pi.purchase_order_id group by 1) m on m.purchase_order_item_id = i.id
      where i.quantity_received * (case when s.unit in ('l', 'kg') then s.unit_amount * 1000 else s.unit_amount end) <> coalesce(m.moved, 0)
         or m.here = false`);
    expect(unexplained).toEqual([]);
    expect(await count(`purchase_order_items i join skus s on s.id = i.sku_id where s.kind <> 'ingredient'`)).toBe(0);
    expect(await count(`(select distinct outlet_id from purchase_orders) o`)).toBe(await count('outlets'));
  });

  it('gives every outlet an owner, staff and a real city or regency as its area', async () => {
    const outlets = await rows<{
      name: string;
      owner_id: number | null;
      area_name: string;
      real_name: string | null;
      is_level_2: boolean | null;
      staff: number;
    }>(`
      select o.name, o.owner_id, o.area_name, a.name as real_name, a.is_level_2, (select count(*)::int from outlet_staff s where s.outlet_id = o.id) as staff
      from outlets o left join areas a on a.id = o.area_id`);
    for (const o of outlets) {
      expect(o.owner_id, o.name).not.toBeNull();
      expect(o.real_name, o.name).toBe(o.area_name);
      expect(o.is_level_2, o.name).toBe(true);
      expect(o.staff, o.name).toBeGreaterThan(0);
    }
    expect(outlets.map((o) => o.area_name)).toEqual(
      expect.arrayContaining(['Jakarta Selatan', 'Kota Bandung', 'Kota Surabaya']),
    );
  });

  it('lets the staff user sign in with exactly the counter, shift, prep, order and invoice permissions', async () => {
    const info = await (await t.asStaff()).GET('/usr/v1/info');
    expect(info.response.status).toBe(200);
    expect([...info.data!.data.admin_scope].sort()).toEqual([
      'view_admin_counter',
      'view_admin_invoices',
      'view_admin_order',
      'view_admin_prep',
      'view_admin_shift',
    ]);
    // Whoever sells at a counter keeps its shifts.
    expect(await count(`roles where 'view_admin_counter' = any(scopes) and not 'view_admin_shift' = any(scopes)`)).toBe(
      0,
    );
  });

  it("keeps a month of shifts at every outlet's counter, adding up to what the drawer took, with today's open", async () => {
    const outlets = await count('outlets');
    // One open shift today at each outlet's Counter 1, so the counter sells at once.
    const open = await rows<{ outlet_id: number; register: string; business_date: string }>(
      `select outlet_id, register, business_date::text from shifts where status = 'OPEN'`,
    );
    expect(open).toHaveLength(outlets);
    const today = (await rows<{ d: string }>(`select ((now() at time zone 'Asia/Jakarta')::date)::text as d`))[0]!.d;
    expect(open.every((s) => s.register === 'Counter 1' && s.business_date === today)).toBe(true);
    const [days] = await rows<{ n: number }>(`select count(distinct business_date)::int as n from shifts`);
    expect(days!.n).toBe(30);
    expect(await count(`outlets where 'Counter 2' = any(registers)`)).toBe(1);
    const [settings] = await rows<{ tolerance: number }>(
      `select cash_variance_tolerance as tolerance from chain_settings`,
    );
    expect(settings!.tolerance).toBe(5000);
    // Most counts within the tolerance, one beyond it awaiting approval.
    expect(
      await count(`shifts where status = 'AWAITING_APPROVAL' and abs(variance) > 5000 and approved_by is null`),
    ).toBe(1);
    expect(await count(`shifts where status = 'CLOSED' and abs(variance) > 5000`)).toBe(0);
    expect(await count(`shifts where status = 'CLOSED' and variance <> 0`)).toBeGreaterThan(0);
    // The cash sales of those days are in the shift of their hour, and what was frozen at closing is
    // what the drawer's arithmetic finds.
    expect(await count(`invoices where shift_id is not null and counter_method is distinct from 'cash'`)).toBe(0);
    expect(await count(`invoices where refund_shift_id is not null`)).toBeGreaterThan(0);
    expect(await count(`shift_cash_movements where type = 'pay_out'`)).toBeGreaterThan(0);
    expect(await count(`shift_cash_movements where type = 'safe_drop'`)).toBeGreaterThan(0);
    const closed = await rows<{ id: number; expected_cash: number; counted_cash: number; counted: number }>(
      `select id, expected_cash, counted_cash,
         (select sum((d->>'value')::int * (d->>'count')::int) from jsonb_array_elements(counted_denominations) d)::int as counted
       from shifts where status <> 'OPEN'`,
    );
    const figures = await shiftFigures(
      t.app.db,
      closed.map((s) => s.id),
    );
    for (const shift of closed) {
      expect(figures.get(shift.id)!.expected).toBe(shift.expected_cash);
      expect(shift.counted).toBe(shift.counted_cash);
    }
    const sold = [...figures.values()].reduce((n, f) => n + f.cash.saleCount, 0);
    expect(sold).toBeGreaterThan(closed.length);
  });

  it('names the categories and payment methods staff read in their language, or by brand', async () => {
    const ingredientCategories = await rows<{ name: string }>(
      `select distinct c.name from categories c join skus s on s.category_id = c.id where s.kind = 'ingredient' order by c.name`,
    );
    expect(ingredientCategories.map((c) => c.name)).toEqual(['Bahan Baku', 'Kemasan']);
    const methods = await rows<{ name: string }>(`select name from payment_gateways order by name`);
    expect(methods.map((m) => m.name)).toContain('Kartu Kredit/Debit');
    expect(methods.filter((m) => /\b(card|credit|packaging|ingredients?)\b/i.test(m.name))).toEqual([]);
  });

  it('gives the two linked outlets a month of GoFood and GrabFood orders, delivered, paid to the platform at a 20 % commission', async () => {
    const linked = await rows<{ outlet_id: number; channel: string }>(
      `select outlet_id, channel from outlet_channels where enabled and commission_bp = 2000 order by 2, 1`,
    );
    expect(linked).toHaveLength(4);
    const outletIds = [...new Set(linked.map((l) => l.outlet_id))];
    const spread = await rows<{ channel: string; outlet_id: number; days: number; n: number }>(`
      select channel, outlet_id, count(distinct placed_on)::int as days, count(*)::int as n from orders
      where channel in ('gofood', 'grabfood') group by 1, 2 order by 1, 2`);
    expect(spread.map((s) => [s.channel, s.outlet_id])).toEqual(linked.map((l) => [l.channel, l.outlet_id]));
    for (const s of spread) {
      expect(s.days).toBe(30);
      expect(s.n / s.days).toBeGreaterThanOrEqual(2);
      expect(s.n / s.days).toBeLessThanOrEqual(5);
    }
    expect(outletIds).toHaveLength(2);
    // Each is delivered, known by the platform's id and short number, accepted as it came in, and
    // paid to the platform (no gateway, no rounding); its commission is 20 % of its total.
    const facts = await rows<{ total_amount: number; channel_commission: number; merchant_promotion: number }>(`
      select o.total_amount, o.channel_commission, o.merchant_promotion from orders o join invoices v on v.order_id = o.id
      where o.channel in ('gofood', 'grabfood') and o.order_type = 'delivery' and o.platform_order_id is not null
        and o.platform_order_number is not null and o.accepted_at = o.created_at and o.timeslot_id is null
        and o.customer_id is null and o.rounding = 0 and o.status = 400 and v.status = 100 and v.paid_at = o.created_at
        and v.payment_gateway_id is null and v.amount = o.total_amount`);
    expect(facts).toHaveLength(spread.reduce((n, s) => n + s.n, 0));
    for (const f of facts) {
      expect(f.channel_commission).toBe(percentOf(f.total_amount, 2000));
      expect(f.merchant_promotion).toBeLessThan(f.total_amount);
    }
    expect(facts.filter((f) => f.merchant_promotion > 0).length).toBeGreaterThan(0);
    expect(
      await count(`order_items i join orders o on o.id = i.order_id where o.channel = 'grabfood' and i.cost is null`),
    ).toBe(0);
  });

  it("ships a settlement file per platform, in the platform's layout, matching a week of its orders but one amount", async () => {
    const admin = await t.asAdmin();
    for (const channel of ['gofood', 'grabfood'] as const) {
      const file = readFileSync(new URL(`../../src/seed/samples/${channel}-settlement.csv`, import.meta.url));
      const answer = await t.raw('POST', '/adm/v1/channel-settlements', {
        token: admin.token,
        body: {
          channel,
          file_name: `${channel}-settlement.csv`,
          content: file.toString('base64'),
          dry_run: true,
          lang: 'en',
        },
      });
      expect(answer.status, answer.text).toBe(200);
      const { summary, period_start, period_end } = answer.body.data;
      expect(summary).toMatchObject({ amount_differs: 1, no_order: 0, errors: 0, missing: 0, difference: -1500 });
      expect(summary.matched).toBe(summary.rows - 1);
      expect(summary.rows).toBeGreaterThan(20);
      expect([period_start, period_end]).toEqual(
        (
          await rows<{ start: string; end: string }>(`
          select ((now() at time zone 'Asia/Jakarta')::date - 14)::text as start,
                 ((now() at time zone 'Asia/Jakarta')::date - 8)::text as end`)
        ).map((r) => r.start && [r.start, r.end])[0],
      );
    }
  });

  it('does not seed again when the database already has data', async () => {
    const tables = [
      'users',
      'outlets',
      'skus',
      'orders',
      'invoices',
      'purchase_orders',
      'inventory_movements',
      'customers',
    ];
    const before = await Promise.all(tables.map(count));
    await seedDemoIfEmpty(t.app.db, t.app.log);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
