// The modifier report: per option sold on paid orders of the range, its cups, the revenue of its
// price delta, the cups whose product its recipe did not cover and what it added or saved of each
// ingredient, exactly, as booked when each order was paid; only the outlets in reach; and its CSV
// and workbook downloads in either language.
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { exportHeaders } from '../../src/services/reports/export-headers';
import { MODIFIER_COLUMNS } from '../../src/services/reports/modifier-handlers';
import type { components } from '../../../generated/schema';
import { attachGroups, makeGroup } from '../helpers/cup-options';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

type Report = {
  data: components['schemas']['ModifierReportRow'][];
  summary: components['schemas']['ModifierReportTotals'];
};

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const [thaiTea, boba] = await fx.ensureMenu();
const bandung = t.outletId['Bandung Dago']!;
const kemang = t.outletId['Jakarta Kemang']!;
const today = jakartaDate(Date.now());
const range = { start_date: today, end_date: today };

const syrup = await makeIngredient(t, 'Sugar Syrup', 'l', 1);
const pearls = await makeIngredient(t, 'Tapioca Pearls', 'kg', 1);
for (const product of [thaiTea!, boba!]) await setRecipe(t, product, [{ ingredient: syrup.id, quantity: 15 }]);

// Every group optional (multiple, none required), so a cup carries only the options a test gives it.
const sugar = await makeGroup(t, {
  name: 'Sugar',
  indonesianName: 'Gula',
  selection: 'multiple',
  max: 1,
  options: [
    { name: '50% sugar', indonesianName: 'Gula 50%', recipe: [{ sku: syrup.id, action: 'scale', factorPercent: 50 }] },
  ],
});
const toppings = await makeGroup(t, {
  name: 'Toppings',
  indonesianName: 'Topping',
  selection: 'multiple',
  options: [
    {
      name: 'Pearls',
      indonesianName: 'Boba',
      priceDelta: 5000,
      recipe: [{ sku: pearls.id, action: 'add', quantity: 30 }],
    },
  ],
});
// A price but no recipe: every cup sold with it is a recipe gap.
const size = await makeGroup(t, {
  name: 'Size',
  indonesianName: 'Ukuran',
  selection: 'multiple',
  max: 1,
  options: [{ name: 'Large', indonesianName: 'Besar', priceDelta: 5000 }],
});
for (const product of [thaiTea!, boba!]) await attachGroups(t, product, [size.id, sugar.id, toppings.id]);
const half = sugar.option['50% sugar']!;
const pearl = toppings.option.Pearls!;
const large = size.option.Large!;

/** An order of Thai Tea ×2 and Boba ×1 with the options given, placed and walked to `status`. */
const sell = (outletId: number, status: 0 | 100 | 500, thai: number[], bobaOptions: number[] = []) =>
  fx.makeOrder({
    outletId,
    status,
    lines: (thaiTea, boba) => [
      { skuId: thaiTea, quantity: 2, options: thai },
      { skuId: boba, quantity: 1, options: bobaOptions },
    ],
  });

// Bandung: Thai Tea ×2 at half sugar with pearls; Boba ×1 large at half sugar (the large cup is a gap).
await sell(bandung, 100, [half, pearl], [large, half]);
// Kemang: Thai Tea ×2 with pearls; Boba plain.
await sell(kemang, 100, [pearl]);
// Neither unpaid nor cancelled orders count.
for (const status of [0, 500] as const) await sell(bandung, status, [pearl]);

const clerkRole = await t.newRole(['view_admin_user'], { label: 'Modifier report reader' });
const clerk = await t.newUser({ roles: [{ role: clerkRole.name, outlet: bandung }] });

async function report(query: Record<string, string> = {}, token = admin.token): Promise<Report> {
  const res = await t.raw('GET', '/adm/v1/reports/modifiers', { token, query: { ...range, ...query } });
  expect(res.status, res.text).toBe(200);
  return res.body as Report;
}

const row = (r: Report, optionId: number) => r.data.find((x) => x.modifier_option_id === optionId);

describe('modifier report', () => {
  it('counts cups, revenue, gaps and exact ingredients of paid orders, by group then option', async () => {
    const all = await report();
    expect(all.data.map((r) => [r.group_name, r.option_name])).toEqual([
      [size.name, 'Large'],
      [sugar.name, '50% sugar'],
      [toppings.name, 'Pearls'],
    ]);
    expect(row(all, pearl)).toMatchObject({
      indonesian_group_name: 'Topping',
      indonesian_option_name: 'Boba',
      cups: 4,
      revenue: 20_000,
      recipe_gap_cups: 0,
      ingredients: [{ ingredient_sku_id: pearls.id, ingredient_name: pearls.name, stock_unit: 'gr', quantity: '120' }],
    });
    expect(row(all, half)).toMatchObject({
      cups: 3,
      revenue: 0,
      recipe_gap_cups: 0,
      ingredients: [{ ingredient_sku_id: syrup.id, stock_unit: 'ml', quantity: '-22.5' }],
    });
    // The large cup charged a price with no recipe: flagged, and it is the only one flagged.
    expect(row(all, large)).toMatchObject({ cups: 1, revenue: 5_000, recipe_gap_cups: 1, ingredients: [] });
    expect(all.summary).toEqual({ cups: 5, options_sold: 8, revenue: 25_000, recipe_gap_cups: 1 });
  });

  it('covers only the outlets in reach and in outlet_ids, and only the days of the range', async () => {
    const mine = await report({}, clerk.token);
    expect(row(mine, pearl)).toMatchObject({ cups: 2, revenue: 10_000, ingredients: [{ quantity: '60' }] });
    expect(mine.summary).toEqual({ cups: 3, options_sold: 6, revenue: 15_000, recipe_gap_cups: 1 });
    expect(await report({ outlet_ids: String(bandung) })).toEqual(mine);
    expect((await report({ outlet_ids: String(kemang) })).summary).toEqual({
      cups: 2,
      options_sold: 2,
      revenue: 10_000,
      recipe_gap_cups: 0,
    });
    const none = await report({ outlet_ids: String(kemang) }, clerk.token);
    expect(none).toEqual({ data: [], summary: { cups: 0, options_sold: 0, revenue: 0, recipe_gap_cups: 0 } });
    const yesterday = addDays(today, -1);
    expect((await report({ start_date: yesterday, end_date: yesterday })).data).toEqual([]);
    const backwards = await t.raw('GET', '/adm/v1/reports/modifiers', {
      token: admin.token,
      query: { start_date: today, end_date: yesterday },
    });
    expect(backwards.status).toBe(400);
    expect(backwards.body.errors[0].field).toBe('end_date');
  });

  it('downloads a row per option and ingredient and a TOTAL row, headed in the language asked for', async () => {
    const csv = await t.raw('GET', '/adm/v1/reports/modifiers/export', { token: admin.token, query: range });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="modifier-report_${today}_${today}.csv"`);
    expect(csv.text.trim().split('\n')).toEqual([
      'Group,Option,Cups,Revenue,Cups without full recipe,Ingredient,Unit,Added or saved',
      `${size.name},Large,1,5000,1,,,`,
      `${sugar.name},50% sugar,3,0,0,${syrup.name},ml,-22.5`,
      `${toppings.name},Pearls,4,20000,0,${pearls.name},gr,120`,
      'TOTAL,,8,25000,1,,,',
    ]);
    const id = await t.raw('GET', '/adm/v1/reports/modifiers/export', {
      token: clerk.token,
      query: { ...range, lang: 'id', outlet_ids: String(kemang) },
    });
    expect(id.text.trim().split('\n')).toEqual([
      'Grup,Pilihan,Gelas,Pendapatan,Gelas tanpa resep lengkap,Bahan baku,Satuan,Ditambah atau dihemat',
      'TOTAL,,0,0,0,,,',
    ]);

    const res = await t.app.inject({
      method: 'GET',
      url: `/adm/v1/reports/modifiers/export/xlsx?start_date=${today}&end_date=${today}&lang=id`,
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(exportHeaders('id', MODIFIER_COLUMNS));
    expect(rows.slice(1)).toEqual([
      [size.name, 'Large', 1, 5000, 1, '', '', ''],
      [sugar.name, '50% sugar', 3, 0, 0, syrup.name, 'ml', -22.5],
      [toppings.name, 'Pearls', 4, 20_000, 0, pearls.name, 'gr', 120],
      ['TOTAL', '', 8, 25_000, 1, '', '', ''],
    ]);
  });
});
