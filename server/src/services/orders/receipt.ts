// An order's receipt: the chain's letterhead, the outlet (its address, area and NPWPD), the order's
// number and lines with their options as sold, the amounts the one pricing function froze on it
// when it was placed, and how it was paid (cash handed over and change, QRIS at the counter, or
// online through the app). The desk and the counter read it within their reach; a customer reads
// the receipts of their own orders.
import { eq } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { chainSettings, customers, invoices, orders, outlets, paymentGateways } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { INVOICE } from '../sales/states';
import { amountColumns, orderAmounts } from './amounts';
import { discountsOf } from './order-discounts';
import { itemOptions } from './item-options';
import { ORDER_NOT_FOUND, orderLines } from './queries';

export type ReceiptDto = components['schemas']['Receipt'];
type ReceiptPayment = ReceiptDto['payment'];

/** Whether the order's invoice was paid (and stays paid, or was refunded afterwards). */
const WAS_PAID: readonly number[] = [INVOICE.PAID, INVOICE.REFUNDED];

function receiptRow(db: DbOrTx, orderId: number) {
  return db
    .select({
      ...amountColumns,
      id: orders.id,
      channel: orders.channel,
      orderType: orders.orderType,
      status: orders.status,
      customerId: orders.customerId,
      walkInName: orders.customerName,
      customerName: customers.name,
      cashTendered: orders.cashTendered,
      createdAt: orders.createdAt,
      invoiceNumber: invoices.invoiceNumber,
      invoiceStatus: invoices.status,
      paidAt: invoices.paidAt,
      methodName: paymentGateways.name,
      outletId: outlets.id,
      outletName: outlets.name,
      outletAddress: outlets.address,
      outletNpwpd: outlets.npwpd,
      areaName: outlets.areaName,
    })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .innerJoin(outlets, eq(outlets.id, orders.outletId))
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(paymentGateways, eq(paymentGateways.id, invoices.paymentGatewayId))
    .where(eq(orders.id, orderId));
}

type ReceiptRow = Awaited<ReturnType<typeof receiptRow>>[number];

/**
 * How the order was paid: cash (what was handed over and the change), QRIS at the counter or
 * online in the app (with the gateway's method name); null while it is unpaid.
 */
function paymentOf(row: ReceiptRow): ReceiptPayment {
  if (!WAS_PAID.includes(row.invoiceStatus)) return { method: null, method_name: null, tendered: null, change: null };
  if (row.cashTendered !== null)
    return {
      method: 'cash',
      method_name: null,
      tendered: row.cashTendered,
      change: row.cashTendered - row.totalAmount,
    };
  return {
    method: row.channel === 'counter' ? 'qris' : 'online',
    method_name: row.methodName ?? null,
    tendered: null,
    change: null,
  };
}

async function receiptOf(db: DbOrTx, row: ReceiptRow): Promise<ReceiptDto> {
  const [lines, settings] = await Promise.all([
    orderLines(db, row.id),
    db
      .select({ companyName: chainSettings.companyName, companyLogoUrl: chainSettings.companyLogoUrl })
      .from(chainSettings)
      .where(eq(chainSettings.id, 1)),
  ]);
  const [options, discounts] = await Promise.all([
    itemOptions(
      db,
      lines.map((line) => line.id),
    ),
    discountsOf(db, [row.id]),
  ]);
  return {
    order_id: row.id,
    order_number: row.invoiceNumber,
    channel: row.channel,
    order_type: row.orderType,
    status: row.status,
    customer_name: row.customerName ?? row.walkInName,
    company_name: settings[0]?.companyName ?? '',
    company_logo_url: settings[0]?.companyLogoUrl ?? null,
    outlet: {
      id: row.outletId,
      name: row.outletName,
      address: row.outletAddress,
      npwpd: row.outletNpwpd,
      area_name: row.areaName,
    },
    lines: lines.map((line) => ({
      sku_name: line.sku_name,
      quantity: line.quantity,
      price: line.price,
      subtotal: line.subtotal,
      discount: line.discount,
      note: line.note,
      options: options.get(line.id) ?? [],
    })),
    ...orderAmounts(row),
    discounts: discounts.get(row.id) ?? [],
    payment: paymentOf(row),
    placed_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/**
 * The receipt of an order within `reach` (the order desk's or the counter's); another outlet's
 * order, or an unknown one, is 404. The name to call the order by shows as the order itself shows it.
 */
export async function getOrderReceipt(db: DbOrTx, orderId: number, reach: OutletReach): Promise<ReceiptDto> {
  const [row] = await receiptRow(db, orderId);
  requireReach(reach, row?.outletId, ORDER_NOT_FOUND);
  return receiptOf(db, row!);
}

/** The receipt of one of the customer's own app orders; another customer's, or an unknown one, is 404. */
export async function getCustomerOrderReceipt(db: DbOrTx, customerId: number, orderId: number): Promise<ReceiptDto> {
  const [row] = await receiptRow(db, orderId);
  if (!row || row.customerId !== customerId || row.channel !== 'app') throw notFound('Order');
  return receiptOf(db, row);
}
