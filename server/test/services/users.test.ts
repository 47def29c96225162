// Staff accounts: search and pagination, create with duplicates refused, update, status, roles.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;

const newUser = (n: number) => ({
  name: `Siti Rahmawati ${n}`,
  phone_number: `+62857123456${String(n).padStart(2, '0')}`,
  email: `siti${n}@example.com`,
  password: 'Boba2026x',
  confirm_password: 'Boba2026x',
});

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (let n = 1; n <= 12; n++) {
    const res = await t.request('POST', '/usr/v1/users', { token: admin, body: newUser(n) });
    expect(res.status).toBe(201);
  }
});
afterAll(() => t.close());

describe('users', () => {
  it('creates a user without roles, who can then sign in', async () => {
    const res = await t.request('POST', '/usr/v1/users', { token: admin, body: newUser(50) });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Siti Rahmawati 50',
      email: 'siti50@example.com',
      is_active: true,
      roles: [],
    });
    const token = await t.signIn('siti50@example.com', 'Boba2026x');
    const info = await t.request('GET', '/usr/v1/info', { token });
    expect(info.body.data.admin_scope).toEqual([]);
  });

  it('refuses a duplicate email or phone with 409 naming the field', async () => {
    const email = await t.request('POST', '/usr/v1/users', {
      token: admin,
      body: { ...newUser(60), email: 'SITI1@example.com' },
    });
    expect(email.status).toBe(409);
    expect(email.body.errors[0]).toEqual({ detail: 'A user with this email already exists', field: 'email' });
    const phone = await t.request('POST', '/usr/v1/users', {
      token: admin,
      body: { ...newUser(61), phone_number: newUser(1).phone_number },
    });
    expect(phone.status).toBe(409);
    expect(phone.body.errors[0].field).toBe('phone_number');
  });

  it('checks the phone format and the password confirmation', async () => {
    const phone = await t.request('POST', '/usr/v1/users', {
      token: admin,
      body: { ...newUser(70), phone_number: '12345' },
    });
    expect(phone.status).toBe(400);
    expect(phone.body.errors[0]).toEqual({ detail: 'Invalid Indonesian phone number format', field: 'phone_number' });
    const confirm = await t.request('POST', '/usr/v1/users', {
      token: admin,
      body: { ...newUser(71), confirm_password: 'Boba2026y' },
    });
    expect(confirm.status).toBe(400);
    expect(confirm.body.errors[0]).toEqual({ detail: "Passwords don't match", field: 'confirm_password' });
    const short = await t.request('POST', '/usr/v1/users', { token: admin, body: { ...newUser(72), password: 'Ab1' } });
    expect(short.body.errors[0]).toEqual({ detail: 'Password must be at least 8 characters', field: 'password' });
  });

  it('pages through users with the total', async () => {
    const first = await t.request('GET', '/usr/v1/users?page=1&size=5', { token: admin });
    expect(first.status).toBe(200);
    expect(first.body.data).toHaveLength(5);
    expect(first.body.meta.page).toBe(1);
    expect(first.body.meta.size).toBe(5);
    expect(first.body.meta.total).toBeGreaterThanOrEqual(14);
    const third = await t.request('GET', '/usr/v1/users?page=3&size=5', { token: admin });
    const ids = new Set([...first.body.data, ...third.body.data].map((u: { id: number }) => u.id));
    expect(ids.size).toBe(first.body.data.length + third.body.data.length);
  });

  it('searches by name, email and phone, any case', async () => {
    const byName = await t.request('GET', '/usr/v1/users?search_name=RINA', { token: admin });
    expect(byName.body.data.map((u: { email: string }) => u.email)).toEqual([DEMO_ADMIN.email]);
    const byEmail = await t.request('GET', '/usr/v1/users?search_email=siti1', { token: admin });
    expect(byEmail.body.meta.total).toBe(4); // siti1, siti10, siti11, siti12
    const byPhone = await t.request('GET', '/usr/v1/users?search_phone=0812987', { token: admin });
    expect(byPhone.body.data).toHaveLength(1);
    const wildcard = await t.request('GET', '/usr/v1/users?search_name=%25', { token: admin });
    expect(wildcard.body.meta.total).toBe(0);
  });

  it('gets and updates a user, 404 for an unknown one', async () => {
    const [user] = (await t.request('GET', '/usr/v1/users?search_email=siti2@', { token: admin })).body.data;
    const res = await t.request('PUT', `/usr/v1/users/${user.id}`, {
      token: admin,
      body: { name: 'Siti R.', phone_number: user.phone_number, email: 'siti.r@example.com' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: user.id, name: 'Siti R.', email: 'siti.r@example.com' });
    expect((await t.request('GET', `/usr/v1/users/${user.id}`, { token: admin })).body.data.name).toBe('Siti R.');
    expect((await t.request('GET', '/usr/v1/users/99999', { token: admin })).status).toBe(404);
    const clash = await t.request('PUT', `/usr/v1/users/${user.id}`, {
      token: admin,
      body: { name: 'X', phone_number: user.phone_number, email: DEMO_ADMIN.email },
    });
    expect(clash.status).toBe(409);
  });

  it('deactivates and activates a user, but not oneself', async () => {
    const [user] = (await t.request('GET', '/usr/v1/users?search_email=siti3@', { token: admin })).body.data;
    const off = await t.request('PUT', `/usr/v1/users/${user.id}/status`, { token: admin, body: { is_active: false } });
    expect(off.body.data).toBe('User deactivated');
    expect((await t.request('GET', `/usr/v1/users/${user.id}`, { token: admin })).body.data.is_active).toBe(false);
    const self = await t.request('PUT', `/usr/v1/users/${t.seed.adminId}/status`, {
      token: admin,
      body: { is_active: false },
    });
    expect(self.status).toBe(409);
    expect(
      (await t.request('PUT', '/usr/v1/users/99999/status', { token: admin, body: { is_active: true } })).status,
    ).toBe(404);
  });
});

describe('role assignment', () => {
  it('replaces the set: USER roles at an outlet, ADMIN roles everywhere, and the scopes follow', async () => {
    const [user] = (await t.request('GET', '/usr/v1/users?search_email=siti4@', { token: admin })).body.data;
    const cashier = t.seed.roleIds['Outlet Cashier']!;
    const finance = t.seed.roleIds['Finance']!;
    const [jakarta, bandung] = t.seed.outletIds;
    const res = await t.request('PUT', `/usr/v1/users/${user.id}/roles`, {
      token: admin,
      body: {
        roles: [
          { role_id: cashier, outlet_id: jakarta },
          { role_id: cashier, outlet_id: bandung },
          { role_id: finance },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.roles).toEqual([
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
    const token = await t.signIn(user.email, 'Boba2026x');
    const info = await t.request('GET', '/usr/v1/info', { token });
    expect(info.body.data.admin_scope).toEqual([
      'view_admin_purchase_order',
      'view_admin_order',
      'view_admin_invoices',
    ]);

    const replaced = await t.request('PUT', `/usr/v1/users/${user.id}/roles`, {
      token: admin,
      body: { roles: [{ role_id: finance }] },
    });
    expect(replaced.body.data.roles).toHaveLength(1);
  });

  it('refuses a USER role without an outlet and an ADMIN role with one, changing nothing', async () => {
    const userId = t.seed.staffId;
    const before = (await t.request('GET', `/usr/v1/users/${userId}`, { token: admin })).body.data.roles;
    const noOutlet = await t.request('PUT', `/usr/v1/users/${userId}/roles`, {
      token: admin,
      body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']! }] },
    });
    expect(noOutlet.status).toBe(422);
    expect(noOutlet.body.errors[0]).toEqual({
      detail: 'Outlet Cashier is a USER role and needs an outlet',
      field: 'roles.0.outlet_id',
    });
    const withOutlet = await t.request('PUT', `/usr/v1/users/${userId}/roles`, {
      token: admin,
      body: { roles: [{ role_id: t.seed.roleIds['Finance']!, outlet_id: t.seed.outletIds[0]! }] },
    });
    expect(withOutlet.status).toBe(422);
    const unknownRole = await t.request('PUT', `/usr/v1/users/${userId}/roles`, {
      token: admin,
      body: { roles: [{ role_id: 9999 }] },
    });
    expect(unknownRole.status).toBe(422);
    const unknownOutlet = await t.request('PUT', `/usr/v1/users/${userId}/roles`, {
      token: admin,
      body: { roles: [{ role_id: t.seed.roleIds['Outlet Cashier']!, outlet_id: 9999 }] },
    });
    expect(unknownOutlet.status).toBe(422);
    expect((await t.request('GET', `/usr/v1/users/${userId}`, { token: admin })).body.data.roles).toEqual(before);
  });

  it('needs at least one role, and a known user', async () => {
    const empty = await t.request('PUT', `/usr/v1/users/${t.seed.staffId}/roles`, {
      token: admin,
      body: { roles: [] },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors[0].detail).toBe('At least one role is required');
    const unknown = await t.request('PUT', '/usr/v1/users/99999/roles', {
      token: admin,
      body: { roles: [{ role_id: 1 }] },
    });
    expect(unknown.status).toBe(404);
  });
});
