// Nobody grants, through a role they create, edit or assign, a scope they do not hold; nobody
// changes a user who holds more than they do, nor their own roles. A user who holds only
// view_admin_user once took over the Super Admin through each of these.
import { describe, expect, it } from 'vitest';
import { ADMIN_SCOPES, type AdminScope } from '../../src/lib/scopes';
import { build, DEMO_ADMIN } from '../helpers/test-app';
import { uniqueName, uniqueUserBody } from '../helpers/unique';

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

const t = await build();
const admin = await t.asAdmin();

/** A role straight in the database, so the test decides exactly what the actor holds. */
const roleWith = (type: 'USER' | 'ADMIN', scopes: AdminScope[]) => t.newRole(scopes, { type, label: 'Desk' });

/** A user who holds only view_admin_user, through an ADMIN role (or a USER role at an outlet). */
const peopleDesk = (type: 'USER' | 'ADMIN' = 'ADMIN') =>
  t.asUser(['view_admin_user'], type === 'USER' ? t.seed.outletIds[0] : undefined);

const user = (user_id: number) => ({ params: { path: { user_id } } });

describe('granting scopes through roles', () => {
  it('refuses to create a role with scopes the creator does not hold, naming them', async () => {
    const desk = await peopleDesk();
    const res = await desk.POST('/adm/v1/roles', {
      body: { name: uniqueName('Everything'), type: 'ADMIN', description: '', scopes: [...ALL_SCOPES] },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]!.detail).toBe(
      'You cannot grant scopes you do not hold: view_admin_category, view_admin_sku, view_admin_timeslot, ' +
        'view_admin_purchase_order, view_admin_inventory, view_admin_order, view_admin_invoices, view_admin_outlet',
    );
    const within = await desk.POST('/adm/v1/roles', {
      body: { name: uniqueName('Helpers'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    expect(within.response.status).toBe(201);
  });

  it('refuses to widen a role, or to edit one that grants more than the editor holds', async () => {
    const desk = await peopleDesk();
    const own = await desk.POST('/adm/v1/roles', {
      body: { name: uniqueName('Front'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    const widen = await desk.PUT('/adm/v1/roles/{role_id}', {
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
    const shrink = await desk.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: superAdmin } },
      body: { name: 'Super Admin', type: 'ADMIN', description: '', scopes: [] },
    });
    expect(shrink.response.status).toBe(403);
    expect(shrink.error!.errors[0]!.detail).toMatch(/^You cannot change a role that grants scopes you do not hold/);
    const after = await admin.GET('/adm/v1/roles/{role_id}', { params: { path: { role_id: superAdmin } } });
    expect(after.data!.data.scopes).toHaveLength(ADMIN_SCOPES.length);
  });

  it('refuses an ADMIN role to someone who holds only USER roles', async () => {
    const desk = await peopleDesk('USER');
    const create = await desk.POST('/adm/v1/roles', {
      body: { name: uniqueName('Region'), type: 'ADMIN', description: '', scopes: ['view_admin_user'] },
    });
    expect(create.response.status).toBe(403);
    expect(create.error!.errors[0]!.detail).toBe(
      'Only a user who holds an ADMIN role can grant or change an ADMIN role',
    );
    const target = await t.newUser({ createdBy: desk.id });
    const assign = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: desk.role.id }] as never },
    });
    expect(assign.response.status).toBe(422); // a USER role needs an outlet: the rules still apply
    const adminRole = await roleWith('ADMIN', ['view_admin_user']);
    const grantAdmin = await desk.PUT('/usr/v1/users/{user_id}/roles', {
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
    const toOther = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: superAdmin }] },
    });
    expect(toOther.response.status).toBe(403);
    expect(toOther.error!.errors[0]).toMatchObject({ field: 'roles.0.role_id' });
    const toSelf = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(desk.id),
      body: { roles: [{ role_id: desk.role.id }] },
    });
    expect(toSelf.response.status).toBe(403);
    expect(toSelf.error!.errors[0]!.detail).toBe('You cannot change your own roles');
    const info = await desk.GET('/usr/v1/info');
    expect(info.data!.data.admin_scope).toEqual(['view_admin_user']);
    const allowed = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: desk.role.id }] },
    });
    expect(allowed.response.status).toBe(200);
  });

  it('keeps the Super Admin out of reach: no edit, no deactivation, no role change', async () => {
    const desk = await peopleDesk();
    const superAdminId = t.seed.adminId;
    const edit = await desk.PUT('/usr/v1/users/{user_id}', {
      ...user(superAdminId),
      body: { name: 'Taken', email: uniqueUserBody().email, phone_number: '081211112222' },
    });
    expect(edit.response.status).toBe(403);
    expect(edit.error!.errors[0]!.detail).toMatch(/^You cannot change a user who holds scopes you do not hold/);
    const off = await desk.PUT('/usr/v1/users/{user_id}/status', {
      ...user(superAdminId),
      body: { is_active: false },
    });
    expect(off.response.status).toBe(403);
    const demote = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(superAdminId),
      body: { roles: [{ role_id: desk.role.id }] },
    });
    expect(demote.response.status).toBe(403);
    const after = await admin.GET('/usr/v1/users/{user_id}', user(superAdminId));
    expect(after.data!.data).toMatchObject({ email: DEMO_ADMIN.email, is_active: true });
    expect(after.data!.data.roles.map((r) => r.role_name)).toEqual(['Super Admin']);
  });

  it('does not reach a user who holds an ADMIN role when one holds only USER roles', async () => {
    const desk = await peopleDesk('USER');
    const peer = await peopleDesk('ADMIN');
    const off = await desk.PUT('/usr/v1/users/{user_id}/status', { ...user(peer.id), body: { is_active: false } });
    expect(off.response.status).toBe(404);
    expect(off.error!.errors[0]!.detail).toBe('User not found');
    expect((await admin.GET('/usr/v1/users/{user_id}', user(peer.id))).data!.data.is_active).toBe(true);
    const plain = await t.newUser({ createdBy: desk.id });
    const ok = await desk.PUT('/usr/v1/users/{user_id}/status', { ...user(plain.id), body: { is_active: false } });
    expect(ok.response.status).toBe(200);
  });
});

describe('assigning roles per outlet', () => {
  it('grants a USER role only at the outlets where the assigner holds its scopes', async () => {
    const [jakarta, , surabaya] = t.seed.outletIds as [number, number, number];
    const role = await roleWith('USER', [
      'view_admin_user',
      'view_admin_counter',
      'view_admin_order',
      'view_admin_invoices',
      'view_admin_shift',
      'view_admin_prep',
    ]);
    const desk = await t.newUser({ roles: [{ role: role.name, outlet: jakarta }] });
    const target = await t.newUser({ createdBy: desk.id });
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const assign = (outlet_id: number) =>
      desk.PUT('/usr/v1/users/{user_id}/roles', {
        ...user(target.id),
        body: { roles: [{ role_id: cashier, outlet_id }] },
      });
    const elsewhere = await assign(surabaya);
    expect(elsewhere.response.status).toBe(403);
    expect(elsewhere.error!.errors[0]).toEqual({
      detail:
        'You cannot grant scopes you do not hold at Surabaya Tunjungan: view_admin_counter, view_admin_order, view_admin_invoices, view_admin_shift, view_admin_prep',
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
    const res = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: menuEverywhere.id }] },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]!.detail).toBe(
      'You cannot grant scopes you do not hold at every outlet: view_admin_category',
    );
  });
});

// Staff of one outlet who hold view_admin_user there once changed the accounts of other outlets'
// managers and edited roles held across the chain. Bandung's lead here holds every scope of an
// Outlet Manager too, so only the outlet decides.
describe('managers bound to an outlet', () => {
  const LEAD_SCOPES: AdminScope[] = [
    'view_admin_user',
    'view_admin_order',
    'view_admin_invoices',
    'view_admin_timeslot',
    'view_admin_inventory',
  ];

  async function bandungLead() {
    const [, bandung] = t.seed.outletIds as [number, number];
    const role = await roleWith('USER', LEAD_SCOPES);
    return t.newUser({ roles: [{ role: role.name, outlet: bandung }] });
  }

  const managerAt = (outlet: number) => t.newUser({ roles: [{ role: 'Outlet Manager', outlet }] });
  const account = async (id: number) => (await admin.GET('/usr/v1/users/{user_id}', user(id))).data!.data;

  it('cannot change the email of another outlet’s manager, to recover their password and sign in as them', async () => {
    const [jakarta] = t.seed.outletIds as [number];
    const lead = await bandungLead();
    const manager = await managerAt(jakarta);
    const before = await account(manager.id);
    const res = await lead.PUT('/usr/v1/users/{user_id}', {
      ...user(manager.id),
      body: { name: before.name, phone_number: before.phone_number, email: uniqueUserBody().email },
    });
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('User not found');
    expect(await account(manager.id)).toEqual(before);
  });

  it('can neither deactivate another outlet’s manager nor replace their roles', async () => {
    const [, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const lead = await bandungLead();
    const manager = await managerAt(surabaya);
    const before = await account(manager.id);
    const off = await lead.PUT('/usr/v1/users/{user_id}/status', {
      ...user(manager.id),
      body: { is_active: false },
    });
    expect(off.response.status).toBe(404);
    const replaced = await lead.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(manager.id),
      body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id: bandung }] },
    });
    expect(replaced.response.status).toBe(404);
    expect(replaced.error!.errors[0]!.detail).toBe('User not found');
    expect(await account(manager.id)).toEqual(before);
  });

  it('cannot widen a role assigned at other outlets, handing user management to their staff', async () => {
    const [jakarta, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const lead = await bandungLead();
    const counter = await roleWith('USER', ['view_admin_order', 'view_admin_invoices']);
    for (const outlet of [bandung, jakarta, surabaya]) await t.newUser({ roles: [{ role: counter.name, outlet }] });
    const jakartaCashier = await t.newUser({ roles: [{ role: counter.name, outlet: jakarta }] });
    const res = await lead.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: counter.id } },
      body: {
        name: counter.name,
        type: 'USER',
        description: '',
        scopes: ['view_admin_order', 'view_admin_invoices', 'view_admin_user'],
      },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]).toEqual({
      detail:
        'You cannot change a role assigned at outlets where you do not hold its scopes: Jakarta Kemang, ' +
        'Surabaya Tunjungan: view_admin_order, view_admin_invoices, view_admin_user',
      field: 'scopes',
    });
    const role = await admin.GET('/adm/v1/roles/{role_id}', { params: { path: { role_id: counter.id } } });
    expect(role.data!.data.scopes).toEqual(['view_admin_order', 'view_admin_invoices']);
    const info = await jakartaCashier.GET('/usr/v1/info');
    expect(info.data!.data.admin_scope).not.toContain('view_admin_user');
  });

  it('cannot strip a role assigned at other outlets, but edits one held only at its own', async () => {
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const lead = await bandungLead();
    const counter = await roleWith('USER', ['view_admin_order', 'view_admin_invoices']);
    await t.newUser({ roles: [{ role: counter.name, outlet: bandung }] });
    const edit = (scopes: ('view_admin_order' | 'view_admin_invoices')[]) =>
      lead.PUT('/adm/v1/roles/{role_id}', {
        params: { path: { role_id: counter.id } },
        body: { name: counter.name, type: 'USER', description: '', scopes },
      });
    expect((await edit(['view_admin_order', 'view_admin_invoices'])).response.status).toBe(200);
    await t.newUser({ roles: [{ role: counter.name, outlet: jakarta }] });
    const strip = await edit(['view_admin_order']);
    expect(strip.response.status).toBe(403);
    expect(strip.error!.errors[0]!.detail).toBe(
      'You cannot change a role assigned at outlets where you do not hold its scopes: Jakarta Kemang: ' +
        'view_admin_order, view_admin_invoices',
    );
    const role = await admin.GET('/adm/v1/roles/{role_id}', { params: { path: { role_id: counter.id } } });
    expect(role.data!.data.scopes).toEqual(['view_admin_order', 'view_admin_invoices']);
  });

  it('compares what a user holds outlet by outlet, not what each holds somewhere', async () => {
    const [, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const people = await roleWith('USER', [
      'view_admin_user',
      'view_admin_counter',
      'view_admin_order',
      'view_admin_invoices',
      'view_admin_shift',
      'view_admin_prep',
    ]);
    const stock = await roleWith('USER', ['view_admin_timeslot', 'view_admin_inventory']);
    const desk = await t.newUser({
      roles: [
        { role: people.name, outlet: bandung },
        { role: stock.name, outlet: surabaya },
      ],
    });
    const manager = await managerAt(bandung);
    const off = await desk.PUT('/usr/v1/users/{user_id}/status', {
      ...user(manager.id),
      body: { is_active: false },
    });
    expect(off.response.status).toBe(403);
    expect(off.error!.errors[0]!.detail).toBe(
      'You cannot change a user who holds scopes you do not hold at Bandung Dago: view_admin_timeslot, view_admin_inventory',
    );
    const cashier = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: bandung }] });
    const ok = await desk.PUT('/usr/v1/users/{user_id}/status', {
      ...user(cashier.id),
      body: { is_active: false },
    });
    expect(ok.response.status).toBe(200);
  });

  it('assigns roles only at outlets where it manages users, even where it holds the role’s scopes', async () => {
    const [, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const people = await roleWith('USER', ['view_admin_user']);
    const desk = await t.newUser({
      roles: [
        { role: people.name, outlet: bandung },
        { role: 'Outlet Cashier', outlet: bandung },
        { role: 'Outlet Cashier', outlet: surabaya },
      ],
    });
    const hire = await t.newUser({ createdBy: desk.id });
    const assign = (outlet_id: number) =>
      desk.PUT('/usr/v1/users/{user_id}/roles', {
        ...user(hire.id),
        body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id }] },
      });
    const there = await assign(surabaya);
    expect(there.response.status).toBe(403);
    expect(there.error!.errors[0]).toEqual({
      detail: 'You do not manage users at Surabaya Tunjungan',
      field: 'roles.0.outlet_id',
    });
    expect((await account(hire.id)).roles).toEqual([]);
    expect((await assign(bandung)).response.status).toBe(200);
  });

  it('creates or edits an ADMIN role only with its scopes held at every outlet', async () => {
    const [, bandung] = t.seed.outletIds as [number, number];
    const everywhere = await roleWith('ADMIN', ['view_admin_user']);
    const menu = await roleWith('USER', ['view_admin_category']);
    const desk = await t.newUser({ roles: [{ role: everywhere.name }, { role: menu.name, outlet: bandung }] });
    const res = await desk.POST('/adm/v1/roles', {
      body: { name: uniqueName('Menu Everywhere'), type: 'ADMIN', description: '', scopes: ['view_admin_category'] },
    });
    expect(res.response.status).toBe(403);
    expect(res.error!.errors[0]).toEqual({
      detail: 'You cannot grant scopes you do not hold at every outlet: view_admin_category',
      field: 'scopes',
    });
    const menuEverywhere = await roleWith('ADMIN', ['view_admin_category']);
    const edit = await desk.PUT('/adm/v1/roles/{role_id}', {
      params: { path: { role_id: menuEverywhere.id } },
      body: { name: menuEverywhere.name, type: 'ADMIN', description: 'Renamed.', scopes: ['view_admin_category'] },
    });
    expect(edit.response.status).toBe(403);
    expect(edit.error!.errors[0]!.detail).toBe(
      'You cannot change an ADMIN role without holding its scopes at every outlet: view_admin_category',
    );
  });
});

// An account an admin has just made holds no role yet, and may be about to receive an ADMIN role.
// An outlet manager who could change its email could recover its password and keep it.
describe('accounts that hold no role yet', () => {
  it('are out of an outlet manager’s reach unless they created them: not listed, read, changed or given a role', async () => {
    const desk = await peopleDesk('USER');
    const made = await admin.POST('/usr/v1/users', { body: uniqueUserBody('Newly Hired') });
    const fresh = made.data!.data;
    const listed = await desk.GET('/usr/v1/users', { params: { query: { search_email: fresh.email } } });
    expect(listed.data!.meta.total).toBe(0);
    expect((await desk.GET('/usr/v1/users/{user_id}', user(fresh.id))).response.status).toBe(404);
    const edit = await desk.PUT('/usr/v1/users/{user_id}', {
      ...user(fresh.id),
      body: { name: fresh.name, phone_number: fresh.phone_number, email: uniqueUserBody().email },
    });
    expect(edit.response.status).toBe(404);
    const off = await desk.PUT('/usr/v1/users/{user_id}/status', { ...user(fresh.id), body: { is_active: false } });
    expect(off.response.status).toBe(404);
    const claim = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(fresh.id),
      body: { roles: [{ role_id: desk.role.id, outlet_id: t.seed.outletIds[0]! }] },
    });
    expect(claim.response.status).toBe(404);
    expect((await admin.GET('/usr/v1/users/{user_id}', user(fresh.id))).data!.data).toEqual(fresh);
  });

  it('are onboarded by the outlet manager who created them, within their reach', async () => {
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const desk = await peopleDesk('USER');
    const body = uniqueUserBody('Own Hire');
    const made = await desk.POST('/usr/v1/users', { body });
    expect(made.response.status).toBe(201);
    const hire = made.data!.data;
    const listed = await desk.GET('/usr/v1/users', { params: { query: { search_email: body.email } } });
    expect(listed.data!.data.map((u) => u.id)).toEqual([hire.id]);
    const fixed = await desk.PUT('/usr/v1/users/{user_id}', {
      ...user(hire.id),
      body: { name: hire.name, phone_number: hire.phone_number, email: `fixed.${body.email}` },
    });
    expect(fixed.response.status).toBe(200);
    const assign = (outlet_id: number) =>
      desk.PUT('/usr/v1/users/{user_id}/roles', {
        ...user(hire.id),
        body: { roles: [{ role_id: desk.role.id, outlet_id }] },
      });
    expect((await assign(bandung)).response.status).toBe(403);
    const given = await assign(jakarta);
    expect(given.response.status).toBe(200);
    expect(given.data!.data.roles.map((r) => r.outlet_name)).toEqual(['Jakarta Kemang']);
    // Another manager there, who did not create it, reaches it now that it holds a role there.
    const other = await t.newUser({ roles: [{ role: desk.role.name, outlet: jakarta }] });
    expect((await other.GET('/usr/v1/users/{user_id}', user(hire.id))).response.status).toBe(200);
  });
});
