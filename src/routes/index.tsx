import { createRoute } from '@tanstack/react-router';
import { dashboardSearchSchema } from '@/features/dashboard/search';
import { lazy } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const dashboardRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/',
  staticData: { name: 'dashboard', icon: 'home', orderInSidebar: 1 },
  validateSearch: dashboardSearchSchema,
  component: lazy(() => import('@/features/dashboard/dashboard-page'), 'DashboardPage', 'dashboard'),
});
