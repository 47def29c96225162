// "Mark as Paid" for a payment taken by hand: asks to confirm, and how it was paid: cash (into the
// drawer of the chosen register, whose open shift takes it), a card on the EDC terminal (with its
// approval code) or the outlet's printed QRIS. A refusal shows next to the field it names.
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Input, SegmentedControl, Text } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useController, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useGetCounterMenu } from '@generated/hooks/counter/counter';
import { CounterPaymentMethod, OrderStatusChange, type Order, type ManualPayment } from '@generated/model';
import { FormModal } from '@/components/form/form-modal';
import { ModalForm } from '@/components/form/modal-form';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { counterMethodLabel, orderStatusLabel } from '@/lib/domain-labels';
import { formatRupiah } from '@/lib/format';
import { t as translate } from '@/lib/i18n';
import { message } from '@/lib/validation/messages';

const APPROVAL_CODE_MAX = 30;

const markPaidSchema = z
  .object({
    payment: z.object({
      method: z.enum(CounterPaymentMethod),
      register: z.string().nullish(),
      approval_code: z.string().trim().max(APPROVAL_CODE_MAX, message('markPaid.approvalCodeMax')),
    }),
  })
  .superRefine(({ payment }, context) => {
    if (payment.method === 'cash' && !payment.register)
      context.addIssue({
        code: 'custom',
        path: ['payment', 'register'],
        message: translate('markPaid.registerRequired'),
      });
    if (payment.method === 'card' && payment.approval_code === '')
      context.addIssue({
        code: 'custom',
        path: ['payment', 'approval_code'],
        message: translate('markPaid.approvalCodeRequired'),
      });
  })
  .transform(({ payment }): ManualPayment => ({
    method: payment.method,
    register: payment.method === 'cash' ? (payment.register ?? null) : null,
    approval_code: payment.method === 'card' ? payment.approval_code : null,
  }));

type MarkPaidInput = z.input<typeof markPaidSchema>;
type MarkPaidForm = UseFormReturn<MarkPaidInput, unknown, ManualPayment>;

function Method({ form }: { form: MarkPaidForm }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'payment.method' });
  return (
    <Input.Wrapper label={t('markPaid.method')} labelElement="div">
      <SegmentedControl
        fullWidth
        aria-label={t('markPaid.method')}
        value={field.value}
        onChange={(value) => field.onChange(value)}
        data={Object.values(CounterPaymentMethod).map((method) => ({
          value: method,
          label: counterMethodLabel(method),
        }))}
      />
    </Input.Wrapper>
  );
}

/** The outlet's registers, as its counter sells at them; the only one chosen for the cashier. */
function Register({ form, outletId }: { form: MarkPaidForm; outletId: number }) {
  const { t } = useTranslation();
  const menu = useGetCounterMenu({ outlet_id: outletId });
  const registers = menu.data?.data.registers;
  const chosen = useWatch({ control: form.control, name: 'payment.register' });
  useEffect(() => {
    if (!chosen && registers?.length === 1) form.setValue('payment.register', registers[0]);
  }, [chosen, registers, form]);
  if (menu.isError)
    return (
      <Text c="red" size="sm" role="alert">
        {t('markPaid.noRegisters')}
      </Text>
    );
  return (
    <SelectField
      control={form.control}
      name="payment.register"
      label={t('markPaid.register')}
      data={registers ?? []}
      disabled={menu.isPending}
      allowDeselect={false}
    />
  );
}

function MarkPaidForm({ order, onPaid }: { order: Order; onPaid: (payment: ManualPayment) => Promise<unknown> }) {
  const { t } = useTranslation();
  const form = useForm<MarkPaidInput, unknown, ManualPayment>({
    resolver: zodResolver(markPaidSchema),
    defaultValues: { payment: { method: 'cash', register: null, approval_code: '' } },
  });
  const method = useWatch({ control: form.control, name: 'payment.method' });
  return (
    <ModalForm
      form={form}
      onSubmit={onPaid}
      submitLabel={t('order.markAs', { status: orderStatusLabel(OrderStatusChange.PAID) })}
    >
      <Text size="sm">{t('markPaid.message', { amount: formatRupiah(order.invoice.amount) })}</Text>
      <Method form={form} />
      {method === 'cash' ? <Register form={form} outletId={order.outlet.id} /> : null}
      {method === 'card' ? (
        <TextField
          control={form.control}
          name="payment.approval_code"
          label={t('markPaid.approvalCode')}
          inputMode="numeric"
          autoComplete="off"
        />
      ) : null}
    </ModalForm>
  );
}

export interface MarkPaidDialogProps {
  order: Order;
  opened: boolean;
  onClose: () => void;
  onPaid: (payment: ManualPayment) => Promise<unknown>;
}

export function MarkPaidDialog({ order, opened, onClose, onPaid }: MarkPaidDialogProps) {
  const { t } = useTranslation();
  return (
    <FormModal opened={opened} onClose={onClose} title={t('markPaid.title', { id: order.id })}>
      <MarkPaidForm order={order} onPaid={onPaid} />
    </FormModal>
  );
}
