// Nobody grants, through a role they create, edit or assign, a scope they do not hold; nobody
// changes a user who holds more than they do, nor their own roles. A user who holds only
// view_admin_user once took over the Super Admin through each of these.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema';
import type { ApiClient } from '../helpers/api-client';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../helpers/test-app';
import { uniqueName, uniqueUserBody } from '../helpers/unique';

let t: TestApp;
let admin: ApiClient;

const ALL_SCOPES = [
  'view_admin_category',
  'view_admin_sku',
  'view_admin_timeslot',
  'view_admin_purchase_order',
  'view_admin_inventory',
  'view_admin_order',
  'view_admin_invoices',
  'view_admin_outlet',
  'view_admin_user',
] as const;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.api(await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password));
});
afterAll(() => t.close());

/** A role straight in the database, so the test decides exactly what the actor holds. */
async function roleWith(type: 'USER' | 'ADMIN', scopes: string[]) {
  const [row] = await t.app.db
    .insert(roles)
    .values({ name: uniqueName('Desk'), type, scopes })
    .returning({ id: roles.id, name: roles.name });
  t.seed.roleIds[row!.name] = row!.id;
  return row!;
}

/** A user who holds only view_admin_user, through an ADMIN role (or a USER role at an outlet). */
async function peopleDesk(type: 'USER' | 'ADMIN' = 'ADMIN') {
  const role = await roleWith(type, ['view_admin_user']);
  const user = await t.newUser({
    roles: [{ role: role.name, outlet: type === 'USER' ? t.seed.outletIds[0] : undefined }],
  });
  return { ...user, roleId: role.id, api: t.api(user.token) };
}

const user = (user_id: number) => ({ params: { path: { user_id } } });

describe('granting scopes through roles', () => {
  it('refuses to create a role with scopes the creator does not hold, naming them', async () => {
    const desk = await peopleDesk();
    const res = await desk.api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Everything'), type: 'ADMIN', description: '', scopes: [...ALL_SCOPES] },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]!.detail).toBe(
      'You cannot grant scopes you do not hold: view_admin_category, view_admin_sku, view_admin_timeslot, ' +
        'view_admin_purchase_order, view_admin_inventory, view_admin_order, view_admin_invoices, view_admin_outlet',
    );
    const within = await desk.api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Helpers'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    expect(within.response.status).toBe(201);
  });

  it('refuses to widen a role, or to edit one that grants more than the editor holds', async () => {
    const desk = await peopleDesk();
    const own = await desk.api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Front'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    const widen = await desk.api.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: own.data!.data.id } },
      body: {
        name: own.data!.data.name,
        type: 'ADMIN',
        description: '',
        scopes: ['view_admin_user', 'view_admin_sku'],
      },
    });
    expect(widen.response.status).toBe(403);
    const superAdmin = t.seed.roleIds['Super Admin']!;
    const shrink = await desk.api.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: superAdmin } },
      body: { name: 'Super Admin', type: 'ADMIN', description: '', scopes: [] },
    });
    expect(shrink.response.status).toBe(403);
    expect(shrink.error!.errors[0]!.detail).toMatch(/^You cannot change a role that grants scopes you do not hold/);
    const after = await admin.GET('/adm/v1/roles/{role_id}', { params: { path: { role_id: superAdmin } } });
    expect(after.data!.data.scopes).toHaveLength(9);
  });

  it('refuses an ADMIN role to someone who holds only USER roles', async () => {
    const desk = await peopleDesk('USER');
    const create = await desk.api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Region'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    expect(create.response.status).toBe(403);
    expect(create.error!.errors[0]!.detail).toBe(
      'Only a user who holds an ADMIN role can grant or change an ADMIN role',
    );
    const target = await t.newUser();
    const assign = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: desk.roleId }] as never },
    });
    expect(assign.response.status).toBe(422); // a USER role needs an outlet: the rules still apply
    const adminRole = await roleWith('ADMIN', ['view_admin_user']);
    const grantAdmin = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: adminRole.id }] },
    });
    expect(grantAdmin.response.status).toBe(403);
  });
});

describe('assigning roles', () => {
  it('refuses a role with scopes the assigner lacks, and changing one’s own roles', async () => {
    const desk = await peopleDesk();
    const target = await t.newUser();
    const superAdmin = t.seed.roleIds['Super Admin']!;
    const toOther = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: superAdmin }] },
    });
    expect(toOther.response.status).toBe(403);
    expect(toOther.error!.errors[0]).toMatchObject({ field: 'roles.0.role_id' });
    const toSelf = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(desk.id),
      body: { roles: [{ role_id: desk.roleId }] },
    });
    expect(toSelf.response.status).toBe(403);
    expect(toSelf.error!.errors[0]!.detail).toBe('You cannot change your own roles');
    const info = await desk.api.GET('/usr/v1/info');
    expect(info.data!.data.admin_scope).toEqual(['view_admin_user']);
    const allowed = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: desk.roleId }] },
    });
    expect(allowed.response.status).toBe(200);
  });

  it('keeps the Super Admin out of reach: no edit, no deactivation, no role change', async () => {
    const desk = await peopleDesk();
    const superAdminId = t.seed.adminId;
    const edit = await desk.api.PUT('/usr/v1/users/{user_id}', {
      ...user(superAdminId),
      body: { name: 'Taken', email: uniqueUserBody().email, phone_number: '081211112222' },
    });
    expect(edit.response.status).toBe(403);
    expect(edit.error!.errors[0]!.detail).toMatch(/^You cannot change a user who holds scopes you do not hold/);
    const off = await desk.api.PUT('/usr/v1/users/{user_id}/status', {
      ...user(superAdminId),
      body: { is_active: false },
    });
    expect(off.response.status).toBe(403);
    const demote = await desk.api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(superAdminId),
      body: { roles: [{ role_id: desk.roleId }] },
    });
    expect(demote.response.status).toBe(403);
    const after = await admin.GET('/usr/v1/users/{user_id}', user(superAdminId));
    expect(after.data!.data).toMatchObject({ email: DEMO_ADMIN.email, is_active: true });
    expect(after.data!.data.roles.map((r) => r.role_name)).toEqual(['Super Admin']);
  });

  it('refuses to change a user who holds an ADMIN role when one holds only USER roles', async () => {
    const desk = await peopleDesk('USER');
    const peer = await peopleDesk('ADMIN');
    const off = await desk.api.PUT('/usr/v1/users/{user_id}/status', { ...user(peer.id), body: { is_active: false } });
    expect(off.response.status).toBe(403);
    expect(off.error!.errors[0]!.detail).toBe(
      'You cannot change a user who holds an ADMIN role unless you hold one too',
    );
    const plain = await t.newUser();
    const ok = await desk.api.PUT('/usr/v1/users/{user_id}/status', { ...user(plain.id), body: { is_active: false } });
    expect(ok.response.status).toBe(200);
  });
});

describe('assigning roles per outlet', () => {
  it('grants a USER role only at the outlets where the assigner holds its scopes', async () => {
    const [jakarta, , surabaya] = t.seed.outletIds as [number, number, number];
    const role = await roleWith('USER', ['view_admin_user', 'view_admin_order', 'view_admin_invoices']);
    const desk = await t.newUser({ roles: [{ role: role.name, outlet: jakarta }] });
    const api = t.api(desk.token);
    const target = await t.newUser();
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const assign = (outlet_id: number) =>
      api.PUT('/usr/v1/users/{user_id}/roles', {
        ...user(target.id),
        body: { roles: [{ role_id: cashier, outlet_id }] },
      });
    const elsewhere = await assign(surabaya);
    expect(elsewhere.response.status).toBe(403);
    expect(elsewhere.error!.errors[0]).toEqual({
      detail: 'You cannot grant scopes you do not hold at Surabaya Tunjungan: view_admin_order, view_admin_invoices',
      field: 'roles.0.role_id',
    });
    expect((await admin.GET('/usr/v1/users/{user_id}', user(target.id))).data!.data.roles).toEqual([]);
    const here = await assign(jakarta);
    expect(here.response.status).toBe(200);
    expect(here.data!.data.roles.map((r) => r.outlet_name)).toEqual(['Jakarta Kemang']);
  });

  it('grants an ADMIN role only with scopes the assigner holds at every outlet', async () => {
    const [jakarta] = t.seed.outletIds as [number];
    const everywhere = await roleWith('ADMIN', ['view_admin_user']);
    const local = await roleWith('USER', ['view_admin_category']);
    const desk = await t.newUser({ roles: [{ role: everywhere.name }, { role: local.name, outlet: jakarta }] });
    const menuEverywhere = await roleWith('ADMIN', ['view_admin_category']);
    const target = await t.newUser();
    const res = await t.api(desk.token).PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: menuEverywhere.id }] },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]!.detail).toBe(
      'You cannot grant scopes you do not hold at every outlet: view_admin_category',
    );
  });
});
