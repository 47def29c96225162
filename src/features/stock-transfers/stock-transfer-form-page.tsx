// A new transfer: from an outlet (the head office unless another is chosen) to another, SKU lines
// in stock units with the sender's stock on hand beside each, and a note. The URL may prefill the
// receiver and the lines (`?to_outlet_id=2&items=12:10,13:5`), as the reorder suggestions open it.
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Grid.css';
import { Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useFieldArray, useForm, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListInventory } from '@generated/hooks/inventory/inventory';
import { getGetStockTransferQueryKey, useCreateStockTransfer } from '@generated/hooks/stock-transfers/stock-transfers';
import type { InventoryStock } from '@generated/model';
import { LinesEditor } from '@/components/document/lines-editor';
import { PendingScreen } from '@/components/feedback/pending-screen';
import { ApiForm } from '@/components/form/api-form';
import { AsyncSelectField } from '@/components/form/async-select-field';
import { listOptions } from '@/components/form/list-options';
import { NumberField } from '@/components/form/number-field';
import { useOutletChoices } from '@/components/form/outlet-choices';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import { formatNumber } from '@/lib/format';
import { parsePrefilledLines } from './search';
import { EMPTY_LINE, MAX_LINES, transferFormSchema, type TransferFormInput, type TransferFormValues } from './schemas';

const route = getRouteApi('/_signed-in/stock-transfer/new');

type FormControl = Control<TransferFormInput, unknown, TransferFormValues>;

export function StockTransferNewPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const prefilled = search.items ? (parsePrefilledLines(search.items) ?? []) : [];
  // The names of prefilled SKUs, so their pickers show them at once.
  const names = useListInventory(
    { sku_ids: prefilled.map((line) => line.sku_id), size: 100 },
    { query: { enabled: prefilled.length > 0 } },
  );
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('screens.addStockTransfer')}
      </Title>
      {prefilled.length > 0 && names.isPending ? (
        <PendingScreen />
      ) : (
        <TransferForm
          toOutletId={search.to_outlet_id}
          lines={prefilled}
          labels={new Map((names.data?.data ?? []).map((row) => [row.sku_id, row.sku_name]))}
        />
      )}
    </Stack>
  );
}

interface TransferFormProps {
  toOutletId: number | undefined;
  lines: { sku_id: number; quantity: number }[];
  labels: Map<number, string>;
}

function TransferForm({ toOutletId, lines, labels }: TransferFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<TransferFormInput, unknown, TransferFormValues>({
    resolver: zodResolver(transferFormSchema),
    defaultValues: {
      to_outlet_id: toOutletId,
      note: '',
      items: lines.length ? lines : [EMPTY_LINE],
    } as TransferFormInput,
  });
  const { control } = form;
  const { outlets, headOffice } = useOutletChoices();
  const from = useWatch({ control, name: 'from_outlet_id' });
  useEffect(() => {
    if (form.getValues('from_outlet_id') === undefined && headOffice) form.setValue('from_outlet_id', headOffice.id);
  }, [headOffice, form]);
  const create = useCreateStockTransfer({ mutation: { meta: { successToast: t('stockTransfer.saved') } } });

  const submit = async (values: TransferFormValues) => {
    const answer = await create.mutateAsync({
      data: { ...values, note: values.note || undefined },
    });
    const transfer = answer.data;
    queryClient.setQueryData(getGetStockTransferQueryKey(transfer.id), answer);
    void navigate({
      to: '/stock-transfer/$transferId',
      params: { transferId: String(transfer.id) },
      search: { transfer_number: transfer.transfer_number },
    });
  };

  const outletData = outlets.map((outlet) => ({ value: String(outlet.id), label: outlet.name }));
  return (
    <ApiForm form={form} onSubmit={submit} autoFocus={false}>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('stockTransfer.sectionTransfer')}
          </Title>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <SelectField
                control={control}
                name="from_outlet_id"
                label={t('stockTransfer.from')}
                description={t('stockTransfer.fromHint')}
                required
                data={outletData}
                parse={Number}
                searchable
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <SelectField
                control={control}
                name="to_outlet_id"
                label={t('stockTransfer.to')}
                required
                data={outletData}
                parse={Number}
                searchable
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <TextareaField control={control} name="note" label={t('stockTransfer.note')} maxLength={500} />
            </Grid.Col>
          </Grid>
        </Stack>
      </Paper>
      <Lines control={control} from={from} labels={labels} />
      <Group justify="flex-end">
        <Button variant="default" onClick={() => void navigate({ to: '/stock-transfer' })}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('stockTransfer.send')}
        </Button>
      </Group>
    </ApiForm>
  );
}

/** The SKU lines, each with the sender's stock on hand (in red when the line asks for more). */
function Lines({
  control,
  from,
  labels,
}: {
  control: FormControl;
  from: number | undefined;
  labels: Map<number, string>;
}) {
  const { t } = useTranslation();
  const { fields, append, remove } = useFieldArray({ control, name: 'items', keyName: 'key' });
  const rows = useWatch({ control, name: 'items' });
  const { errors } = useFormState({ control, name: 'items' });
  const chosen = [...new Set((rows ?? []).map((row) => row?.sku_id).filter((id): id is number => id !== undefined))];
  const stock = useListInventory(
    { outlet_id: from, sku_ids: chosen, size: 100 },
    { query: { enabled: from !== undefined && chosen.length > 0, placeholderData: keepPreviousData } },
  );
  const onHand = new Map((stock.data?.data ?? []).map((row) => [row.sku_id, row]));
  const useSkuOptions = (name: string) =>
    listOptions(
      useListInventory(
        { sku_name: name || undefined, outlet_id: from, size: 20 },
        { query: { placeholderData: keepPreviousData } },
      ),
      (row: InventoryStock) => ({ value: String(row.sku_id), label: row.sku_name }),
    );

  const line = (index: number) => {
    const skuId = rows?.[index]?.sku_id;
    const stocked = skuId === undefined ? undefined : onHand.get(skuId);
    const short = stocked !== undefined && (rows?.[index]?.quantity ?? 0) > stocked.quantity;
    const label = skuId === undefined ? undefined : labels.get(skuId);
    return (
      <>
        <Grid.Col span={{ base: 12, sm: 7 }}>
          <AsyncSelectField
            control={control}
            name={`items.${index}.sku_id`}
            label={t('stockTransfer.sku')}
            required
            useOptions={useSkuOptions}
            parse={Number}
            initialOption={skuId !== undefined && label ? { value: String(skuId), label } : undefined}
          />
          {stocked ? (
            <Text size="xs" c={short ? 'red' : 'dimmed'} mt={4} data-testid={`on-hand-${index}`}>
              {t('stockTransfer.onHand', { stock: formatNumber(stocked.quantity), unit: stocked.stock_unit })}
            </Text>
          ) : null}
        </Grid.Col>
        <Grid.Col span={{ base: 9, sm: 4 }}>
          <NumberField
            control={control}
            name={`items.${index}.quantity`}
            label={`${t('stockTransfer.quantity')}${stocked ? ` (${stocked.stock_unit})` : ''}`}
            aria-label={t('stockTransfer.quantityOf', { number: index + 1 })}
            required
            min={1}
          />
        </Grid.Col>
      </>
    );
  };

  return (
    <LinesEditor
      title={t('stockTransfer.sectionItems')}
      keys={fields.map((field) => field.key)}
      line={line}
      removeSpan={{ base: 3, sm: 1 }}
      removeLabel={(number) => t('stockTransfer.removeItem', { number })}
      onRemove={remove}
      addLabel={t('stockTransfer.addItem')}
      onAdd={() => append(EMPTY_LINE)}
      max={MAX_LINES}
      error={errors.items?.root?.message ?? errors.items?.message}
    />
  );
}
