// The transfer screens: the list, the new-transfer form and one transfer's detail.
import type { QueryClient } from '@tanstack/react-query';
import { createRoute } from '@tanstack/react-router';
import {
  newStockTransferSearchSchema,
  stockTransferListParams,
  stockTransferSearchSchema,
  transferNumberSearchSchema,
} from '@/features/stock-transfers/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

const RULE = 'view_admin_inventory';

/** Starts loading one transfer alongside the page's code, when the id is a number. */
function prefetchTransfer({
  context,
  params,
}: {
  context: { queryClient: QueryClient };
  params: { transferId: string };
}) {
  const id = Number(params.transferId);
  if (!Number.isSafeInteger(id) || id <= 0) return;
  prefetchWith(
    () => import('@generated/hooks/stock-transfers/stock-transfers'),
    ({ getGetStockTransferQueryOptions }) => context.queryClient.prefetchQuery(getGetStockTransferQueryOptions(id)),
  );
}

export const stockTransferRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stock-transfer',
  staticData: { name: 'stockTransfers', rule: RULE, icon: 'arrowsExchange', orderInSidebar: 4.5 },
  validateSearch: stockTransferSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/stock-transfers/stock-transfers'),
      ({ getListStockTransfersQueryOptions }) =>
        context.queryClient.prefetchQuery(getListStockTransfersQueryOptions(stockTransferListParams(deps))),
    ),
  component: lazy(
    () => import('@/features/stock-transfers/stock-transfer-list-page'),
    'StockTransferListPage',
    'stock-transfers',
  ),
});

export const stockTransferNewRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stock-transfer/new',
  staticData: { name: 'addStockTransfer', rule: RULE },
  validateSearch: newStockTransferSearchSchema,
  component: lazy(
    () => import('@/features/stock-transfers/stock-transfer-form-page'),
    'StockTransferNewPage',
    'stock-transfers',
  ),
});

export const stockTransferDetailRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stock-transfer/$transferId',
  staticData: { name: 'stockTransferDetail', rule: RULE, titleSearchKey: 'transfer_number' },
  validateSearch: transferNumberSearchSchema,
  loader: prefetchTransfer,
  component: lazy(
    () => import('@/features/stock-transfers/stock-transfer-detail-page'),
    'StockTransferDetailPage',
    'stock-transfers',
  ),
});
