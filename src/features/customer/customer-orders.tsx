// The customer app's screens after the menu (checkout, orders, receipts, the account), in a chunk
// of their own that loads when the customer first goes past the menu, or ahead of that when a link
// to them is pointed at: a customer browsing the menu does not wait for them.
export { CheckoutPage } from './checkout-page';
export { OrdersPage } from './orders-page';
export { OrderPage } from './order-page';
export { ReceiptPage } from './receipt-page';
export { AccountPage } from './account-page';
