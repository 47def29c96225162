// The lines of a purchase order: item name, SKU, quantity, unit price and the line total worked out
// as they are typed. On a phone each line stacks its fields.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Grid.css';
import { ActionIcon, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@generated/model';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { MoneyField } from '@/components/form/money-field';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { formatRupiah } from '@/lib/format';
import { lineTotal } from './amounts';
import { useSkuOptions } from './pickers';
import { EMPTY_LINE, type PurchaseOrderFormInput, type PurchaseOrderFormValues } from './schemas';

type FormControl = Control<PurchaseOrderFormInput, unknown, PurchaseOrderFormValues>;

export function LineEditor({ control, purchaseOrder }: { control: FormControl; purchaseOrder?: PurchaseOrder }) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const lines = useWatch({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('purchaseOrder.sectionItems')}
        </Title>
        {fields.map((field, index) => {
          const existing = purchaseOrder?.items.find((line) => line.id === field.id);
          return (
            <Paper key={field.key} withBorder={fields.length > 1} p={fields.length > 1 ? 'sm' : 0} radius="sm">
              <Grid gutter="sm" align="flex-start">
                <Grid.Col span={{ base: 12, md: 3 }}>
                  <TextField
                    control={control}
                    name={`items.${index}.item_name`}
                    label={t('purchaseOrder.itemName')}
                    required
                    maxLength={200}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, md: 3 }}>
                  <AsyncSelectField
                    control={control}
                    name={`items.${index}.sku`}
                    label={t('purchaseOrder.sku')}
                    required
                    useOptions={useSkuOptions}
                    parse={Number}
                    initialOption={existing ? { value: String(existing.sku), label: existing.sku_name } : undefined}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 1.5 }}>
                  <NumberField
                    control={control}
                    name={`items.${index}.quantity`}
                    label={t('purchaseOrder.quantity')}
                    required
                    min={1}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 6, md: 2 }}>
                  <MoneyField
                    control={control}
                    name={`items.${index}.unit_price`}
                    label={t('purchaseOrder.unitPrice')}
                    required
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 10, md: 2 }}>
                  <Text size="sm" fw={500} mb={4}>
                    {t('purchaseOrder.lineTotal')}
                  </Text>
                  <Text size="sm" py={6} data-testid={`line-total-${index}`}>
                    {formatRupiah(lineTotal(lines?.[index] ?? {}))}
                  </Text>
                </Grid.Col>
                <Grid.Col span={{ base: 2, md: 0.5 }}>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    mt={26}
                    disabled={fields.length === 1}
                    onClick={() => remove(index)}
                    aria-label={t('purchaseOrder.removeItem', { number: index + 1 })}
                  >
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Grid.Col>
              </Grid>
            </Paper>
          );
        })}
        {errors.items?.root?.message || errors.items?.message ? (
          <Text c="red" size="sm" role="alert">
            {errors.items?.root?.message ?? errors.items?.message}
          </Text>
        ) : null}
        <Group>
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => append(EMPTY_LINE)}
            disabled={fields.length >= 100}
          >
            {t('purchaseOrder.addItem')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
