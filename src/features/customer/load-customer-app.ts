// The customer app's code, reached through this small module: the list of files the app needs (a
// few dozen) lives here rather than in the first page every member of staff loads, at the price of
// one small request before the app's code when /customer is first opened.
export const loadCustomerApp = () => import('./customer-app');
