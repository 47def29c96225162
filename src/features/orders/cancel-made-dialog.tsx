// Cancelling an order already PREPARING or READY: were its drinks already made? Made ones are
// written off as waste; otherwise their ingredients go back to stock, as for any cancellation.
import { Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Order } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { RadioCardsField } from '@/components/form/radio-cards-field';
import { cancelMadeSchema, type CancelMadeInput } from './schemas';

function CancelMadeForm({ order, onCancel }: { order: Order; onCancel: (made: boolean) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<CancelMadeInput, unknown, { made: boolean }>({
    resolver: zodResolver(cancelMadeSchema),
    defaultValues: { made: null },
  });
  return (
    <ModalForm
      form={form}
      onSubmit={({ made }) => onCancel(made)}
      submitLabel={t('order.cancelConfirm')}
      cancelLabel={t('order.keepOrder')}
      danger
    >
      <Text size="sm">{t('order.cancelMessage', { customer: order.customer_name ?? '—' })}</Text>
      <RadioCardsField
        control={form.control}
        name="made"
        label={t('order.cancelMade.question')}
        groups={[
          {
            label: '',
            options: [
              { value: 'yes', label: t('order.cancelMade.yes'), description: t('order.cancelMade.yesDetail') },
              { value: 'no', label: t('order.cancelMade.no'), description: t('order.cancelMade.noDetail') },
            ],
          },
        ]}
      />
    </ModalForm>
  );
}

export interface CancelMadeDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
  /** Cancels the order, saying whether its cups were made. */
  onCancel: (made: boolean) => Promise<unknown>;
}

export function CancelMadeDialog({ order, opened, onClose, onCancel }: CancelMadeDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('order.cancelTitle', { id: order.id })}>
      <CancelMadeForm order={order} onCancel={onCancel} />
    </FormModal>
  );
}
