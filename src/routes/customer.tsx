// The customer app at /customer: a pick-up ordering app for the chain's customers, in its own
// layout without the admin shell, signed in with a code sent to the customer's phone (its own
// token, apart from staff's). Its first screens and texts load together when /customer is first opened, the rest when first reached:
// none of it loads with the staff screens, and the routes here are all the first page carries.
import { createRoute } from '@tanstack/react-router';
import { lazy } from '@/lib/lazy-route';
import { rootRoute } from './__root';

type First = typeof import('@/features/customer/customer-app');
type Later = typeof import('@/features/customer/customer-orders');
const loader = () => import('@/features/customer/load-customer-app');
const first = () => loader().then((app) => app.loadCustomerApp());
const later = () => loader().then((app) => app.loadCustomerOrders());
const screen = (name: keyof First) => lazy(first, name, 'customer');
const laterScreen = (name: keyof Later) => lazy(later, name, 'customer');

export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer',
  // An unknown address under /customer: the router's not-found text, inside the app's frame.
  component: screen('CustomerLayout'),
});

// Every screen needs the customer signed in: to a visitor the layout shows the sign-in in its place,
// at the same address, so the screen follows once they are in (see CustomerLayout). This first page
// carries no more of the app than its addresses.
const child = <P extends string>(path: P, component: ReturnType<typeof screen>) =>
  createRoute({ getParentRoute: () => customerRoute, path, component });

export const customerRoutes = customerRoute.addChildren([
  child('/', screen('OutletsPage')),
  child('outlets/$outletId', screen('MenuPage')),
  child('outlets/$outletId/checkout', laterScreen('CheckoutPage')),
  child('orders', laterScreen('OrdersPage')),
  child('orders/$orderId', laterScreen('OrderPage')),
  child('orders/$orderId/receipt', laterScreen('ReceiptPage')),
  child('account', laterScreen('AccountPage')),
]);
