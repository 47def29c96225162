import { createRoute } from '@tanstack/react-router';
import { lazy } from '@/lib/lazy-route';
import { returnPath } from '@/lib/validation/return-path';
import { publicLayout } from './layouts';

export const loginRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/login',
  staticData: { name: 'login' },
  // Where to go after signing in: the screen whose session ended (set by the guard).
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => {
    const redirect = returnPath(search.redirect);
    return redirect ? { redirect } : {};
  },
  component: lazy(() => import('@/features/auth/login-page'), 'LoginPage'),
});
