import { createRoute } from '@tanstack/react-router';
import { lazy } from '../lib/lazy-route';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { name: 'Login', routerType: 'PUBLIC', usesBasicLayout: true },
  component: lazy(() => import('../features/auth/login-page'), 'LoginPage'),
});
