// A new order rings once: the live event stream and a Firebase foreground message may both report
// it, and whichever comes first plays the chime and shows the toast that opens it.
import type { LowStockEvent, PurchaseOrderAwaitingApprovalEvent } from '@generated/model';
import { formatNumber, formatRupiah } from '../format';
import { t } from '../i18n';
import { toast } from '../toast';
import { playNotificationSound } from './sound';

const announced = new Set<number>();

export interface NewOrder {
  orderId: number;
  outletName: string;
}

/** Chimes and shows "New order #… at …" unless this order was announced already. */
export function announceNewOrder({ orderId, outletName }: NewOrder, open: (orderId: number) => void): boolean {
  if (announced.has(orderId)) return false;
  announced.add(orderId);
  playNotificationSound();
  // Plain strings: sonner renders them as text, never as HTML.
  toast(t('orderAlerts.newOrder', { id: orderId, outlet: outletName }), {
    id: `order-${orderId}`,
    action: { label: t('orderAlerts.open'), onClick: () => open(orderId) },
  });
  return true;
}

/** The order a push message is about, when it is about one (its data carries order_id and outlet_name). */
export function newOrderFromPush(data: Record<string, string> | undefined): NewOrder | null {
  const orderId = Number(data?.order_id);
  if (!Number.isInteger(orderId) || orderId < 1 || data?.type !== 'order.created') return null;
  return { orderId, outletName: data.outlet_name ?? '' };
}

const alertedStock = new Set<number>();

/**
 * Shows "Low stock: … at …" once per event (the stream and a push may both bring it), with a way to
 * the outlet's Reorder screen.
 */
export function announceLowStock(event: LowStockEvent, open: (outletId: number) => void): boolean {
  if (alertedStock.has(event.id)) return false;
  alertedStock.add(event.id);
  playNotificationSound();
  toast(
    t('orderAlerts.lowStock', {
      sku: event.sku_name,
      outlet: event.outlet.name,
      quantity: formatNumber(event.quantity),
      unit: event.stock_unit,
    }),
    {
      id: `stock-${event.id}`,
      action: { label: t('orderAlerts.openReorder'), onClick: () => open(event.outlet.id) },
    },
  );
  return true;
}

const alertedApprovals = new Set<number>();

/** Shows "Purchase order … at … awaits your approval" once per event, with a way to the approvals queue. */
export function announceAwaitingApproval(event: PurchaseOrderAwaitingApprovalEvent, open: () => void): boolean {
  if (alertedApprovals.has(event.id)) return false;
  alertedApprovals.add(event.id);
  playNotificationSound();
  toast(
    t('orderAlerts.awaitingApproval', {
      number: event.po_number,
      outlet: event.outlet.name,
      total: formatRupiah(event.total_amount),
    }),
    { id: `approval-${event.id}`, action: { label: t('orderAlerts.openApproval'), onClick: open } },
  );
  return true;
}
