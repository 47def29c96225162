// "Request payment": choose one of the enabled payment methods (grouped by type, fee shown), send
// the request, then show the instructions to pass on to the customer.
import { Button, Group, Loader, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCreateInvoicePaymentRequest } from '@generated/hooks/invoices/invoices';
import { useListPaymentGateways } from '@generated/hooks/payment-gateways/payment-gateways';
import { PaymentMethodType, type InvoicePaymentInstruction } from '@generated/model';
import { ApiForm } from '@/components/form/api-form';
import { FormModal } from '@/components/form/form-modal';
import { RadioCardsField } from '@/components/form/radio-cards-field';
import { paymentFeeLabel, paymentMethodTypeLabel } from '@/lib/domain-labels';
import { PaymentInstructions } from './payment-instructions';
import { paymentRequestSchema, type PaymentRequestInput, type PaymentRequestValues } from './schemas';

interface Props {
  invoiceId: number;
  opened: boolean;
  onClose: () => void;
}

function PaymentRequestForm({
  invoiceId,
  onRequested,
}: {
  invoiceId: number;
  onRequested: (p: InvoicePaymentInstruction) => void;
}) {
  const { t } = useTranslation();
  const gateways = useListPaymentGateways({ is_enabled: true, size: 100 });
  const request = useCreateInvoicePaymentRequest({ mutation: { meta: { successToast: t('invoice.requested') } } });
  const form = useForm<PaymentRequestInput, unknown, PaymentRequestValues>({
    resolver: zodResolver(paymentRequestSchema),
    defaultValues: { invoice_id: invoiceId, payment_method_partner_id: '' },
  });
  const groups = Object.values(PaymentMethodType).map((type) => ({
    label: paymentMethodTypeLabel(type),
    options: (gateways.data?.data ?? [])
      .filter((gateway) => gateway.method_type === type)
      .map((gateway) => ({
        value: String(gateway.partner_id),
        label: gateway.name,
        description: `${gateway.provider} · ${paymentFeeLabel(gateway.fee_flat, gateway.fee_percent)}`,
      })),
  }));

  const submit = async (values: PaymentRequestValues) => {
    const answer = await request.mutateAsync({ data: values });
    onRequested(answer.data);
  };

  if (gateways.isPending) return <Loader size="sm" aria-label={t('common.loading')} />;
  return (
    <ApiForm form={form} onSubmit={submit}>
      <RadioCardsField
        control={form.control}
        name="payment_method_partner_id"
        label={t('invoice.chooseMethod')}
        groups={groups}
        empty={
          <Text size="sm" c="dimmed" mt="xs">
            {t('invoice.noGateways')}
          </Text>
        }
      />
      <Group justify="flex-end">
        <Button type="submit" loading={form.formState.isSubmitting}>
          {t('invoice.requestPayment')}
        </Button>
      </Group>
    </ApiForm>
  );
}

export function PaymentRequestDialog({ invoiceId, opened, onClose }: Props) {
  const { t } = useTranslation();
  const [payment, setPayment] = useState<InvoicePaymentInstruction | null>(null);
  const close = () => {
    setPayment(null);
    onClose();
  };
  return (
    <FormModal
      opened={opened}
      onClose={close}
      title={payment ? t('invoice.instructions') : t('invoice.requestPayment')}
      size="lg"
    >
      {payment ? (
        <>
          <PaymentInstructions payment={payment} />
          <Group justify="flex-end" mt="md">
            <Button onClick={close}>{t('invoice.done')}</Button>
          </Group>
        </>
      ) : (
        <PaymentRequestForm invoiceId={invoiceId} onRequested={setPayment} />
      )}
    </FormModal>
  );
}
