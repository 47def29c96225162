// The Reports group (sidebar submenu 'reports'): sales, inventory, purchase-order, payment,
// modifier, tax and promotions reports, the shifts' Z report (with the shifts' own rule) and the waste report
// (with the inventory's rule). The payments
// report is read from the invoices, so it opens with the invoices' own rule: whoever sees an
// outlet's invoices and the gateways' fees sees their totals, and nobody else.
import { createRoute } from '@tanstack/react-router';
import {
  channelReportParams,
  channelReportSearchSchema,
  inventoryReportSearchSchema,
  modifierReportParams,
  modifierReportSearchSchema,
  paymentReportSearchSchema,
  promotionReportParams,
  promotionReportSearchSchema,
  purchaseOrderReportSearchSchema,
  reportParams,
  salesReportSearchSchema,
  shiftReportSearchSchema,
  taxReportParams,
  taxReportSearchSchema,
  wasteReportParams,
  wasteReportSearchSchema,
} from '@/features/reports/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

const RULE = 'view_admin_user';

export const reportSalesRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-sales',
  staticData: {
    name: 'salesReport',
    rule: RULE,
    icon: 'chartBar',
    orderInSidebar: 1,
    group: 'reports',
  },
  validateSearch: salesReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetSalesReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetSalesReportQueryOptions(reportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/sales-report-page'), 'SalesReportPage', 'reports'),
});

export const reportInventoriesRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-inventories',
  staticData: {
    name: 'inventoryReport',
    rule: RULE,
    icon: 'chartLine',
    orderInSidebar: 2,
    group: 'reports',
  },
  validateSearch: inventoryReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetInventoryReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetInventoryReportQueryOptions(reportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/inventory-report-page'), 'InventoryReportPage', 'reports'),
});

export const reportPoRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-po',
  staticData: {
    name: 'purchaseOrderReport',
    rule: RULE,
    icon: 'fileAnalytics',
    orderInSidebar: 3,
    group: 'reports',
  },
  validateSearch: purchaseOrderReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetPurchaseOrderReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetPurchaseOrderReportQueryOptions(reportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/purchase-order-report-page'), 'PurchaseOrderReportPage', 'reports'),
});

export const reportPaymentsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-payments',
  staticData: {
    name: 'paymentReport',
    rule: 'view_admin_invoices',
    icon: 'reportMoney',
    orderInSidebar: 4,
    group: 'reports',
  },
  validateSearch: paymentReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetPaymentReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetPaymentReportQueryOptions(reportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/payment-report-page'), 'PaymentReportPage', 'reports'),
});

export const reportModifiersRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-modifiers',
  staticData: {
    name: 'modifierReport',
    rule: RULE,
    icon: 'chartBar',
    orderInSidebar: 5,
    group: 'reports',
  },
  validateSearch: modifierReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetModifierReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetModifierReportQueryOptions(modifierReportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/modifier-report-page'), 'ModifierReportPage', 'reports'),
});

export const reportTaxRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-tax',
  staticData: {
    name: 'taxReport',
    rule: RULE,
    icon: 'receipt',
    orderInSidebar: 6,
    group: 'reports',
  },
  validateSearch: taxReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetTaxReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetTaxReportQueryOptions(taxReportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/tax-report-page'), 'TaxReportPage', 'reports'),
});

// What the promotions gave away, and who paid for it.
export const reportPromotionsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-promotions',
  staticData: {
    name: 'promotionReport',
    rule: RULE,
    icon: 'reportAnalytics',
    orderInSidebar: 9,
    group: 'reports',
  },
  validateSearch: promotionReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetPromotionReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetPromotionReportQueryOptions(promotionReportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/promotion-report-page'), 'PromotionReportPage', 'reports'),
});

// What the delivery platforms sold, took in commission and paid out.
export const reportChannelsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-channels',
  staticData: {
    name: 'channelReport',
    rule: RULE,
    icon: 'chartBar',
    orderInSidebar: 9.5,
    group: 'reports',
  },
  validateSearch: channelReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetChannelReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetChannelReportQueryOptions(channelReportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/channel-report-page'), 'ChannelReportPage', 'reports'),
});

// The Z report: every shift of a business day. Its day defaults to today's business day, which the
// chain's settings decide, so the screen makes the first call once it knows them.
export const reportShiftsRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-shifts',
  staticData: {
    name: 'shiftReport',
    rule: 'view_admin_shift',
    icon: 'clockDollar',
    orderInSidebar: 7,
    group: 'reports',
  },
  validateSearch: shiftReportSearchSchema,
  component: lazy(() => import('@/features/reports/shift-report-page'), 'ShiftReportPage', 'reports'),
});

// What was thrown away, by reason, SKU or day: read by those who see the outlets' inventory.
export const reportWasteRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/report-waste',
  staticData: {
    name: 'wasteReport',
    rule: 'view_admin_inventory',
    icon: 'fileAnalytics',
    orderInSidebar: 8,
    group: 'reports',
  },
  validateSearch: wasteReportSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/reports/reports'),
      ({ getGetWasteReportQueryOptions }) =>
        context.queryClient.prefetchQuery(getGetWasteReportQueryOptions(wasteReportParams(deps))),
    ),
  component: lazy(() => import('@/features/reports/waste-report-page'), 'WasteReportPage', 'reports'),
});
