// Roles: list with filters, scopes, create, update, the type lock while assigned.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

describe('roles', () => {
  it('lists roles with their user counts, filtered by name, type and outlet', async () => {
    const all = await t.request('GET', '/adm/v1/roles', { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.meta.total).toBe(6);
    const superAdmin = all.body.data.find((r: { name: string }) => r.name === 'Super Admin');
    expect(superAdmin).toMatchObject({ type: 'ADMIN', user_count: 1 });
    expect(superAdmin.scopes).toHaveLength(9);

    const byName = await t.request('GET', '/adm/v1/roles?name=cashier', { token: admin });
    expect(byName.body.data.map((r: { name: string }) => r.name)).toEqual(['Outlet Cashier']);
    const byType = await t.request('GET', '/adm/v1/roles?type=USER', { token: admin });
    expect(byType.body.data.every((r: { type: string }) => r.type === 'USER')).toBe(true);
    const [jakarta, bandung] = t.seed.outletIds;
    const atBandung = await t.request('GET', `/adm/v1/roles?outlet_ids=${jakarta},${bandung}`, { token: admin });
    expect(atBandung.body.data.map((r: { name: string }) => r.name)).toEqual(['Outlet Cashier']);
    const atJakarta = await t.request('GET', `/adm/v1/roles?outlet_ids=${jakarta}`, { token: admin });
    expect(atJakarta.body.data).toEqual([]);
    const badType = await t.request('GET', '/adm/v1/roles?type=OWNER', { token: admin });
    expect(badType.status).toBe(400);
    expect(badType.body.errors[0].detail).toBe('Type must be one of USER, ADMIN');
    const badIds = await t.request('GET', '/adm/v1/roles?outlet_ids=1,x', { token: admin });
    expect(badIds.status).toBe(400);
  });

  it('lists the scopes with the screens they open', async () => {
    const res = await t.request('GET', '/adm/v1/roles/scopes', { token: admin });
    expect(res.body.data).toContainEqual({
      scope: 'view_admin_user',
      description: 'Users, Roles, Payment Gateway and all reports',
    });
    expect(res.body.data).toHaveLength(9);
  });

  it('creates, gets and updates a role; duplicate names are 409', async () => {
    const created = await t.request('POST', '/adm/v1/roles', {
      token: admin,
      body: { name: 'Barista Lead', type: 'USER', scopes: ['view_admin_timeslot', 'view_admin_order'] },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Barista Lead',
      description: '',
      user_count: 0,
      scopes: ['view_admin_timeslot', 'view_admin_order'],
    });
    const id = created.body.data.id;
    expect((await t.request('GET', `/adm/v1/roles/${id}`, { token: admin })).body.data.name).toBe('Barista Lead');
    const dup = await t.request('POST', '/adm/v1/roles', {
      token: admin,
      body: { name: 'barista lead', type: 'ADMIN', scopes: [] },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toEqual({ detail: 'A role with this name already exists', field: 'name' });
    const updated = await t.request('PUT', `/adm/v1/roles/${id}`, {
      token: admin,
      body: { name: 'Barista Lead', type: 'ADMIN', description: 'Leads the bar.', scopes: [] },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ type: 'ADMIN', description: 'Leads the bar.', scopes: [] });
    expect((await t.request('GET', '/adm/v1/roles/9999', { token: admin })).status).toBe(404);
    expect(
      (
        await t.request('PUT', '/adm/v1/roles/9999', {
          token: admin,
          body: { name: 'Nobody', type: 'USER', scopes: [] },
        })
      ).status,
    ).toBe(404);
  });

  it('keeps the type of a role that is assigned to someone', async () => {
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const res = await t.request('PUT', `/adm/v1/roles/${cashier}`, {
      token: admin,
      body: { name: 'Outlet Cashier', type: 'ADMIN', scopes: [] },
    });
    expect(res.status).toBe(409);
    expect(res.body.errors[0].field).toBe('type');
  });

  it('refuses unknown or repeated scopes', async () => {
    const unknown = await t.request('POST', '/adm/v1/roles', {
      token: admin,
      body: { name: 'X', type: 'USER', scopes: ['view_everything'] },
    });
    expect(unknown.status).toBe(400);
    const twice = await t.request('POST', '/adm/v1/roles', {
      token: admin,
      body: { name: 'Y', type: 'USER', scopes: ['view_admin_sku', 'view_admin_sku'] },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors[0].detail).toBe('Scopes must not contain the same value twice');
  });
});
