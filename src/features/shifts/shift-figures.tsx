// What a drawer held over a shift, in one place for the shift's drawer and its printed X and Z slips:
// the opening float, cash sales, cash refunds, pay in, pay out and safe drops adding up to the
// expected cash; once closed, the counted cash and the variance (red when the drawer is short). The
// other methods (card, static QRIS, the gateways) are shown below, not counted. On screen as rows of
// figures; on a slip as the receipt's monospaced rows, in the slip's language.
import '@mantine/core/styles/Divider.css';
import { Divider, Group, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { Shift, ShiftReportRow, ShiftReportTotals } from '@generated/model';
import { formatNumber, formatRupiah } from '@/lib/format';
import type { Language } from '@/lib/i18n';

export interface OtherMethod {
  key: string;
  label: string;
  amount: number;
  /** How many payments, where known (the X report knows, the Z report's row does not). */
  count?: number;
}

export interface DrawerFigures {
  openingFloat: number;
  cashSales: number;
  cashRefunds: number;
  payIn: number;
  payOut: number;
  safeDrops: number;
  expected: number;
  counted: number | null;
  variance: number | null;
  others: OtherMethod[];
}

/** A shift's figures, as the X report (open) or at closing gives them. */
export function figuresOfShift(shift: Shift, t: TFunction): DrawerFigures {
  const { cash } = shift;
  return {
    openingFloat: cash.opening_float,
    cashSales: cash.sales,
    cashRefunds: cash.refunds,
    payIn: cash.pay_in,
    payOut: cash.pay_out,
    safeDrops: cash.safe_drops,
    expected: shift.status === 'OPEN' ? cash.expected : shift.expected_cash,
    counted: shift.counted_cash,
    variance: shift.variance,
    others: shift.methods
      .filter((method) => method.method !== 'cash')
      .map((method) => ({
        key: `${method.method}-${method.payment_gateway_id ?? ''}`,
        label:
          method.method === 'gateway'
            ? (method.name ?? t('shift.method.gateway'))
            : t(`shift.method.${method.method as 'card' | 'qris_static'}`),
        amount: method.amount - method.refund_amount,
        count: method.payment_count,
      })),
  };
}

/** One shift of the Z report, or the day's totals, in the same figures. */
export function figuresOfReportRow(row: ShiftReportRow | ShiftReportTotals, t: TFunction): DrawerFigures {
  return {
    openingFloat: row.opening_float,
    cashSales: row.cash_sales,
    cashRefunds: row.cash_refunds,
    payIn: row.pay_in,
    payOut: row.pay_out,
    safeDrops: row.safe_drops,
    expected: row.expected_cash,
    counted: row.counted_cash,
    variance: row.variance,
    others: (['card', 'qris_static', 'gateway'] as const)
      .map((method) => ({ key: method, label: t(`shift.method.${method}`), amount: row[`${method}_sales`] }))
      .filter((method) => method.amount !== 0),
  };
}

interface Line {
  key: string;
  label: string;
  value: string;
  strong?: boolean;
  short?: boolean;
}

/** A signed amount: +Rp 5,000, -Rp 10,000, Rp 0. */
export const signedRupiah = (amount: number, language?: Language) =>
  amount > 0 ? `+${formatRupiah(amount, language)}` : formatRupiah(amount, language);

function lines(figures: DrawerFigures, t: TFunction, language?: Language) {
  const money = (amount: number) => formatRupiah(amount, language);
  const less = (amount: number) => (amount === 0 ? money(0) : `-${money(amount)}`);
  const cash: Line[] = [
    { key: 'opening', label: t('shift.figures.openingFloat'), value: money(figures.openingFloat) },
    { key: 'sales', label: t('shift.figures.cashSales'), value: money(figures.cashSales) },
    { key: 'refunds', label: t('shift.figures.cashRefunds'), value: less(figures.cashRefunds) },
    { key: 'payIn', label: t('shift.figures.payIn'), value: money(figures.payIn) },
    { key: 'payOut', label: t('shift.figures.payOut'), value: less(figures.payOut) },
    { key: 'safeDrops', label: t('shift.figures.safeDrops'), value: less(figures.safeDrops) },
    { key: 'expected', label: t('shift.figures.expected'), value: money(figures.expected), strong: true },
  ];
  const count: Line[] =
    figures.counted === null || figures.variance === null
      ? []
      : [
          { key: 'counted', label: t('shift.figures.counted'), value: money(figures.counted), strong: true },
          {
            key: 'variance',
            label: t(figures.variance < 0 ? 'shift.figures.varianceShort' : 'shift.figures.variance'),
            value: signedRupiah(figures.variance, language),
            strong: true,
            short: figures.variance < 0,
          },
        ];
  const others: Line[] = figures.others.map((method) => ({
    key: method.key,
    label:
      method.count === undefined
        ? method.label
        : t('shift.figures.methodCount', { method: method.label, number: formatNumber(method.count, language) }),
    value: money(method.amount),
  }));
  return { cash, count, others };
}

export interface ShiftFiguresProps {
  figures: DrawerFigures;
  /** The texts to write in: the screen's, or a slip's language. */
  t: TFunction;
  language?: Language;
  variant?: 'screen' | 'slip';
}

export function ShiftFigures({ figures, t, language, variant = 'screen' }: ShiftFiguresProps) {
  const { cash, count, others } = lines(figures, t, language);
  if (variant === 'slip') {
    const row = (line: Line) => (
      <div key={line.key} className={line.strong ? 'receipt-row receipt-strong' : 'receipt-row'} data-figure={line.key}>
        <span>{line.label}</span>
        <span>{line.value}</span>
      </div>
    );
    return (
      <>
        {cash.map(row)}
        {count.length > 0 ? (
          <>
            <div className="receipt-rule" />
            {count.map(row)}
          </>
        ) : null}
        {others.length > 0 ? (
          <>
            <div className="receipt-rule" />
            <div>{t('shift.figures.otherMethods')}</div>
            {others.map(row)}
          </>
        ) : null}
      </>
    );
  }
  const row = (line: Line) => (
    <Group key={line.key} justify="space-between" wrap="nowrap" gap="md" data-figure={line.key}>
      <Text size="sm" fw={line.strong ? 700 : undefined} c={line.short ? 'red' : undefined}>
        {line.label}
      </Text>
      <Text size="sm" fw={line.strong ? 700 : undefined} c={line.short ? 'red' : undefined} ta="right">
        {line.value}
      </Text>
    </Group>
  );
  return (
    <Stack gap={6}>
      {cash.map(row)}
      {count.length > 0 ? (
        <>
          <Divider />
          {count.map(row)}
        </>
      ) : null}
      {others.length > 0 ? (
        <>
          <Divider />
          <Text size="xs" c="dimmed">
            {t('shift.figures.otherMethods')}
          </Text>
          {others.map(row)}
        </>
      ) : null}
    </Stack>
  );
}
