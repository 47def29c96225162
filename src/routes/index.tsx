import { createRoute } from '@tanstack/react-router';
import { dashboardSearchSchema } from '../features/dashboard/search';
import { lazy } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { name: 'dashboard', routerType: 'PRIVATE', icon: 'home', orderInSidebar: 1 },
  validateSearch: dashboardSearchSchema,
  component: lazy(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});
