// Opening a stock count: the outlet (those the user reaches, the head office first), blind or not,
// every SKU of the outlet or chosen ones, and a note. Opens the count sheet once it is open.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListInventory } from '@generated/hooks/inventory/inventory';
import { useCreateStocktake } from '@generated/hooks/stocktakes/stocktakes';
import type { InventoryStock, StocktakeInput } from '@generated/model';
import { AsyncMultiSelectField } from '@/components/form/async-multi-select-field';
import { listOptions } from '@/components/form/list-options';
import { ModalForm } from '@/components/form/modal-form';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { SelectField } from '@/components/form/select-field';
import { SwitchField } from '@/components/form/switch-field';
import { TextareaField } from '@/components/form/textarea-field';
import { stocktakeFormSchema, type StocktakeFormInput, type StocktakeFormValues } from './schemas';

export function NewStocktakeForm({ outletId }: { outletId: number | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm<StocktakeFormInput, unknown, StocktakeFormValues>({
    resolver: zodResolver(stocktakeFormSchema),
    defaultValues: { outlet_id: outletId, blind: false, scope: 'all', sku_ids: [], note: '' } as StocktakeFormInput,
  });
  const { control } = form;
  const [scope, chosenOutlet] = useWatch({ control, name: ['scope', 'outlet_id'] });
  const { outlets, headOffice } = useOutletChoices();
  useEffect(() => {
    if (form.getValues('outlet_id') === undefined && headOffice) form.setValue('outlet_id', headOffice.id);
  }, [headOffice, form]);
  const create = useCreateStocktake({ mutation: { meta: { successToast: t('stocktake.opened') } } });

  const useSkuOptions = (name: string) => {
    const query = useListInventory(
      { sku_name: name || undefined, outlet_id: chosenOutlet, size: 20 },
      { query: { placeholderData: keepPreviousData } },
    );
    return listOptions(query, (row: InventoryStock) => ({
      value: String(row.sku_id),
      label: `${row.sku_name} (${row.stock_unit})`,
    }));
  };

  const submit = async (values: StocktakeInput) => {
    const answer = await create.mutateAsync({ data: values });
    void navigate({ to: '/stocktake/$stocktakeId', params: { stocktakeId: String(answer.data.id) } });
  };

  return (
    <ModalForm form={form} onSubmit={submit} submitLabel={t('stocktake.open')}>
      <SelectField
        control={control}
        name="outlet_id"
        label={t('stocktake.outlet')}
        required
        data={outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }))}
        parse={Number}
      />
      <SwitchField control={control} name="blind" label={t('stocktake.blind')} description={t('stocktake.blindHint')} />
      <Stack gap={4}>
        <Text size="sm" fw={500}>
          {t('stocktake.scope')}
        </Text>
        <Controller
          control={control}
          name="scope"
          render={({ field }) => (
            <SegmentedControl
              value={field.value}
              onChange={field.onChange}
              aria-label={t('stocktake.scope')}
              data={[
                { value: 'all', label: t('stocktake.scopeAll') },
                { value: 'chosen', label: t('stocktake.scopeChosen') },
              ]}
            />
          )}
        />
        {scope === 'all' ? (
          <Text size="xs" c="dimmed">
            {t('stocktake.scopeAllHint')}
          </Text>
        ) : null}
      </Stack>
      {scope === 'chosen' ? (
        <AsyncMultiSelectField
          control={control}
          name="sku_ids"
          label={t('stocktake.skus')}
          required
          useOptions={useSkuOptions}
          parse={Number}
        />
      ) : null}
      <TextareaField control={control} name="note" label={t('stocktake.note')} autosize minRows={2} />
    </ModalForm>
  );
}
