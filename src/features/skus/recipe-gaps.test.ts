import { beforeAll, describe, expect, it } from 'vitest';
import { getGetSkuModifierGroupsResponseMock } from '@generated/hooks/modifiers/modifiers.msw';
import type { ModifierGroup, RecipeGap } from '@generated/model';
import { i18n, loadWords } from '@/lib/i18n';
import { recipeGapText } from './recipe-gaps';

const toppings = getGetSkuModifierGroupsResponseMock().data.groups;
const milk: ModifierGroup = {
  ...toppings[0]!,
  id: 5,
  name: 'Milk',
  indonesian_name: 'Susu',
  options: [
    {
      id: 30,
      name: 'Oat milk',
      indonesian_name: 'Susu oat',
      price_delta: 6000,
      is_default: false,
      status: true,
      recipe: [
        {
          ingredient_sku_id: 40,
          ingredient_name: 'Fresh Milk 1 L',
          stock_unit: 'ml',
          action: 'remove',
          quantity: null,
          factor_percent: null,
        },
      ],
    },
  ],
};
const pudding: RecipeGap = getGetSkuModifierGroupsResponseMock().data.recipe_gaps[0]!;
const oat: RecipeGap = {
  modifier_option_id: 30,
  group_name: 'Milk',
  option_name: 'Oat milk',
  reason: 'not_in_recipe',
  ingredient_sku_id: 40,
  ingredient_name: 'Fresh Milk 1 L',
};

describe('a recipe gap in words', () => {
  beforeAll(async () => {
    await loadWords('skus');
    await i18n.loadLanguages(['en', 'id']);
  });

  it('says what a paid option without a recipe charges, in both languages', () => {
    expect(recipeGapText(pudding, toppings, 'en')).toBe('Pudding charges Rp\u00a04,000 but uses no ingredient');
    expect(recipeGapText(pudding, toppings, 'id')).toBe(
      'Puding dikenai Rp\u00a04.000 tetapi tidak memakai bahan baku apa pun',
    );
  });

  it('names the ingredient an option removes that the recipe does not use', () => {
    expect(recipeGapText(oat, [...toppings, milk], 'en')).toBe(
      'Oat milk removes Fresh Milk 1 L, which this recipe does not use',
    );
    expect(recipeGapText(oat, [...toppings, milk], 'id')).toBe(
      'Susu oat menghilangkan Fresh Milk 1 L, yang tidak dipakai resep ini',
    );
  });

  it('says "scales" for a scaled ingredient, and falls back to the gap’s own name for an unknown option', () => {
    const scaling = {
      ...milk,
      options: [
        {
          ...milk.options[0]!,
          recipe: [{ ...milk.options[0]!.recipe[0]!, action: 'scale' as const, factor_percent: 50 }],
        },
      ],
    };
    expect(recipeGapText(oat, [scaling], 'en')).toBe('Oat milk scales Fresh Milk 1 L, which this recipe does not use');
    expect(recipeGapText(oat, [], 'id')).toBe('Oat milk menghilangkan Fresh Milk 1 L, yang tidak dipakai resep ini');
  });
});
