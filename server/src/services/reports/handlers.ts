// The sales, inventory, purchase-order, payment, modifier, tax and promotions reports, and their downloads. Reports need
// view_admin_user, except the payments report, read from the invoices, which needs the invoices'
// own scope (view_admin_invoices). Every report is outlet-bound: it covers only the outlets where
// the user holds its scope, narrowed by `outlet_ids`.
import type { FastifyReply } from 'fastify';
import type { HandlerRequest, Handlers } from '../../lib/handler-types';
import { inTurn } from '../../lib/heavy-reads';
import { outletReach } from '../../lib/outlet-access';
import { pageOf } from '../../lib/paged-list';
import { reportRange } from '../../lib/report-periods';
import { counterMethodName, exportHeaders, TOTAL_LABEL } from './export-headers';
import { sendTable, type ExportFormat } from './exports';
import { inventoryReport, inventoryTotals, reportScope } from './inventory';
import { modifierReportHandlers } from './modifier-handlers';
import { paymentReport } from './payments';
import { purchaseOrderReport, purchaseOrderTotals } from './purchase-orders';
import { salesReport } from './sales';
import { shiftReportHandlers } from './shifts';
import { taxReportHandlers } from './tax';
import { promotionReportHandlers } from './promotions';
import { channelReportHandlers } from './channels';
import { INVENTORY_TAGGINGS, ORDER_CHANNELS } from '../../db/schema';
import type { ChannelSales } from '../sales/by-channel';

function page<T>(query: { page?: number; size?: number }, rows: T[]) {
  const { page: n, size, offset } = pageOf(query);
  return { data: rows.slice(offset, offset + size), meta: { page: n, size, total: rows.length } };
}

type SalesRequest =
  HandlerRequest<'getSalesReport'> | HandlerRequest<'exportSalesReport'> | HandlerRequest<'exportSalesReportXlsx'>;
type InventoryRequest = HandlerRequest<'exportInventoryReport'> | HandlerRequest<'exportInventoryReportXlsx'>;
type PurchaseOrderRequest =
  | HandlerRequest<'getPurchaseOrderReport'>
  | HandlerRequest<'exportPurchaseOrderReport'>
  | HandlerRequest<'exportPurchaseOrderReportXlsx'>;

async function sales(request: SalesRequest) {
  const q = request.query;
  const range = reportRange(q);
  const reach = await outletReach(request, 'view_admin_user');
  const report = await salesReport(request.server.db, q.type ?? 'daily', range, reach, {
    outletIds: q.outlet_ids,
    skuIds: q.sku_ids,
    ownerIds: q.owner_ids,
    areaIds: q.area_ids,
  });
  return { range, ...report };
}

const SALES_COLUMNS = [
  'period_start',
  'period_end',
  'period_label',
  'order_count',
  'items_sold',
  'gross_sales',
  'discount_total',
  'net_sales',
  'service_charge',
  'tax',
  'rounding',
  'average_order_value',
  'cogs',
  'gross_profit',
  'uncosted_quantity',
] as const;
const INVENTORY_COLUMNS = [
  'period_start',
  'period_end',
  'period_label',
  'sku_id',
  'sku_name',
  'unit',
  'stock_unit',
  'opening_quantity',
  'quantity_in',
  'quantity_out',
  'closing_quantity',
] as const;
const PURCHASE_ORDER_COLUMNS = [
  'period_start',
  'period_end',
  'period_label',
  'vendor_id',
  'vendor_name',
  'po_count',
  'total_amount',
  'received_amount',
  'outstanding_amount',
  'completed_count',
] as const;

type PaymentRequest =
  | HandlerRequest<'getPaymentReport'>
  | HandlerRequest<'exportPaymentReport'>
  | HandlerRequest<'exportPaymentReportXlsx'>;

const PAYMENT_COLUMNS = [
  'period_start',
  'period_end',
  'period_label',
  'payment_gateway_id',
  'gateway_name',
  'provider',
  'counter_method',
  'payment_count',
  'gross_amount',
  'fee_amount',
  'net_amount',
  'refund_count',
  'refund_amount',
] as const;

/** The payments of the outlets chosen, within the reach of the invoices' scope. */
async function payments(request: PaymentRequest) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_invoices'), q.outlet_ids);
  return { range, ...(await paymentReport(request.server.db, q.type ?? 'daily', range, scope)) };
}

type ExportRequest = SalesRequest | InventoryRequest | PurchaseOrderRequest | PaymentRequest;
const languageOf = (request: ExportRequest) => ('lang' in request.query ? request.query.lang : undefined);

/** Each channel's orders and gross sales, after the report's own columns (app_order_count, …). */
const CHANNEL_COLUMNS = ORDER_CHANNELS.flatMap((channel) => [`${channel}_order_count`, `${channel}_gross_sales`]);
const channelCells = (byChannel: ChannelSales[]) =>
  ORDER_CHANNELS.flatMap((channel) => {
    const part = byChannel.find((x) => x.channel === channel);
    return [part?.order_count ?? 0, part?.gross_sales ?? 0];
  });

async function exportSales(request: SalesRequest, reply: FastifyReply, format: ExportFormat) {
  const { range, rows, summary } = await sales(request);
  const lang = languageOf(request);
  const total = { period_start: range.start, period_end: range.end, period_label: TOTAL_LABEL, ...summary };
  const table = [...rows, total].map((row) => [...SALES_COLUMNS.map((c) => row[c]), ...channelCells(row.by_channel)]);
  const columns = [...SALES_COLUMNS, ...CHANNEL_COLUMNS];
  return sendTable(reply, 'sales-report', range, format, columns, table, {
    headers: exportHeaders(lang, columns),
  });
}

async function exportInventory(request: InventoryRequest, reply: FastifyReply, format: ExportFormat) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  const rows = await inventoryReport(request.server.db, q.type ?? 'daily', range, q.sku_ids, scope);
  const table = rows.map((row) => [
    ...INVENTORY_COLUMNS.map((c) => row[c]),
    ...INVENTORY_TAGGINGS.map((t) => row.by_tagging[t]),
    row.sold,
    row.sale_returns,
    row.other_in,
    row.other_out,
  ]);
  const columns = [...INVENTORY_COLUMNS, ...INVENTORY_TAGGINGS, 'sold', 'sale_returns', 'other_in', 'other_out'];
  return sendTable(reply, 'inventory-report', range, format, columns, table, {
    headers: exportHeaders(languageOf(request), columns),
  });
}

/** The purchase orders received at the outlets chosen, within the reach of the report scope. */
async function purchaseOrders(request: PurchaseOrderRequest) {
  const q = request.query;
  const range = reportRange(q);
  const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
  return { range, rows: await purchaseOrderReport(request.server.db, q.type ?? 'daily', range, q.vendor_ids, scope) };
}

async function exportPurchaseOrders(request: PurchaseOrderRequest, reply: FastifyReply, format: ExportFormat) {
  const { range, rows } = await purchaseOrders(request);
  const { summary } = purchaseOrderTotals(rows);
  const lang = languageOf(request);
  const total = {
    period_start: range.start,
    period_end: range.end,
    period_label: TOTAL_LABEL,
    vendor_id: '',
    vendor_name: '',
    ...summary,
  };
  const table = [...rows, total].map((row) => PURCHASE_ORDER_COLUMNS.map((c) => row[c]));
  return sendTable(reply, 'purchase-order-report', range, format, [...PURCHASE_ORDER_COLUMNS], table, {
    headers: exportHeaders(lang, PURCHASE_ORDER_COLUMNS),
  });
}

async function exportPayments(request: PaymentRequest, reply: FastifyReply, format: ExportFormat) {
  const { range, rows, summary } = await payments(request);
  const total = {
    period_start: range.start,
    period_end: range.end,
    period_label: TOTAL_LABEL,
    payment_gateway_id: '',
    gateway_name: '',
    provider: '',
    counter_method: null,
    ...summary,
  };
  const lang = languageOf(request);
  // A payment at the counter has no payment method: its cells stay empty; its own method is named.
  const table = [...rows, total].map((row) =>
    PAYMENT_COLUMNS.map((c) =>
      c === 'counter_method' ? (row.counter_method ? counterMethodName(lang, row.counter_method) : '') : (row[c] ?? ''),
    ),
  );
  return sendTable(reply, 'payment-report', range, format, [...PAYMENT_COLUMNS], table, {
    headers: exportHeaders(lang, PAYMENT_COLUMNS),
  });
}

/** Every report and download is a heavy read, answered in its turn (see heavy-reads). */
export const reportHandlers: Handlers = inTurn({
  async getSalesReport(request) {
    const { rows, summary } = await sales(request);
    return { ...page(request.query, rows), summary };
  },
  exportSalesReport: (request, reply) => exportSales(request, reply, 'csv'),
  exportSalesReportXlsx: (request, reply) => exportSales(request, reply, 'xlsx'),

  async getInventoryReport(request) {
    const q = request.query;
    const scope = reportScope(await outletReach(request, 'view_admin_user'), q.outlet_ids);
    const rows = await inventoryReport(request.server.db, q.type ?? 'daily', reportRange(q), q.sku_ids, scope);
    return { ...page(q, rows), ...inventoryTotals(rows) };
  },
  exportInventoryReport: (request, reply) => exportInventory(request, reply, 'csv'),
  exportInventoryReportXlsx: (request, reply) => exportInventory(request, reply, 'xlsx'),

  async getPurchaseOrderReport(request) {
    const { rows } = await purchaseOrders(request);
    return { ...page(request.query, rows), ...purchaseOrderTotals(rows) };
  },
  exportPurchaseOrderReport: (request, reply) => exportPurchaseOrders(request, reply, 'csv'),
  exportPurchaseOrderReportXlsx: (request, reply) => exportPurchaseOrders(request, reply, 'xlsx'),

  async getPaymentReport(request) {
    const { rows, periods, summary } = await payments(request);
    return { ...page(request.query, rows), summary, periods };
  },
  exportPaymentReport: (request, reply) => exportPayments(request, reply, 'csv'),
  exportPaymentReportXlsx: (request, reply) => exportPayments(request, reply, 'xlsx'),

  ...modifierReportHandlers,
  ...taxReportHandlers,
  ...promotionReportHandlers,
  ...channelReportHandlers,
  ...shiftReportHandlers,
});
