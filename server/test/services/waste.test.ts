// Waste: recorded by hand with its reason and valued at the SKU's average cost (a batch at its own
// cost), never below zero and only at an outlet in reach; the waste report by reason, SKU and day,
// agreeing with the movements, and its downloads; a cup made again at the order desk; an order
// cancelled once its drinks were made; and the stock-count usage report's waste column.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inventoryMovements, inventoryStocks, orders, skus, stockLots } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { setStock } from '../helpers/skus';
import { uniqueName } from '../helpers/unique';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const { customer, timeslot } = orderFixtures(t);
const BANDUNG = t.outletId['Bandung Dago']!;
const KEMANG = t.outletId['Jakarta Kemang']!;
const SURABAYA = t.outletId['Surabaya Tunjungan']!;
const today = jakartaDate(Date.now());

/** An ingredient at `costMilli` a stock unit, with `quantity` on hand at the outlet. */
async function ingredient(label: string, unit: 'l' | 'gr' | 'pack', amount: number, costMilli: number) {
  const sku = await makeIngredient(t, label, unit, amount);
  await t.app.db.update(skus).set({ avgCostMilli: costMilli }).where(eq(skus.id, sku.id));
  return sku;
}

const stockOf = async (outletId: number, skuId: number) =>
  (
    await t.app.db
      .select({ quantity: inventoryStocks.quantity })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, outletId), eq(inventoryStocks.skuId, skuId)))
  )[0]?.quantity ?? 0;

const waste = (
  body: {
    outlet_id: number;
    lines: {
      sku_id: number;
      quantity: number;
      reason: 'spill' | 'remake' | 'expired' | 'quality' | 'other';
      note?: string;
    }[];
  },
  token?: string,
) => t.raw('POST', '/adm/v1/waste', { token: token ?? api.token, body });

const movementsOf = (where: ReturnType<typeof eq>) =>
  t.app.db.select().from(inventoryMovements).where(where).orderBy(inventoryMovements.id);

describe('recording waste', () => {
  it('writes each line off the outlet at the average cost, rounded half up, with its reason and note', async () => {
    const milk = await ingredient('Fresh Milk 1 L', 'l', 1, 18_500);
    const syrup = await ingredient('Brown Sugar Syrup', 'l', 1, 18_500);
    await setStock(t, milk.id, 1000, BANDUNG);
    await setStock(t, syrup.id, 10, BANDUNG);
    const res = await waste({
      outlet_id: BANDUNG,
      lines: [
        { sku_id: milk.id, quantity: 250, reason: 'spill', note: '  Jug knocked over ' },
        { sku_id: syrup.id, quantity: 3, reason: 'quality' },
      ],
    });
    expect(res.status, res.text).toBe(201);
    // 250 ml × Rp 18.5 = Rp 4,625; 3 ml × Rp 18.5 = Rp 55.5 → 56.
    expect(res.body.data).toEqual({
      outlet_id: BANDUNG,
      lines: [
        { sku_id: milk.id, sku_name: milk.name, stock_unit: 'ml', quantity: 250, reason: 'spill', value: 4625 },
        { sku_id: syrup.id, sku_name: syrup.name, stock_unit: 'ml', quantity: 3, reason: 'quality', value: 56 },
      ],
      total_value: 4681,
    });
    expect(await stockOf(BANDUNG, milk.id)).toBe(750);
    const [moved] = await movementsOf(eq(inventoryMovements.skuId, milk.id));
    expect(moved).toMatchObject({
      outletId: BANDUNG,
      source: 'waste',
      changeType: 'deduct',
      quantity: 250,
      wasteReason: 'spill',
      wasteValue: 4625,
      note: 'Jug knocked over',
      orderId: null,
    });
    const audited = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.operation, 'recordWaste'), eq(auditLog.recordId, String(milk.id))));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.changes).toContainEqual({ field: 'quantity', before: 1000, after: 750 });
  });

  it('refuses a line that would take stock below zero, naming it, and writes nothing', async () => {
    const milk = await ingredient('Oat Milk 1 L', 'l', 1, 20_000);
    const tea = await ingredient('Jasmine Tea', 'gr', 500, 170_000);
    await setStock(t, milk.id, 100, BANDUNG);
    await setStock(t, tea.id, 500, BANDUNG);
    const res = await waste({
      outlet_id: BANDUNG,
      lines: [
        { sku_id: tea.id, quantity: 10, reason: 'spill' },
        { sku_id: milk.id, quantity: 250, reason: 'spill' },
      ],
    });
    expect(res.status).toBe(422);
    expect(res.body.errors[0]).toEqual({
      detail: 'Not enough stock: 100 on hand, 250 to deduct',
      field: 'lines.1.quantity',
    });
    expect(await stockOf(BANDUNG, milk.id)).toBe(100);
    expect(await stockOf(BANDUNG, tea.id)).toBe(500);
    expect(await movementsOf(inArray(inventoryMovements.skuId, [milk.id, tea.id]))).toEqual([]);
  });

  it('takes only stock: a drink made from its recipe, or an unknown SKU, is refused on its line', async () => {
    const milk = await ingredient('Soy Milk 1 L', 'l', 1, 15_000);
    const drink = await makeSku(t, 'Soy Milk Tea');
    await setRecipe(t, drink.id, [{ ingredient: milk.id, quantity: 150 }]);
    const drinkLine = await waste({ outlet_id: BANDUNG, lines: [{ sku_id: drink.id, quantity: 1, reason: 'spill' }] });
    expect(drinkLine.status).toBe(422);
    expect(drinkLine.body.errors[0].field).toBe('lines.0.sku_id');
    const unknown = await waste({
      outlet_id: BANDUNG,
      lines: [
        { sku_id: milk.id, quantity: 1, reason: 'spill' },
        { sku_id: 999_999, quantity: 1, reason: 'spill' },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors[0]).toEqual({ detail: 'SKU not found', field: 'lines.1.sku_id' });
  });

  it("answers 404 for an outlet out of the caller's reach, and for no outlet at all", async () => {
    const milk = await ingredient('Almond Milk 1 L', 'l', 1, 30_000);
    await setStock(t, milk.id, 500, KEMANG);
    const barista = await t.asUser(['view_admin_prep'], BANDUNG);
    const res = await waste(
      { outlet_id: KEMANG, lines: [{ sku_id: milk.id, quantity: 10, reason: 'spill' }] },
      barista.token,
    );
    expect(res.status).toBe(404);
    expect(res.body.errors[0].detail).toBe('Outlet not found');
    expect(await stockOf(KEMANG, milk.id)).toBe(500);
    const none = await waste({ outlet_id: 999_999, lines: [{ sku_id: milk.id, quantity: 1, reason: 'spill' }] });
    expect(none.status).toBe(404);
  });

  it('writes a prep item off batch by batch, the expired first, each at its own cost', async () => {
    const [pearls] = await t.app.db
      .insert(skus)
      .values({
        name: `Cooked Pearls ${Date.now()}`,
        categoryId: Object.values(t.seed.categoryIds)[0]!,
        kind: 'prep',
        unit: 'gr',
        unitAmount: 1,
        price: 1,
        status: false,
        batchYield: 1800,
        holdingMinutes: 240,
        avgCostMilli: 10_000,
        imageUrl: 'http://localhost/uploads/tea.webp',
      })
      .returning();
    const hour = 3_600_000;
    const lot = (quantity: number, expiresIn: number, unitCostMilli: number) => ({
      outletId: BANDUNG,
      skuId: pearls!.id,
      kind: 'batch' as const,
      batches: 1,
      producedAt: new Date(Date.now() - 4 * hour),
      expiresAt: new Date(Date.now() + expiresIn),
      initialQuantity: quantity,
      quantity,
      unitCostMilli,
    });
    const [fresh, old] = await t.app.db
      .insert(stockLots)
      .values([lot(500, 2 * hour, 9000), lot(100, -hour, 8333)])
      .returning();
    await setStock(t, pearls!.id, 600, BANDUNG);
    const res = await waste({ outlet_id: BANDUNG, lines: [{ sku_id: pearls!.id, quantity: 150, reason: 'quality' }] });
    expect(res.status, res.text).toBe(201);
    // 100 gr × Rp 8.333 = 833.3 → 833, then 50 gr × Rp 9 = 450.
    expect(res.body.data.lines).toEqual([expect.objectContaining({ quantity: 150, value: 1283 })]);
    const moved = await movementsOf(eq(inventoryMovements.skuId, pearls!.id));
    expect(moved.map((m) => [m.lotId, m.quantity, m.wasteValue])).toEqual([
      [old!.id, 100, 833],
      [fresh!.id, 50, 450],
    ]);
    const lots = await t.app.db.select().from(stockLots).where(eq(stockLots.skuId, pearls!.id)).orderBy(stockLots.id);
    expect(lots.map((l) => [l.quantity, l.status])).toEqual([
      [450, 'active'],
      [0, 'used_up'],
    ]);
  });
});

/** The waste movements of today at `outletIds` (all when absent), straight from the table. */
async function wasteToday(outletIds?: number[]) {
  return t.app.db
    .select()
    .from(inventoryMovements)
    .where(
      and(
        eq(inventoryMovements.source, 'waste'),
        sql`(${inventoryMovements.createdAt} at time zone 'Asia/Jakarta')::date = ${today}::date`,
        outletIds ? inArray(inventoryMovements.outletId, outletIds) : undefined,
      ),
    );
}

type GroupBy = 'reason' | 'sku' | 'day';
const report = (groupBy: GroupBy, token = api.token, outletIds?: number[]) =>
  t.raw('GET', '/adm/v1/reports/waste', {
    token,
    query: {
      start_date: today,
      end_date: today,
      group_by: groupBy,
      ...(outletIds && { outlet_ids: outletIds.map(String).join(',') }),
    },
  });

describe('the waste report', () => {
  it('groups by reason, SKU and day, agreeing with the movements, totals included', async () => {
    const tea = await ingredient('Black Tea', 'gr', 500, 120_000);
    await setStock(t, tea.id, 1000, SURABAYA);
    await waste({
      outlet_id: SURABAYA,
      lines: [
        { sku_id: tea.id, quantity: 7, reason: 'expired' },
        { sku_id: tea.id, quantity: 5, reason: 'other' },
      ],
    });
    const moved = await wasteToday();
    const sumOf = (rows: typeof moved) => ({
      value: rows.reduce((s, m) => s + (m.wasteValue ?? 0), 0),
      lines: rows.length,
      quantity: rows.reduce((s, m) => s + m.quantity, 0),
    });
    for (const groupBy of ['reason', 'sku', 'day'] as const) {
      const res = await report(groupBy);
      expect(res.status, res.text).toBe(200);
      const body = res.body as {
        group_by: GroupBy;
        data: {
          key: string;
          value: number;
          lines: number;
          quantity: number | null;
          sku_id: number | null;
          label: string;
        }[];
        summary: { value: number; lines: number };
      };
      expect(body.group_by).toBe(groupBy);
      const all = sumOf(moved);
      expect(body.summary).toEqual({ value: all.value, lines: all.lines });
      const keyOf = (m: (typeof moved)[number]) =>
        groupBy === 'reason' ? m.wasteReason! : groupBy === 'sku' ? String(m.skuId) : today;
      const keys = [...new Set(moved.map(keyOf))].sort();
      expect(body.data.map((row) => row.key).sort()).toEqual(keys);
      for (const row of body.data) {
        const part = sumOf(moved.filter((m) => keyOf(m) === row.key));
        expect(row).toMatchObject({ value: part.value, lines: part.lines });
        if (groupBy === 'sku') expect(row.quantity).toBe(part.quantity);
        else expect(row.quantity).toBeNull();
      }
      if (groupBy !== 'day')
        expect(body.data.map((row) => row.value)).toEqual([...body.data.map((row) => row.value)].sort((a, b) => b - a));
    }
    // 7 gr × Rp 120 = Rp 840, under its own SKU.
    const bySku = await report('sku');
    expect(bySku.body.data.find((row: { sku_id: number }) => row.sku_id === tea.id)).toEqual({
      key: String(tea.id),
      label: tea.name,
      sku_id: tea.id,
      stock_unit: 'gr',
      quantity: 12,
      value: 1440,
      lines: 2,
    });
  });

  it('covers only the outlets in reach, narrowed by outlet_ids', async () => {
    const clerk = await t.asUser(['view_admin_inventory'], BANDUNG);
    const bandung = sumValue(await wasteToday([BANDUNG]));
    const mine = await report('reason', clerk.token);
    expect(mine.body.summary).toEqual({ value: bandung.value, lines: bandung.lines });
    const asked = await report('reason', clerk.token, [SURABAYA]);
    expect(asked.body).toEqual({ group_by: 'reason', data: [], summary: { value: 0, lines: 0 } });
    const surabaya = sumValue(await wasteToday([SURABAYA]));
    expect((await report('reason', api.token, [SURABAYA])).body.summary).toEqual(surabaya);
  });

  it('downloads as CSV, headed in the language asked for, with a TOTAL row, and as a workbook', async () => {
    // A spill today, whatever the other tests recorded before this one.
    const spilt = await ingredient(uniqueName('Spilt Milk'), 'l', 1, 18_500);
    await setStock(t, spilt.id, 100, BANDUNG);
    expect(
      (await waste({ outlet_id: BANDUNG, lines: [{ sku_id: spilt.id, quantity: 10, reason: 'spill' }] })).status,
    ).toBe(201);
    const csv = await t.raw('GET', '/adm/v1/reports/waste/export', {
      token: api.token,
      query: { start_date: today, end_date: today, group_by: 'reason', lang: 'id' },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="waste-report_${today}_${today}.csv"`);
    const rows: string[][] = parse(csv.text);
    expect(rows[0]).toEqual(['Alasan', 'Jumlah', 'Satuan stok', 'Nilai', 'Baris']);
    expect(rows.map((row) => row[0])).toContain('Tumpah');
    const summary = (await report('reason')).body.summary;
    expect(rows.at(-1)).toEqual(['TOTAL', '', '', String(summary.value), String(summary.lines)]);

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/reports/waste/export/xlsx?start_date=${today}&end_date=${today}&group_by=day`,
      headers: { authorization: `Bearer ${api.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Day', 'Quantity', 'Stock unit', 'Value', 'Lines']);
    expect((sheet.getRow(2).getCell(1).value as Date).toISOString().slice(0, 10)).toBe(today);
    expect(sheet.getRow(3).getCell(4).value).toBe(summary.value);
  });
});

function sumValue(rows: Awaited<ReturnType<typeof wasteToday>>) {
  return { value: rows.reduce((s, m) => s + (m.wasteValue ?? 0), 0), lines: rows.length };
}

/** A milk tea of 150 ml milk, 8 gr tea and a cup, its ingredients at Bandung with their costs. */
async function milkTea() {
  const milk = await ingredient('Fresh Milk 1 L', 'l', 1, 18_500);
  const tea = await ingredient('Jasmine Tea 500 gr', 'gr', 500, 170_000);
  const cups = await ingredient('Cup 16 oz', 'pack', 50, 500_000);
  const drink = await makeSku(t, 'Jasmine Milk Tea');
  await setRecipe(t, drink.id, [
    { ingredient: milk.id, quantity: 150 },
    { ingredient: tea.id, quantity: 8 },
    { ingredient: cups.id, quantity: 1 },
  ]);
  for (const [sku, quantity] of [
    [milk, 2000],
    [tea, 500],
    [cups, 50],
  ] as const)
    await setStock(t, sku.id, quantity, BANDUNG);
  return { milk, tea, cups, drink };
}

async function paidOrder(outletId: number, skuId: number, quantity: number) {
  const tomorrow = addDays(today, 1);
  const id = await placeOrder(t.app.db, {
    outletId,
    door: {
      channel: 'app',
      customerId: await customer(),
      timeslotId: await timeslot(outletId, tomorrow, '07:00', '07:30'),
    },
    lines: [{ skuId, quantity }],
    notes: null,
    payment: 'unpaid',
  }).then((placed) => placed.orderId);
  expect((await setStatus(id, 100)).status).toBe(200);
  return id;
}

const setStatus = (id: number, status: 100 | 200 | 300 | 500, made?: boolean) =>
  t.raw('PUT', `/adm/v1/orders/${id}/status`, {
    token: api.token,
    body: {
      status,
      ...(status === 100 && { payment: { method: 'qris_static' } }),
      ...(made !== undefined && { made }),
    },
  });

const remake = (orderId: number, items: { item_id: number; quantity: number }[], token = api.token) =>
  t.raw('POST', `/adm/v1/orders/${orderId}/remakes`, { token, body: { items, note: 'Wrong sugar level' } });

describe('a cup made again', () => {
  it("writes the first cup's ingredients off as waste with the order linked; the order keeps its lines", async () => {
    const { milk, tea, cups, drink } = await milkTea();
    const id = await paidOrder(BANDUNG, drink.id, 2);
    const before = (await t.raw('GET', `/adm/v1/orders/${id}`, { token: api.token })).body.data;
    const item = before.items[0].id as number;
    const res = await remake(id, [{ item_id: item, quantity: 1 }]);
    expect(res.status, res.text).toBe(201);
    // 150 ml × Rp 18.5 = 2,775; 8 gr × Rp 170 = 1,360; a cup Rp 500.
    expect(res.body.data).toEqual({
      outlet_id: BANDUNG,
      lines: [
        { sku_id: milk.id, sku_name: milk.name, stock_unit: 'ml', quantity: 150, reason: 'remake', value: 2775 },
        { sku_id: tea.id, sku_name: tea.name, stock_unit: 'gr', quantity: 8, reason: 'remake', value: 1360 },
        { sku_id: cups.id, sku_name: cups.name, stock_unit: 'pcs', quantity: 1, reason: 'remake', value: 500 },
      ].sort((a, b) => a.sku_id - b.sku_id),
      total_value: 4635,
    });
    expect(await stockOf(BANDUNG, milk.id)).toBe(2000 - 300 - 150);
    const wasted = await movementsOf(and(eq(inventoryMovements.orderId, id), eq(inventoryMovements.source, 'waste'))!);
    expect(wasted).toHaveLength(3);
    expect(wasted.every((m) => m.wasteReason === 'remake' && m.noteCode === 'order_remade')).toBe(true);
    expect(wasted[0]!.noteParams).toEqual({ order_id: id });
    const after = (await t.raw('GET', `/adm/v1/orders/${id}`, { token: api.token })).body.data;
    expect(after.items).toEqual(before.items);
    expect(after.total).toBe(before.total);
    expect(after.status).toBe(100);
    const audited = await t.app.db.select().from(auditLog).where(eq(auditLog.operation, 'remakeOrderItems'));
    expect(audited.some((entry) => entry.recordId === String(id))).toBe(true);
  });

  it('refuses more cups than the line has, an order not being made, and an order out of reach', async () => {
    const { drink } = await milkTea();
    const id = await paidOrder(BANDUNG, drink.id, 2);
    const item = (await t.raw('GET', `/adm/v1/orders/${id}`, { token: api.token })).body.data.items[0].id as number;
    const tooMany = await remake(id, [{ item_id: item, quantity: 3 }]);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors[0].field).toBe('items.0.quantity');
    expect(await movementsOf(and(eq(inventoryMovements.orderId, id), eq(inventoryMovements.source, 'waste'))!)).toEqual(
      [],
    );

    const kemangCashier = await t.asUser(['view_admin_order'], KEMANG);
    expect((await remake(id, [{ item_id: item, quantity: 1 }], kemangCashier.token)).status).toBe(404);

    expect((await setStatus(id, 500)).status).toBe(200);
    const cancelled = await remake(id, [{ item_id: item, quantity: 1 }]);
    expect(cancelled.status).toBe(422);
    expect(cancelled.body.errors[0].detail).toBe('Only an order being made can be made again');
  });
});

describe('cancelling an order whose drinks were made', () => {
  it('writes what the sale took off as waste instead of returning it; the refund is as before', async () => {
    const { milk, tea, cups, drink } = await milkTea();
    const id = await paidOrder(BANDUNG, drink.id, 2);
    expect((await setStatus(id, 200)).status).toBe(200);
    expect(await stockOf(BANDUNG, milk.id)).toBe(1700);
    const res = await setStatus(id, 500, true);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.invoice.status).toBe(400);
    expect(await stockOf(BANDUNG, milk.id)).toBe(1700);
    expect(await stockOf(BANDUNG, tea.id)).toBe(484);
    const wasted = await movementsOf(and(eq(inventoryMovements.orderId, id), eq(inventoryMovements.source, 'waste'))!);
    expect(wasted.map((m) => [m.skuId, m.quantity, m.wasteReason, m.noteCode]).sort()).toEqual(
      [
        [milk.id, 300, 'cancelled_after_prep', 'order_cancelled_after_prep'],
        [tea.id, 16, 'cancelled_after_prep', 'order_cancelled_after_prep'],
        [cups.id, 2, 'cancelled_after_prep', 'order_cancelled_after_prep'],
      ].sort(),
    );
    expect(wasted.find((m) => m.skuId === milk.id)!.wasteValue).toBe(5550);
  });

  it('returns the ingredients as before when the drinks were not made', async () => {
    const { milk, drink } = await milkTea();
    const id = await paidOrder(BANDUNG, drink.id, 1);
    expect((await setStatus(id, 200)).status).toBe(200);
    expect((await setStatus(id, 300)).status).toBe(200);
    expect((await setStatus(id, 500, false)).status).toBe(200);
    expect(await stockOf(BANDUNG, milk.id)).toBe(2000);
    expect(await movementsOf(and(eq(inventoryMovements.orderId, id), eq(inventoryMovements.source, 'waste'))!)).toEqual(
      [],
    );
  });

  it('refuses `made` on any other move, naming it', async () => {
    const { milk, drink } = await milkTea();
    const id = await paidOrder(BANDUNG, drink.id, 1);
    const early = await setStatus(id, 500, true);
    expect(early.status).toBe(422);
    expect(early.body.errors[0].field).toBe('made');
    const forward = await setStatus(id, 200, true);
    expect(forward.status).toBe(422);
    expect(forward.body.errors[0].field).toBe('made');
    const [order] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    expect(order!.status).toBe(100);
    expect(await stockOf(BANDUNG, milk.id)).toBe(1850);
  });
});

describe('the stock-count usage report', () => {
  it('separates recorded waste from what nothing explains', async () => {
    const milk = await ingredient('Fresh Milk 1 L', 'l', 1, 18_500);
    await setStock(t, milk.id, 1000, SURABAYA);
    const count = async (counted: number) => {
      const opened = await t.raw('POST', '/adm/v1/stocktakes', {
        token: api.token,
        body: { outlet_id: SURABAYA, sku_ids: [milk.id], blind: false },
      });
      const id = opened.body.data.id as number;
      await t.raw('PUT', `/adm/v1/stocktakes/${id}/counts`, {
        token: api.token,
        body: { counts: [{ sku_id: milk.id, counted_quantity: counted }] },
      });
      expect((await t.raw('POST', `/adm/v1/stocktakes/${id}/close`, { token: api.token })).status).toBe(200);
      return id;
    };
    const first = await count(1000);
    expect(
      (await waste({ outlet_id: SURABAYA, lines: [{ sku_id: milk.id, quantity: 100, reason: 'spill' }] })).status,
    ).toBe(201);
    const second = await count(880);
    const res = await t.raw('GET', '/adm/v1/reports/stock-usage', {
      token: api.token,
      query: { outlet_id: String(SURABAYA), from_stocktake_id: String(first), to_stocktake_id: String(second) },
    });
    expect(res.status, res.text).toBe(200);
    // Used 120: 100 thrown away on record (Rp 1,850), 20 nobody explains (Rp 370).
    expect(res.body.data.lines[0]).toMatchObject({
      actual_usage: 120,
      theoretical_usage: 0,
      waste: 100,
      waste_value: 1850,
      difference: 20,
      difference_value: 370,
    });
    expect(res.body.data.totals).toMatchObject({ waste_value: 1850, difference_value: 370 });
  });
});
