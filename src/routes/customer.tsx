// The customer app at /customer: a pick-up ordering app for the chain's customers, in its own
// layout without the admin shell, signed in with a code sent to the customer's phone (its own
// token, apart from staff's). Its screens and texts load together when /customer is first opened:
// none of it loads with the staff screens, and the routes here are all the first page carries.
import { createRoute } from '@tanstack/react-router';
import { lazy } from '@/lib/lazy-route';
import { rootRoute } from './__root';

type Screens = typeof import('@/features/customer/customer-app');
const load = () => import('@/features/customer/load-customer-app').then((app) => app.loadCustomerApp());
const screen = (name: keyof Screens) => lazy(load, name, 'customer');

export const customerRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/customer',
  // An unknown address under /customer: the router's not-found text, inside the app's frame.
  component: screen('CustomerLayout'),
});

// Every screen needs the customer signed in: to a visitor the layout shows the sign-in in its place,
// at the same address, so the screen follows once they are in (see CustomerLayout). This first page
// carries no more of the app than its addresses.
const child = <P extends string>(path: P, name: keyof Screens) =>
  createRoute({ getParentRoute: () => customerRoute, path, component: screen(name) });

export const customerRoutes = customerRoute.addChildren([
  child('/', 'OutletsPage'),
  child('outlets/$outletId', 'MenuPage'),
  child('outlets/$outletId/checkout', 'CheckoutPage'),
  child('orders', 'OrdersPage'),
  child('orders/$orderId', 'OrderPage'),
  child('orders/$orderId/receipt', 'ReceiptPage'),
  child('account', 'AccountPage'),
]);
