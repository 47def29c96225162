// An order's amounts as the server priced them, one line each: subtotal, each discount by its
// promotion's name (a voucher with its code, points redeemed as points), service charge, PBJT at its rate (marked included when it sits inside the menu prices), cash rounding and the
// total. Lines that do not apply (no discount, no service charge, an outlet exempt from PBJT, no
// rounding) are left out. Used by the counter's cart and sale, the order desk and the app's checkout.
import { Group, Stack, Text, type MantineSize } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupiah } from '@/lib/format';
import type { Language } from '@/lib/i18n';

/** One discount as a quote, an order and a receipt give it. */
export interface DiscountFigure {
  promotion_id: number | null;
  name: string;
  amount: number;
  code: string | null;
  points: number;
}

/** What a quote, an order and a receipt share. */
export interface OrderAmountFigures {
  subtotal: number;
  discount_total: number;
  /** Each discount the total takes off; without it, one Discount line. */
  discounts?: readonly DiscountFigure[];
  service_charge: number;
  tax: number;
  tax_included: number;
  rounding: number;
  total_amount: number;
  pbjt_rate_percent: number;
  service_charge_percent: number;
  prices_include_tax: boolean;
}

export interface OrderAmountsProps {
  amounts: OrderAmountFigures;
  /** The total line's label; "Total" unless given. */
  totalLabel?: string;
  size?: MantineSize;
  /** The total's test id (e.g. the counter's cart-total). */
  totalTestId?: string;
  /** Dimmed while a newer answer loads. */
  stale?: boolean;
}

/** Rounding shown with its sign: +Rp 50, -Rp 50. */
export const signedRupiah = (amount: number): string =>
  amount > 0 ? `+${formatRupiah(amount)}` : formatRupiah(amount);

/**
 * A discount's label: the promotion's name (with the voucher code it used), or the points redeemed.
 * `t` may be fixed to another language (a receipt's).
 */
export function discountLabel(discount: DiscountFigure, t: TFunction, language?: Language): string {
  if (discount.promotion_id === null)
    return t('orderAmounts.points', { points: formatNumber(discount.points, language) });
  return discount.code ? `${discount.name} · ${discount.code}` : discount.name;
}

/** The amount lines that apply to these figures, as label and value. */
export function amountLines(amounts: OrderAmountFigures, t: TFunction) {
  const rate = (percent: number) => `${formatNumber(percent)}%`;
  const lines: { key: string; label: string; value: string }[] = [
    { key: 'subtotal', label: t('orderAmounts.subtotal'), value: formatRupiah(amounts.subtotal) },
  ];
  const discounts = (amounts.discounts ?? []).filter((discount) => discount.amount > 0);
  if (discounts.length > 0)
    discounts.forEach((discount, index) =>
      lines.push({
        key: `discount-${index}`,
        label: discountLabel(discount, t),
        value: formatRupiah(-discount.amount),
      }),
    );
  else if (amounts.discount_total > 0)
    lines.push({ key: 'discount', label: t('orderAmounts.discount'), value: formatRupiah(-amounts.discount_total) });
  if (amounts.service_charge > 0)
    lines.push({
      key: 'service',
      label: t('orderAmounts.serviceCharge', { rate: rate(amounts.service_charge_percent) }),
      value: formatRupiah(amounts.service_charge),
    });
  if (amounts.pbjt_rate_percent > 0)
    lines.push({
      key: 'pbjt',
      label: t(amounts.prices_include_tax ? 'orderAmounts.pbjtIncluded' : 'orderAmounts.pbjt', {
        rate: rate(amounts.pbjt_rate_percent),
      }),
      value: formatRupiah(amounts.tax),
    });
  if (amounts.rounding !== 0)
    lines.push({ key: 'rounding', label: t('orderAmounts.rounding'), value: signedRupiah(amounts.rounding) });
  return lines;
}

export function OrderAmounts({ amounts, totalLabel, size = 'sm', totalTestId, stale = false }: OrderAmountsProps) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} data-testid="order-amounts" style={{ opacity: stale ? 0.6 : 1 }} aria-busy={stale}>
      {amountLines(amounts, t).map((line) => (
        <Group key={line.key} justify="space-between" wrap="nowrap" data-testid={`amount-${line.key}`}>
          <Text size={size}>{line.label}</Text>
          <Text size={size}>{line.value}</Text>
        </Group>
      ))}
      <Group justify="space-between" wrap="nowrap" data-testid="amount-total">
        <Text fw={600}>{totalLabel ?? t('orderAmounts.total')}</Text>
        <Text fw={700} size="xl" data-testid={totalTestId}>
          {formatRupiah(amounts.total_amount)}
        </Text>
      </Group>
    </Stack>
  );
}
