// The modifier group form, shared by "New modifier group" and "Edit": the group's names, how many
// options a customer picks, and its options (each a price change and a recipe change).
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Fieldset.css';
import { Button, Fieldset, Group, SimpleGrid, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { IconPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ModifierGroup } from '@generated/model';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextField } from '@/components/form/text-field';
import { OptionFields } from './option-fields';
import {
  EMPTY_GROUP,
  EMPTY_OPTION,
  groupInput,
  modifierGroupFormSchema,
  type ModifierGroupFormInput,
  type ModifierGroupFormValues,
} from './schemas';
import { useSaveModifierGroup } from './use-save-modifier-group';

/** The ingredients' names an edited group's recipes already name (their picker shows them at once). */
const ingredientNames = (group: ModifierGroup | null) =>
  new Map(group?.options.flatMap((item) => item.recipe.map((line) => [line.ingredient_sku_id, line.ingredient_name])));

export function ModifierGroupForm({ group }: { group: ModifierGroup | null }) {
  const { t } = useTranslation();
  const form = useForm<ModifierGroupFormInput, unknown, ModifierGroupFormValues>({
    resolver: zodResolver(modifierGroupFormSchema),
    defaultValues: group ? groupInput(group) : EMPTY_GROUP,
  });
  const { control, setValue, formState } = form;
  const options = useFieldArray({ control, name: 'options' });
  const selection = useWatch({ control, name: 'selection' });
  const save = useSaveModifierGroup();
  const names = ingredientNames(group);

  // A single-choice group takes one option at most.
  useEffect(() => {
    if (selection === 'single') setValue('max_select', 1, { shouldValidate: formState.isSubmitted });
  }, [selection, setValue, formState.isSubmitted]);

  const optionsError = formState.errors.options?.message ?? formState.errors.options?.root?.message;

  return (
    <ModalForm
      form={form}
      onSubmit={(values) => save(values, group?.id)}
      knownErrors={{ name: { 409: () => t('modifier.duplicateName') } }}
      submitLabel={group ? t('common.saveChanges') : t('modifier.create')}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextField control={control} name="name" label={t('modifier.name')} required maxLength={60} />
        <TextField
          control={control}
          name="indonesian_name"
          label={t('modifier.indonesianName')}
          description={t('modifier.indonesianNameHint')}
          maxLength={60}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <SelectField
          control={control}
          name="selection"
          label={t('modifier.selection')}
          data={[
            { value: 'single', label: t('modifier.selections.single') },
            { value: 'multiple', label: t('modifier.selections.multiple') },
          ]}
          allowDeselect={false}
          required
        />
        <NumberField control={control} name="min_select" label={t('modifier.minSelect')} min={0} max={30} required />
        <NumberField
          control={control}
          name="max_select"
          label={t('modifier.maxSelect')}
          min={1}
          max={30}
          disabled={selection === 'single'}
          required
        />
      </SimpleGrid>
      <SwitchField control={control} name="status" label={t('common.active')} description={t('modifier.activeHint')} />
      <Fieldset legend={t('modifier.options')} variant="unstyled">
        <Text size="sm" c="dimmed" mb="xs">
          {t('modifier.optionsHint')}
        </Text>
        {options.fields.map((field, index) => (
          <OptionFields
            key={field.id}
            fieldId={field.id}
            control={control}
            setValue={setValue}
            index={index}
            count={options.fields.length}
            single={selection === 'single'}
            ingredientNames={names}
            onMove={(to) => options.move(index, to)}
            onRemove={() => options.remove(index)}
          />
        ))}
        {optionsError ? (
          <Text size="sm" c="red" role="alert">
            {optionsError}
          </Text>
        ) : null}
        <Group mt="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => options.append({ ...EMPTY_OPTION })}
            disabled={options.fields.length >= 30}
          >
            {t('modifier.addOption')}
          </Button>
        </Group>
      </Fieldset>
    </ModalForm>
  );
}
