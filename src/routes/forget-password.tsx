// /forget-password/{type}: the page itself shows the 404 page for a type that is not a step.
import { createRoute } from '@tanstack/react-router';
import { lazy } from '@/lib/lazy-route';
import { publicLayout } from './layouts';

export const forgetPasswordRoute = createRoute({
  getParentRoute: () => publicLayout,
  path: '/forget-password/$type',
  staticData: { name: 'forgetPassword' },
  component: lazy(() => import('@/features/auth/forget-password/forget-password-page'), 'ForgetPasswordPage'),
});
