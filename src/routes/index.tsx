import { IconHome } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { lazy } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const dashboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  staticData: { name: 'Dashboard', routerType: 'PRIVATE', icon: IconHome, orderInSidebar: 1 },
  component: lazy(() => import('../features/dashboard/dashboard-page'), 'DashboardPage'),
});
