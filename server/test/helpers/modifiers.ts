// Modifier groups for tests: group and option bodies with unique names, made through the API, and a
// Brown Sugar Milk Tea with its ingredients (costs set directly), Size, Sugar and Toppings attached.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { components } from '../../../generated/schema';
import { skus } from '../../src/db/schema';
import type { ApiClient } from './api-client';
import { createSku, skuBody, type SkuInput } from './skus';
import type { TestApp } from './test-app';
import { uniqueName } from './unique';

export type GroupInput = components['schemas']['ModifierGroupInput'];
export type OptionInput = components['schemas']['ModifierOptionInput'];
export type ModifierGroup = components['schemas']['ModifierGroup'];

export const option = (name: string, patch: Partial<OptionInput> = {}): OptionInput => ({
  name,
  price_delta: 0,
  is_default: false,
  status: true,
  recipe: [],
  ...patch,
});

export const groupBody = (patch: Partial<GroupInput> = {}): GroupInput => ({
  name: uniqueName('Sugar'),
  indonesian_name: null,
  selection: 'single',
  min_select: 1,
  max_select: 1,
  status: true,
  options: [option('Normal', { is_default: true }), option('Less')],
  ...patch,
});

export function modifierFixtures(t: TestApp, api: ApiClient, image: string) {
  const sku = (patch: Partial<SkuInput> = {}) => createSku(api, skuBody(t, image, patch));
  const path = (id: number) => ({ params: { path: { sku_id: id } } });
  const fx = {
    sku,
    ingredient: (label: string, unit: SkuInput['unit']) =>
      sku({ name: uniqueName(label), kind: 'ingredient', unit, unit_amount: 1 }),
    /** Sets a SKU's moving-average cost directly, in milli-rupiah per stock unit. */
    setCost: (id: number, milli: number | null) =>
      t.app.db.update(skus).set({ avgCostMilli: milli }).where(eq(skus.id, id)),
    putRecipe: async (id: number, items: { ingredient_sku_id: number; quantity: number }[]) => {
      const res = await api.PUT('/adm/v1/skus/{sku_id}/recipe', { ...path(id), body: { items } });
      expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    },
    createGroup: async (body: GroupInput): Promise<ModifierGroup> => {
      const res = await api.POST('/adm/v1/modifier-groups', { body });
      expect(res.response.status, JSON.stringify(res.error)).toBe(201);
      return res.data!.data;
    },
    putGroup: (id: number, body: GroupInput) =>
      api.PUT('/adm/v1/modifier-groups/{group_id}', { params: { path: { group_id: id } }, body }),
    attach: (skuId: number, groupIds: number[]) =>
      api.PUT('/adm/v1/skus/{sku_id}/modifier-groups', { ...path(skuId), body: { group_ids: groupIds } }),
    groupsOf: (skuId: number) => api.GET('/adm/v1/skus/{sku_id}/modifier-groups', path(skuId)),
    combination: (skuId: number, optionIds?: number[]) =>
      api.GET('/adm/v1/skus/{sku_id}/recipe/combination', {
        params: { path: { sku_id: skuId }, query: optionIds ? { option_ids: optionIds } : {} },
      }),

    /**
     * Brown Sugar Milk Tea (Rp 28,000): 15 gr tea, 15 ml syrup, 150 ml milk and a 16 oz cup. Size
     * (Regular; Large + Rp 5,000: tea × 150 %, 22 oz cup instead of 16 oz), Sugar (100 %, 50 %, 0 %)
     * and Toppings (Pearls + Rp 5,000: 50 gr; Pudding + Rp 4,000 with no recipe) attached.
     */
    async cup() {
      const tea = await fx.ingredient('Black Tea Leaves 1 kg', 'kg');
      const syrup = await fx.ingredient('Brown Sugar Syrup 1 L', 'l');
      const milk = await fx.ingredient('Fresh Milk 1 L', 'l');
      const cup16 = await fx.ingredient('Cup 16 oz', 'pcs');
      const cup22 = await fx.ingredient('Cup 22 oz', 'pcs');
      const pearls = await fx.ingredient('Tapioca Pearls 1 kg', 'kg');
      const drink = await sku({ name: uniqueName('Brown Sugar Milk Tea'), price: 28000 });
      await fx.putRecipe(drink.id, [
        { ingredient_sku_id: tea.id, quantity: 15 },
        { ingredient_sku_id: syrup.id, quantity: 15 },
        { ingredient_sku_id: milk.id, quantity: 150 },
        { ingredient_sku_id: cup16.id, quantity: 1 },
      ]);
      const size = await fx.createGroup(
        groupBody({
          name: uniqueName('Size'),
          options: [
            option('Regular', { is_default: true }),
            option('Large', {
              price_delta: 5000,
              recipe: [
                { ingredient_sku_id: tea.id, action: 'scale', factor_percent: 150 },
                { ingredient_sku_id: cup16.id, action: 'remove' },
                { ingredient_sku_id: cup22.id, action: 'add', quantity: 1 },
              ],
            }),
          ],
        }),
      );
      const sugar = await fx.createGroup(
        groupBody({
          options: [
            option('100% sugar', { is_default: true }),
            option('50% sugar', { recipe: [{ ingredient_sku_id: syrup.id, action: 'scale', factor_percent: 50 }] }),
            option('0% sugar', { recipe: [{ ingredient_sku_id: syrup.id, action: 'remove' }] }),
          ],
        }),
      );
      const toppings = await fx.createGroup(
        groupBody({
          name: uniqueName('Toppings'),
          selection: 'multiple',
          min_select: 0,
          max_select: 3,
          options: [
            option('Pearls', {
              price_delta: 5000,
              recipe: [{ ingredient_sku_id: pearls.id, action: 'add', quantity: 50 }],
            }),
            option('Pudding', { price_delta: 4000 }),
          ],
        }),
      );
      const attached = await fx.attach(drink.id, [size.id, sugar.id, toppings.id]);
      expect(attached.response.status, JSON.stringify(attached.error)).toBe(200);
      const id = (group: ModifierGroup, name: string) => group.options.find((o) => o.name === name)!.id;
      return {
        drink,
        ingredients: { tea, syrup, milk, cup16, cup22, pearls },
        groups: { size, sugar, toppings },
        options: {
          regular: id(size, 'Regular'),
          large: id(size, 'Large'),
          half: id(sugar, '50% sugar'),
          none: id(sugar, '0% sugar'),
          pearls: id(toppings, 'Pearls'),
          pudding: id(toppings, 'Pudding'),
        },
      };
    },
  };
  return fx;
}
