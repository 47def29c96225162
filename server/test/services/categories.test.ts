// Categories: create, list with name search and pagination, get, update, 404 and 409. Each test
// makes its own categories under a unique name, so no test depends on another.
import { describe, expect, it } from 'vitest';
import { skus } from '../../src/db/schema';
import { uploadImage } from '../helpers/images';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();
const image = await uploadImage(api);

async function createCategory(name: string, status = true) {
  const { data, response } = await api.POST('/adm/v1/categories', { body: { name, status, image_url: image } });
  expect(response.status).toBe(201);
  return data!.data;
}

const names = (list: { name: string }[] | undefined) => (list ?? []).map((c) => c.name);

describe('categories', () => {
  it('lists categories newest first with the total, page by page', async () => {
    const tag = uniqueName('Series');
    for (const name of ['Milk Tea', 'Brown Sugar', 'Coffee', 'Snacks', 'Toppings']) {
      await createCategory(`${tag} ${name}`);
    }
    const first = await api.GET('/adm/v1/categories', { params: { query: { name: tag, size: 3 } } });
    expect(first.response.status).toBe(200);
    expect(first.data!.meta).toEqual({ page: 1, size: 3, total: 5 });
    expect(names(first.data!.data)).toEqual([`${tag} Toppings`, `${tag} Snacks`, `${tag} Coffee`]);
    const last = await api.GET('/adm/v1/categories', { params: { query: { name: tag, size: 3, page: 2 } } });
    expect(names(last.data!.data)).toEqual([`${tag} Brown Sugar`, `${tag} Milk Tea`]);
    expect(last.data!.meta.total).toBe(5);
  });

  it('answers the total on a page past the end too', async () => {
    const tag = uniqueName('Past');
    await createCategory(`${tag} One`);
    const res = await api.GET('/adm/v1/categories', { params: { query: { name: tag, page: 4, size: 10 } } });
    expect(res.data).toEqual({ data: [], meta: { page: 4, size: 10, total: 1 } });
    const none = await api.GET('/adm/v1/categories', { params: { query: { name: uniqueName('Nothing') } } });
    expect(none.data!.meta.total).toBe(0);
  });

  it('lists the seeded categories, newest first', async () => {
    const seeded = new Set(Object.values(t.seed.categoryIds));
    const res = await api.GET('/adm/v1/categories', { params: { query: { name: 'tea', size: 100 } } });
    expect(names(res.data!.data.filter((c) => seeded.has(c.id)))).toEqual(['Pure Tea', 'Fruit Tea', 'Milk Tea']);
  });

  it('searches by part of the name, any case, and filters by status', async () => {
    const tag = uniqueName('Batch');
    await createCategory(`Fruit Tea ${tag}`);
    await createCategory(`Milk Tea ${tag}`, false);
    await createCategory(`Coffee ${tag}`);
    const tea = await api.GET('/adm/v1/categories', { params: { query: { name: `TEA ${tag}`.toUpperCase() } } });
    expect(names(tea.data!.data).sort()).toEqual([`Fruit Tea ${tag}`, `Milk Tea ${tag}`]);
    const inactive = await api.GET('/adm/v1/categories', { params: { query: { name: tag, status: false } } });
    expect(names(inactive.data!.data)).toEqual([`Milk Tea ${tag}`]);
  });

  it('counts the SKUs in a category', async () => {
    const category = await createCategory(uniqueName('Counted'));
    const sku = { categoryId: category.id, price: 22000, unitAmount: 500, unit: 'ml' as const, imageUrl: image };
    await t.app.db.insert(skus).values([
      { ...sku, name: uniqueName('Classic Milk Tea') },
      { ...sku, name: uniqueName('Taro Milk Tea') },
    ]);
    const res = await api.GET('/adm/v1/categories/{category_id}', { params: { path: { category_id: category.id } } });
    expect(res.data!.data.sku_count).toBe(2);
    const renamed = await api.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: category.id } },
      body: { name: uniqueName('Counted'), status: true, image_url: image },
    });
    expect(renamed.data!.data.sku_count).toBe(2);
  });

  it('creates a category, gets it, updates it', async () => {
    const name = uniqueName('Yakult Series');
    const created = await api.POST('/adm/v1/categories', {
      body: { name: ` ${name} `, status: true, image_url: image },
    });
    expect(created.response.status).toBe(201);
    expect(created.data!.data).toMatchObject({ name, status: true, image_url: image, sku_count: 0 });
    const id = created.data!.data.id;
    const got = await api.GET('/adm/v1/categories/{category_id}', { params: { path: { category_id: id } } });
    expect(got.data!.data).toEqual(created.data!.data);
    const other = await uploadImage(api);
    const newName = uniqueName('Yakult');
    const updated = await api.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: id } },
      body: { name: newName, status: false, image_url: other },
    });
    expect(updated.response.status).toBe(200);
    expect(updated.data!.data).toMatchObject({ id, name: newName, status: false, image_url: other });
    expect(new Date(updated.data!.data.updated_at).getTime()).toBeGreaterThanOrEqual(
      new Date(created.data!.data.updated_at).getTime(),
    );
  });

  it('refuses a duplicate name, any case, with 409', async () => {
    const name = uniqueName('Dup Tea');
    const first = await createCategory(name);
    const dup = await api.POST('/adm/v1/categories', {
      body: { name: name.toLowerCase(), status: true, image_url: image },
    });
    expect(dup.response.status).toBe(409);
    expect(dup.error!.errors[0]).toEqual({ detail: 'A category with this name already exists', field: 'name' });
    const second = await createCategory(uniqueName('Dup Coffee'));
    const rename = await api.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: second.id } },
      body: { name, status: true, image_url: image },
    });
    expect(rename.response.status).toBe(409);
    const keep = await api.PUT('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: first.id } },
      body: { name, status: true, image_url: image },
    });
    expect(keep.response.status).toBe(200);
  });

  it('answers 404 for an unknown category', async () => {
    const path = { category_id: 424242 };
    expect((await api.GET('/adm/v1/categories/{category_id}', { params: { path } })).response.status).toBe(404);
    const put = await api.PUT('/adm/v1/categories/{category_id}', {
      params: { path },
      body: { name: uniqueName('Ghost'), status: true, image_url: image },
    });
    expect(put.response.status).toBe(404);
    expect(put.error!.errors[0]!.detail).toBe('Category not found');
  });

  it('requires a name, a status and an image', async () => {
    const blank = await api.POST('/adm/v1/categories', { body: { name: '', status: true, image_url: image } });
    expect(blank.error!.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const spaces = await api.POST('/adm/v1/categories', { body: { name: '   ', status: true, image_url: image } });
    expect(spaces.response.status).toBe(400);
    expect(spaces.error!.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
    const noImage = await api.POST('/adm/v1/categories', { body: { name: 'A', status: true } as never });
    expect(noImage.error!.errors[0]).toEqual({ detail: 'Image is required', field: 'image_url' });
    const noStatus = await api.POST('/adm/v1/categories', { body: { name: 'A', image_url: image } as never });
    expect(noStatus.error!.errors[0]).toEqual({ detail: 'Status is required', field: 'status' });
  });

  it('is closed to staff without the category scope', async () => {
    const staff = await t.asStaff();
    expect((await staff.GET('/adm/v1/categories')).response.status).toBe(403);
  });
});
