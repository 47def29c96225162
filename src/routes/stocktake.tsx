// The stock-count screens: the list, one count's sheet (and its variance report once closed), and
// the usage report between two closed counts.
import { createRoute } from '@tanstack/react-router';
import { stocktakeListParams, stocktakeSearchSchema, usageSearchSchema } from '@/features/stocktakes/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

const RULE = 'view_admin_inventory';

export const stocktakeRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stocktake',
  staticData: { name: 'stocktakes', rule: RULE, icon: 'clipboardCheck', orderInSidebar: 4 },
  validateSearch: stocktakeSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/stocktakes/stocktakes'),
      ({ getListStocktakesQueryOptions }) =>
        context.queryClient.prefetchQuery(getListStocktakesQueryOptions(stocktakeListParams(deps))),
    ),
  component: lazy(() => import('@/features/stocktakes/stocktake-list-page'), 'StocktakeListPage', 'stocktakes'),
});

export const stockUsageRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stocktake/usage',
  staticData: { name: 'stockUsage', rule: RULE },
  validateSearch: usageSearchSchema,
  component: lazy(() => import('@/features/stocktakes/usage-report-page'), 'UsageReportPage', 'stocktakes'),
});

export const stocktakeDetailRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/stocktake/$stocktakeId',
  staticData: { name: 'stocktakeDetail', rule: RULE },
  loader: ({ context, params }) => {
    const id = Number(params.stocktakeId);
    if (!Number.isSafeInteger(id) || id <= 0) return;
    prefetchWith(
      () => import('@generated/hooks/stocktakes/stocktakes'),
      ({ getGetStocktakeQueryOptions }) => context.queryClient.prefetchQuery(getGetStocktakeQueryOptions(id)),
    );
  },
  component: lazy(() => import('@/features/stocktakes/count-sheet-page'), 'CountSheetPage', 'stocktakes'),
});
