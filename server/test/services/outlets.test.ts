// Outlets: list with its filters, get, create, update (staff replaced whole), the head-office rule
// (moved, never doubled, also under simultaneous saves), 404, 409 and 422 naming the field, and
// the look-ups of the outlet form. Each test makes its own outlets and people.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outlets, users } from '../../src/db/schema';
import { build, DEMO_ADMIN } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const BANDUNG = 3273; // Kota Bandung, Jawa Barat
const SURABAYA = 3578; // Kota Surabaya, Jawa Timur
const JAWA_BARAT = 32;

const t = await build();
const api = await t.asAdmin();
const adminId = t.seed.adminId;

interface OutletBody {
  name: string;
  address: string;
  is_hq: boolean;
  area_id: number;
  owner_id: number;
  staff_ids: number[];
}

function body(overrides: Partial<OutletBody> = {}): OutletBody {
  return {
    name: uniqueName('Outlet'),
    address: 'Jl. Braga No. 1, Kota Bandung',
    is_hq: false,
    area_id: BANDUNG,
    owner_id: adminId,
    staff_ids: [],
    ...overrides,
  };
}

async function createOutlet(overrides: Partial<OutletBody> = {}) {
  const res = await api.POST('/adm/v1/outlets', { body: body(overrides) });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  return res.data!.data;
}

function updateOutlet(id: number, b: OutletBody) {
  return api.PUT('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: id } }, body: b });
}

async function deactivate(userId: number) {
  await t.app.db.update(users).set({ isActive: false }).where(eq(users.id, userId));
}

async function headOffices() {
  return t.app.db.select({ id: outlets.id }).from(outlets).where(eq(outlets.isHq, true));
}

const names = (list: { name: string }[] | undefined) => (list ?? []).map((o) => o.name);

describe('outlets', () => {
  it('creates an outlet with its area, province, owner and staff, and gets it', async () => {
    const a = await t.newUser();
    const b = await t.newUser();
    const name = uniqueName('Bandung Braga');
    const res = await api.POST('/adm/v1/outlets', {
      body: { ...body({ name: ` ${name} `, staff_ids: [b.id, a.id] }) },
    });
    expect(res.response.status).toBe(201);
    const outlet = res.data!.data;
    expect(outlet).toMatchObject({
      name,
      address: 'Jl. Braga No. 1, Kota Bandung',
      is_hq: false,
      outlet_area: { area_id: BANDUNG, area_name: 'Kota Bandung', is_level_2: true, parent_area_name: 'Jawa Barat' },
      outlet_owner: { id: adminId, name: DEMO_ADMIN.name },
    });
    expect(outlet.staff_ids.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    const got = await api.GET('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: outlet.id } } });
    expect(got.data!.data).toEqual(outlet);
  });

  it('lists outlets newest first, searched by name in any case, page by page', async () => {
    const tag = uniqueName('Series');
    for (const n of ['One', 'Two', 'Three']) await createOutlet({ name: `${tag} ${n}` });
    const first = await api.GET('/adm/v1/outlets', { params: { query: { search_name: tag.toUpperCase(), size: 2 } } });
    expect(first.data!.meta).toEqual({ page: 1, size: 2, total: 3 });
    expect(names(first.data!.data)).toEqual([`${tag} Three`, `${tag} Two`]);
    const second = await api.GET('/adm/v1/outlets', { params: { query: { search_name: tag, size: 2, page: 2 } } });
    expect(names(second.data!.data)).toEqual([`${tag} One`]);
  });

  it('filters by owner, as "<name>_<id>" or by id, and by a list of ids', async () => {
    const owner = await t.newUser();
    const tag = uniqueName('Owned');
    const mine = await createOutlet({ name: `${tag} Mine`, owner_id: owner.id });
    const other = await createOutlet({ name: `${tag} Other` });
    const byPattern = await api.GET('/adm/v1/outlets', {
      params: { query: { search_name: tag, owner: `Test User_${owner.id}` } },
    });
    expect(names(byPattern.data!.data)).toEqual([mine.name]);
    const byId = await api.GET('/adm/v1/outlets', { params: { query: { search_name: tag, owner_id: owner.id } } });
    expect(names(byId.data!.data)).toEqual([mine.name]);
    const byIds = await api.GET('/adm/v1/outlets', { params: { query: { outlet_ids: [other.id, mine.id] } } });
    expect(names(byIds.data!.data)).toEqual([other.name, mine.name]);
    const bad = await api.GET('/adm/v1/outlets', { params: { query: { owner: 'Rina' } } });
    expect(bad.response.status).toBe(400);
  });

  it('replaces every field on update, the staff list included', async () => {
    const [a, b, c] = [await t.newUser(), await t.newUser(), await t.newUser()];
    const outlet = await createOutlet({ staff_ids: [a.id, b.id] });
    const name = uniqueName('Surabaya Darmo');
    const res = await updateOutlet(outlet.id, {
      name,
      address: 'Jl. Raya Darmo No. 5, Surabaya',
      is_hq: false,
      area_id: SURABAYA,
      owner_id: c.id,
      staff_ids: [c.id, b.id],
    });
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toMatchObject({
      id: outlet.id,
      name,
      outlet_area: { area_id: SURABAYA, area_name: 'Kota Surabaya', parent_area_name: 'Jawa Timur' },
      outlet_owner: { id: c.id },
      created_at: outlet.created_at,
    });
    expect(res.data!.data.staff_ids.map((s) => s.id).sort()).toEqual([b.id, c.id].sort());
    const emptied = await updateOutlet(outlet.id, body({ name }));
    expect(emptied.data!.data.staff_ids).toEqual([]);
  });

  it('refuses a duplicate name, any case, with 409, and keeps its own name on update', async () => {
    const first = await createOutlet();
    const dup = await api.POST('/adm/v1/outlets', { body: body({ name: first.name.toUpperCase() }) });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'An outlet with this name already exists', field: 'name' });
    const second = await createOutlet();
    expect((await updateOutlet(second.id, body({ name: first.name.toLowerCase() }))).response.status).toBe(409);
    expect((await updateOutlet(first.id, body({ name: first.name }))).response.status).toBe(200);
  });

  it('answers 422 naming the field for an unknown area or owner and for unknown or inactive staff', async () => {
    const area = await api.POST('/adm/v1/outlets', { body: body({ area_id: 9999 }) });
    expect(area.response.status).toBe(422);
    expect(area.error!.errors[0]).toEqual({ detail: 'Area 9999 does not exist', field: 'area_id' });
    const owner = await api.POST('/adm/v1/outlets', { body: body({ owner_id: 424242 }) });
    expect(owner.error!.errors[0]).toEqual({ detail: 'User 424242 does not exist', field: 'owner_id' });
    const active = await t.newUser();
    const unknown = await api.POST('/adm/v1/outlets', { body: body({ staff_ids: [active.id, 424242] }) });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]!.field).toBe('staff_ids.1');
    const gone = await t.newUser();
    await deactivate(gone.id);
    const inactive = await api.POST('/adm/v1/outlets', { body: body({ staff_ids: [gone.id] }) });
    expect(inactive.response.status).toBe(422);
    expect(inactive.error!.errors[0]).toEqual({
      detail: expect.stringMatching(/^Test User \d+ is not an active user$/),
      field: 'staff_ids.0',
    });
    const inactiveOwner = await api.POST('/adm/v1/outlets', { body: body({ owner_id: gone.id }) });
    expect(inactiveOwner.error!.errors[0]!.field).toBe('owner_id');
    const noArea = await api.POST('/adm/v1/outlets', { body: { name: 'X', address: 'Y', owner_id: adminId } as never });
    expect(noArea.error!.errors[0]).toEqual({ detail: 'Area is required', field: 'area_id' });
    const noOwner = await api.POST('/adm/v1/outlets', { body: { name: 'X', address: 'Y', area_id: BANDUNG } as never });
    expect(noOwner.error!.errors[0]).toEqual({ detail: 'Owner is required', field: 'owner_id' });
  });

  it('keeps staff and an owner deactivated after they were assigned, but adds no inactive one', async () => {
    const [owner, kept, fresh] = [await t.newUser(), await t.newUser(), await t.newUser()];
    const outlet = await createOutlet({ owner_id: owner.id, staff_ids: [kept.id] });
    await deactivate(owner.id);
    await deactivate(kept.id);
    await deactivate(fresh.id);
    const keep = await updateOutlet(outlet.id, body({ name: outlet.name, owner_id: owner.id, staff_ids: [kept.id] }));
    expect(keep.response.status).toBe(200);
    const add = await updateOutlet(outlet.id, body({ name: outlet.name, staff_ids: [kept.id, fresh.id] }));
    expect(add.response.status).toBe(422);
    expect(add.error!.errors[0]!.field).toBe('staff_ids.1');
  });

  it('writes nothing when a save is refused', async () => {
    const member = await t.newUser();
    const outlet = await createOutlet({ staff_ids: [member.id] });
    const refused = await updateOutlet(outlet.id, body({ name: uniqueName('Renamed'), staff_ids: [424242] }));
    expect(refused.response.status).toBe(422);
    const got = await api.GET('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: outlet.id } } });
    expect(got.data!.data).toEqual(outlet);
  });

  it('moves the head office: marking an outlet HQ unmarks the previous one', async () => {
    const first = await createOutlet({ is_hq: true });
    expect((await headOffices()).map((o) => o.id)).toEqual([first.id]);
    const second = await createOutlet();
    const moved = await updateOutlet(second.id, body({ name: second.name, is_hq: true }));
    expect(moved.data!.data.is_hq).toBe(true);
    expect((await headOffices()).map((o) => o.id)).toEqual([second.id]);
    const old = await api.GET('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: first.id } } });
    expect(old.data!.data.is_hq).toBe(false);
    const again = await updateOutlet(second.id, body({ name: second.name, is_hq: true }));
    expect(again.data!.data.is_hq).toBe(true);
    const none = await updateOutlet(second.id, body({ name: second.name, is_hq: false }));
    expect(none.data!.data.is_hq).toBe(false);
    expect(await headOffices()).toEqual([]);
  });

  it('leaves exactly one head office when many outlets are made HQ at once', async () => {
    const many = [];
    for (let i = 0; i < 6; i++) many.push(await createOutlet());
    for (let trial = 0; trial < 3; trial++) {
      const results = await Promise.all([
        ...many.map((o) => updateOutlet(o.id, body({ name: o.name, is_hq: true }))),
        api.POST('/adm/v1/outlets', { body: body({ is_hq: true }) }),
      ]);
      expect(results.map((r) => r.response.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 201]);
      expect(await headOffices()).toHaveLength(1);
    }
  });

  it('runs simultaneous staff replacements one at a time: one whole set wins', async () => {
    const people = [await t.newUser(), await t.newUser(), await t.newUser(), await t.newUser()];
    const setA = [people[0]!.id, people[1]!.id];
    const setB = [people[2]!.id, people[3]!.id, people[0]!.id];
    const outlet = await createOutlet();
    const key = (ids: number[]) => [...ids].sort((x, y) => x - y).join(',');
    for (let trial = 0; trial < 3; trial++) {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          updateOutlet(outlet.id, body({ name: outlet.name, staff_ids: i % 2 ? setA : setB })),
        ),
      );
      expect(results.map((r) => r.response.status)).toEqual(Array(10).fill(200));
      const got = await api.GET('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: outlet.id } } });
      expect([key(setA), key(setB)]).toContain(key(got.data!.data.staff_ids.map((s) => s.id)));
    }
  });

  it('answers 404 for an unknown outlet', async () => {
    const path = { outlet_id: 424242 };
    const get = await api.GET('/adm/v1/outlets/{outlet_id}', { params: { path } });
    expect(get.response.status).toBe(404);
    expect(get.error!.errors[0]!.detail).toBe('Outlet not found');
    expect((await updateOutlet(424242, body())).response.status).toBe(404);
  });

  it('requires a name and an address that are not blank', async () => {
    const name = await api.POST('/adm/v1/outlets', { body: body({ name: '  ' }) });
    expect(name.error!.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const address = await api.POST('/adm/v1/outlets', { body: body({ address: '' }) });
    expect(address.error!.errors[0]).toEqual({ detail: 'Address is required', field: 'address' });
  });
});

describe('outlet form look-ups', () => {
  it('searches areas by name, with the province of each city', async () => {
    const res = await api.GET('/adm/v1/outlets/areas', { params: { query: { search: 'bandung', is_level_2: true } } });
    expect(res.data!.data.map((a) => `${a.area_name}, ${a.parent_area_name}`)).toEqual([
      'Kabupaten Bandung, Jawa Barat',
      'Kabupaten Bandung Barat, Jawa Barat',
      'Kota Bandung, Jawa Barat',
    ]);
    expect(res.data!.data.find((a) => a.area_id === BANDUNG)).toEqual({
      area_id: BANDUNG,
      area_name: 'Kota Bandung',
      is_level_2: true,
      parent_area_id: JAWA_BARAT,
      parent_area_name: 'Jawa Barat',
    });
    const provinces = await api.GET('/adm/v1/outlets/areas', { params: { query: { is_level_2: false, size: 100 } } });
    expect(provinces.data!.data.every((a) => !a.is_level_2 && a.parent_area_id === null)).toBe(true);
    expect(provinces.data!.meta.total).toBe(38);
    const byIds = await api.GET('/adm/v1/outlets/areas', { params: { query: { area_ids: [SURABAYA, JAWA_BARAT] } } });
    expect(byIds.data!.data.map((a) => a.area_name)).toEqual(['Jawa Barat', 'Kota Surabaya']);
  });

  it('offers active users by name or email as owners and staff', async () => {
    const active = await t.newUser();
    const inactive = await t.newUser();
    await deactivate(inactive.id);
    for (const path of ['/adm/v1/outlets/owners', '/adm/v1/outlets/staff'] as const) {
      const res = await api.GET(path, { params: { query: { search: 'test user', size: 100 } } });
      const ids = res.data!.data.map((u) => u.id);
      expect(ids).toContain(active.id);
      expect(ids).not.toContain(inactive.id);
      const byEmail = await api.GET(path, { params: { query: { search: active.email.toUpperCase() } } });
      expect(byEmail.data!.data).toEqual([
        { id: active.id, name: expect.stringMatching(/^Test User/), email: active.email },
      ]);
    }
  });
});

describe('outlet authorization', () => {
  it('lets view_admin_outlet manage outlets and keeps everyone else out', async () => {
    const staff = await t.asStaff();
    expect(
      (await staff.GET('/adm/v1/outlets/{outlet_id}', { params: { path: { outlet_id: 1 } } })).response.status,
    ).toBe(403);
    expect((await staff.POST('/adm/v1/outlets', { body: body() })).response.status).toBe(403);
    expect((await staff.GET('/adm/v1/outlets/staff')).response.status).toBe(403);
    const mine = await t.asUser(['view_admin_outlet']);
    expect((await mine.GET('/adm/v1/outlets')).response.status).toBe(200);
    expect((await mine.GET('/adm/v1/outlets/areas')).response.status).toBe(200);
    expect((await mine.GET('/adm/v1/outlets/owners')).response.status).toBe(200);
    expect((await mine.GET('/adm/v1/outlets/staff')).response.status).toBe(200);
    expect((await mine.GET('/adm/v1/vendors')).response.status).toBe(403);
    const created = await mine.POST('/adm/v1/outlets', { body: body() });
    expect(created.response.status).toBe(201);
  });

  it('keeps a manager of one outlet to that outlet: others are not found, no new outlet, no head-office move', async () => {
    const own = await createOutlet({ staff_ids: [] });
    const other = await createOutlet();
    const keeper = await t.asUser(['view_admin_outlet'], own.id);
    const list = await keeper.GET('/adm/v1/outlets', { params: { query: { size: 100 } } });
    expect(list.data!.data.map((o) => o.id)).toEqual([own.id]);
    const path = (outlet_id: number) => ({ params: { path: { outlet_id } } });
    expect((await keeper.GET('/adm/v1/outlets/{outlet_id}', path(own.id))).response.status).toBe(200);
    const hidden = await keeper.GET('/adm/v1/outlets/{outlet_id}', path(other.id));
    expect(hidden.response.status).toBe(404);
    expect(hidden.error!.errors[0]!.detail).toBe('Outlet not found');
    const edit = (id: number, b: OutletBody) => keeper.PUT('/adm/v1/outlets/{outlet_id}', { ...path(id), body: b });
    expect((await edit(other.id, body({ name: other.name }))).response.status).toBe(404);
    const renamed = uniqueName('Kept');
    expect((await edit(own.id, body({ name: renamed }))).response.status).toBe(200);
    const hq = await edit(own.id, body({ name: renamed, is_hq: true }));
    expect(hq.response.status).toBe(403);
    expect(hq.error!.errors[0]).toEqual({
      detail: 'Only staff who manage every outlet can change the head office',
      field: 'is_hq',
    });
    const add = await keeper.POST('/adm/v1/outlets', { body: body() });
    expect(add.response.status).toBe(403);
  });

  it('offers the Bandung cashier only Bandung in the outlet look-up', async () => {
    const cashier = await t.asStaff();
    const list = await cashier.GET('/adm/v1/outlets', { params: { query: { size: 100 } } });
    expect(list.data!.data.map((o) => o.name)).toEqual(['Bandung Dago']);
  });
});
