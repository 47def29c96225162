// The words for the contract's coded values (order status 100, …) in the language in use, shared
// by every screen that shows them.
import { OrderStatus } from '../../generated/model';
import { t } from './i18n';

const ORDER_STATUS_NAMES = Object.fromEntries(
  Object.entries(OrderStatus).map(([name, code]) => [code, name]),
) as Record<number, keyof typeof OrderStatus>;

/** "Paid", "Ready to pick up", … for an order status code. */
export function orderStatusLabel(status: number): string {
  const name = ORDER_STATUS_NAMES[status];
  return name ? t(`orderStatus.${name}`) : String(status);
}
