// "Made again" for one line of an order: how many of its cups were made again, and why. What the
// first cups used is written off as waste, the order linked; the toast says what it was worth (the
// contract says what the write makes stale, so the order and stock refresh by themselves).
import { Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useRemakeOrderItems } from '@generated/hooks/prep/prep';
import type { OrderItem } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { NumberField } from '@/components/form/number-field';
import { TextField } from '@/components/form/text-field';
import { formatRupiah } from '@/lib/format';
import { toast } from '@/lib/toast';
import { remakeBody, remakeFormSchema, type RemakeFormInput, type RemakeFormValues } from './schemas';

function RemakeForm({ orderId, line }: { orderId: number; line: OrderItem }) {
  const { t } = useTranslation();
  const form = useForm<RemakeFormInput, unknown, RemakeFormValues>({
    resolver: zodResolver(remakeFormSchema(line.quantity)),
    defaultValues: { items: [{ item_id: line.id, quantity: 1 }], note: '' },
  });
  const remake = useRemakeOrderItems({ mutation: { meta: { successToast: false } } });
  const submit = async (values: RemakeFormValues) => {
    const answer = await remake.mutateAsync({ orderId, data: remakeBody(values) });
    toast.success(t('order.remake.saved', { value: formatRupiah(answer.data.total_value) }));
  };
  return (
    <ModalForm form={form} onSubmit={submit} submitLabel={t('order.remake.save')}>
      <Text size="sm">{t('order.remake.message', { name: line.sku_name })}</Text>
      <NumberField
        control={form.control}
        name="items.0.quantity"
        label={t('order.remake.quantity')}
        description={t('order.remake.ofLine', { count: line.quantity })}
        min={1}
        max={line.quantity}
        clampBehavior="none"
      />
      <TextField control={form.control} name="note" label={t('order.remake.note')} maxLength={500} />
    </ModalForm>
  );
}

export interface RemakeDialogProps {
  orderId: number;
  line: OrderItem | null;
  onClose: () => void;
}

export function RemakeDialog({ orderId, line, onClose }: RemakeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={line !== null} onClose={onClose} title={t('order.remake.title', { name: line?.sku_name ?? '' })}>
      {line ? <RemakeForm orderId={orderId} line={line} /> : null}
    </FormModal>
  );
}
