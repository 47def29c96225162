// The words for the contract's coded values (order and invoice statuses, scopes, payment method
// types, gateway fees) in the language in use, shared by every screen that shows them.
import {
  InvoiceStatus,
  OrderStatus,
  type AdminScope,
  type CounterPaymentMethod,
  type PaymentMethodType,
  type ShiftStatus,
} from '@generated/model';
import { formatNumber, formatRupiah } from './format';
import { currentLanguage, t, type Language } from './i18n';

const ORDER_STATUS_NAMES = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof OrderStatus>;

/** "Paid", "Ready to pick up", … for an order status code. */
export function orderStatusLabel(status: number): string {
  const name = ORDER_STATUS_NAMES[status];
  return name ? t(`orderStatus.${name}`) : String(status);
}

/** The screens a scope opens ("Purchase Orders and Vendor"), as the role form and assignment show them. */
export function scopeLabel(scope: AdminScope): string {
  return t(`scopes.${scope}`);
}

const INVOICE_STATUS_NAMES = Object.fromEntries(
  Object.entries(InvoiceStatus).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof InvoiceStatus>;

/** "Unpaid", "Paid", … for an invoice status code. */
export function invoiceStatusLabel(status: number): string {
  const name = INVOICE_STATUS_NAMES[status];
  return name ? t(`invoiceStatus.${name}`) : String(status);
}

/** Badge colours of the invoice statuses: waiting, done, lapsed, failed, returned. */
export const INVOICE_STATUS_COLORS: Record<InvoiceStatus, string> = {
  0: 'yellow',
  100: 'teal',
  200: 'gray',
  300: 'red',
  400: 'grape',
};

/** "Virtual account", "E-wallet", … */
export const paymentMethodTypeLabel = (type: PaymentMethodType): string => t(`paymentMethodType.${type}`);

/** A gateway's fee: `Rp 4.000`, `2,73%`, `Rp 2.000 + 2,9%` or "No fee". */
export function paymentFeeLabel(feeFlat: number, feePercent: number): string {
  const flat = formatRupiah(feeFlat);
  const percent = formatNumber(feePercent);
  if (feeFlat > 0 && feePercent > 0) return t('paymentFee.both', { flat, percent });
  if (feeFlat > 0) return t('paymentFee.flat', { flat });
  if (feePercent > 0) return t('paymentFee.percent', { percent });
  return t('paymentFee.none');
}

/**
 * A name kept in both languages (a modifier group, an option): the Indonesian one for an Indonesian
 * reader when it is set, the English one otherwise.
 */
export const readerName = (
  named: { name: string; indonesian_name?: string | null },
  language: Language = currentLanguage(),
): string => (language === 'id' && named.indonesian_name ? named.indonesian_name : named.name);

/** "Open", "Awaiting approval", "Closed" for a shift's status. */
export const shiftStatusLabel = (status: ShiftStatus): string => t(`shiftStatus.${status}`);

/** Badge colours of the shift statuses: selling, waiting for a manager, done. */
export const SHIFT_STATUS_COLORS: Record<ShiftStatus, string> = {
  OPEN: 'blue',
  AWAITING_APPROVAL: 'orange',
  CLOSED: 'teal',
};

/** "Cash", "Card (EDC)", "Static QRIS": how a payment taken at the counter was made. */
export function counterMethodLabel(method: CounterPaymentMethod): string {
  return t(`counterMethod.${method}`);
}
