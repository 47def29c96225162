// The customer app's first screens, loaded together in one chunk when /customer is first opened (see
// routes/customer): the frame with its sign-in, the outlets and a menu. None of it loads with staff
// screens.
export { CustomerLayout } from './customer-layout';
export { OutletsPage } from './outlets-page';
export { MenuPage } from './menu-page';
