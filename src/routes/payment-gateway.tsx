import { createRoute } from '@tanstack/react-router';
import { PAYMENT_GATEWAY_LIST } from '@/features/payment-gateways/search';
import { lazy, prefetchWith } from '@/lib/lazy-route';
import { signedInLayout } from './layouts';

export const paymentGatewayRoute = createRoute({
  getParentRoute: () => signedInLayout,
  path: '/payment-gateway',
  staticData: {
    name: 'paymentGateway',
    rule: 'view_admin_user',
    icon: 'wallet',
    orderInSidebar: 22,
  },
  loader: ({ context }) =>
    prefetchWith(
      () => import('@generated/hooks/payment-gateways/payment-gateways'),
      ({ getListPaymentGatewaysQueryOptions }) =>
        context.queryClient.prefetchQuery(getListPaymentGatewaysQueryOptions(PAYMENT_GATEWAY_LIST)),
    ),
  component: lazy(
    () => import('@/features/payment-gateways/payment-gateway-page'),
    'PaymentGatewayPage',
    'payment-gateways',
  ),
});
