// The database's one definition of an order that counts as a sale, order_counts_as_sale(), which the
// sales rollups' triggers and the reports ask: it agrees with the server's, no other function
// spells the statuses out again, and PostgreSQL inlines it so the status indexes still serve it.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../src/db/schema';
import { countsAsSale } from '../../src/services/sales/life-cycle';
import { build } from '../helpers/test-app';

const t = await build();
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('order_counts_as_sale()', () => {
  it("agrees with the server's countsAsSale for every order status", async () => {
    for (const status of ORDER_STATUSES) {
      const [row] = await rows<{ sale: boolean }>(sql`select order_counts_as_sale(${status}::smallint) as sale`);
      expect(row!.sale, `status ${status}`).toBe(countsAsSale(status));
    }
  });

  it('is the only function of the database that names the statuses of a sale', async () => {
    const spelled = await rows<{ name: string }>(
      sql`select proname as name from pg_proc where prosrc ~* 'between\\s+100\\s+and\\s+400' order by 1`,
    );
    expect(spelled.map((row) => row.name)).toEqual(['order_counts_as_sale']);
    const callers = await rows<{ name: string }>(
      sql`select proname as name from pg_proc where prosrc ~ 'order_counts_as_sale\\(' order by 1`,
    );
    expect(callers.map((row) => row.name)).toEqual([
      'sales_rollup_order_items',
      'sales_rollup_orders_delete',
      'sales_rollup_orders_update',
      'sku_set_orders_lines_moved',
      'sku_set_orders_orders_delete',
      'sku_set_orders_orders_update',
    ]);
  });

  it('is inlined into a query, as the range it stands for', async () => {
    const plan = await rows<{ 'QUERY PLAN': string }>(
      sql`explain select count(*) from orders where placed_on = '2026-11-26' and order_counts_as_sale(status)`,
    );
    const text = plan.map((row) => row['QUERY PLAN']).join('\n');
    expect(text).not.toMatch(/order_counts_as_sale/);
    expect(text).toMatch(/status >= 100/);
  });
});
