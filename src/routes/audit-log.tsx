import { createRoute } from '@tanstack/react-router';
import { auditListParams, auditSearchSchema } from '@/features/audit-log/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const auditLogRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/audit-log',
  staticData: { name: 'auditLog', rule: 'view_admin_user', icon: 'history', orderInSidebar: 23 },
  validateSearch: auditSearchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    prefetchWith(
      () => import('@generated/hooks/audit-log/audit-log'),
      ({ getListAuditLogQueryOptions }) =>
        context.queryClient.prefetchQuery(getListAuditLogQueryOptions(auditListParams(deps))),
    ),
  component: lazy(() => import('@/features/audit-log/audit-log-page'), 'AuditLogPage', 'audit-log'),
});
