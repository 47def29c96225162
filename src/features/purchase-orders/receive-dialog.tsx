// Receive goods: one row per line still short, with the quantity received, the date and a note, and
// the expiry date printed on what arrived for a SKU that tracks expiry. A quantity fills in today's
// date; only the rows with a quantity are sent.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ScrollArea.css';
import { Alert, Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { dateToJakartaDay, dayToCalendarDate, jakartaToday } from '@/lib/jakarta-day';
import { useEffect } from 'react';
import { useForm, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  getGetPurchaseOrderQueryKey,
  useCreatePurchaseOrderInbound,
} from '@generated/hooks/purchase-orders/purchase-orders';
import type { PurchaseOrder } from '@generated/model';
import { DateField } from '@/components/form/date-field';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { formatNumber } from '@/lib/format';
import { useTracksExpiry } from '@/lib/use-tracks-expiry';
import { receiptFormSchema, type ReceiptFormInput, type ReceiptFormValues } from './schemas';

export function ReceiveForm({ purchaseOrder }: { purchaseOrder: PurchaseOrder }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const open = purchaseOrder.items.filter((line) => line.quantity_received < line.quantity);
  const remaining = open.map((line) => line.quantity - line.quantity_received);
  const tracksExpiry = useTracksExpiry(open.map((line) => line.sku));
  const form = useForm<ReceiptFormInput, unknown, ReceiptFormValues>({
    resolver: zodResolver(receiptFormSchema(remaining, tracksExpiry)),
    defaultValues: { items: open.map((line) => ({ item_id: line.id, notes: '', expiry_date: null })) },
  });
  const { errors } = useFormState({ control: form.control, name: 'items' });
  const receive = useCreatePurchaseOrderInbound({
    mutation: { meta: { successToast: t('purchaseOrder.receivedSaved') } },
  });

  // A quantity typed on a line without a date dates it today.
  const rows = useWatch({ control: form.control, name: 'items' });
  useEffect(() => {
    rows?.forEach((row, index) => {
      if (row?.quantity_received && !row.received_at) {
        form.setValue(`items.${index}.received_at`, dateToJakartaDay(new Date()));
      }
    });
  }, [rows, form]);

  const submit = async (values: ReceiptFormValues) => {
    // The API names a line by its place in what was sent; keep every row so the places match.
    const items = values.items.map((item) => ({
      item_id: item.item_id,
      quantity_received: item.quantity_received ?? 0,
      ...(item.quantity_received ? { received_at: item.received_at } : {}),
      ...(item.quantity_received && item.notes ? { notes: item.notes } : {}),
      ...(item.quantity_received && item.expiry_date ? { expiry_date: item.expiry_date } : {}),
    }));
    const answer = await receive.mutateAsync({
      purchaseOrderId: purchaseOrder.id,
      data: { purchase_order_id: purchaseOrder.id, items },
    });
    queryClient.setQueryData(getGetPurchaseOrderQueryKey(purchaseOrder.id), answer);
  };

  return (
    <ModalForm form={form} onSubmit={submit} submitLabel={t('purchaseOrder.receiveSave')}>
      <Text size="sm" c="dimmed">
        {t('purchaseOrder.receiveHint')}
      </Text>
      {open.map((line, index) => (
        <Stack key={line.id} gap={4}>
          <Text fw={600} size="sm">
            {line.item_name}{' '}
            <Text span c="dimmed" size="sm">
              · {line.sku_name} · {t('purchaseOrder.remaining')}: {formatNumber(remaining[index]!)}
            </Text>
          </Text>
          <Grid gutter="sm">
            <Grid.Col span={{ base: 6, sm: 3 }}>
              <NumberField
                control={form.control}
                name={`items.${index}.quantity_received`}
                label={t('purchaseOrder.quantityReceived')}
                aria-label={`${t('purchaseOrder.quantityReceived')} ${line.item_name}`}
                min={0}
                clampBehavior="none"
              />
            </Grid.Col>
            <Grid.Col span={{ base: 6, sm: 4 }}>
              <DateField
                control={form.control}
                name={`items.${index}.received_at`}
                label={t('purchaseOrder.receivedAt')}
                aria-label={`${t('purchaseOrder.receivedAt')} ${line.item_name}`}
                maxDate={dayToCalendarDate(jakartaToday())}
              />
            </Grid.Col>
            {tracksExpiry[index] ? (
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <DateField
                  control={form.control}
                  name={`items.${index}.expiry_date`}
                  label={t('inventory.expiryDate')}
                  aria-label={`${t('inventory.expiryDate')} ${line.item_name}`}
                />
              </Grid.Col>
            ) : null}
            <Grid.Col span={{ base: tracksExpiry[index] ? 6 : 12, sm: tracksExpiry[index] ? 12 : 5 }}>
              <TextField
                control={form.control}
                name={`items.${index}.notes`}
                label={t('purchaseOrder.notes')}
                aria-label={`${t('purchaseOrder.notes')} ${line.item_name}`}
                maxLength={500}
              />
            </Grid.Col>
          </Grid>
        </Stack>
      ))}
      {errors.items?.root?.message || errors.items?.message ? (
        <Alert color="red" role="alert" p="xs">
          {errors.items?.root?.message ?? errors.items?.message}
        </Alert>
      ) : null}
    </ModalForm>
  );
}
