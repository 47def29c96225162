// Low-stock alerts: a stock line that crosses below its reorder rule's minimum raises one live
// alert to the staff who see inventory at that outlet, not one per sale; it re-arms once the stock
// is back above the minimum; sales crossing at the same moment raise one alert between them.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orderEvents, reorderRules } from '../../src/db/schema';
import { moveStock } from '../../src/lib/stock-ledger';
import { openEventStream } from '../helpers/event-stream';
import { makeIngredient } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build({ env: { EVENT_HEARTBEAT_SECONDS: '0.3' } });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const jakarta = t.outletId['Jakarta Kemang']!;

const adjust = (outletId: number, skuId: number, quantity: number, changeType: 'add' | 'deduct') =>
  admin.POST('/adm/v1/inventory/adjustments', {
    body: {
      outlet_id: outletId,
      sku_id: skuId,
      change_type: changeType,
      quantity,
      tagging: changeType === 'add' ? 'retur' : 'rusak',
      note: 'Count',
    },
  });

const alertsFor = (skuId: number) =>
  t.app.db
    .select()
    .from(orderEvents)
    .where(and(eq(orderEvents.type, 'stock.low'), eq(orderEvents.skuId, skuId)));

/** A sale of `quantity` at the outlet, through the ledger in its own transaction. */
const sale = (outletId: number, skuId: number, quantity: number) =>
  t.app.db.transaction((tx) =>
    moveStock(tx, [{ outletId, skuId, changeType: 'deduct', quantity, source: 'sale', note: 'Sale', userId: null }]),
  );

async function ruled(label: string, onHand: number, min: number) {
  const sku = await makeIngredient(t, label, 'l', 1);
  await adjust(bandung, sku.id, onHand, 'add');
  const res = await admin.PUT('/adm/v1/inventory/reorder-rules', {
    body: {
      outlet_id: bandung,
      rules: [{ sku_id: sku.id, min_quantity: min, max_quantity: min * 4, multiple: 1 }],
    },
  });
  expect(res.response.status).toBe(200);
  return sku;
}

describe('low-stock alerts', () => {
  it("alerts Bandung's inventory staff once when a line crosses its minimum, and re-arms above it", async () => {
    const milk = await ruled('Alert Milk', 1500, 1000);
    const clerk = await t.asUser(['view_admin_inventory'], bandung);
    const elsewhere = await t.asUser(['view_admin_inventory'], jakarta);
    const stream = await openEventStream(base, clerk.token);
    const other = await openEventStream(base, elsewhere.token);
    const about = (e: { event?: string; data: string }) =>
      e.event === 'stock.low' && JSON.parse(e.data).sku_id === milk.id;
    try {
      expect(stream.status).toBe(200);
      await adjust(bandung, milk.id, 300, 'deduct');
      expect(await alertsFor(milk.id)).toHaveLength(0);
      await sale(bandung, milk.id, 300);
      const event = await stream.next(about);
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'stock.low',
        outlet: { id: bandung, name: 'Bandung Dago' },
        sku_id: milk.id,
        sku_name: milk.name,
        stock_unit: 'ml',
        quantity: 900,
        min_quantity: 1000,
      });
      await sale(bandung, milk.id, 100);
      await sale(bandung, milk.id, 100);
      expect(await alertsFor(milk.id)).toHaveLength(1);
      // Back above the minimum re-arms it; the next crossing alerts again.
      await adjust(bandung, milk.id, 1000, 'add');
      const [rule] = await t.app.db
        .select()
        .from(reorderRules)
        .where(and(eq(reorderRules.outletId, bandung), eq(reorderRules.skuId, milk.id)));
      expect(rule!.alertedAt).toBeNull();
      await sale(bandung, milk.id, 800);
      expect((await alertsFor(milk.id)).map((e) => e.quantity)).toEqual([900, 900]);
      await stream.next((e) => about(e) && e.id !== event.id);
      expect(other.events.some(about)).toBe(false);
    } finally {
      stream.close();
      other.close();
    }
  });

  it('a line without a rule, or one at another outlet, raises nothing', async () => {
    const sugar = await makeIngredient(t, 'Alert Sugar', 'kg', 1);
    await adjust(bandung, sugar.id, 500, 'add');
    await sale(bandung, sugar.id, 500);
    const tea = await ruled('Alert Tea', 2000, 1000);
    await adjust(jakarta, tea.id, 2000, 'add');
    await sale(jakarta, tea.id, 1500);
    expect(await alertsFor(sugar.id)).toHaveLength(0);
    expect(await alertsFor(tea.id)).toHaveLength(0);
  });

  it('raises one alert when several sales cross the minimum at once', async () => {
    const syrup = await ruled('Alert Syrup', 1050, 1000);
    const results = await Promise.allSettled(Array.from({ length: 8 }, () => sale(bandung, syrup.id, 100)));
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const alerts = await alertsFor(syrup.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.quantity).toBe(950);
  });

  it('a new minimum re-arms the alert', async () => {
    const cups = await ruled('Alert Cups', 1000, 900);
    await sale(bandung, cups.id, 200);
    expect(await alertsFor(cups.id)).toHaveLength(1);
    await admin.PUT('/adm/v1/inventory/reorder-rules', {
      body: { outlet_id: bandung, rules: [{ sku_id: cups.id, min_quantity: 700, max_quantity: 3000, multiple: 1 }] },
    });
    await sale(bandung, cups.id, 100);
    expect(await alertsFor(cups.id)).toHaveLength(2);
  });
});
