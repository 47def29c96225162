// Adjust stock by hand at an outlet (the one the screen shows, or the head office): add or deduct,
// with the tagging choices of the change type, a note and an optional PO number, showing the stock
// before and after when the screen has shown that outlet's line.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getListInventoryQueryKey,
  useCreateInventoryAdjustment,
  useListInventory,
} from '@generated/hooks/inventory/inventory';
import type { InventoryStock } from '@generated/model';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { listOptions } from '@/components/form/list-options';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { formatNumber } from '@/lib/format';
import {
  adjustmentFormSchema,
  TAGGINGS_BY_CHANGE_TYPE,
  type AdjustmentFormInput,
  type AdjustmentFormValues,
} from './schemas';

/** The stock of a SKU at an outlet as the last list that showed that line said. */
function stockInCache(queryClient: QueryClient, skuId: number, outletId: number | undefined): number | undefined {
  if (outletId === undefined) return undefined;
  const lists = queryClient.getQueriesData<{ data: InventoryStock[] }>({ queryKey: getListInventoryQueryKey() });
  for (const [, answer] of lists) {
    const row = answer?.data.find((r) => r.sku_id === skuId && r.outlet_id === outletId);
    if (row) return row.quantity;
  }
  return undefined;
}

export function AdjustForm({ stock, outletId }: { stock: InventoryStock | null; outletId: number | undefined }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm<AdjustmentFormInput, unknown, AdjustmentFormValues>({
    resolver: zodResolver(adjustmentFormSchema),
    defaultValues: {
      outlet_id: outletId,
      sku_id: stock?.sku_id,
      change_type: 'deduct',
      note: '',
      po_number: '',
    } as AdjustmentFormInput,
  });
  const { control } = form;
  const [skuId, changeType, quantity, chosenOutlet] = useWatch({
    control,
    name: ['sku_id', 'change_type', 'quantity', 'outlet_id'],
  });
  const { outlets, headOffice } = useOutletChoices();
  // The head office unless the screen shows another outlet.
  useEffect(() => {
    if (form.getValues('outlet_id') === undefined && headOffice) form.setValue('outlet_id', headOffice.id);
  }, [headOffice, form]);
  // The line of the SKU opened from a row at the chosen outlet (the screen may show the sum of all).
  useListInventory(
    { outlet_id: chosenOutlet, sku_name: stock?.sku_name, size: 20 },
    { query: { enabled: chosenOutlet !== undefined && stock !== null } },
  );
  const adjust = useCreateInventoryAdjustment({ mutation: { meta: { successToast: t('inventory.adjusted') } } });

  const useStockOptions = (name: string) => {
    const query = useListInventory(
      { sku_name: name || undefined, outlet_id: chosenOutlet, size: 20 },
      { query: { placeholderData: keepPreviousData } },
    );
    return listOptions(query, (row: InventoryStock) => ({ value: String(row.sku_id), label: row.sku_name }));
  };

  const before = skuId === undefined ? undefined : stockInCache(queryClient, skuId, chosenOutlet);
  const after = before === undefined ? undefined : before + (changeType === 'add' ? 1 : -1) * (quantity ?? 0);
  const taggings = TAGGINGS_BY_CHANGE_TYPE[changeType ?? 'deduct'];

  const submit = async (values: AdjustmentFormValues) => {
    await adjust.mutateAsync({ data: values });
  };

  return (
    <ModalForm form={form} onSubmit={submit} submitLabel={t('inventory.adjustSave')}>
      <SelectField
        control={control}
        name="outlet_id"
        label={t('inventory.outlet')}
        required
        data={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
        parse={Number}
      />
      <AsyncSelectField
        control={control}
        name="sku_id"
        label={t('inventory.sku')}
        required
        useOptions={useStockOptions}
        parse={Number}
        initialOption={stock ? { value: String(stock.sku_id), label: stock.sku_name } : undefined}
      />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('inventory.changeType')}
        </Text>
        <Controller
          control={control}
          name="change_type"
          render={({ field }) => (
            <SegmentedControl
              aria-label={t('inventory.changeType')}
              data={(['add', 'deduct'] as const).map((value) => ({
                value,
                label: t(`inventory.changeTypes.${value}`),
              }))}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                const tagging = form.getValues('tagging');
                if (tagging && !(TAGGINGS_BY_CHANGE_TYPE[value as 'add'] as readonly string[]).includes(tagging)) {
                  form.resetField('tagging', { defaultValue: undefined });
                }
              }}
            />
          )}
        />
      </Stack>
      <SelectField
        control={control}
        name="tagging"
        label={t('inventory.tagging')}
        required
        data={taggings.map((value) => ({ value, label: t(`inventory.taggings.${value}`) }))}
      />
      <NumberField control={control} name="quantity" label={t('inventory.quantity')} required min={1} />
      <TextField control={control} name="note" label={t('inventory.note')} required maxLength={500} />
      <TextField control={control} name="po_number" label={t('inventory.poNumber')} maxLength={50} />
      {before !== undefined ? (
        <Paper withBorder p="sm" radius="sm">
          <Group justify="space-between">
            <Text size="sm">
              {t('inventory.stockBefore')}: <b>{formatNumber(before)}</b>
            </Text>
            <Text size="sm" c={after !== undefined && after < 0 ? 'red' : undefined} data-testid="stock-after">
              {t('inventory.stockAfter')}: <b>{formatNumber(after ?? before)}</b>
            </Text>
          </Group>
          {after !== undefined && after < 0 ? (
            <Text size="xs" c="red">
              {t('inventory.notEnoughStock', { stock: formatNumber(before) })}
            </Text>
          ) : null}
        </Paper>
      ) : null}
    </ModalForm>
  );
}
