import { describe, expect, it } from 'vitest';
import { buildMenu, groupOfPath, isActivePath, type RouteEntry } from './menu';

const routes: RouteEntry[] = [
  {
    path: '/users',
    meta: { name: 'users', rule: 'view_admin_user', icon: 'user', orderInSidebar: 20 },
  },
  {
    path: '/category',
    meta: { name: 'category', rule: 'view_admin_category', icon: 'tag', orderInSidebar: 2 },
  },
  { path: '/', meta: { name: 'dashboard', icon: 'home', orderInSidebar: 1 } },
  {
    path: '/sku',
    meta: { name: 'sku', rule: 'view_admin_sku', icon: 'box', orderInSidebar: 3 },
  },
  { path: '/purchase-order/add', meta: { name: 'addPurchaseOrder', rule: 'view_admin_sku' } },
  {
    path: '/report-po',
    meta: {
      name: 'purchaseOrderReport',
      rule: 'view_admin_user',
      icon: 'box',
      orderInSidebar: 3,
      group: 'reports',
    },
  },
  {
    path: '/report-sales',
    meta: {
      name: 'salesReport',
      rule: 'view_admin_user',
      icon: 'box',
      orderInSidebar: 1,
      group: 'reports',
    },
  },
  {
    path: '/report-payments',
    meta: {
      name: 'paymentReport',
      rule: 'view_admin_invoices',
      icon: 'reportMoney',
      orderInSidebar: 4,
      group: 'reports',
    },
  },
  { path: '/__root__', meta: undefined },
];

const labels = (items: ReturnType<typeof buildMenu>) => items.map((item) => item.name);

describe('buildMenu', () => {
  it('shows nothing without a session', () => {
    expect(buildMenu(routes, null)).toEqual([]);
  });

  it('keeps routes without a rule, or whose rule is in admin_scope, sorted by order', () => {
    const menu = buildMenu(routes, { admin_scope: ['view_admin_sku', 'view_admin_category'] });
    expect(labels(menu)).toEqual(['dashboard', 'category', 'sku']);
  });

  it('leaves out routes without an order or icon', () => {
    const menu = buildMenu(routes, { admin_scope: ['view_admin_sku', 'view_admin_user'] });
    expect(labels(menu)).not.toContain('addPurchaseOrder');
  });

  it('puts grouped routes under their group at the group order, children sorted', () => {
    const menu = buildMenu(routes, { admin_scope: ['view_admin_user'] });
    expect(labels(menu)).toEqual(['dashboard', 'reports', 'users']);
    const reports = menu.find((item) => item.name === 'reports');
    expect(reports?.orderInSidebar).toBe(19);
    expect(reports?.key).toBe('group:reports');
    expect(reports?.children?.map((child) => child.path)).toEqual(['/report-sales', '/report-po']);
  });

  it('opens the group with any report the session may open, listing only those', () => {
    const cashier = buildMenu(routes, { admin_scope: ['view_admin_invoices'] });
    expect(labels(cashier)).toEqual(['dashboard', 'reports']);
    expect(cashier.find((item) => item.name === 'reports')?.children?.map((c) => c.path)).toEqual(['/report-payments']);
    const both = buildMenu(routes, { admin_scope: ['view_admin_user', 'view_admin_invoices'] });
    expect(both.find((item) => item.name === 'reports')?.children?.map((c) => c.path)).toEqual([
      '/report-sales',
      '/report-po',
      '/report-payments',
    ]);
  });

  it('hides a group the session may not open', () => {
    const menu = buildMenu(routes, { admin_scope: ['view_admin_sku'] });
    expect(labels(menu)).not.toContain('reports');
  });
});

describe('active paths and the open group', () => {
  const menu = buildMenu(routes, { admin_scope: ['view_admin_user', 'view_admin_sku'] });
  it('matches a page and its sub-pages, and / only itself', () => {
    expect(isActivePath('/sku', '/sku')).toBe(true);
    expect(isActivePath('/sku', '/sku/12')).toBe(true);
    expect(isActivePath('/sku', '/skus')).toBe(false);
    expect(isActivePath('/', '/sku')).toBe(false);
  });
  it('finds the group holding the current path', () => {
    expect(groupOfPath(menu, '/report-po')).toBe('group:reports');
    expect(groupOfPath(menu, '/sku')).toBeUndefined();
  });
});
