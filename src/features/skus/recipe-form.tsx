// A product's recipe, the SKU drawer's second tab: one line per ingredient (found by an async
// search of ingredients, each once) with what one serving uses of it in the ingredient's stock unit,
// each line's cost and the cost per serving worked out as the lines change (exact, see
// recipe-figures), a warning while an ingredient has no cost yet, and its own save; below it, what a
// cup with chosen options costs (see combination-cost).
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { IconAlertTriangle, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetSkuRecipeQueryKey, useGetSkuRecipe, useListSkus, useUpdateSkuRecipe } from '@generated/hooks/skus/skus';
import type { SkuRecipe } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { useFormModal } from '@/components/form/form-modal';
import { IngredientSelectField } from '@/components/form/ingredient-select-field';
import { NumberField } from '@/components/form/number-field';
import { formatRupiah } from '@/lib/format';
import { CombinationCost } from './combination-cost';
import { formatUnitCost, recipeFigures, stockUnitOf } from './recipe-figures';
import { recipeFormSchema, type RecipeFormInput, type RecipeFormValues } from './schemas';

interface Ingredient {
  name: string;
  stockUnit: string;
  unitCost: string | null;
}

const toInput = (recipe: SkuRecipe): RecipeFormInput => ({
  items: recipe.items.map((item) => ({ ingredient_sku_id: item.ingredient_sku_id, quantity: item.quantity })),
});

export function RecipeForm({ skuId }: { skuId: number }) {
  const { t } = useTranslation();
  const recipe = useGetSkuRecipe(skuId);
  if (!recipe.data) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <>
      <RecipeEditor skuId={skuId} recipe={recipe.data.data} />
      <CombinationCost skuId={skuId} />
    </>
  );
}

function RecipeEditor({ skuId, recipe }: { skuId: number; recipe: SkuRecipe }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const modal = useFormModal();
  const form = useForm<RecipeFormInput, unknown, RecipeFormValues>({
    resolver: zodResolver(recipeFormSchema),
    defaultValues: toInput(recipe),
  });
  const { control, formState } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  const lines = useWatch({ control, name: 'items' }) ?? [];
  const update = useUpdateSkuRecipe({ mutation: { meta: { successToast: t('sku.recipe.saved') } } });

  const { isDirty } = formState;
  useEffect(() => {
    modal?.setDirtyCheck(() => isDirty, 'recipe');
    return () => modal?.setDirtyCheck(() => false, 'recipe');
  }, [modal, isDirty]);

  // The chosen ingredients' unit and cost: as the recipe was read, then as the list says for a new pick.
  const chosenIds = lines.map((line) => line.ingredient_sku_id).filter((id): id is number => Boolean(id));
  const chosen = useListSkus(
    { sku_ids: chosenIds, size: 100 },
    { query: { enabled: chosenIds.length > 0, placeholderData: keepPreviousData } },
  );
  const known = new Map<number, Ingredient>(
    recipe.items.map((item) => [
      item.ingredient_sku_id,
      { name: item.ingredient_name, stockUnit: item.stock_unit, unitCost: item.unit_cost },
    ]),
  );
  for (const sku of chosen.data?.data ?? []) {
    if (sku.kind === 'ingredient')
      known.set(sku.id, { name: sku.name, stockUnit: stockUnitOf(sku.unit), unitCost: sku.unit_cost });
  }
  const ingredientOf = (id: number | undefined) => (id ? known.get(id) : undefined);
  const figures = recipeFigures(
    lines.map((line) => ({ ...line, unitCost: ingredientOf(line.ingredient_sku_id)?.unitCost })),
  );
  const uncosted = lines
    .map((line) => ingredientOf(line.ingredient_sku_id))
    .filter((ingredient) => ingredient && ingredient.unitCost === null)
    .map((ingredient) => ingredient!.name);
  const listError = formState.errors.items?.message ?? formState.errors.items?.root?.message;

  const save = async (values: RecipeFormValues) => {
    const answer = await update.mutateAsync({ skuId, data: values });
    queryClient.setQueryData(getGetSkuRecipeQueryKey(skuId), answer);
    form.reset(toInput(answer.data));
  };

  return (
    <ApiForm form={form} onSubmit={save} autoFocus={false}>
      <Text size="sm" c="dimmed">
        {t('sku.recipe.hint')}
      </Text>
      {fields.length === 0 ? <Text size="sm">{t('sku.recipe.none')}</Text> : null}
      {fields.map((field, index) => {
        const id = lines[index]?.ingredient_sku_id;
        const ingredient = ingredientOf(id);
        const cost = figures.costs[index] ?? null;
        return (
          <Group key={field.id} align="flex-start" gap="xs" wrap="nowrap">
            <IngredientSelectField
              control={control}
              name={`items.${index}.ingredient_sku_id`}
              label={t('sku.recipe.ingredient')}
              placeholder={t('sku.recipe.ingredientPlaceholder')}
              taken={chosenIds}
              initialOption={ingredient && id ? { value: String(id), label: ingredient.name } : undefined}
              required
              style={{ flex: 1 }}
            />
            <NumberField
              control={control}
              name={`items.${index}.quantity`}
              label={ingredient ? t('sku.recipe.quantityIn', { unit: ingredient.stockUnit }) : t('sku.quantity')}
              min={1}
              max={1_000_000}
              required
              w={130}
            />
            <Stack gap={0} mt={28} w={110}>
              <Text size="sm" ta="right" aria-label={t('sku.recipe.lineCost', { index: index + 1 })}>
                {cost === null ? '–' : formatRupiah(cost)}
              </Text>
              {ingredient ? (
                <Text size="xs" c="dimmed" ta="right">
                  {ingredient.unitCost === null
                    ? t('sku.recipe.noCost')
                    : t('sku.recipe.perUnit', {
                        cost: formatUnitCost(ingredient.unitCost),
                        unit: ingredient.stockUnit,
                      })}
                </Text>
              ) : null}
            </Stack>
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('sku.recipe.remove', { index: index + 1 })}
              onClick={() => remove(index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      {listError ? (
        <Text size="sm" c="red" role="alert">
          {listError}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => append({ quantity: 1 } as RecipeFormInput['items'][number])}
          disabled={fields.length >= 30}
        >
          {t('sku.recipe.add')}
        </Button>
      </Group>
      {uncosted.length > 0 ? (
        <Alert variant="light" color="yellow" p="xs" icon={<IconAlertTriangle size={16} aria-hidden />} role="status">
          <Text size="sm">{t('sku.recipe.missingCost', { names: uncosted.join(', ') })}</Text>
        </Alert>
      ) : null}
      {figures.costPerServing !== null ? (
        <Alert variant="light" color="blue" p="xs" aria-live="polite">
          <Text size="sm">{t('sku.recipe.costPerServing', { cost: formatRupiah(figures.costPerServing) })}</Text>
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button type="submit" loading={formState.isSubmitting}>
          {t('sku.recipe.save')}
        </Button>
      </Group>
    </ApiForm>
  );
}
