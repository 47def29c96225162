import { IconWallet } from '@tabler/icons-react';
import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './__root';
import { placeholderComponent } from './placeholder';

export const paymentGatewayRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/payment-gateway',
  staticData: {
    name: 'paymentGateway',
    routerType: 'PRIVATE',
    rule: 'view_admin_user',
    icon: IconWallet,
    orderInSidebar: 22,
  },
  component: placeholderComponent,
});
