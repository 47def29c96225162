// Receive a transfer: per line what arrived in good order (by default everything sent) and what
// arrived damaged, with what is then lost shown as it is typed, and a note; for a SKU that tracks
// expiry, the expiry date of what arrived, offered from the lots that were sent.
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/ScrollArea.css';
import { Grid, Stack, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { getGetStockTransferQueryKey, useReceiveStockTransfer } from '@generated/hooks/stock-transfers/stock-transfers';
import type { StockTransfer } from '@generated/model';
import { DateField } from '@/components/form/date-field';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { formatNumber } from '@/lib/format';
import { useTracksExpiry } from '@/lib/use-tracks-expiry';
import { lostOf, receiveFormSchema, sentExpiryDate, type ReceiveFormInput, type ReceiveFormValues } from './schemas';

export function ReceiveForm({ transfer }: { transfer: StockTransfer }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const sent = transfer.items.map((line) => line.quantity);
  const skuTracks = useTracksExpiry(transfer.items.map((line) => line.sku_id));
  // Lots with a printed date left with the line: its SKU tracks expiry whatever the look-up says yet.
  const tracksExpiry = transfer.items.map(
    (line, index) => skuTracks[index] || (line.lots ?? []).some((lot) => lot.kind === 'lot'),
  );
  const form = useForm<ReceiveFormInput, unknown, ReceiveFormValues>({
    resolver: zodResolver(receiveFormSchema(sent, tracksExpiry)),
    defaultValues: {
      note: '',
      items: transfer.items.map((line) => ({
        sku_id: line.sku_id,
        quantity_received: line.quantity,
        quantity_damaged: 0,
        expiry_date: sentExpiryDate(line.lots),
      })),
    },
  });
  const rows = useWatch({ control: form.control, name: 'items' });
  const receive = useReceiveStockTransfer({ mutation: { meta: { successToast: t('stockTransfer.receivedSaved') } } });

  const submit = async (values: ReceiveFormValues) => {
    const answer = await receive.mutateAsync({
      transferId: transfer.id,
      data: {
        items: values.items.map(({ expiry_date, ...line }) => ({ ...line, ...(expiry_date ? { expiry_date } : {}) })),
        ...(values.note ? { note: values.note } : {}),
      },
    });
    queryClient.setQueryData(getGetStockTransferQueryKey(transfer.id), answer);
  };

  return (
    <ModalForm form={form} onSubmit={submit} submitLabel={t('stockTransfer.receiveSave')}>
      <Text size="sm" c="dimmed">
        {t('stockTransfer.receiveHint')}
      </Text>
      {transfer.items.map((line, index) => {
        const lost = lostOf(line.quantity, rows?.[index]?.quantity_received, rows?.[index]?.quantity_damaged);
        return (
          <Stack key={line.sku_id} gap={4}>
            <Text fw={600} size="sm">
              {line.sku_name}{' '}
              <Text span c="dimmed" size="sm">
                · {t('stockTransfer.sent')}: {formatNumber(line.quantity)} {line.stock_unit}
              </Text>
            </Text>
            <Grid gutter="sm" align="flex-end">
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <NumberField
                  control={form.control}
                  name={`items.${index}.quantity_received`}
                  label={t('stockTransfer.received')}
                  aria-label={t('stockTransfer.receivedOf', { name: line.sku_name })}
                  min={0}
                  clampBehavior="none"
                />
              </Grid.Col>
              <Grid.Col span={{ base: 6, sm: 4 }}>
                <NumberField
                  control={form.control}
                  name={`items.${index}.quantity_damaged`}
                  label={t('stockTransfer.damaged')}
                  aria-label={t('stockTransfer.damagedOf', { name: line.sku_name })}
                  min={0}
                  clampBehavior="none"
                />
              </Grid.Col>
              {tracksExpiry[index] ? (
                <Grid.Col span={{ base: 12, sm: 4 }}>
                  <DateField
                    control={form.control}
                    name={`items.${index}.expiry_date`}
                    label={t('inventory.expiryDate')}
                    aria-label={`${t('inventory.expiryDate')} ${line.sku_name}`}
                  />
                </Grid.Col>
              ) : null}
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <Text size="sm" pb={8} c={lost > 0 ? 'orange' : 'dimmed'} data-testid={`lost-${line.sku_id}`}>
                  {t('stockTransfer.lost')}: {formatNumber(lost)} {line.stock_unit}
                </Text>
              </Grid.Col>
            </Grid>
          </Stack>
        );
      })}
      <TextField control={form.control} name="note" label={t('stockTransfer.receiveNote')} maxLength={500} />
    </ModalForm>
  );
}
