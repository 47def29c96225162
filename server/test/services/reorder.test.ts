// Reorder rules (bulk save and its validation), the suggestions they give (on hand, in transit, on
// order in stock units, rounding up to the multiple), purchase orders drafted from them grouped by
// vendor, and low stock following the rules in the inventory list and on the dashboard.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outlets, purchaseOrders, reorderRules, stockTransferItems, stockTransfers } from '../../src/db/schema';
import { headOfficeId } from '../../src/lib/head-office';
import { makeIngredient, makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const hq = await headOfficeId(t.app.db);
const [other] = await t.app.db
  .select({ id: outlets.id })
  .from(outlets)
  .where(eq(outlets.isHq, false))
  .then((rows) => rows.filter((row) => row.id !== bandung));

type Rule = { sku_id: number; min_quantity: number; max_quantity: number; multiple: number };

const save = (outletId: number, rules: Rule[], removed?: number[]) =>
  api.PUT('/adm/v1/inventory/reorder-rules', {
    body: { outlet_id: outletId, rules, ...(removed ? { removed_sku_ids: removed } : {}) },
  });

const adjust = (outletId: number, skuId: number, quantity: number, changeType: 'add' | 'deduct' = 'add') =>
  api.POST('/adm/v1/inventory/adjustments', {
    body: {
      outlet_id: outletId,
      sku_id: skuId,
      change_type: changeType,
      quantity,
      tagging: changeType === 'add' ? 'retur' : 'rusak',
      note: 'Count',
    },
  });

async function suggestionsAt(outletId: number) {
  const res = await api.GET('/adm/v1/inventory/reorder-suggestions', { params: { query: { outlet_id: outletId } } });
  expect(res.response.status).toBe(200);
  return res.data!.data;
}

describe('rules', () => {
  it('saves, lists with stock on hand, replaces and removes in bulk', async () => {
    const milk = await makeIngredient(t, 'Fresh Milk', 'l', 1);
    const sugar = await makeIngredient(t, 'Palm Sugar', 'kg', 1);
    await adjust(bandung, milk.id, 3000);
    const saved = await save(bandung, [
      { sku_id: milk.id, min_quantity: 5000, max_quantity: 20000, multiple: 1000 },
      { sku_id: sugar.id, min_quantity: 0, max_quantity: 1, multiple: 1 },
    ]);
    expect(saved.response.status).toBe(200);
    expect(saved.data!.data).toEqual({ saved: 2, removed: 0 });
    const listed = await api.GET('/adm/v1/inventory/reorder-rules', {
      params: { query: { outlet_id: bandung, sku_name: milk.name } },
    });
    expect(listed.data!.data).toEqual([
      expect.objectContaining({
        sku_id: milk.id,
        sku_name: milk.name,
        stock_unit: 'ml',
        quantity: 3000,
        min_quantity: 5000,
        max_quantity: 20000,
        multiple: 1000,
        is_low_stock: true,
      }),
    ]);
    const again = await save(
      bandung,
      [{ sku_id: milk.id, min_quantity: 1000, max_quantity: 4000, multiple: 1 }],
      [sugar.id],
    );
    expect(again.data!.data).toEqual({ saved: 1, removed: 1 });
    const rows = await t.app.db.select().from(reorderRules).where(eq(reorderRules.outletId, bandung));
    expect(rows.filter((r) => r.skuId === sugar.id)).toEqual([]);
    expect(rows.find((r) => r.skuId === milk.id)).toMatchObject({ minQuantity: 1000, maxQuantity: 4000 });
  });

  it.each([
    [{ min_quantity: -1 }, 'rules.1.min_quantity'],
    [{ max_quantity: 0, min_quantity: 0 }, 'rules.1.max_quantity'],
    [{ min_quantity: 10, max_quantity: 9 }, 'rules.1.max_quantity'],
    [{ multiple: 0 }, 'rules.1.multiple'],
    [{ multiple: 1.5 }, 'rules.1.multiple'],
    [{ max_quantity: 10.25 }, 'rules.1.max_quantity'],
  ])('refuses %o with 422 naming %s, saving nothing', async (change, field) => {
    const a = await makeSku(t);
    const b = await makeSku(t);
    const res = await save(other!.id, [
      { sku_id: a.id, min_quantity: 1, max_quantity: 5, multiple: 1 },
      { sku_id: b.id, min_quantity: 1, max_quantity: 5, multiple: 1, ...change },
    ]);
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]!.field).toBe(field);
    const rows = await t.app.db.select().from(reorderRules).where(eq(reorderRules.skuId, a.id));
    expect(rows).toEqual([]);
  });

  it('refuses a SKU listed twice, one both saved and removed, and an unknown SKU', async () => {
    const a = await makeSku(t);
    const rule = { sku_id: a.id, min_quantity: 1, max_quantity: 5, multiple: 1 };
    expect((await save(bandung, [rule, rule])).error!.errors[0]!.field).toBe('rules.1.sku_id');
    expect((await save(bandung, [rule], [a.id])).error!.errors[0]!.field).toBe('removed_sku_ids.0');
    const unknown = await save(bandung, [{ ...rule, sku_id: 999999 }]);
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]!.field).toBe('rules.0.sku_id');
  });

  it("answers 404 for an outlet out of the caller's reach, for rules and suggestions", async () => {
    const sku = await makeSku(t);
    const clerk = await t.asUser(['view_admin_inventory'], bandung);
    const theirs = await clerk.PUT('/adm/v1/inventory/reorder-rules', {
      body: { outlet_id: other!.id, rules: [{ sku_id: sku.id, min_quantity: 1, max_quantity: 2, multiple: 1 }] },
    });
    expect(theirs.response.status).toBe(404);
    const listed = await clerk.GET('/adm/v1/inventory/reorder-rules', { params: { query: { outlet_id: other!.id } } });
    expect(listed.response.status).toBe(404);
    const suggested = await clerk.GET('/adm/v1/inventory/reorder-suggestions', {
      params: { query: { outlet_id: other!.id } },
    });
    expect(suggested.response.status).toBe(404);
    const drafted = await clerk.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: { outlet_id: bandung, items: [{ sku_id: sku.id, quantity: 1, vendor_id: 1 }] },
    });
    expect(drafted.response.status).toBe(403);
  });
});

describe('suggestions', () => {
  it('takes on hand, in transit and on order (in stock units) and rounds up to the multiple', async () => {
    const milk = await makeIngredient(t, 'Oat Milk', 'l', 1);
    const vendor = await makeVendor(t, 'PT Susu');
    await adjust(bandung, milk.id, 2500);
    await adjust(hq, milk.id, 40000);
    // On order: 3 cartons of 1 l ordered, 1 received.
    const po = await api.POST('/adm/v1/purchase-orders', {
      body: { ...purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 3, unitPrice: 21000 }]), outlet_id: bandung },
    });
    const poId = po.data!.data.id;
    const received = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      params: { path: { purchase_order_id: poId } },
      body: {
        purchase_order_id: poId,
        items: [{ item_id: po.data!.data.items[0]!.id, quantity_received: 1, received_at: '2026-11-20', notes: '' }],
      },
    });
    expect(received.response.status).toBe(201);
    // In transit: 1,500 ml on the way from the head office.
    const [transfer] = await t.app.db
      .insert(stockTransfers)
      .values({ transferNumber: uniqueName('TR'), fromOutletId: hq, toOutletId: bandung })
      .returning();
    await t.app.db.insert(stockTransferItems).values({ transferId: transfer!.id, skuId: milk.id, quantity: 1500 });
    await save(bandung, [{ sku_id: milk.id, min_quantity: 5000, max_quantity: 12000, multiple: 1000 }]);

    const [line] = (await suggestionsAt(bandung)).filter((s) => s.sku_id === milk.id);
    // On hand 2,500 + 1,000 received = 3,500; need 12,000 − (3,500 + 1,500 + 2,000) = 5,000.
    expect(line).toMatchObject({
      outlet_id: bandung,
      quantity: 3500,
      in_transit: 1500,
      on_order: 2000,
      suggested_quantity: 5000,
      units_per_purchase: 1000,
      vendor_id: vendor.id,
      vendor_name: vendor.name,
      last_unit_price: 21000,
      head_office_quantity: 40000,
      head_office_can_send: true,
    });
    // 4,999 short rounds up to 5,000 by the multiple; 5,001 to 6,000.
    await adjust(bandung, milk.id, 1, 'add');
    expect((await suggestionsAt(bandung)).find((s) => s.sku_id === milk.id)!.suggested_quantity).toBe(5000);
    await adjust(bandung, milk.id, 2, 'deduct');
    expect((await suggestionsAt(bandung)).find((s) => s.sku_id === milk.id)!.suggested_quantity).toBe(6000);
    // Above the minimum: no suggestion; nothing to order: none either.
    await save(bandung, [{ sku_id: milk.id, min_quantity: 3000, max_quantity: 6000, multiple: 1 }]);
    expect((await suggestionsAt(bandung)).find((s) => s.sku_id === milk.id)).toBeUndefined();
    await save(bandung, [{ sku_id: milk.id, min_quantity: 3499, max_quantity: 6000, multiple: 1 }]);
    expect((await suggestionsAt(bandung)).find((s) => s.sku_id === milk.id)).toBeUndefined();
  });

  it('covers every outlet in reach without outlet_id, a line never stocked counting 0', async () => {
    const cups = await makeIngredient(t, 'Cup 16 oz', 'pack', 50);
    await save(bandung, [{ sku_id: cups.id, min_quantity: 100, max_quantity: 500, multiple: 50 }]);
    await save(other!.id, [{ sku_id: cups.id, min_quantity: 100, max_quantity: 300, multiple: 50 }]);
    const all = await api.GET('/adm/v1/inventory/reorder-suggestions', {});
    const lines = all.data!.data.filter((s) => s.sku_id === cups.id);
    expect(lines.map((s) => [s.outlet_id, s.suggested_quantity, s.vendor_id, s.head_office_can_send]).sort()).toEqual(
      [
        [bandung, 500, null, false],
        [other!.id, 300, null, false],
      ].sort(),
    );
    const clerk = await t.asUser(['view_admin_inventory'], bandung);
    const mine = await clerk.GET('/adm/v1/inventory/reorder-suggestions', {});
    expect(mine.data!.data.filter((s) => s.sku_id === cups.id).map((s) => s.outlet_id)).toEqual([bandung]);
  });
});

describe('drafting purchase orders', () => {
  it('drafts one PENDING order per vendor in purchase units at the last price, and links them', async () => {
    const milk = await makeIngredient(t, 'Soy Milk', 'l', 1);
    const tea = await makeIngredient(t, 'Black Tea Leaves', 'kg', 1);
    const cups = await makeIngredient(t, 'Cup 22 oz', 'pack', 50);
    const dairy = await makeVendor(t, 'PT Dairy');
    const leaves = await makeVendor(t, 'CV Leaves');
    await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(dairy.id, [
        { sku: milk.id, quantity: 1, unitPrice: 19000 },
        { sku: cups.id, quantity: 1, unitPrice: 45000 },
      ]),
    });
    await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(leaves.id, [{ sku: tea.id, quantity: 1, unitPrice: 150000 }]),
    });
    const res = await api.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: {
        outlet_id: bandung,
        items: [
          { sku_id: milk.id, quantity: 5500, vendor_id: dairy.id },
          { sku_id: tea.id, quantity: 2000, vendor_id: leaves.id },
          { sku_id: cups.id, quantity: 120, vendor_id: dairy.id, unit_price: 44000 },
        ],
      },
    });
    expect(res.response.status).toBe(201);
    const pos = res.data!.data;
    expect(pos.map((po) => po.vendor_id)).toEqual([leaves.id, dairy.id]);
    for (const po of pos) expect(po).toMatchObject({ status: 'PENDING', outlet_id: bandung });
    expect(pos[1]!.items.map((i) => [i.sku, i.quantity, i.unit_price])).toEqual([
      [milk.id, 6, 19000],
      [cups.id, 3, 44000],
    ]);
    expect(pos[1]!.total_amount).toBe(6 * 19000 + 3 * 44000);
    expect(pos[0]!.items.map((i) => [i.sku, i.quantity, i.unit_price])).toEqual([[tea.id, 2, 150000]]);
    expect(pos[0]!.po_number).not.toBe(pos[1]!.po_number);
    // Now on order: the suggestions count them.
    await save(bandung, [{ sku_id: milk.id, min_quantity: 100, max_quantity: 6000, multiple: 1 }]);
    expect((await suggestionsAt(bandung)).find((s) => s.sku_id === milk.id)).toBeUndefined();
  });

  it('drafts nothing when one vendor cannot be ordered from, and needs purchase-order rights there', async () => {
    const milk = await makeIngredient(t, 'Almond Milk', 'l', 1);
    const known = await makeVendor(t, 'PT Known');
    const fresh = await makeVendor(t, 'PT Fresh');
    await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(known.id, [{ sku: milk.id, quantity: 1, unitPrice: 30000 }]),
    });
    const before = await t.app.db.$count(purchaseOrders);
    const res = await api.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: {
        outlet_id: bandung,
        items: [
          { sku_id: milk.id, quantity: 1000, vendor_id: known.id },
          { sku_id: (await makeSku(t)).id, quantity: 1, vendor_id: fresh.id, unit_price: 1000 },
        ],
      },
    });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]!.field).toBe('items.1.vendor_id');
    expect(await t.app.db.$count(purchaseOrders)).toBe(before);
    const noPrice = await api.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: { outlet_id: bandung, items: [{ sku_id: (await makeSku(t)).id, quantity: 1, vendor_id: known.id }] },
    });
    expect(noPrice.error!.errors[0]!.field).toBe('items.0.unit_price');
    // Inventory rights at Bandung but purchase orders elsewhere only: Bandung is out of reach.
    const split = await t.newUser({
      roles: [
        { role: (await t.newRole(['view_admin_inventory'])).name, outlet: bandung },
        { role: (await t.newRole(['view_admin_purchase_order'])).name, outlet: other!.id },
      ],
    });
    const refused = await split.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: { outlet_id: bandung, items: [{ sku_id: milk.id, quantity: 1000, vendor_id: known.id }] },
    });
    expect(refused.response.status).toBe(404);
  });
});

describe('low stock follows the rules', () => {
  it('flags a line at or below its minimum in the inventory list and on the dashboard, per outlet', async () => {
    const syrup = await makeIngredient(t, 'Caramel Syrup', 'l', 1);
    const watched = await makeSku(t, 'Watched Tea', true);
    await adjust(bandung, syrup.id, 800);
    await adjust(other!.id, syrup.id, 800);
    await adjust(bandung, watched.id, 5);
    await save(bandung, [{ sku_id: syrup.id, min_quantity: 1000, max_quantity: 3000, multiple: 1 }]);
    await save(other!.id, [{ sku_id: syrup.id, min_quantity: 500, max_quantity: 3000, multiple: 1 }]);
    const line = async (outletId: number | undefined, sku: { id: number; name: string }) =>
      (
        await api.GET('/adm/v1/inventory', {
          params: { query: { sku_name: sku.name, ...(outletId ? { outlet_id: outletId } : {}) } },
        })
      ).data!.data.find((row) => row.sku_id === sku.id)!.is_low_stock;
    expect(await line(bandung, syrup)).toBe(true);
    expect(await line(other!.id, syrup)).toBe(false);
    expect(await line(undefined, syrup)).toBe(true);
    // A watched SKU without a rule keeps the fixed threshold; with a rule, the rule decides.
    expect(await line(bandung, watched)).toBe(true);
    await save(bandung, [{ sku_id: watched.id, min_quantity: 2, max_quantity: 10, multiple: 1 }]);
    expect(await line(bandung, watched)).toBe(false);
    const dashboard = await api.GET('/adm/v1/dashboard/analytics', {});
    const low = dashboard.data!.data.low_stock;
    expect(low.filter((l) => l.sku_id === syrup.id).map((l) => [l.outlet_id, l.quantity, l.min_quantity])).toEqual([
      [bandung, 800, 1000],
    ]);
    expect(low.some((l) => l.sku_id === watched.id)).toBe(false);
  });
});
