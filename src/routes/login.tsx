import { createRoute } from '@tanstack/react-router';
import { lazy } from '../lib/lazy-route';
import { returnPath } from '../lib/validation/return-path';
import { rootRoute } from './__root';

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  staticData: { name: 'login', routerType: 'PUBLIC', usesBasicLayout: true },
  // Where to go after signing in: the screen whose session ended (set by the guard).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = returnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: lazy(() => import('../features/auth/login-page'), 'LoginPage'),
});
