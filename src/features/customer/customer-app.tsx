// The customer app's screens, loaded together in one chunk when /customer is first opened (see
// routes/customer): a customer moves between them at once, and none of it loads with staff screens.
export { CustomerLayout } from './customer-layout';
export { OutletsPage } from './outlets-page';
export { MenuPage } from './menu-page';
export { CheckoutPage } from './checkout-page';
export { OrdersPage } from './orders-page';
export { OrderPage } from './order-page';
export { ReceiptPage } from './receipt-page';
export { AccountPage } from './account-page';
