// One option of the group form: its names, price change, default and status, its recipe change,
// and the buttons that move it up or down the list (the order customers see) or remove it (asking
// first). Focus follows a moved option, so it can be moved again from the keyboard.
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Paper.css';
import { ActionIcon, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import { useWatch, type Control, type UseFormSetValue } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useConfirm } from '@/components/feedback/confirm-dialog';
import { CheckboxField } from '@/components/form/checkbox-field';
import { MoneyField } from '@/components/form/money-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { OptionRecipe } from './option-recipe';
import type { ModifierGroupFormInput } from './schemas';

export interface OptionFieldsProps {
  fieldId: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the form's output type does not matter here
  control: Control<ModifierGroupFormInput, any, any>;
  setValue: UseFormSetValue<ModifierGroupFormInput>;
  index: number;
  count: number;
  /** A single-choice group: choosing a default clears the others. */
  single: boolean;
  ingredientNames: Map<number, string>;
  onMove: (to: number) => void;
  onRemove: () => void;
}

const moveButtonId = (fieldId: string, direction: 'up' | 'down') => `option-${fieldId}-${direction}`;

export function OptionFields(props: OptionFieldsProps) {
  const { fieldId, control, setValue, index, count, single, onMove, onRemove } = props;
  const { t } = useTranslation();
  const [confirm, confirmDialog] = useConfirm();
  const name = useWatch({ control, name: `options.${index}.name` });
  const isDefault = useWatch({ control, name: `options.${index}.is_default` });
  const all = useWatch({ control, name: 'options' });
  const label = name?.trim() || t('modifier.optionNumber', { number: index + 1 });

  const move = (to: number, direction: 'up' | 'down') => {
    onMove(to);
    // The moved option's button keeps the focus; at either end of the list, the other button.
    requestAnimationFrame(() => {
      const same = document.getElementById(moveButtonId(fieldId, direction)) as HTMLButtonElement | null;
      const other = document.getElementById(moveButtonId(fieldId, direction === 'up' ? 'down' : 'up'));
      (same && !same.disabled ? same : other)?.focus();
    });
  };

  const remove = async () => {
    const sure = await confirm({
      title: t('modifier.removeOptionTitle', { name: label }),
      message: t('modifier.removeOptionText'),
      confirmLabel: t('modifier.removeOption'),
      danger: true,
    });
    if (sure) onRemove();
  };

  // In a single group one default at most: choosing one clears the others.
  const keepOneDefault = () => {
    if (!single || isDefault) return;
    all?.forEach((_, other) => {
      if (other !== index) setValue(`options.${other}.is_default`, false, { shouldDirty: true });
    });
  };

  return (
    <Paper withBorder p="sm" mb="sm" component="section" aria-label={label}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              id={moveButtonId(fieldId, 'up')}
              variant="subtle"
              aria-label={t('modifier.moveUp', { name: label })}
              disabled={index === 0}
              onClick={() => move(index - 1, 'up')}
            >
              <IconArrowUp size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              id={moveButtonId(fieldId, 'down')}
              variant="subtle"
              aria-label={t('modifier.moveDown', { name: label })}
              disabled={index === count - 1}
              onClick={() => move(index + 1, 'down')}
            >
              <IconArrowDown size={16} aria-hidden />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('modifier.removeOptionNamed', { name: label })}
              disabled={count === 1}
              onClick={() => void remove()}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextField
            control={control}
            name={`options.${index}.name`}
            label={t('modifier.optionName')}
            required
            maxLength={60}
          />
          <TextField
            control={control}
            name={`options.${index}.indonesian_name`}
            label={t('modifier.indonesianName')}
            maxLength={60}
          />
          <MoneyField
            control={control}
            name={`options.${index}.price_delta`}
            label={t('modifier.priceDelta')}
            description={t('modifier.priceDeltaHint')}
            min={-1_000_000}
            max={1_000_000}
            allowNegative
            required
          />
        </SimpleGrid>
        <Group gap="lg">
          <CheckboxField
            control={control}
            name={`options.${index}.is_default`}
            label={t('modifier.isDefault')}
            onClick={keepOneDefault}
          />
          <SwitchField control={control} name={`options.${index}.status`} label={t('common.active')} />
        </Group>
        <OptionRecipe
          control={control}
          optionIndex={index}
          optionLabel={label}
          ingredientNames={props.ingredientNames}
        />
      </Stack>
      {confirmDialog}
    </Paper>
  );
}
