// Typed keys: `t('category.title')` compiles only when the key is in the English catalogue, in one
// of its namespaces (see index.ts); the Indonesian catalogue is checked to have exactly the same keys,
// namespace for namespace (catalogue.node.test.ts, which also checks that this and LAZY_NAMESPACES
// list every namespace).
import 'i18next';
import type { LAZY_NAMESPACES } from '.';
import type auditLog from './locales/en/audit-log.json';
import type categories from './locales/en/categories.json';
import type channels from './locales/en/channels.json';
import type channelMenus from './locales/en/channel-menus.json';
import type common from './locales/en/common.json';
import type counter from './locales/en/counter.json';
import type customer from './locales/en/customer.json';
import type dashboard from './locales/en/dashboard.json';
import type inventory from './locales/en/inventory.json';
import type invoices from './locales/en/invoices.json';
import type members from './locales/en/members.json';
import type modifiers from './locales/en/modifiers.json';
import type orders from './locales/en/orders.json';
import type outlets from './locales/en/outlets.json';
import type paymentGateways from './locales/en/payment-gateways.json';
import type prep from './locales/en/prep.json';
import type promotions from './locales/en/promotions.json';
import type purchaseOrders from './locales/en/purchase-orders.json';
import type reports from './locales/en/reports.json';
import type settlements from './locales/en/settlements.json';
import type roles from './locales/en/roles.json';
import type settings from './locales/en/settings.json';
import type shell from './locales/en/shell.json';
import type shifts from './locales/en/shifts.json';
import type skus from './locales/en/skus.json';
import type stockTransfers from './locales/en/stock-transfers.json';
import type stocktakes from './locales/en/stocktakes.json';
import type timeslots from './locales/en/timeslots.json';
import type users from './locales/en/users.json';
import type vendors from './locales/en/vendors.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'shell';
    fallbackNS: [...typeof LAZY_NAMESPACES];
    resources: {
      'audit-log': typeof auditLog;
      categories: typeof categories;
      channels: typeof channels;
      'channel-menus': typeof channelMenus;
      common: typeof common;
      counter: typeof counter;
      customer: typeof customer;
      dashboard: typeof dashboard;
      inventory: typeof inventory;
      invoices: typeof invoices;
      members: typeof members;
      modifiers: typeof modifiers;
      orders: typeof orders;
      outlets: typeof outlets;
      'payment-gateways': typeof paymentGateways;
      prep: typeof prep;
      promotions: typeof promotions;
      'purchase-orders': typeof purchaseOrders;
      reports: typeof reports;
      settlements: typeof settlements;
      roles: typeof roles;
      settings: typeof settings;
      shifts: typeof shifts;
      shell: typeof shell;
      skus: typeof skus;
      'stock-transfers': typeof stockTransfers;
      stocktakes: typeof stocktakes;
      timeslots: typeof timeslots;
      users: typeof users;
      vendors: typeof vendors;
    };
    returnNull: false;
  }
}
