// Every download the product offers opens as text, never as a formula: with formula-like text
// planted wherever users can put text (SKU, category, vendor and payment method names, the audit
// trail's values and User-Agent), each CSV is parsed as a spreadsheet reads it and no cell starts
// with = + - @, a tab or a carriage return (OWASP), while numbers, negative ones too, stay numbers;
// each workbook holds no formula cell. The list of downloads comes from the contract, so a new CSV
// download fails here until it is covered.
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { and, between, eq, gte, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  categories,
  inventoryStocks,
  modifierGroups,
  modifierOptions,
  orderItemOptions,
  orderItems,
  orders,
  outlets,
  paymentGateways,
  promotions,
  skus,
  vendors,
} from '../../src/db/schema';
import { listOperations } from '../../src/lib/contract';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { makeGroup } from '../helpers/cup-options';
import { build } from '../helpers/test-app';

const t = await build({ seed: { orders: 300, days: 20 } });
const api = await t.asAdmin();
const today = jakartaDate(Date.now());
const range = `start_date=${addDays(today, -19)}&end_date=${today}`;

const PLANTED = [
  '=1+1',
  "+cmd|' /C calc'!A0",
  '-2+3',
  '@SUM(1)',
  '\t=1+1',
  '\r=1+1',
  '\u200B=HYPERLINK("http://x")',
  '\uFF1D1+1',
];
/** Names must differ ignoring case, so each planted name carries a number after it. */
const planted = (i: number) => `${PLANTED[i % PLANTED.length]} ${i}`;

/** Independent of the product's code: what a spreadsheet program runs as a formula. */
const runs = (cell: string) =>
  /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell.replace(/^[\u200B\uFEFF\u00A0 ]+/, '')) &&
  !/^-?\d+(\.\d+)?$/.test(cell);

async function rename<T extends typeof skus | typeof vendors | typeof paymentGateways | typeof categories>(
  table: T,
  ids: number[],
) {
  for (const [i, id] of ids.entries())
    await t.app.db
      .update(table)
      .set({ name: planted(i) } as never)
      .where(eq(table.id, id));
}

// The SKUs of the inventory report, their categories, the vendors and payment methods the reports
// name, all given formula-like names (as a name given before the rule could be).
const inventory = await api.GET('/adm/v1/reports/inventories', {
  params: { query: { start_date: addDays(today, -19), end_date: today, size: 100 } },
});
const skuIds = [...new Set(inventory.data!.data.map((row) => row.sku_id))].slice(0, PLANTED.length);
await rename(skus, skuIds);
const categoryIds = (await t.app.db.select({ id: skus.categoryId }).from(skus).where(inArray(skus.id, skuIds))).map(
  (row) => row.id,
);
await rename(categories, [...new Set(categoryIds)]);
await rename(
  vendors,
  (await t.app.db.select({ id: vendors.id }).from(vendors)).map((row) => row.id),
);
await rename(
  paymentGateways,
  (await t.app.db.select({ id: paymentGateways.id }).from(paymentGateways)).map((row) => row.id),
);

// Waste of a formula-named SKU that keeps stock of its own, as the waste report names it.
const [stockedSku] = await t.app.db
  .select({ id: skus.id })
  .from(skus)
  .where(
    and(
      inArray(skus.id, skuIds),
      sql`(${skus.kind} <> 'product' or (not ${skus.isBundled} and not exists
        (select 1 from sku_recipe_items r where r.product_sku_id = ${skus.id})))`,
    ),
  )
  .limit(1);
await t.app.db
  .insert(inventoryStocks)
  .values({ outletId: t.outletId['Bandung Dago']!, skuId: stockedSku!.id, quantity: 5 })
  .onConflictDoUpdate({ target: [inventoryStocks.outletId, inventoryStocks.skuId], set: { quantity: 5 } });
const wasted = await api.POST('/adm/v1/waste', {
  body: { outlet_id: t.outletId['Bandung Dago']!, lines: [{ sku_id: stockedSku!.id, quantity: 2, reason: 'spill' }] },
});
expect(wasted.response.status, JSON.stringify(wasted.error)).toBe(201);

// The audit trail: a write whose User-Agent is a formula, and values that are.
const written = await t.raw('POST', '/adm/v1/stocktakes', {
  token: api.token,
  headers: { 'user-agent': '=HYPERLINK("http://evil.example","click")' },
  body: { outlet_id: t.outletId['Jakarta Kemang']!, sku_ids: skuIds, blind: false },
});
expect(written.status, written.text).toBe(201);
const stocktakeId = written.body.data.id as number;
await t.app.db.insert(auditLog).values({
  actor: 'user',
  userId: api.id,
  reachAll: true,
  userAgent: '@SUM(1)',
  operation: 'updateSku',
  recordType: 'sku',
  recordId: String(skuIds[0]),
  changes: [
    { field: 'name', before: '\t=1+1', after: '\r=1+1' },
    { field: 'price', before: -3, after: '-2+3' },
  ],
});
const counted = await api.PUT('/adm/v1/stocktakes/{stocktake_id}/counts', {
  params: { path: { stocktake_id: stocktakeId } },
  body: { counts: skuIds.map((sku_id) => ({ sku_id, counted_quantity: 0 })) },
});
expect(counted.response.status, JSON.stringify(counted.error)).toBe(200);
const closed = await api.POST('/adm/v1/stocktakes/{stocktake_id}/close', {
  params: { path: { stocktake_id: stocktakeId } },
});
expect(closed.response.status, JSON.stringify(closed.error)).toBe(200);

// A cup sold with an option whose group and option are given formula-like names.
const toppings = await makeGroup(t, {
  name: 'Toppings',
  selection: 'multiple',
  options: [{ name: 'Pearls', priceDelta: 5000 }],
});
const [paidLine] = await t.app.db
  .select({ id: orderItems.id })
  .from(orderItems)
  .innerJoin(orders, eq(orders.id, orderItems.orderId))
  .where(and(between(orders.status, 100, 400), gte(orders.placedOn, addDays(today, -19))))
  .limit(1);
await t.app.db.insert(orderItemOptions).values({
  orderItemId: paidLine!.id,
  modifierOptionId: toppings.option['Pearls']!,
  groupName: 'Toppings',
  optionName: 'Pearls',
  priceDelta: 5000,
});
await t.app.db
  .update(modifierGroups)
  .set({ name: planted(0) })
  .where(eq(modifierGroups.id, toppings.id));
await t.app.db
  .update(modifierOptions)
  .set({ name: planted(1) })
  .where(eq(modifierOptions.id, toppings.option['Pearls']!));

// An outlet whose name, area and NPWPD are formula-like, as the tax report shows them.
await t.app.db
  .update(outlets)
  .set({ name: planted(2), areaName: planted(3), npwpd: planted(4) })
  .where(eq(outlets.id, t.outletId['Surabaya Tunjungan']!));

// Promotions whose names are formula-like, as the promotions report names them.
const promotionIds = (await t.app.db.select({ id: promotions.id }).from(promotions)).map((row) => row.id);
for (const [i, id] of promotionIds.entries())
  await t.app.db
    .update(promotions)
    .set({ name: planted(5 + i) })
    .where(eq(promotions.id, id));
const [withCodes] = await t.app.db
  .select({ id: promotions.id })
  .from(promotions)
  .where(eq(promotions.requiresCode, true))
  .limit(1);

/** Each CSV download, where to fetch it, and whether it shows text users typed. */
const DOWNLOADS: Record<string, { urls: string[]; userText: boolean; workbook?: false }> = {
  getImportTemplate: {
    urls: ['skus', 'recipes', 'opening-stock'].map((kind) => `/adm/v1/imports/${kind}/template`),
    userText: false,
  },
  exportSkus: { urls: ['/adm/v1/imports/skus/export'], userText: true },
  exportSalesReport: { urls: [`/adm/v1/reports/sales/export?${range}`], userText: false },
  exportInventoryReport: { urls: [`/adm/v1/reports/inventories/export?${range}`], userText: true },
  exportPurchaseOrderReport: { urls: [`/adm/v1/reports/purchase-orders/export?${range}`], userText: true },
  exportPaymentReport: { urls: [`/adm/v1/reports/payments/export?${range}`], userText: true },
  exportModifierReport: { urls: [`/adm/v1/reports/modifiers/export?${range}`], userText: true },
  exportPromotionCodes: {
    urls: [`/adm/v1/promotions/${withCodes!.id}/codes/export`],
    userText: false,
    // A list of codes to print or send: offered as CSV only.
    workbook: false,
  },
  exportPromotionReport: { urls: [`/adm/v1/reports/promotions/export?${range}`], userText: true },
  // The platforms' names and amounts only.
  exportChannelReport: { urls: [`/adm/v1/reports/channels/export?${range}`], userText: false },
  exportTaxReport: { urls: [`/adm/v1/reports/tax/export?month=${today.slice(0, 7)}`], userText: true },
  exportStocktakeVariance: { urls: [`/adm/v1/stocktakes/${stocktakeId}/variance/export`], userText: true },
  exportShiftReport: { urls: [`/adm/v1/reports/shifts/export?date=${today}`], userText: true },
  exportWasteReport: {
    urls: ['reason', 'sku', 'day'].map((by) => `/adm/v1/reports/waste/export?${range}&group_by=${by}`),
    userText: true,
  },
  exportAuditLog: { urls: [`/adm/v1/audit-log/export?start_date=${today}&end_date=${today}`], userText: true },
};

/** The workbook form of a CSV download's URL. */
const xlsxUrl = (url: string) => url.replace(/(\/(?:template|export))(\?|$)/, '$1/xlsx$2');

describe('downloads', () => {
  it('covers every CSV download the contract offers', () => {
    const csv = listOperations()
      .filter((op) =>
        Object.values<{ content?: Record<string, unknown> }>(op.spec.responses ?? {}).some(
          (r) => r.content?.['text/csv'],
        ),
      )
      .map((op) => op.operationId)
      .sort();
    expect(csv).toEqual(Object.keys(DOWNLOADS).sort());
  });

  it.each(Object.entries(DOWNLOADS))('%s opens as text: no cell a spreadsheet would run', async (_, download) => {
    const cells: string[] = [];
    for (const url of download.urls) {
      const res = await t.raw('GET', url, { token: api.token });
      expect(res.status, res.text).toBe(200);
      const rows: string[][] = parse(res.text, { relax_column_count: true });
      expect(rows.length).toBeGreaterThan(1);
      cells.push(...rows.flat());
    }
    expect(cells.filter(runs)).toEqual([]);
    if (download.userText) {
      // The planted text is there, behind the apostrophe a spreadsheet shows text with.
      const shown = cells.filter((cell) => PLANTED.some((text) => cell.startsWith(`'${text}`)));
      expect(shown.length).toBeGreaterThan(0);
    }
  });

  it.each(Object.entries(DOWNLOADS).filter(([, download]) => download.workbook !== false))(
    '%s as a workbook holds no formula, and text as text',
    async (_, download) => {
      for (const url of download.urls) {
        const res = await t.app.inject({
          method: 'GET',
          url: xlsxUrl(url),
          headers: { authorization: `Bearer ${api.token}` },
        });
        expect(res.statusCode, res.body).toBe(200);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
        workbook.worksheets[0]!.eachRow((row) =>
          row.eachCell((cell) => {
            expect(cell.formula, cell.address).toBeUndefined();
            if (typeof cell.value === 'string') expect(runs(cell.value), `${cell.address} ${cell.value}`).toBe(false);
          }),
        );
      }
    },
  );

  it('keeps a negative number a number: a variance of -3 is no text', async () => {
    const res = await t.raw('GET', `/adm/v1/stocktakes/${stocktakeId}/variance/export`, { token: api.token });
    const rows: string[][] = parse(res.text, { relax_column_count: true });
    const variances = rows.slice(1, -1).map((row) => row[7]!);
    expect(variances.some((cell) => /^-\d+$/.test(cell))).toBe(true);
    const audit = await t.raw('GET', `/adm/v1/audit-log/export?start_date=${today}&end_date=${today}`, {
      token: api.token,
    });
    expect(audit.text).toContain(",price,-3,'-2+3,");
  });
});
