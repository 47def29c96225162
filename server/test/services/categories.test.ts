// Categories: create, list with name search and pagination, get, update, 404 and 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skus } from '../../src/db/schema';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

describe('categories', () => {
  it('lists the seeded categories newest first with the total', async () => {
    const res = await t.request('GET', '/adm/v1/categories?size=3', { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.meta).toEqual({ page: 1, size: 3, total: 8 });
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(['Toppings', 'Snacks', 'Coffee']);
    const last = await t.request('GET', '/adm/v1/categories?size=3&page=3', { token: admin });
    expect(last.body.data.map((c: { name: string }) => c.name)).toEqual(['Brown Sugar Series', 'Milk Tea']);
  });

  it('searches by part of the name, any case, and filters by status', async () => {
    const tea = await t.request('GET', '/adm/v1/categories?name=TEA', { token: admin });
    expect(tea.body.data.map((c: { name: string }) => c.name).sort()).toEqual(['Fruit Tea', 'Milk Tea', 'Pure Tea']);
    const inactive = await t.request('GET', '/adm/v1/categories?status=false', { token: admin });
    expect(inactive.body.data.map((c: { name: string }) => c.name)).toEqual(['Toppings']);
  });

  it('counts the SKUs in a category', async () => {
    const milkTea = t.seed.categoryIds['Milk Tea']!;
    await t.app.db.insert(skus).values([
      {
        name: 'Classic Milk Tea',
        categoryId: milkTea,
        price: 22000,
        unitAmount: 500,
        unit: 'ml',
        imageUrl: '/uploads/a.png',
      },
      {
        name: 'Taro Milk Tea',
        categoryId: milkTea,
        price: 24000,
        unitAmount: 500,
        unit: 'ml',
        imageUrl: '/uploads/b.png',
      },
    ]);
    const res = await t.request('GET', `/adm/v1/categories/${milkTea}`, { token: admin });
    expect(res.body.data.sku_count).toBe(2);
  });

  it('creates a category, gets it, updates it', async () => {
    const created = await t.request('POST', '/adm/v1/categories', {
      token: admin,
      body: { name: ' Yakult Series ', status: true, image_url: '/uploads/yakult.png' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      name: 'Yakult Series',
      status: true,
      image_url: '/uploads/yakult.png',
      sku_count: 0,
    });
    const id = created.body.data.id;
    const got = await t.request('GET', `/adm/v1/categories/${id}`, { token: admin });
    expect(got.body.data).toEqual(created.body.data);
    const updated = await t.request('PUT', `/adm/v1/categories/${id}`, {
      token: admin,
      body: { name: 'Yakult', status: false, image_url: '/uploads/y2.png' },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ id, name: 'Yakult', status: false, image_url: '/uploads/y2.png' });
    expect(new Date(updated.body.data.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.body.data.updated_at).getTime(),
    );
  });

  it('refuses a duplicate name, any case, with 409', async () => {
    const dup = await t.request('POST', '/adm/v1/categories', {
      token: admin,
      body: { name: 'milk tea', status: true, image_url: '/x.png' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body.errors[0]).toEqual({ detail: 'A category with this name already exists', field: 'name' });
    const coffee = t.seed.categoryIds['Coffee']!;
    const rename = await t.request('PUT', `/adm/v1/categories/${coffee}`, {
      token: admin,
      body: { name: 'Snacks', status: true, image_url: '/x.png' },
    });
    expect(rename.status).toBe(409);
    const keep = await t.request('PUT', `/adm/v1/categories/${coffee}`, {
      token: admin,
      body: { name: 'Coffee', status: true, image_url: '/x.png' },
    });
    expect(keep.status).toBe(200);
  });

  it('answers 404 for an unknown category', async () => {
    expect((await t.request('GET', '/adm/v1/categories/4242', { token: admin })).status).toBe(404);
    const put = await t.request('PUT', '/adm/v1/categories/4242', {
      token: admin,
      body: { name: 'Ghost', status: true, image_url: '/x.png' },
    });
    expect(put.status).toBe(404);
  });

  it('requires a name, a status and an image', async () => {
    const blank = await t.request('POST', '/adm/v1/categories', {
      token: admin,
      body: { name: '', status: true, image_url: '/x.png' },
    });
    expect(blank.body.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const spaces = await t.request('POST', '/adm/v1/categories', {
      token: admin,
      body: { name: '   ', status: true, image_url: '/x.png' },
    });
    expect(spaces.status).toBe(400);
    expect(spaces.body.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const noImage = await t.request('POST', '/adm/v1/categories', { token: admin, body: { name: 'A', status: true } });
    expect(noImage.body.errors[0]).toEqual({ detail: 'Image is required', field: 'image_url' });
    const noStatus = await t.request('POST', '/adm/v1/categories', {
      token: admin,
      body: { name: 'A', image_url: '/x.png' },
    });
    expect(noStatus.body.errors[0]).toEqual({ detail: 'Status is required', field: 'status' });
  });

  it('is closed to staff without the category scope', async () => {
    const staff = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
    expect((await t.request('GET', '/adm/v1/categories', { token: staff })).status).toBe(403);
  });
});
