// An option's recipe change: per ingredient (ingredients only, each once) whether the option adds
// some (a quantity in its stock unit), removes the product's line of it, or scales that line (a
// percentage: 50 = half the syrup).
import '@mantine/core/styles/ActionIcon.css';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { IngredientSelectField } from '@/components/form/ingredient-select-field';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { MAX_ADD_QUANTITY, MAX_FACTOR_PERCENT, type ModifierGroupFormInput, type RecipeItemInput } from './schemas';

export interface OptionRecipeProps {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<ModifierGroupFormInput, any, any>;
  optionIndex: number;
  optionLabel: string;
  ingredientNames: Map<number, string>;
}

export function OptionRecipe({ control, optionIndex, optionLabel, ingredientNames }: OptionRecipeProps) {
  const { t } = useTranslation();
  const base = `options.${optionIndex}.recipe` as const;
  const { fields, append, remove } = useFieldArray({ control, name: base });
  const lines = useWatch({ control, name: base }) ?? [];
  const taken = lines.map((line) => line.ingredient_sku_id).filter((id): id is number => Boolean(id));
  const actions = (['add', 'remove', 'scale'] as const).map((value) => ({
    value,
    label: t(`modifier.actions.${value}`),
  }));

  return (
    <div>
      <Text size="sm" fw={500}>
        {t('modifier.recipe')}
      </Text>
      {fields.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('modifier.recipeNone')}
        </Text>
      ) : null}
      {fields.map((field, row) => {
        const line = lines[row];
        const id = line?.ingredient_sku_id;
        const known = id ? ingredientNames.get(id) : undefined;
        return (
          <Group key={field.id} align="flex-start" gap="xs" mt="xs" wrap="wrap">
            <IngredientSelectField
              control={control}
              name={`${base}.${row}.ingredient_sku_id`}
              label={t('modifier.ingredient')}
              placeholder={t('modifier.ingredientPlaceholder')}
              taken={taken}
              initialOption={known && id ? { value: String(id), label: known } : undefined}
              required
              style={{ flex: '1 1 200px' }}
            />
            <SelectField
              control={control}
              name={`${base}.${row}.action`}
              label={t('modifier.action')}
              data={actions}
              allowDeselect={false}
              required
              w={130}
            />
            {line?.action === 'add' ? (
              <NumberField
                control={control}
                name={`${base}.${row}.quantity`}
                label={t('modifier.quantity')}
                min={1}
                max={MAX_ADD_QUANTITY}
                required
                w={110}
              />
            ) : null}
            {line?.action === 'scale' ? (
              <NumberField
                control={control}
                name={`${base}.${row}.factor_percent`}
                label={t('modifier.factor')}
                suffix=" %"
                min={0}
                max={MAX_FACTOR_PERCENT}
                required
                w={110}
              />
            ) : null}
            <ActionIcon
              variant="subtle"
              color="red"
              mt={28}
              aria-label={t('modifier.removeRecipeLine', { number: row + 1, name: optionLabel })}
              onClick={() => remove(row)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        );
      })}
      <Button
        variant="subtle"
        size="compact-xs"
        mt="xs"
        leftSection={<IconPlus size={12} aria-hidden />}
        onClick={() => append({ action: 'add', quantity: 1 } as RecipeItemInput)}
        disabled={fields.length >= 20}
        aria-label={t('modifier.addRecipeLineTo', { name: optionLabel })}
      >
        {t('modifier.addRecipeLine')}
      </Button>
    </div>
  );
}
