// The lines of a purchase order: item name, SKU, quantity, unit price and the line total worked out
// as they are typed. On a phone each line stacks its fields.
import { Grid, Text } from '@mantine/core';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PurchaseOrder } from '@generated/model';
import { LinesEditor } from '@/components/document/lines-editor';
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

  const line = (index: number) => {
    const id = fields[index]?.id;
    const existing = purchaseOrder?.items.find((item) => item.id === id);
    return (
      <>
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
      </>
    );
  };

  return (
    <LinesEditor
      title={t('purchaseOrder.sectionItems')}
      keys={fields.map((field) => field.key)}
      line={line}
      removeSpan={{ base: 2, md: 0.5 }}
      removeLabel={(number) => t('purchaseOrder.removeItem', { number })}
      onRemove={remove}
      addLabel={t('purchaseOrder.addItem')}
      onAdd={() => append(EMPTY_LINE)}
      max={100}
      error={errors.items?.root?.message ?? errors.items?.message}
    />
  );
}
