// How a payment taken at the counter was made, as the invoice records it: the method (cash, card
// on the EDC terminal, static QRIS), a card's approval code, and the shift at whose register it
// was paid. Nothing for a payment through a gateway.
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InvoiceDetail } from '@generated/model';
import { counterMethodLabel } from '@/lib/domain-labels';
import { formatDate } from '@/lib/format';

export type CounterPaid = Pick<InvoiceDetail, 'counter_method'> &
  Partial<Pick<InvoiceDetail, 'card_approval_code' | 'shift'>>;

export function CounterPayment({ invoice }: { invoice: CounterPaid }) {
  const { t } = useTranslation();
  if (!invoice.counter_method) return null;
  return (
    <div data-testid="counter-payment">
      <Text size="sm" component="div">
        {counterMethodLabel(invoice.counter_method)}
        {invoice.card_approval_code
          ? ` · ${t('counterPayment.approvalCode', { code: invoice.card_approval_code })}`
          : ''}
      </Text>
      {invoice.shift ? (
        <Text size="xs" c="dimmed" component="div">
          {t('counterPayment.shift', {
            id: invoice.shift.id,
            register: invoice.shift.register,
            date: formatDate(invoice.shift.business_date),
          })}
        </Text>
      ) : null}
    </div>
  );
}
