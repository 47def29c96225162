import { createRoute } from '@tanstack/react-router';
import { invoiceListParams, invoiceSearchSchema } from '@/features/invoices/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const invoiceRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/invoice',
  staticData: {
    name: 'invoices',
    rule: 'view_admin_invoices',
    icon: 'receipt',
    orderInSidebar: 11,
  },
  validateSearch: invoiceSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/invoices/invoices'),
      ({ getListInvoicesQueryOptions }) =>
        context.queryClient.prefetchQuery(getListInvoicesQueryOptions(invoiceListParams(deps))),
    ),
  component: lazy(() => import('@/features/invoices/invoice-page'), 'InvoicePage', 'invoices'),
});
