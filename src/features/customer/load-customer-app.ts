// The customer app's code, reached through this small module: the list of files the app needs (a
// few dozen) lives here rather than in the first page every member of staff loads, at the price of
// one small request before the app's code when /customer is first opened. The shared texts
// (`common`: the confirmation dialog's, for one) come with it, as they come with the admin shell.
import { loadWords } from '@/lib/i18n';

export const loadCustomerApp = () => Promise.all([import('./customer-app'), loadWords('common')]).then(([app]) => app);

/** The screens past the menu (see customer-orders). */
export const loadCustomerOrders = () =>
  Promise.all([import('./customer-orders'), loadWords('common')]).then(([screens]) => screens);
