// Staff accounts: search and pagination, create with duplicates refused, update, status, roles.
// Every test makes the users it needs, with unique names, emails and phone numbers.
import { beforeAll, describe, expect, it } from 'vitest';
import { build, DEMO_ADMIN } from '../helpers/test-app';
import { uniqueName, uniqueUserBody } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();

async function createUser(body = uniqueUserBody()) {
  const { data, response } = await api.POST('/usr/v1/users', { body });
  expect(response.status).toBe(201);
  return { ...data!.data, password: body.password };
}

const user = (user_id: number) => ({ params: { path: { user_id } } });

describe('users', () => {
  it('creates a user without roles, who can then sign in', async () => {
    const body = uniqueUserBody();
    const res = await api.POST('/usr/v1/users', { body: { ...body, email: body.email.toUpperCase() } });
    expect(res.response.status).toBe(201);
    expect(res.data!.data).toMatchObject({ name: body.name, email: body.email, is_active: true, roles: [] });
    const token = await t.signIn(body.email, body.password);
    const info = await t.api(token).GET('/usr/v1/info');
    expect(info.data!.data.admin_scope).toEqual([]);
  });

  it('refuses a duplicate email or phone with 409 naming the field', async () => {
    const existing = uniqueUserBody();
    await createUser(existing);
    const email = await api.POST('/usr/v1/users', {
      body: { ...uniqueUserBody(), email: existing.email.toUpperCase() },
    });
    expect(email.response.status).toBe(409);
    expect(email.error!.errors[0]).toEqual({ detail: 'A user with this email already exists', field: 'email' });
    const phone = await api.POST('/usr/v1/users', {
      body: { ...uniqueUserBody(), phone_number: existing.phone_number },
    });
    expect(phone.response.status).toBe(409);
    expect(phone.error!.errors[0]!.field).toBe('phone_number');
  });

  it('accepts a mobile number written without a prefix, as the spec allows', async () => {
    const body = uniqueUserBody();
    const bare = body.phone_number.slice(1);
    const made = await createUser({ ...body, phone_number: bare });
    expect(made.phone_number).toBe(bare);
  });

  it('refuses a phone number already held under another prefix (+62, 62, 0 or none)', async () => {
    const existing = uniqueUserBody();
    const held = await createUser(existing);
    const national = existing.phone_number.slice(1);
    for (const phone_number of [`+62${national}`, `62${national}`, national]) {
      const clash = await api.POST('/usr/v1/users', { body: { ...uniqueUserBody(), phone_number } });
      expect(clash.response.status).toBe(409);
      expect(clash.error!.errors[0]).toEqual({
        detail: 'A user with this phone number already exists',
        field: 'phone_number',
      });
    }
    const other = await createUser();
    const update = await api.PUT('/usr/v1/users/{user_id}', {
      ...user(other.id),
      body: { name: other.name, email: other.email, phone_number: `+62${national}` },
    });
    expect(update.response.status).toBe(409);
    // The holder may write their own number another way.
    const own = await api.PUT('/usr/v1/users/{user_id}', {
      ...user(held.id),
      body: { name: held.name, email: held.email, phone_number: `+62${national}` },
    });
    expect(own.response.status).toBe(200);
  });

  it('finds a phone number whichever prefix the search or the stored number uses', async () => {
    const body = uniqueUserBody();
    const national = body.phone_number.slice(1);
    const made = await createUser({ ...body, phone_number: `+62${national}` });
    for (const search_phone of [`0${national}`, `62${national}`, `+62 ${national.slice(0, 3)}-${national.slice(3)}`]) {
      const found = await api.GET('/usr/v1/users', { params: { query: { search_phone } } });
      expect(
        found.data!.data.map((u) => u.id),
        search_phone,
      ).toEqual([made.id]);
    }
  });

  it('checks the phone format and the password confirmation', async () => {
    const phone = await api.POST('/usr/v1/users', { body: { ...uniqueUserBody(), phone_number: '12345' } });
    expect(phone.response.status).toBe(400);
    expect(phone.error!.errors[0]).toEqual({ detail: 'Invalid Indonesian phone number format', field: 'phone_number' });
    const confirm = await api.POST('/usr/v1/users', { body: { ...uniqueUserBody(), confirm_password: 'Boba2026y' } });
    expect(confirm.response.status).toBe(400);
    expect(confirm.error!.errors[0]).toEqual({ detail: "Passwords don't match", field: 'confirm_password' });
    const short = await api.POST('/usr/v1/users', { body: { ...uniqueUserBody(), password: 'Ab1' } });
    expect(short.error!.errors[0]).toEqual({ detail: 'Password must be at least 8 characters', field: 'password' });
  });

  it('pages through users with the total', async () => {
    const label = uniqueName('Paged');
    for (let n = 0; n < 12; n++) await createUser(uniqueUserBody(label));
    const query = (page: number) => ({ params: { query: { search_name: label, page, size: 5 } } });
    const first = await api.GET('/usr/v1/users', query(1));
    expect(first.response.status).toBe(200);
    expect(first.data!.data).toHaveLength(5);
    expect(first.data!.meta).toEqual({ page: 1, size: 5, total: 12 });
    const third = await api.GET('/usr/v1/users', query(3));
    expect(third.data!.data).toHaveLength(2);
    const ids = new Set([...first.data!.data, ...third.data!.data].map((u) => u.id));
    expect(ids.size).toBe(first.data!.data.length + third.data!.data.length);
    const all = await api.GET('/usr/v1/users', { params: { query: { size: 5 } } });
    expect(all.data!.meta.total).toBeGreaterThanOrEqual(14);
  });

  it('searches by name, email and phone, any case', async () => {
    const byName = await api.GET('/usr/v1/users', { params: { query: { search_name: 'RINA WULAN' } } });
    expect(byName.data!.data.map((u) => u.email)).toEqual([DEMO_ADMIN.email]);
    const label = uniqueName('Searched');
    const made = [];
    for (let n = 0; n < 3; n++) made.push(await createUser(uniqueUserBody(label)));
    const prefix = made[0]!.email.split('@')[0]!.replace(/\.\d+$/, '');
    const byEmail = await api.GET('/usr/v1/users', { params: { query: { search_email: prefix.toUpperCase() } } });
    expect(byEmail.data!.meta.total).toBe(3);
    const byPhone = await api.GET('/usr/v1/users', { params: { query: { search_phone: made[1]!.phone_number } } });
    expect(byPhone.data!.data).toHaveLength(1);
    const wildcard = await api.GET('/usr/v1/users', { params: { query: { search_name: '%' } } });
    expect(wildcard.data!.meta.total).toBe(0);
  });

  it('gets and updates a user, 404 for an unknown one', async () => {
    const target = await createUser();
    const email = uniqueUserBody().email;
    const res = await api.PUT('/usr/v1/users/{user_id}', {
      ...user(target.id),
      body: { name: 'Siti R.', phone_number: target.phone_number, email },
    });
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({ id: target.id, name: 'Siti R.', email });
    expect((await api.GET('/usr/v1/users/{user_id}', user(target.id))).data!.data.name).toBe('Siti R.');
    expect((await api.GET('/usr/v1/users/{user_id}', user(99999))).response.status).toBe(404);
    const missing = await api.PUT('/usr/v1/users/{user_id}', {
      ...user(99999),
      body: { name: 'X', phone_number: target.phone_number, email },
    });
    expect(missing.response.status).toBe(404);
    const clash = await api.PUT('/usr/v1/users/{user_id}', {
      ...user(target.id),
      body: { name: 'X', phone_number: target.phone_number, email: DEMO_ADMIN.email },
    });
    expect(clash.response.status).toBe(409);
  });

  it('deactivates and activates a user, but not oneself', async () => {
    const target = await createUser();
    const off = await api.PUT('/usr/v1/users/{user_id}/status', { ...user(target.id), body: { is_active: false } });
    expect(off.data!.data).toBe('User deactivated');
    expect((await api.GET('/usr/v1/users/{user_id}', user(target.id))).data!.data.is_active).toBe(false);
    const on = await api.PUT('/usr/v1/users/{user_id}/status', { ...user(target.id), body: { is_active: true } });
    expect(on.data!.data).toBe('User activated');
    const self = await api.PUT('/usr/v1/users/{user_id}/status', {
      ...user(t.seed.adminId),
      body: { is_active: false },
    });
    expect(self.response.status).toBe(409);
    const unknown = await api.PUT('/usr/v1/users/{user_id}/status', { ...user(99999), body: { is_active: true } });
    expect(unknown.response.status).toBe(404);
  });
});

describe('role assignment', () => {
  it('replaces the set: USER roles at an outlet, ADMIN roles everywhere, and the scopes follow', async () => {
    const target = await createUser();
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const finance = t.seed.roleIds['Finance']!;
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const res = await api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: {
        roles: [
          { role_id: cashier, outlet_id: jakarta },
          { role_id: cashier, outlet_id: bandung },
          { role_id: finance },
        ],
      },
    });
    expect(res.response.status).toBe(200);
    expect(res.data!.data.roles).toEqual([
      {
        role_id: cashier,
        role_name: 'Outlet Cashier',
        role_type: 'USER',
        outlet_id: jakarta,
        outlet_name: 'Jakarta Kemang',
      },
      {
        role_id: cashier,
        role_name: 'Outlet Cashier',
        role_type: 'USER',
        outlet_id: bandung,
        outlet_name: 'Bandung Dago',
      },
      { role_id: finance, role_name: 'Finance', role_type: 'ADMIN', outlet_id: null, outlet_name: null },
    ]);
    const info = await t.api(await t.signIn(target.email, target.password)).GET('/usr/v1/info');
    expect(info.data!.data.admin_scope).toEqual([
      'view_admin_counter',
      'view_admin_purchase_order',
      'view_admin_order',
      'view_admin_invoices',
      'view_admin_shift',
      'view_admin_prep',
    ]);

    const replaced = await api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: finance }] },
    });
    expect(replaced.data!.data.roles).toHaveLength(1);
  });

  it('refuses a USER role without an outlet and an ADMIN role with one, changing nothing', async () => {
    const target = await createUser();
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    await api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(target.id),
      body: { roles: [{ role_id: cashier, outlet_id: t.seed.outletIds[1]! }] },
    });
    const before = (await api.GET('/usr/v1/users/{user_id}', user(target.id))).data!.data.roles;
    const assign = (roles: { role_id: number; outlet_id?: number }[]) =>
      api.PUT('/usr/v1/users/{user_id}/roles', { ...user(target.id), body: { roles } });
    const noOutlet = await assign([{ role_id: cashier }]);
    expect(noOutlet.response.status).toBe(422);
    expect(noOutlet.error!.errors[0]).toEqual({
      detail: 'Outlet Cashier is a USER role and needs an outlet',
      field: 'roles.0.outlet_id',
    });
    const withOutlet = await assign([{ role_id: t.seed.roleIds['Finance']!, outlet_id: t.seed.outletIds[0]! }]);
    expect(withOutlet.response.status).toBe(422);
    expect((await assign([{ role_id: 9999 }])).response.status).toBe(422);
    expect((await assign([{ role_id: cashier, outlet_id: 9999 }])).response.status).toBe(422);
    expect((await api.GET('/usr/v1/users/{user_id}', user(target.id))).data!.data.roles).toEqual(before);
  });

  it('needs at least one role, and a known user', async () => {
    const target = await createUser();
    const empty = await api.PUT('/usr/v1/users/{user_id}/roles', { ...user(target.id), body: { roles: [] } });
    expect(empty.response.status).toBe(400);
    expect(empty.error!.errors[0]!.detail).toBe('At least one role is required');
    const unknown = await api.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(99999),
      body: { roles: [{ role_id: 1 }] },
    });
    expect(unknown.response.status).toBe(404);
  });
});

// A manager whose view_admin_user comes from a USER role manages the users whose every role is held
// where they hold it, and the accounts they created that hold no role yet (lib/privileges.ts).
describe('as a manager bound to an outlet', () => {
  async function bandungDesk() {
    const [, bandung] = t.seed.outletIds as [number, number];
    return t.newUser({
      roles: [
        { role: 'Outlet Manager', outlet: bandung },
        { role: deskRole, outlet: bandung },
      ],
    });
  }
  let deskRole: string;
  beforeAll(async () => {
    const res = await api.POST('/adm/v1/roles', {
      body: { name: uniqueName('People Desk'), type: 'USER', description: '', scopes: ['view_admin_user'] },
    });
    deskRole = res.data!.data.name;
    t.seed.roleIds[deskRole] = res.data!.data.id;
  });

  it('pages, searches and counts only the users it reaches', async () => {
    const [jakarta, bandung] = t.seed.outletIds as [number, number];
    const desk = await bandungDesk();
    const label = uniqueName('Reached');
    const give = (id: number, outlet_id: number) =>
      api.PUT('/usr/v1/users/{user_id}/roles', {
        ...user(id),
        body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id }] },
      });
    const made = [];
    for (let n = 0; n < 7; n++) made.push(await createUser(uniqueUserBody(label)));
    for (const [n, u] of made.entries()) if (n < 5) await give(u.id, bandung);
    await give(made[5]!.id, jakarta);
    const query = (page: number) => ({ params: { query: { search_name: label, page, size: 2 } } });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => desk.GET('/usr/v1/users', query(page))));
    expect(pages.map((p) => p.data!.meta.total)).toEqual([5, 5, 5, 5]);
    expect(pages.map((p) => p.data!.data.length)).toEqual([2, 2, 1, 0]);
    expect(pages.flatMap((p) => p.data!.data.map((u) => u.id))).toEqual(made.slice(0, 5).map((u) => u.id));
    // The one at Jakarta and the one without a role (made by the admin) are not found, even by email.
    for (const other of made.slice(5)) {
      const found = await desk.GET('/usr/v1/users', { params: { query: { search_email: other.email } } });
      expect(found.data!.meta.total).toBe(0);
    }
    expect((await api.GET('/usr/v1/users', query(1))).data!.meta.total).toBe(7);
  });

  it('answers a user out of reach exactly as one that does not exist', async () => {
    const [jakarta] = t.seed.outletIds as [number];
    const desk = await bandungDesk();
    const away = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: jakarta }] });
    const outOfReach = await desk.GET('/usr/v1/users/{user_id}', user(away.id));
    const unknown = await desk.GET('/usr/v1/users/{user_id}', user(999_999));
    expect(outOfReach.response.status).toBe(404);
    expect(outOfReach.error).toEqual(unknown.error);
  });

  it('records who created an account: its creator reaches it before it holds a role, other desks do not', async () => {
    const desk = await bandungDesk();
    const other = await bandungDesk();
    const body = uniqueUserBody();
    const made = await desk.POST('/usr/v1/users', { body });
    expect(made.response.status).toBe(201);
    const hire = made.data!.data;
    expect((await desk.GET('/usr/v1/users/{user_id}', user(hire.id))).data!.data).toEqual(hire);
    expect((await other.GET('/usr/v1/users/{user_id}', user(hire.id))).response.status).toBe(404);
    const given = await desk.PUT('/usr/v1/users/{user_id}/roles', {
      ...user(hire.id),
      body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id: t.seed.outletIds[1]! }] },
    });
    expect(given.response.status).toBe(200);
    expect((await other.GET('/usr/v1/users/{user_id}', user(hire.id))).response.status).toBe(200);
  });
});
