// What the cup journey sets up through the API as the owner, apart from what its screens test: a
// drink of its own (Brown Sugar Milk Tea with a tag) with a base recipe of tea, fresh milk, brown
// sugar syrup and a 16 oz cup; ingredients of its own for what the options change (so no other
// spec's sales share their stock lines), and the Ice, Toppings and Milk groups.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

const IMAGE = path.join(import.meta.dirname, '..', 'fixtures', 'jasmine-tea.png');

export async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request[method](url, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), `${method} ${url}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

type Unit = { unit_amount: number; unit: 'ml' | 'l' | 'gr' | 'kg' | 'pcs' };

async function skuMaker(request: APIRequestContext, token: string) {
  const upload = await request.post('/adm/v1/uploads/images', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { file: { name: 'tea.png', mimeType: 'image/png', buffer: readFileSync(IMAGE) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const image_url = ((await upload.json()) as { data: { url: string } }).data.url;
  const categories = await call<{ id: number; name: string }[]>(request, token, 'get', '/adm/v1/categories?size=100');
  // The drink on the menu's Milk Tea shelf, the ingredients among the ingredients.
  const category = (name: string) => categories.find((c) => c.name === name)!.id;
  return (name: string, kind: 'product' | 'ingredient', unit: Unit, price: number) =>
    call<{ id: number; name: string }>(request, token, 'post', '/adm/v1/skus', {
      name,
      status: true,
      category_id: category(kind === 'product' ? 'Milk Tea' : 'Bahan Baku'),
      price,
      ...unit,
      image_url,
      kind,
    });
}

async function seeded(request: APIRequestContext, token: string, name: string) {
  const found = await call<{ id: number; name: string }[]>(
    request,
    token,
    'get',
    `/adm/v1/skus?kind=ingredient&size=20&name=${encodeURIComponent(name)}`,
  );
  const sku = found.find((s) => s.name === name);
  expect(sku, `the demo's ${name}`).toBeDefined();
  return sku!;
}

export interface CupSetup {
  drink: { id: number; name: string };
  /** The ingredients, by what they are in the recipe. */
  tea: { id: number; name: string };
  milk: { id: number; name: string };
  syrup: { id: number; name: string };
  smallCup: { id: number; name: string };
  largeCup: { id: number; name: string };
  oatMilk: { id: number; name: string };
  pearls: { id: number; name: string };
}

/** The drink, its base recipe and the ingredients, named with `tag`. */
export async function setUpDrink(request: APIRequestContext, token: string, tag: string): Promise<CupSetup> {
  const make = await skuMaker(request, token);
  const tea = await make(`Assam Tea ${tag}`, 'ingredient', { unit_amount: 500, unit: 'gr' }, 78000);
  const syrup = await make(`Brown Sugar Syrup ${tag}`, 'ingredient', { unit_amount: 1, unit: 'l' }, 45000);
  const largeCup = await make(`Cup 22 oz ${tag}`, 'ingredient', { unit_amount: 50, unit: 'pcs' }, 52500);
  const oatMilk = await make(`Oat Milk ${tag}`, 'ingredient', { unit_amount: 1, unit: 'l' }, 42000);
  const pearls = await make(`Tapioca Pearls ${tag}`, 'ingredient', { unit_amount: 1, unit: 'kg' }, 32000);
  const milk = await seeded(request, token, 'Fresh Milk');
  const smallCup = await seeded(request, token, 'Cup 16 oz');
  const drink = await make(`Brown Sugar Milk Tea ${tag}`, 'product', { unit_amount: 500, unit: 'ml' }, 28000);
  await call(request, token, 'put', `/adm/v1/skus/${drink.id}/recipe`, {
    items: [
      { ingredient_sku_id: tea.id, quantity: 8 },
      { ingredient_sku_id: milk.id, quantity: 150 },
      { ingredient_sku_id: syrup.id, quantity: 30 },
      { ingredient_sku_id: smallCup.id, quantity: 1 },
    ],
  });
  return { drink, tea, milk, syrup, smallCup, largeCup, oatMilk, pearls };
}

type Change = {
  ingredient_sku_id: number;
  action: 'add' | 'remove' | 'scale';
  quantity?: number;
  factor_percent?: number;
};
const option = (name: string, indonesian_name: string, price_delta = 0, recipe: Change[] = [], is_default = false) => ({
  name,
  indonesian_name,
  price_delta,
  is_default,
  status: true,
  recipe,
});

/** Ice, Toppings and Milk (oat milk instead of fresh), named with `tag`; their ids. */
export async function otherGroups(request: APIRequestContext, token: string, tag: string, cup: CupSetup) {
  const group = (body: Record<string, unknown>) =>
    call<{ id: number }>(request, token, 'post', '/adm/v1/modifier-groups', { status: true, ...body });
  const grassJelly = await seeded(request, token, 'Grass Jelly Cubes');
  const ice = await group({
    name: `Ice ${tag}`,
    indonesian_name: `Es ${tag}`,
    selection: 'single',
    min_select: 1,
    max_select: 1,
    options: [option('No ice', 'Tanpa es'), option('Less ice', 'Sedikit es'), option('Normal', 'Normal', 0, [], true)],
  });
  const toppings = await group({
    name: `Toppings ${tag}`,
    indonesian_name: `Topping ${tag}`,
    selection: 'multiple',
    min_select: 0,
    max_select: 3,
    options: [
      option('Pearls', 'Boba', 5000, [{ ingredient_sku_id: cup.pearls.id, action: 'add', quantity: 50 }]),
      option('Grass Jelly', 'Cincau', 5000, [{ ingredient_sku_id: grassJelly.id, action: 'add', quantity: 50 }]),
    ],
  });
  const milk = await group({
    name: `Milk ${tag}`,
    indonesian_name: `Susu ${tag}`,
    selection: 'single',
    min_select: 1,
    max_select: 1,
    options: [
      option('Fresh milk', 'Susu segar', 0, [], true),
      option('Oat milk', 'Susu oat', 6000, [
        { ingredient_sku_id: cup.milk.id, action: 'remove' },
        { ingredient_sku_id: cup.oatMilk.id, action: 'add', quantity: 200 },
      ]),
    ],
  });
  return [ice.id, toppings.id, milk.id];
}

/** The ids of the groups named, as the catalogue lists them. */
export async function groupIds(request: APIRequestContext, token: string, tag: string, names: string[]) {
  const groups = await call<{ id: number; name: string }[]>(request, token, 'get', `/adm/v1/modifier-groups?q=${tag}`);
  return names.map((name) => {
    const found = groups.find((group) => group.name === name);
    expect(found, `the group ${name}`).toBeDefined();
    return found!.id;
  });
}
