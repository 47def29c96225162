// What an option whose recipe does not cover the product means, in the reader's words: a paid
// option that uses no ingredient ("Pudding charges Rp 4,000 but uses no ingredient"), or a change
// of an ingredient the recipe lacks ("Oat milk removes Fresh Milk 1 L, which this recipe does not
// use"). The option's name comes from the product's groups, in the reader's language.
import type { ModifierGroup, RecipeGap } from '@generated/model';
import { readerName } from '@/lib/domain-labels';
import { formatRupiah } from '@/lib/format';
import { currentLanguage, t, type Language } from '@/lib/i18n';

export function recipeGapText(gap: RecipeGap, groups: ModifierGroup[], language: Language = currentLanguage()): string {
  const option = groups.flatMap((group) => group.options).find((item) => item.id === gap.modifier_option_id);
  const name = option ? readerName(option, language) : gap.option_name;
  const lng = language;
  if (gap.reason === 'no_recipe')
    return t('sku.modifiers.gapNoRecipe', {
      option: name,
      price: formatRupiah(option?.price_delta ?? 0, language),
      lng,
    });
  const action = option?.recipe.find((line) => line.ingredient_sku_id === gap.ingredient_sku_id)?.action;
  const key = action === 'scale' ? 'sku.modifiers.gapScales' : 'sku.modifiers.gapRemoves';
  return t(key, { option: name, ingredient: gap.ingredient_name ?? '', lng });
}
