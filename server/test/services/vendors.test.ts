// Vendors: list with name search and ids (the purchase-order and report look-up), get, create,
// update, the phone and email rules, 404 and 409. Each test makes its own vendors.
import { describe, expect, it } from 'vitest';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();

interface VendorBody {
  name: string;
  address: string;
  contact_person: string;
  phone: string;
  email: string;
}

function body(overrides: Partial<VendorBody> = {}): VendorBody {
  return {
    name: uniqueName('PT Teh'),
    address: 'Jl. Raya Puncak Km. 87, Cisarua, Bogor',
    contact_person: 'Andi Kurniawan',
    phone: '+6281234567890',
    email: 'order@sumberteh.co.id',
    ...overrides,
  };
}

async function createVendor(overrides: Partial<VendorBody> = {}) {
  const res = await api.POST('/adm/v1/vendors', { body: body(overrides) });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  return res.data!.data;
}

const names = (list: { name: string }[] | undefined) => (list ?? []).map((v) => v.name);

describe('vendors', () => {
  it('creates a vendor, gets it and updates it', async () => {
    const name = uniqueName('CV Boba Jaya');
    const created = await api.POST('/adm/v1/vendors', {
      body: body({ name: ` ${name} `, contact_person: ' Hendra Wijaya ', phone: '0318431234' }),
    });
    expect(created.response.status).toBe(201);
    const vendor = created.data!.data;
    // Stored in one form, E.164, however it was written.
    expect(vendor).toMatchObject({ name, contact_person: 'Hendra Wijaya', phone: '+62318431234' });
    const got = await api.GET('/adm/v1/vendors/{vendor_id}', { params: { path: { vendor_id: vendor.id } } });
    expect(got.data!.data).toEqual(vendor);
    const updated = await api.PUT('/adm/v1/vendors/{vendor_id}', {
      params: { path: { vendor_id: vendor.id } },
      body: body({ name, phone: '+6285260001122', email: 'sales@bobajaya.co.id' }),
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({
      id: vendor.id,
      phone: '+6285260001122',
      email: 'sales@bobajaya.co.id',
      created_at: vendor.created_at,
    });
  });

  it('lists vendors newest first, searched by name in any case, page by page, or by ids', async () => {
    const tag = uniqueName('Supplier');
    const made = [];
    for (const n of ['Milk', 'Tea', 'Cups']) made.push(await createVendor({ name: `${tag} ${n}` }));
    const first = await api.GET('/adm/v1/vendors', { params: { query: { name: tag.toLowerCase(), size: 2 } } });
    expect(first.data!.meta).toEqual({ page: 1, size: 2, total: 3 });
    expect(names(first.data!.data)).toEqual([`${tag} Cups`, `${tag} Tea`]);
    const second = await api.GET('/adm/v1/vendors', { params: { query: { name: tag, size: 2, page: 2 } } });
    expect(names(second.data!.data)).toEqual([`${tag} Milk`]);
    const byIds = await api.GET('/adm/v1/vendors', { params: { query: { vendor_ids: [made[0]!.id, made[2]!.id] } } });
    expect(names(byIds.data!.data)).toEqual([`${tag} Cups`, `${tag} Milk`]);
    const literal = await api.GET('/adm/v1/vendors', { params: { query: { name: `${tag}%` } } });
    expect(literal.data!.meta.total).toBe(0);
  });

  it('refuses a duplicate name, any case, with 409', async () => {
    const first = await createVendor();
    const dup = await api.POST('/adm/v1/vendors', { body: body({ name: first.name.toUpperCase() }) });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'A vendor with this name already exists', field: 'name' });
    const second = await createVendor();
    const rename = await api.PUT('/adm/v1/vendors/{vendor_id}', {
      params: { path: { vendor_id: second.id } },
      body: body({ name: first.name.toLowerCase() }),
    });
    expect(rename.response.status).toBe(409);
  });

  it('accepts Indonesian mobile and landline numbers and refuses others', async () => {
    for (const phone of ['+6281234567890', '081234567890', '0218765432']) {
      await createVendor({ phone });
    }
    for (const phone of ['6281234567890', '12345', '0812-3456-7890', '+62012345678']) {
      const res = await api.POST('/adm/v1/vendors', { body: body({ phone }) });
      expect(res.response.status, phone).toBe(400);
      expect(res.error!.errors[0]).toEqual({ detail: 'Invalid Indonesian phone number format', field: 'phone' });
    }
  });

  it('requires every field, not blank, and a valid email', async () => {
    const fields = [
      ['name', 'Name is required'],
      ['address', 'Address is required'],
      ['contact_person', 'Contact person is required'],
    ] as const;
    for (const [field, detail] of fields) {
      const blank = await api.POST('/adm/v1/vendors', { body: body({ [field]: '   ' }) });
      expect(blank.response.status).toBe(400);
      expect(blank.error!.errors[0]).toEqual({ detail, field });
    }
    const { phone: _phone, ...noPhone } = body();
    const missing = await api.POST('/adm/v1/vendors', { body: noPhone as never });
    expect(missing.error!.errors[0]).toEqual({ detail: 'Phone is required', field: 'phone' });
    const email = await api.POST('/adm/v1/vendors', { body: body({ email: 'not-an-email' }) });
    expect(email.response.status).toBe(400);
    expect(email.error!.errors[0]!.field).toBe('email');
  });

  it('answers 404 for an unknown vendor', async () => {
    const path = { vendor_id: 424242 };
    const get = await api.GET('/adm/v1/vendors/{vendor_id}', { params: { path } });
    expect(get.response.status).toBe(404);
    expect(get.error!.errors[0]!.detail).toBe('Vendor not found');
    expect((await api.PUT('/adm/v1/vendors/{vendor_id}', { params: { path }, body: body() })).response.status).toBe(
      404,
    );
  });

  it('opens to view_admin_purchase_order, the list also to view_admin_user, and to nobody else', async () => {
    const vendor = await createVendor();
    const finance = await t.newUser({ roles: [{ role: 'Finance' }] });
    expect((await finance.POST('/adm/v1/vendors', { body: body() })).response.status).toBe(201);
    const path = { vendor_id: vendor.id };
    expect((await finance.GET('/adm/v1/vendors/{vendor_id}', { params: { path } })).response.status).toBe(200);
    const staff = await t.asStaff();
    expect((await staff.GET('/adm/v1/vendors')).response.status).toBe(403);
    expect((await staff.PUT('/adm/v1/vendors/{vendor_id}', { params: { path }, body: body() })).response.status).toBe(
      403,
    );
  });
});
