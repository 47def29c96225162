// Roles: list with filters, scopes, create, update, the type lock while assigned. Roles made here
// carry unique names, so tests do not see each other's.
import { describe, expect, it } from 'vitest';
import { ADMIN_SCOPES } from '../../src/lib/scopes';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();

const role = (role_id: number) => ({ params: { path: { role_id } } });

describe('roles', () => {
  it('lists roles with their user counts, filtered by name, type and outlet', async () => {
    const seeded = new Set(Object.values(t.seed.roleIds));
    const all = await api.GET('/adm/v1/roles', { params: { query: { size: 100 } } });
    expect(all.response.status).toBe(200);
    expect(all.data!.data.filter((r) => seeded.has(r.id))).toHaveLength(6);
    expect(all.data!.meta.total).toBe(all.data!.data.length);
    const superAdmin = all.data!.data.find((r) => r.name === 'Super Admin')!;
    expect(superAdmin).toMatchObject({ type: 'ADMIN', user_count: 1 });
    expect(superAdmin.scopes).toHaveLength(ADMIN_SCOPES.length);

    const byName = await api.GET('/adm/v1/roles', { params: { query: { name: 'cashier' } } });
    // Other tests add roles of their own: only the seeded ones are known here.
    const seededNames = (list: typeof all) => list.data!.data.filter((r) => seeded.has(r.id)).map((r) => r.name);
    expect(seededNames(byName)).toEqual(['Outlet Cashier']);
    const byType = await api.GET('/adm/v1/roles', { params: { query: { type: 'USER' } } });
    expect(byType.data!.data.every((r) => r.type === 'USER')).toBe(true);
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const atBandung = await api.GET('/adm/v1/roles', { params: { query: { outlet_ids: [jakarta, bandung] } } });
    expect(seededNames(atBandung)).toEqual(['Outlet Cashier']);
    const atJakarta = await api.GET('/adm/v1/roles', { params: { query: { outlet_ids: [jakarta] } } });
    expect(seededNames(atJakarta)).toEqual([]);
    const badType = await api.GET('/adm/v1/roles', { params: { query: { type: 'OWNER' as 'USER' } } });
    expect(badType.response.status).toBe(400);
    expect(badType.error!.errors[0]!.detail).toBe('Type must be one of USER, ADMIN');
    // A list of ids with a word in it, which the typed client cannot even express.
    const badIds = await t.raw('GET', '/adm/v1/roles?outlet_ids=1,x', { token: api.token });
    expect(badIds.status).toBe(400);
  });

  it('lists the scopes with the screens they open', async () => {
    const res = await api.GET('/adm/v1/roles/scopes');
    expect(res.data!.data).toContainEqual({
      scope: 'view_admin_user',
      description: 'Users, Roles, Payment Gateway and all reports',
    });
    expect(res.data!.data).toHaveLength(ADMIN_SCOPES.length);
  });

  it('may hold every scope there is, as the Super Admin does', async () => {
    const scopes = (await api.GET('/adm/v1/roles/scopes')).data!.data.map((s) => s.scope);
    const created = await api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Everything'), type: 'ADMIN', description: '', scopes },
    });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    expect(created.data!.data.scopes).toHaveLength(scopes.length);
    const id = created.data!.data.id;
    const updated = await api.PUT('/adm/v1/roles/{role_id}', {
      ...role(id),
      body: { name: created.data!.data.name, type: 'ADMIN', description: 'All of it', scopes },
    });
    expect(updated.response.status, JSON.stringify(updated.error)).toBe(200);
    // Each scope once: a repeat is refused.
    const twice = await api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Twice'), type: 'USER', description: '', scopes: [scopes[0]!, scopes[0]!] },
    });
    expect(twice.response.status).toBe(400);
  });

  it('creates, gets and updates a role; duplicate names are 409', async () => {
    const name = uniqueName('Barista Lead');
    const created = await api.POST('/adm/v1/roles', {
      // Without a description: the contract's default applies.
      body: { name, type: 'USER', scopes: ['view_admin_timeslot', 'view_admin_order'] } as never,
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({
      name,
      description: '',
      user_count: 0,
      scopes: ['view_admin_timeslot', 'view_admin_order'],
    });
    const id = created.data!.data.id;
    expect((await api.GET('/adm/v1/roles/{role_id}', role(id))).data!.data.name).toBe(name);
    const dup = await api.POST('/adm/v1/roles', {
      body: { name: name.toLowerCase(), type: 'ADMIN', description: '', scopes: [] },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'A role with this name already exists', field: 'name' });
    const updated = await api.PUT('/adm/v1/roles/{role_id}', {
      ...role(id),
      body: { name, type: 'ADMIN', description: 'Leads the bar.', scopes: [] },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({ type: 'ADMIN', description: 'Leads the bar.', scopes: [] });
    expect((await api.GET('/adm/v1/roles/{role_id}', role(9999))).response.status).toBe(404);
    const missing = await api.PUT('/adm/v1/roles/{role_id}', {
      ...role(9999),
      body: { name: uniqueName('Nobody'), type: 'USER', description: '', scopes: [] },
    });
    expect(missing.response.status).toBe(404);
  });

  it('keeps the type of a role that is assigned to someone', async () => {
    const name = uniqueName('Shift Lead');
    const created = await api.POST('/adm/v1/roles', {
      body: { name, type: 'USER', description: '', scopes: ['view_admin_order'] },
    });
    const id = created.data!.data.id;
    const holder = await t.newUser();
    await api.PUT('/usr/v1/users/{user_id}/roles', {
      params: { path: { user_id: holder.id } },
      body: { roles: [{ role_id: id, outlet_id: t.seed.outletIds[0]! }] },
    });
    const res = await api.PUT('/adm/v1/roles/{role_id}', {
      ...role(id),
      body: { name, type: 'ADMIN', description: '', scopes: [] },
    });
    expect(res.response.status).toBe(409);
    expect(res.error!.errors[0]!.field).toBe('type');
  });

  it('refuses unknown or repeated scopes', async () => {
    const unknown = await api.POST('/adm/v1/roles', {
      body: { name: uniqueName('X'), type: 'USER', description: '', scopes: ['view_everything' as 'view_admin_sku'] },
    });
    expect(unknown.response.status).toBe(400);
    const twice = await api.POST('/adm/v1/roles', {
      body: { name: uniqueName('Y'), type: 'USER', description: '', scopes: ['view_admin_sku', 'view_admin_sku'] },
    });
    expect(twice.response.status).toBe(400);
    expect(twice.error!.errors[0]!.detail).toBe('Scopes must not contain the same value twice');
  });
});

describe('roles, as a manager bound to an outlet', () => {
  const body = (name: string, scopes: ('view_admin_order' | 'view_admin_invoices' | 'view_admin_user')[]) => ({
    name,
    type: 'USER' as const,
    description: '',
    scopes,
  });

  /** A new user holding each role at its outlet (tests run in any order: the seed's role names stay its own). */
  async function userWith(roles: { role_id: number; outlet_id: number }[]) {
    const made = await t.newUser();
    const res = await api.PUT('/usr/v1/users/{user_id}/roles', {
      params: { path: { user_id: made.id } },
      body: { roles },
    });
    expect(res.response.status).toBe(200);
    return made;
  }

  async function bandungDesk() {
    const lead = await api.POST('/adm/v1/roles', {
      body: body(uniqueName('Dago Lead'), ['view_admin_user', 'view_admin_order', 'view_admin_invoices']),
    });
    return userWith([{ role_id: lead.data!.data.id, outlet_id: t.seed.outletIds[1]! }]);
  }

  /** A role held by one user at each of the outlets given. */
  async function heldAt(outlets: number[]) {
    const made = await api.POST('/adm/v1/roles', { body: body(uniqueName('Till'), ['view_admin_order']) });
    const till = made.data!.data;
    for (const outlet_id of outlets) await userWith([{ role_id: till.id, outlet_id }]);
    return till;
  }

  it('reads every role chain-wide, with its holders everywhere, and filters by any outlet', async () => {
    const [jakarta] = t.seed.outletIds as [number];
    const desk = await bandungDesk();
    const jakartaOnly = await heldAt([jakarta]);
    const listed = await desk.GET('/adm/v1/roles', { params: { query: { outlet_ids: [jakarta], size: 100 } } });
    expect(listed.data!.data.map((r) => r.id)).toContain(jakartaOnly.id);
    const read = await desk.GET('/adm/v1/roles/{role_id}', role(jakartaOnly.id));
    expect(read.data!.data).toMatchObject({ id: jakartaOnly.id, user_count: 1 });
  });

  it('creates a USER role of scopes it holds, and edits it until it is assigned where the desk lacks them', async () => {
    const [jakarta, bandung, surabaya] = t.seed.outletIds as [number, number, number];
    const desk = await bandungDesk();
    const created = await desk.POST('/adm/v1/roles', { body: body(uniqueName('Dago Till'), ['view_admin_order']) });
    expect(created.response.status).toBe(201);
    const till = created.data!.data;
    const edit = (scopes: ('view_admin_order' | 'view_admin_invoices')[]) =>
      desk.PUT('/adm/v1/roles/{role_id}', { ...role(till.id), body: body(till.name, scopes) });
    expect((await edit(['view_admin_order', 'view_admin_invoices'])).response.status).toBe(200);
    await userWith([{ role_id: till.id, outlet_id: bandung }]);
    expect((await edit(['view_admin_order'])).response.status).toBe(200);
    for (const outlet_id of [surabaya, jakarta]) await userWith([{ role_id: till.id, outlet_id }]);
    const refused = await edit(['view_admin_order', 'view_admin_invoices']);
    expect(refused.response.status).toBe(403);
    expect(refused.error!.errors[0]).toEqual({
      detail:
        'You cannot change a role assigned at outlets where you do not hold its scopes: Jakarta Kemang, ' +
        'Surabaya Tunjungan: view_admin_order, view_admin_invoices',
      field: 'scopes',
    });
    expect((await api.GET('/adm/v1/roles/{role_id}', role(till.id))).data!.data).toMatchObject({
      scopes: ['view_admin_order'],
      user_count: 3,
    });
  });

  it('counts each holder once in the answer to an edit, as the list does', async () => {
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const till = await heldAt([]);
    await userWith([
      { role_id: till.id, outlet_id: jakarta },
      { role_id: till.id, outlet_id: bandung },
    ]);
    const edited = await api.PUT('/adm/v1/roles/{role_id}', { ...role(till.id), body: body(till.name, []) });
    expect(edited.data!.data.user_count).toBe(1);
    expect((await api.GET('/adm/v1/roles/{role_id}', role(till.id))).data!.data.user_count).toBe(1);
  });
});
