// Payments at one outlet in one hour do not queue on the sales rollups: each bucket is kept in
// several rows (slots) and a transaction adds to the one of its own transaction id, so two open
// transactions paying orders of the same outlet, day and hour (the orders' rollups, the lines'
// frozen costs per SKU, the paid invoices per hour) take different rows' locks. The second commits
// while the first is still open; once both are committed the rollups' sums are what the orders say.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { ROLLUP_SLOTS } from '../../src/db/schema';
import { build } from '../helpers/test-app';

const t = await build({ seed: { orders: 40 } });
if (t.config.database.kind !== 'postgres') throw new Error('This test needs PostgreSQL');
const url = t.config.database.url;

const clients: pg.Client[] = [];
async function connect() {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // A write that waits on the other transaction's lock fails instead of waiting.
  await client.query(`SET lock_timeout = '2s'`);
  clients.push(client);
  return client;
}

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end()));
});

const slotOf = async (client: pg.Client) =>
  Number((await client.query<{ slot: string }>(`SELECT txid_current() % ${ROLLUP_SLOTS} AS slot`)).rows[0]!.slot);

/** Pays an order as a payment does to the rollups: its status, its lines' costs and its invoice. */
async function pay(client: pg.Client, orderId: number) {
  await client.query(`UPDATE orders SET status = 100 WHERE id = $1`, [orderId]);
  await client.query(`UPDATE order_items SET cost = 1000 WHERE order_id = $1`, [orderId]);
  await client.query(
    `INSERT INTO invoices (order_id, invoice_number, amount, status, paid_at)
     SELECT id, 'INV/19990101/' || lpad(id::text, 5, '0'), total_amount, 100, created_at FROM orders WHERE id = $1`,
    [orderId],
  );
}

/** The order's paid bucket in each rollup, summed over its slots. */
async function buckets(client: pg.Client, orderId: number) {
  const found = await client.query<Record<string, string | null>>(
    `WITH o AS (SELECT placed_on, outlet_id, extract(hour FROM created_at AT TIME ZONE 'Asia/Jakarta') AS hour,
                       (SELECT min(sku_id) FROM order_items WHERE order_id = orders.id) AS sku_id
                FROM orders WHERE id = $1)
     SELECT
       (SELECT sum(order_count) FROM sales_by_hour r, o
        WHERE (r.placed_on, r.outlet_id, r.hour, r.status) = (o.placed_on, o.outlet_id, o.hour, 100)) AS orders,
       (SELECT sum(cogs) FROM sales_by_hour r, o
        WHERE (r.placed_on, r.outlet_id, r.hour, r.status) = (o.placed_on, o.outlet_id, o.hour, 100)) AS cogs,
       (SELECT sum(order_count) FROM sku_sales_by_day r, o
        WHERE (r.placed_on, r.outlet_id, r.sku_id) = (o.placed_on, o.outlet_id, o.sku_id)) AS sku_orders,
       (SELECT sum(invoice_count) FROM invoices_paid_by_hour r, o
        WHERE (r.paid_on, r.outlet_id, r.hour) = (o.placed_on, o.outlet_id, o.hour)) AS invoices,
       (SELECT sum(order_count) FROM order_counts r, o WHERE (r.outlet_id, r.status) = (o.outlet_id, 100)) AS outlet_orders`,
    [orderId],
  );
  return Object.fromEntries(Object.entries(found.rows[0]!).map(([k, v]) => [k, Number(v ?? 0)]));
}

describe('sales rollups under parallel payments', () => {
  it('let two transactions pay orders of one outlet and hour without waiting for each other', async () => {
    const setup = await connect();
    // Two orders at one outlet, made unpaid, without invoices, placed at the same moment and holding
    // lines of one SKU only.
    const pair = await setup.query<{ a: number; b: number }>(`
      SELECT a.id AS a, b.id AS b FROM orders a JOIN orders b ON b.outlet_id = a.outlet_id AND b.id > a.id
      WHERE EXISTS (SELECT 1 FROM order_items WHERE order_id = a.id) AND EXISTS (SELECT 1 FROM order_items WHERE order_id = b.id)
      ORDER BY a.id, b.id LIMIT 1`);
    expect(pair.rows).toHaveLength(1);
    const { a, b } = pair.rows[0]!;
    await setup.query(`DELETE FROM invoices WHERE order_id IN ($1, $2)`, [a, b]);
    await setup.query(
      `UPDATE orders SET status = 0, created_at = (SELECT created_at FROM orders WHERE id = $1) WHERE id IN ($1, $2)`,
      [a, b],
    );
    await setup.query(
      `UPDATE order_items SET cost = NULL, sku_id = (SELECT min(sku_id) FROM order_items WHERE order_id = $1)
       WHERE order_id IN ($1, $2)`,
      [a, b],
    );
    const lines = Number(
      (await setup.query<{ n: string }>(`SELECT count(*) AS n FROM order_items WHERE order_id IN ($1, $2)`, [a, b]))
        .rows[0]!.n,
    );
    const before = await buckets(setup, a);

    const first = await connect();
    const second = await connect();
    await first.query('BEGIN');
    const firstSlot = await slotOf(first);
    await pay(first, a);
    // The second transaction takes another slot than the first's (the next transaction id will do).
    await second.query('BEGIN');
    while ((await slotOf(second)) === firstSlot) {
      await second.query('ROLLBACK');
      await second.query('BEGIN');
    }
    await pay(second, b);
    await second.query('COMMIT');
    await first.query('COMMIT');

    expect(await buckets(setup, a)).toEqual({
      orders: before.orders! + 2,
      cogs: before.cogs! + 1000 * lines,
      sku_orders: before.sku_orders! + 2,
      invoices: before.invoices! + 2,
      outlet_orders: before.outlet_orders! + 2,
    });
  });
});
