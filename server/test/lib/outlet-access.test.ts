// Per-outlet access: a USER role holds at its outlet, an ADMIN role everywhere, and the session
// tells the app which outlets a user reaches with which scopes.
import { describe, expect, it } from 'vitest';
import { reachOf, reaches, requireReach } from '../../src/lib/outlet-access';
import type { ApiClient } from '../helpers/api-client';
import { build } from '../helpers/test-app';

describe('where grants reach', () => {
  const cashierAt2 = { outletId: 2, scopes: ['view_admin_order', 'view_admin_invoices'] };
  const warehouseAt3 = { outletId: 3, scopes: ['view_admin_inventory'] };
  const menuEditor = { outletId: null, scopes: ['view_admin_sku'] };

  it('limits a USER role to its outlet and lets an ADMIN role reach every outlet', () => {
    expect(reachOf([cashierAt2, warehouseAt3], ['view_admin_order'])).toEqual({ all: false, ids: [2] });
    expect(reachOf([cashierAt2, warehouseAt3], ['view_admin_order', 'view_admin_inventory'])).toEqual({
      all: false,
      ids: [2, 3],
    });
    expect(reachOf([cashierAt2, menuEditor], ['view_admin_sku'])).toEqual({ all: true });
    expect(reachOf([menuEditor], ['view_admin_order'])).toEqual({ all: false, ids: [] });
  });

  it('refuses a record out of reach as not found', () => {
    const reach = reachOf([cashierAt2], ['view_admin_order']);
    expect(reaches(reach, 2)).toBe(true);
    expect(reaches(reach, 3)).toBe(false);
    expect(reaches({ all: true }, null)).toBe(false);
    expect(() => requireReach(reach, 3, 'Order not found')).toThrow(
      expect.objectContaining({ statusCode: 404, message: 'Order not found' }),
    );
    expect(() => requireReach(reach, 2, 'Order not found')).not.toThrow();
  });
});

describe('the outlets in the session', async () => {
  const t = await build();
  const outletsOf = async (user: ApiClient) => (await user.GET('/usr/v1/info')).data!.data.outlets;

  it("names the cashier's one outlet with the scopes held there", async () => {
    expect(await outletsOf(await t.asStaff())).toEqual([
      expect.objectContaining({
        name: 'Bandung Dago',
        admin_scope: [
          'view_admin_counter',
          'view_admin_order',
          'view_admin_invoices',
          'view_admin_shift',
          'view_admin_prep',
        ],
      }),
    ]);
  });

  it('names every outlet for an ADMIN role, and adds what a USER role grants at its own outlet', async () => {
    const all = await outletsOf(await t.asAdmin());
    expect(all.map((o) => o.name)).toEqual(['Bandung Dago', 'Jakarta Kemang', 'Surabaya Tunjungan']);

    const kemang = all.find((o) => o.name === 'Jakarta Kemang')!;
    const mixed = await t.newUser({ roles: [{ role: 'Menu Editor' }, { role: 'Warehouse Staff', outlet: kemang.id }] });
    const outlets = await outletsOf(mixed);
    expect(Object.fromEntries(outlets.map((o) => [o.name, o.admin_scope]))).toEqual({
      'Bandung Dago': ['view_admin_category', 'view_admin_sku'],
      'Jakarta Kemang': ['view_admin_category', 'view_admin_sku', 'view_admin_purchase_order', 'view_admin_inventory'],
      'Surabaya Tunjungan': ['view_admin_category', 'view_admin_sku'],
    });
  });

  it('names no outlet for someone without roles', async () => {
    const nobody = await t.newUser({ roles: [] });
    expect(await outletsOf(nobody)).toEqual([]);
  });
});
