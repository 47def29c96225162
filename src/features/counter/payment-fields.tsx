// How the walk-in pays: cash (the amount handed over, typed or tapped from the quick amounts, and the
// change due as it is typed) or QRIS through an enabled gateway's QRIS method (the code is shown once
// the sale is placed).
import '@mantine/core/styles/FloatingIndicator.css';
import '@mantine/core/styles/SegmentedControl.css';
import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useController, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useListPaymentGateways } from '@generated/hooks/payment-gateways/payment-gateways';
import { MoneyField } from '@/components/form/money-field';
import { SelectField } from '@/components/form/select-field';
import { formatRupiah } from '@/lib/format';
import { changeDue, quickTenders } from './cart';
import type { CounterSaleInput, CounterSaleValues } from './schemas';

type SaleForm = UseFormReturn<CounterSaleInput, unknown, CounterSaleValues>;

function CashFields({ form, total }: { form: SaleForm; total: number }) {
  const { t } = useTranslation();
  const tendered = useWatch({ control: form.control, name: 'payment.tendered' }) as number | undefined;
  const exact = useWatch({ control: form.control, name: 'payment.exact' }) === true;
  const change = changeDue(tendered, total);
  // The amount exact cash last set: any other amount in the field is the cashier's own.
  const following = useRef<number | undefined>(undefined);
  const tap = (amount: number, isExact = false) => {
    following.current = isExact ? amount : undefined;
    form.setValue('payment.exact', isExact);
    form.setValue('payment.tendered', amount, { shouldValidate: form.formState.isSubmitted });
  };
  // Exact cash follows the total (a cup added while the quote refreshes raises it with the total)
  // until the cashier types an amount of their own.
  useEffect(() => {
    if (!exact) return;
    if (tendered !== following.current) form.setValue('payment.exact', false);
    else if (tendered !== total) {
      following.current = total;
      form.setValue('payment.tendered', total, { shouldValidate: form.formState.isSubmitted });
    }
  }, [exact, tendered, total, form]);
  return (
    <Stack gap="xs">
      <MoneyField control={form.control} name="payment.tendered" label={t('counter.tendered')} size="md" />
      <Group gap="xs">
        {quickTenders(total).map((amount, index) => (
          <Button
            key={amount}
            variant={index === 0 && exact ? 'filled' : 'light'}
            size="compact-md"
            onClick={() => tap(amount, index === 0)}
            aria-pressed={index === 0 ? exact : undefined}
          >
            {index === 0 ? t('counter.exact') : formatRupiah(amount)}
          </Button>
        ))}
      </Group>
      <Group justify="space-between" aria-live="polite">
        <Text fw={600}>{t('counter.changeDue')}</Text>
        <Text
          fw={700}
          size="lg"
          data-testid="change-due"
          c={tendered !== undefined && change === null ? 'red' : undefined}
        >
          {change !== null
            ? formatRupiah(change)
            : tendered !== undefined
              ? t('counter.short', { amount: formatRupiah(total - tendered) })
              : '—'}
        </Text>
      </Group>
    </Stack>
  );
}

function QrisFields({ form }: { form: SaleForm }) {
  const { t } = useTranslation();
  const gateways = useListPaymentGateways({ is_enabled: true, method_type: 'QRIS', size: 100 });
  const options = (gateways.data?.data ?? [])
    .filter((gateway) => gateway.method_type === 'QRIS')
    .map((gateway) => ({
      value: String(gateway.partner_id),
      label: `${gateway.name} · ${gateway.provider}`,
    }));
  const chosen = useWatch({ control: form.control, name: 'payment.payment_method_partner_id' });
  // The one QRIS method an outlet usually has is chosen for the cashier.
  useEffect(() => {
    if (!chosen && options.length === 1) form.setValue('payment.payment_method_partner_id', options[0]!.value);
  }, [chosen, options, form]);
  if (gateways.isSuccess && options.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('counter.noQris')}
      </Text>
    );
  return (
    <SelectField
      control={form.control}
      name="payment.payment_method_partner_id"
      label={t('counter.qrisMethod')}
      data={options}
      disabled={gateways.isPending}
    />
  );
}

export function PaymentFields({ form, total }: { form: SaleForm; total: number }) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name: 'payment.method' });
  if (field.value === 'platform')
    return (
      <Text size="sm" c="dimmed" data-testid="paid-by-platform">
        {t('counter.paidByPlatform')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        aria-label={t('counter.paymentMethod')}
        value={field.value}
        onChange={(value) => field.onChange(value)}
        data={[
          { value: 'cash', label: t('counter.cash') },
          { value: 'qris', label: t('counter.qris') },
        ]}
      />
      {field.value === 'cash' ? <CashFields form={form} total={total} /> : <QrisFields form={form} />}
    </Stack>
  );
}
