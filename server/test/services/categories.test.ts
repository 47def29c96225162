// Categories: create, list with name search and pagination, get, update, 404 and 409. Each test
// makes the categories it reads, under names no other test uses, so the order of tests is free.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { skus } from '../../src/db/schema';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: ReturnType<TestApp['client']>;

beforeAll(async () => {
  t = await createTestApp();
  admin = t.client(await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password));
});
afterAll(() => t.close());

/** A name no other test uses, starting with `prefix` so a search finds this test's rows alone. */
const unique = (prefix: string) => `${prefix} ${randomUUID().slice(0, 8)}`;

async function createCategory(name: string, status = true) {
  const { data, response } = await admin.POST('/adm/v1/categories', {
    body: { name, status, image_url: '/uploads/category.png' },
  });
  expect(response.status).toBe(201);
  return data!.data;
}

describe('categories', () => {
  it('lists the seeded categories newest first with the total', async () => {
    const { data } = await admin.GET('/adm/v1/categories', { params: { query: { size: 100 } } });
    const seeded = data!.data.map((c) => c.name).filter((name) => Object.keys(t.seed.categoryIds).includes(name));
    expect(seeded).toEqual([
      'Toppings',
      'Snacks',
      'Coffee',
      'Pure Tea',
      'Cheese Foam',
      'Fruit Tea',
      'Brown Sugar Series',
      'Milk Tea',
    ]);
    expect(data!.meta.total).toBe(data!.data.length);
  });

  it('pages through a search with its total, and answers a page past the end with the total too', async () => {
    const prefix = unique('Paged');
    for (const n of [1, 2, 3, 4, 5]) await createCategory(`${prefix} ${n}`);
    const first = await admin.GET('/adm/v1/categories', { params: { query: { name: prefix, size: 2 } } });
    expect(first.data!.meta).toEqual({ page: 1, size: 2, total: 5 });
    expect(first.data!.data.map((c) => c.name)).toEqual([`${prefix} 5`, `${prefix} 4`]);
    const last = await admin.GET('/adm/v1/categories', { params: { query: { name: prefix, size: 2, page: 3 } } });
    expect(last.data!.data.map((c) => c.name)).toEqual([`${prefix} 1`]);
    const past = await admin.GET('/adm/v1/categories', { params: { query: { name: prefix, size: 2, page: 9 } } });
    expect(past.data).toEqual({ data: [], meta: { page: 9, size: 2, total: 5 } });
  });

  it('searches by part of the name, any case, and filters by status', async () => {
    const prefix = unique('Oolong');
    await createCategory(`${prefix} Hot`, true);
    await createCategory(`${prefix} Cold`, false);
    const found = await admin.GET('/adm/v1/categories', { params: { query: { name: prefix.toUpperCase() } } });
    expect(found.data!.data.map((c) => c.name).sort()).toEqual([`${prefix} Cold`, `${prefix} Hot`]);
    const inactive = await admin.GET('/adm/v1/categories', { params: { query: { name: prefix, status: false } } });
    expect(inactive.data!.data.map((c) => c.name)).toEqual([`${prefix} Cold`]);
    const wildcard = await admin.GET('/adm/v1/categories', { params: { query: { name: '%' } } });
    expect(wildcard.data!.meta.total).toBe(0);
  });

  it('counts the SKUs in a category', async () => {
    const category = await createCategory(unique('Counted'));
    await t.app.db.insert(skus).values([
      {
        name: unique('Sku'),
        categoryId: category.id,
        price: 22000,
        unitAmount: 500,
        unit: 'ml',
        imageUrl: '/uploads/a.png',
      },
      {
        name: unique('Sku'),
        categoryId: category.id,
        price: 24000,
        unitAmount: 500,
        unit: 'ml',
        imageUrl: '/uploads/b.png',
      },
    ]);
    const { data } = await admin.GET('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: category.id } },
    });
    expect(data!.data.sku_count).toBe(2);
  });

  it('creates a category, gets it, updates it', async () => {
    const name = unique('Yakult Series');
    const created = await createCategory(` ${name} `);
    expect(created).toMatchObject({ name, status: true, image_url: '/uploads/category.png', sku_count: 0 });
    const path = { category_id: created.id };
    const got = await admin.GET('/adm/v1/categories/{category_id}', { params: { path } });
    expect(got.data!.data).toEqual(created);
    const updated = await admin.PUT('/adm/v1/categories/{category_id}', {
      params: { path },
      body: { name: `${name} Lite`, status: false, image_url: '/uploads/y2.png' },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({
      id: created.id,
      name: `${name} Lite`,
      status: false,
      image_url: '/uploads/y2.png',
    });
    expect(Date.parse(updated.data!.data.updated_at)).toBeGreaterThanOrEqual(Date.parse(created.updated_at));
  });

  it('refuses a duplicate name, any case, with 409', async () => {
    const name = unique('Dup');
    const first = await createCategory(name);
    const other = await createCategory(unique('Other'));
    const dup = await admin.POST('/adm/v1/categories', {
      body: { name: name.toLowerCase(), status: true, image_url: '/x.png' },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'A category with this name already exists', field: 'name' });
    const rename = await admin.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: other.id } },
      body: { name, status: true, image_url: '/x.png' },
    });
    expect(rename.response.status).toBe(409);
    const keep = await admin.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: first.id } },
      body: { name, status: true, image_url: '/x.png' },
    });
    expect(keep.response.status).toBe(200);
  });

  it('answers 404 for an unknown category, writing nothing', async () => {
    const path = { category_id: 424242 };
    expect((await admin.GET('/adm/v1/categories/{category_id}', { params: { path } })).response.status).toBe(404);
    const put = await admin.PUT('/adm/v1/categories/{category_id}', {
      params: { path },
      body: { name: unique('Ghost'), status: true, image_url: '/x.png' },
    });
    expect(put.response.status).toBe(404);
    expect(put.error!.errors[0]!.detail).toBe('Category not found');
  });

  it('requires a name, a status and an image', async () => {
    const blank = await t.request('POST', '/adm/v1/categories', {
      token: await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password),
      body: { name: '', status: true, image_url: '/x.png' },
    });
    expect(blank.body.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const spaces = await admin.POST('/adm/v1/categories', { body: { name: '   ', status: true, image_url: '/x.png' } });
    expect(spaces.response.status).toBe(400);
    expect(spaces.error!.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const noImage = await admin.POST('/adm/v1/categories', { body: { name: 'A', status: true } as never });
    expect(noImage.error!.errors[0]).toEqual({ detail: 'Image is required', field: 'image_url' });
    const noStatus = await admin.POST('/adm/v1/categories', { body: { name: 'A', image_url: '/x.png' } as never });
    expect(noStatus.error!.errors[0]).toEqual({ detail: 'Status is required', field: 'status' });
  });

  it('is closed to staff without the category scope', async () => {
    const staff = t.client(await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password));
    expect((await staff.GET('/adm/v1/categories')).response.status).toBe(403);
  });
});
