// Stock counts at an outlet: opening records each line's expected quantity, several people save
// counts, closing books each counted line's variance against the expected quantity plus what moved
// since opening (so sales while counting are not loss), a blind count hides the expected quantities
// until it is closed, a count is booked once however many closes race, and the usage report between
// two counts adds up receipts, sales, cancellations and adjustments.
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, skus } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, makeVendor, purchaseOrderBody, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const { customer, timeslot } = orderFixtures(t);
const BANDUNG = t.outletId['Bandung Dago']!;

async function receive(outletId: number, lines: { sku: number; quantity: number; unitPrice: number }[]) {
  const vendor = await makeVendor(t);
  const created = await api.POST('/adm/v1/purchase-orders', {
    body: { ...purchaseOrderBody(vendor.id, lines), outlet_id: outletId },
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const po = created.data!.data;
  const received = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    params: { path: { purchase_order_id: po.id } },
    body: {
      purchase_order_id: po.id,
      items: po.items.map((item) => ({
        item_id: item.id,
        quantity_received: item.quantity,
        received_at: '2026-11-24',
      })),
    },
  });
  expect(received.response.status, JSON.stringify(received.error)).toBe(201);
}

/** A paid order of `quantity` drinks at Bandung, booking its recipe through the ledger. */
async function sell(drinkId: number, quantity: number) {
  const tomorrow = addDays(jakartaDate(Date.now()), 1);
  return placeOrder(t.app.db, {
    outletId: BANDUNG,
    door: {
      channel: 'app',
      customerId: await customer(),
      timeslotId: await timeslot(BANDUNG, tomorrow, '07:00', '07:30'),
    },
    lines: [{ skuId: drinkId, quantity }],
    notes: null,
    payment: 'prepaid',
  }).then((placed) => placed.orderId);
}

/** Milk at Rp 18,500 a litre (18.5 a ml), 2,000 ml at Bandung, and a drink of 150 ml milk. */
async function milkAndDrink() {
  const milk = await makeIngredient(t, 'Fresh Milk 1 L', 'l', 1);
  const drink = await makeSku(t, 'Milk Tea');
  await setRecipe(t, drink.id, [{ ingredient: milk.id, quantity: 150 }]);
  await receive(BANDUNG, [{ sku: milk.id, quantity: 2, unitPrice: 18_500 }]);
  return { milk, drink };
}

async function stockOf(outletId: number, skuId: number): Promise<number> {
  const [row] = await t.app.db
    .execute<{ quantity: number }>(
      sql`select quantity from inventory_stocks where outlet_id = ${outletId} and sku_id = ${skuId}`,
    )
    .then((r) => (r as unknown as { rows: { quantity: number }[] }).rows);
  return row ? Number(row.quantity) : 0;
}

const open = (body: { outlet_id: number; sku_ids?: number[]; blind: boolean; note?: string }, client = api) =>
  client.POST('/adm/v1/stocktakes', { body });
const path = (id: number) => ({ params: { path: { stocktake_id: id } } });
const save = (id: number, counts: { sku_id: number; counted_quantity: number }[], client = api) =>
  client.PUT('/adm/v1/stocktakes/{stocktake_id}/counts', { ...path(id), body: { counts } });
const close = (id: number, client = api) => client.POST('/adm/v1/stocktakes/{stocktake_id}/close', path(id));

const stocktakeMovements = (id: number) =>
  t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.stocktakeId, id));

describe('a stock count', () => {
  it('books the shrinkage alone when sales go on between opening, counting and closing', async () => {
    const { milk, drink } = await milkAndDrink();
    const opened = await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: false, note: ' Month end ' });
    expect(opened.response.status, JSON.stringify(opened.error)).toBe(201);
    const count = opened.data!.data;
    expect(count).toMatchObject({
      status: 'OPEN',
      outlet_id: BANDUNG,
      outlet_name: 'Bandung Dago',
      note: 'Month end',
      line_count: 1,
      counted_count: 0,
      expected_hidden: false,
    });
    expect(count.stocktake_number).toMatch(/^SO-\d{4}-\d{2}-\d{4,}$/);
    expect(count.lines).toEqual([
      expect.objectContaining({ sku_id: milk.id, stock_unit: 'ml', expected_quantity: 2000, counted_quantity: null }),
    ]);

    await sell(drink.id, 2); // 300 ml while counting
    // The counter finds 1,650 ml: 2,000 − 300 sold = 1,700 on the books, 50 ml lost.
    const saved = await save(count.id, [{ sku_id: milk.id, counted_quantity: 1650 }]);
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data!.data.lines[0]).toMatchObject({
      counted_quantity: 1650,
      counted_by: { id: api.id },
      moved_since_opening: null,
    });
    await sell(drink.id, 1); // 150 ml after the line was counted, before closing

    const closed = await close(count.id);
    expect(closed.response.status, JSON.stringify(closed.error)).toBe(200);
    expect(closed.data!.data.status).toBe('CLOSED');
    expect(closed.data!.data.lines[0]).toMatchObject({ moved_since_opening: -300, variance: -50 });
    // The shelf: 1,650 counted less the 150 sold after counting.
    expect(await stockOf(BANDUNG, milk.id)).toBe(1500);
    const moves = await stocktakeMovements(count.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({
      source: 'stocktake',
      changeType: 'deduct',
      quantity: 50,
      outletId: BANDUNG,
      createdBy: api.id,
    });

    const report = await api.GET('/adm/v1/stocktakes/{stocktake_id}/variance', path(count.id));
    expect(report.response.status).toBe(200);
    expect(report.data!.data.lines).toEqual([
      {
        sku_id: milk.id,
        sku_name: milk.name,
        stock_unit: 'ml',
        expected_quantity: 2000,
        moved_since_opening: -300,
        book_quantity: 1700,
        counted_quantity: 1650,
        variance: -50,
        unit_cost_milli: 18_500,
        variance_value: -925,
        variance_bp: -294,
      },
    ]);
    expect(report.data!.data.totals).toEqual({
      line_count: 1,
      counted_count: 1,
      uncounted_count: 0,
      loss_value: 925,
      gain_value: 0,
      net_value: -925,
      book_value: 31_450,
      net_bp: -294,
    });

    // The movement log names the count.
    const log = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { outlet_id: BANDUNG, sku_id: milk.id, source: 'stocktake' } },
    });
    expect(log.data!.data[0]!.stocktake).toEqual({ id: count.id, stocktake_number: count.stocktake_number });
    expect(log.data!.data[0]).toMatchObject({
      note: '',
      note_code: 'stock_count',
      note_params: { number: count.stocktake_number },
      reference: { type: 'stock_count', id: count.id, label: count.stocktake_number },
    });

    const csv = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/stocktakes/${count.id}/variance/export`,
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`stocktake-variance_${count.stocktake_number}_`);
    expect(csv.body.split('\n')[1]).toBe(`${milk.id},${milk.name},ml,2000,-300,1700,1650,-50,18.5,-925,-2.94`);

    // The workbook: the percentage as a percentage, a fraction of a rupiah with its decimals.
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/stocktakes/${count.id}/variance/export/xlsx`,
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const row = workbook.worksheets[0]!.getRow(2);
    expect(row.getCell(1).numFmt).toBeUndefined();
    expect(row.getCell(9)).toMatchObject({ value: 18.5, numFmt: '#,##0.00' });
    expect(row.getCell(10)).toMatchObject({ value: -925, numFmt: '#,##0' });
    expect(row.getCell(11).value).toBeCloseTo(-0.0294, 6);
    expect(row.getCell(11).numFmt).toBe('0.00%');
  });

  it('keeps the last save of a line from several people, and leaves uncounted lines alone', async () => {
    const { milk } = await milkAndDrink();
    const tea = await makeIngredient(t, 'Jasmine Tea 500 gr', 'gr', 500);
    await receive(BANDUNG, [{ sku: tea.id, quantity: 1, unitPrice: 85_000 }]);
    const other = await t.asUser(['view_admin_inventory'], BANDUNG);
    const count = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id, tea.id], blind: false })).data!.data;
    await save(count.id, [{ sku_id: milk.id, counted_quantity: 1900 }]);
    const second = await save(count.id, [{ sku_id: milk.id, counted_quantity: 2100 }], other);
    expect(second.response.status).toBe(200);
    const line = second.data!.data.lines.find((l) => l.sku_id === milk.id)!;
    expect(line).toMatchObject({ counted_quantity: 2100, counted_by: { id: other.id } });
    expect(second.data!.data.counted_count).toBe(1);

    const unknown = await save(count.id, [
      { sku_id: milk.id, counted_quantity: 1 },
      { sku_id: 999_999, counted_quantity: 1 },
    ]);
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]).toMatchObject({ field: 'counts.1.sku_id' });
    // The refused save changed nothing.
    const after = await api.GET('/adm/v1/stocktakes/{stocktake_id}', path(count.id));
    expect(after.data!.data.lines.find((l) => l.sku_id === milk.id)!.counted_quantity).toBe(2100);

    await close(count.id);
    expect(await stockOf(BANDUNG, milk.id)).toBe(2100);
    expect(await stockOf(BANDUNG, tea.id)).toBe(500);
    const moves = await stocktakeMovements(count.id);
    expect(moves.map((m) => [m.skuId, m.changeType, m.quantity])).toEqual([[milk.id, 'add', 100]]);
    const report = (await api.GET('/adm/v1/stocktakes/{stocktake_id}/variance', path(count.id))).data!.data;
    expect(report.totals).toMatchObject({ line_count: 2, counted_count: 1, uncounted_count: 1, gain_value: 1850 });
    expect((await save(count.id, [{ sku_id: milk.id, counted_quantity: 5 }])).response.status).toBe(409);
  });

  it('covers every stocked SKU and active ingredient of the outlet when no SKU is named', async () => {
    const { milk, drink } = await milkAndDrink();
    const active = await makeIngredient(t, 'Brown Sugar Syrup', 'ml', 1000);
    await t.app.db.update(skus).set({ status: true }).where(eq(skus.id, active.id));
    const inactive = await makeIngredient(t, 'Old Syrup', 'ml', 1000);
    const count = (await open({ outlet_id: BANDUNG, blind: false })).data!.data;
    const ids = count.lines.map((l) => l.sku_id);
    expect(ids).toContain(milk.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    expect(ids).not.toContain(drink.id);
    expect(count.lines.find((l) => l.sku_id === active.id)!.expected_quantity).toBe(0);
    const cancelled = await api.POST('/adm/v1/stocktakes/{stocktake_id}/cancel', path(count.id));
    expect(cancelled.data!.data).toMatchObject({ status: 'CANCELLED', closed_by: { id: api.id } });
    expect((await api.POST('/adm/v1/stocktakes/{stocktake_id}/cancel', path(count.id))).response.status).toBe(409);
    expect((await close(count.id)).response.status).toBe(409);
    expect((await api.GET('/adm/v1/stocktakes/{stocktake_id}/variance', path(count.id))).response.status).toBe(409);

    const missing = await open({ outlet_id: BANDUNG, sku_ids: [milk.id, 999_999], blind: false });
    expect(missing.response.status).toBe(422);
    expect(missing.error!.errors[0]).toMatchObject({ field: 'sku_ids.1' });

    const listed = await api.GET('/adm/v1/stocktakes', {
      params: { query: { outlet_id: BANDUNG, status: 'CANCELLED', size: 100 } },
    });
    expect(listed.data!.data.map((s) => s.id)).toContain(count.id);
    expect(listed.data!.data.every((s) => s.status === 'CANCELLED')).toBe(true);
  });

  it('hides the expected quantities of a blind count until it is closed', async () => {
    const { milk } = await milkAndDrink();
    const opened = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: true })).data!.data;
    expect(opened.expected_hidden).toBe(true);
    expect(opened.lines[0]!.expected_quantity).toBeNull();
    const saved = (await save(opened.id, [{ sku_id: milk.id, counted_quantity: 1990 }])).data!.data;
    expect(saved.lines[0]!.expected_quantity).toBeNull();
    const read = (await api.GET('/adm/v1/stocktakes/{stocktake_id}', path(opened.id))).data!.data;
    expect(read.lines[0]!.expected_quantity).toBeNull();
    expect((await api.GET('/adm/v1/stocktakes/{stocktake_id}/variance', path(opened.id))).response.status).toBe(409);
    const closed = (await close(opened.id)).data!.data;
    expect(closed.expected_hidden).toBe(false);
    expect(closed.lines[0]).toMatchObject({ expected_quantity: 2000, variance: -10 });
  });

  it('sets the shelf to the count even when sales after counting take it below zero', async () => {
    const { milk, drink } = await milkAndDrink();
    const count = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: false })).data!.data;
    await save(count.id, [{ sku_id: milk.id, counted_quantity: 100 }]);
    await sell(drink.id, 2); // 300 ml sold after the shelf was found nearly empty
    const closed = await close(count.id);
    expect(closed.response.status, JSON.stringify(closed.error)).toBe(200);
    expect(closed.data!.data.lines[0]).toMatchObject({ moved_since_opening: 0, variance: -1900 });
    // 100 counted, 300 sold since: the books show the 200 ml the shelf must have held more.
    expect(await stockOf(BANDUNG, milk.id)).toBe(-200);
  });

  it('is booked once when closed twice at the same moment', async () => {
    const { milk, drink } = await milkAndDrink();
    const count = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: false })).data!.data;
    await save(count.id, [{ sku_id: milk.id, counted_quantity: 1800 }]);
    const other = await t.asUser(['view_admin_inventory'], BANDUNG);
    const [a, b] = await Promise.all([close(count.id), close(count.id, other), sell(drink.id, 1)]);
    expect([a.response.status, b.response.status].sort()).toEqual([200, 409]);
    expect((a.error ?? b.error)!.errors[0]!.detail).toBe('This stock count is already closed or cancelled');
    const moves = await stocktakeMovements(count.id);
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ changeType: 'deduct', quantity: 200 });
    // Counted 1,800, then 150 sold after counting.
    expect(await stockOf(BANDUNG, milk.id)).toBe(1650);
  });
});

describe('the usage report between two counts', () => {
  it('adds up receipts, sales, cancellations and adjustments between the counts', async () => {
    const { milk, drink } = await milkAndDrink();
    const first = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: false })).data!.data;
    await save(first.id, [{ sku_id: milk.id, counted_quantity: 1950 }]);
    await close(first.id); // 50 ml lost before the period: not in the usage
    expect(await stockOf(BANDUNG, milk.id)).toBe(1950);

    await receive(BANDUNG, [{ sku: milk.id, quantity: 1, unitPrice: 18_500 }]); // +1,000
    await sell(drink.id, 3); // −450
    const cancelled = await sell(drink.id, 1); // −150, given back below
    const status = await api.PUT('/adm/v1/orders/{order_id}/status', {
      params: { path: { order_id: cancelled } },
      body: { status: 500 },
    });
    expect(status.response.status, JSON.stringify(status.error)).toBe(200);
    const adjusted = await api.POST('/adm/v1/inventory/adjustments', {
      body: {
        outlet_id: BANDUNG,
        sku_id: milk.id,
        change_type: 'deduct',
        quantity: 100,
        note: 'Spilt',
        tagging: 'rusak',
      },
    });
    expect(adjusted.response.status).toBe(201);
    // Books: 1,950 + 1,000 − 450 − 100 = 2,400; the shelf holds 2,200.
    expect(await stockOf(BANDUNG, milk.id)).toBe(2400);

    const second = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: true })).data!.data;
    await save(second.id, [{ sku_id: milk.id, counted_quantity: 2200 }]);
    await close(second.id);

    const report = await api.GET('/adm/v1/reports/stock-usage', {
      params: { query: { outlet_id: BANDUNG, from_stocktake_id: first.id, to_stocktake_id: second.id } },
    });
    expect(report.response.status, JSON.stringify(report.error)).toBe(200);
    const data = report.data!.data;
    expect(data).toMatchObject({
      outlet_name: 'Bandung Dago',
      from_stocktake: { id: first.id, stocktake_number: first.stocktake_number },
      to_stocktake: { id: second.id },
    });
    // Actual: 1,950 + 1,000 + 0 − 0 − 2,200 = 750; theoretical: 450 sold; 300 more used, 100 of
    // them written off by hand.
    expect(data.lines).toEqual([
      {
        sku_id: milk.id,
        sku_name: milk.name,
        kind: 'ingredient',
        stock_unit: 'ml',
        opening: 1950,
        received: 1000,
        transferred_in: 0,
        transferred_out: 0,
        other_adjustments: -100,
        produced: 0,
        closing: 2200,
        actual_usage: 750,
        theoretical_usage: 450,
        waste: 0,
        waste_value: 0,
        difference: 300,
        difference_value: 5550,
        difference_bp: 6667,
      },
    ]);
    expect(data.totals).toEqual({
      actual_value: 13_875,
      theoretical_value: 8325,
      waste_value: 0,
      difference_value: 5550,
      difference_bp: 6667,
    });

    const query = (from: number, to: number, outletId = BANDUNG) =>
      api.GET('/adm/v1/reports/stock-usage', {
        params: { query: { outlet_id: outletId, from_stocktake_id: from, to_stocktake_id: to } },
      });
    const backwards = await query(second.id, first.id);
    expect(backwards.response.status).toBe(422);
    const open3 = (await open({ outlet_id: BANDUNG, sku_ids: [milk.id], blind: false })).data!.data;
    const notClosed = await query(first.id, open3.id);
    expect(notClosed.response.status).toBe(422);
    expect(notClosed.error!.errors[0]).toMatchObject({ field: 'to_stocktake_id' });
    const elsewhere = await query(first.id, second.id, t.outletId['Surabaya Tunjungan']!);
    expect(elsewhere.response.status).toBe(422);
    // Nothing of the usage report leaves a trace on stock.
    const [{ n }] = (await t.app.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.skuId, milk.id), eq(inventoryMovements.source, 'stocktake')))) as [
      { n: number },
    ];
    expect(n).toBe(2);
  });
});
