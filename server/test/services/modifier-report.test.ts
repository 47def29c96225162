// The modifier report: per option sold on paid orders of the range, its cups, the revenue of its
// price delta, the cups whose product its recipe did not cover and what it added or saved of each
// ingredient, exactly; only the outlets in reach; and its CSV and workbook downloads in either
// language.
import ExcelJS from 'exceljs';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  modifierGroups,
  modifierOptionRecipeItems,
  modifierOptions,
  orderItemOptions,
  orderItems,
  orderItemUsage,
} from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { exportHeaders } from '../../src/services/reports/export-headers';
import { MODIFIER_COLUMNS } from '../../src/services/reports/modifier-handlers';
import type { components } from '../../../generated/schema';
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

/** A group of options, each with its price delta and recipe. */
async function group(
  name: string,
  indonesianName: string,
  options: { name: string; delta: number; recipe: object[] }[],
) {
  const [g] = await t.app.db
    .insert(modifierGroups)
    .values({ name, indonesianName, selection: 'multiple', minSelect: 0, maxSelect: options.length })
    .returning();
  const ids: number[] = [];
  for (const [position, o] of options.entries()) {
    const [row] = await t.app.db
      .insert(modifierOptions)
      .values({ groupId: g!.id, name: o.name, indonesianName: `${o.name} (id)`, priceDelta: o.delta, position })
      .returning();
    ids.push(row!.id);
    for (const item of o.recipe)
      await t.app.db.insert(modifierOptionRecipeItems).values({ optionId: row!.id, ...item } as never);
  }
  return { group: g!, ids };
}

const sugar = await group('Sugar', 'Gula', [
  { name: '50% sugar', delta: 0, recipe: [{ ingredientSkuId: syrup.id, action: 'scale', factorPercent: 50 }] },
]);
const toppings = await group('Toppings', 'Topping', [
  { name: 'Pearls', delta: 5000, recipe: [{ ingredientSkuId: pearls.id, action: 'add', quantity: 30 }] },
]);
// A price but no recipe: every cup sold with it is a recipe gap.
const size = await group('Size', 'Ukuran', [{ name: 'Large', delta: 5000, recipe: [] }]);
const [half] = sugar.ids;
const [pearl] = toppings.ids;
const [large] = size.ids;

/**
 * An order of Thai Tea ×2 and Boba ×1 at the outlet (status as given), its lines sold with the
 * options and what they booked when paid, as the payment writes them (milli-units per line).
 */
async function sell(
  outletId: number,
  status: 0 | 100 | 500,
  lines: {
    thai: { options: number[]; usage: [number, number, number][] };
    boba: { options: number[]; usage: [number, number, number][]; gap?: boolean };
  },
) {
  const { id } = await fx.makeOrder({ outletId, status });
  const items = await t.app.db.select().from(orderItems).where(eq(orderItems.orderId, id));
  for (const [skuId, line] of [
    [thaiTea!, lines.thai],
    [boba!, lines.boba],
  ] as const) {
    const item = items.find((i) => i.skuId === skuId)!;
    const chosen = await t.app.db
      .select()
      .from(modifierOptions)
      .innerJoin(modifierGroups, eq(modifierGroups.id, modifierOptions.groupId))
      .where(inArray(modifierOptions.id, line.options.length ? line.options : [-1]));
    if (chosen.length)
      await t.app.db.insert(orderItemOptions).values(
        chosen.map(({ modifier_options: o, modifier_groups: g }) => ({
          orderItemId: item.id,
          modifierOptionId: o.id,
          groupName: g.name,
          indonesianGroupName: g.indonesianName,
          optionName: o.name,
          indonesianOptionName: o.indonesianName,
          priceDelta: o.priceDelta,
        })),
      );
    if (line.usage.length)
      await t.app.db
        .insert(orderItemUsage)
        .values(
          line.usage.map(([skuId, optionId, milli]) => ({
            orderItemId: item.id,
            skuId,
            modifierOptionId: optionId,
            quantityMilli: milli,
          })),
        );
    if ('gap' in line && line.gap)
      await t.app.db.update(orderItems).set({ recipeGap: true }).where(eq(orderItems.id, item.id));
  }
}

// Bandung: Thai Tea ×2 at half sugar with pearls; Boba ×1 large at half sugar (the large cup is a gap).
await sell(bandung, 100, {
  thai: {
    options: [half!, pearl!],
    usage: [
      [syrup.id, half!, -15_000],
      [pearls.id, pearl!, 60_000],
    ],
  },
  boba: { options: [large!, half!], usage: [[syrup.id, half!, -7_500]], gap: true },
});
// Kemang: Thai Tea ×2 with pearls; Boba plain.
await sell(kemang, 100, {
  thai: { options: [pearl!], usage: [[pearls.id, pearl!, 60_000]] },
  boba: { options: [], usage: [] },
});
// Neither unpaid nor cancelled orders count.
for (const status of [0, 500] as const)
  await sell(bandung, status, {
    thai: { options: [pearl!], usage: [[pearls.id, pearl!, 60_000]] },
    boba: { options: [], usage: [] },
  });

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
      ['Size', 'Large'],
      ['Sugar', '50% sugar'],
      ['Toppings', 'Pearls'],
    ]);
    expect(row(all, pearl!)).toMatchObject({
      indonesian_group_name: 'Topping',
      indonesian_option_name: 'Pearls (id)',
      cups: 4,
      revenue: 20_000,
      recipe_gap_cups: 0,
      ingredients: [{ ingredient_sku_id: pearls.id, ingredient_name: pearls.name, stock_unit: 'gr', quantity: '120' }],
    });
    expect(row(all, half!)).toMatchObject({
      cups: 3,
      revenue: 0,
      recipe_gap_cups: 0,
      ingredients: [{ ingredient_sku_id: syrup.id, stock_unit: 'ml', quantity: '-22.5' }],
    });
    // The large cup charged a price with no recipe: flagged, and it is the only one flagged.
    expect(row(all, large!)).toMatchObject({ cups: 1, revenue: 5_000, recipe_gap_cups: 1, ingredients: [] });
    expect(all.summary).toEqual({ cups: 5, options_sold: 8, revenue: 25_000, recipe_gap_cups: 1 });
  });

  it('covers only the outlets in reach and in outlet_ids, and only the days of the range', async () => {
    const mine = await report({}, clerk.token);
    expect(row(mine, pearl!)).toMatchObject({ cups: 2, revenue: 10_000, ingredients: [{ quantity: '60' }] });
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
      'Size,Large,1,5000,1,,,',
      `Sugar,50% sugar,3,0,0,${syrup.name},ml,-22.5`,
      `Toppings,Pearls,4,20000,0,${pearls.name},gr,120`,
      'TOTAL,,8,25000,1,,,',
    ]);
    const id = await t.raw('GET', '/adm/v1/reports/modifiers/export', {
      token: clerk.token,
      query: { ...range, lang: 'id', outlet_ids: String(kemang) },
    });
    expect(id.text.trim().split('\n')).toEqual([
      'Kelompok,Pilihan,Gelas,Pendapatan,Gelas tanpa resep lengkap,Bahan baku,Satuan,Ditambah atau dihemat',
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
      ['Size', 'Large', 1, 5000, 1, '', '', ''],
      ['Sugar', '50% sugar', 3, 0, 0, syrup.name, 'ml', -22.5],
      ['Toppings', 'Pearls', 4, 20_000, 0, pearls.name, 'gr', 120],
      ['TOTAL', '', 8, 25_000, 1, '', '', ''],
    ]);
  });
});
