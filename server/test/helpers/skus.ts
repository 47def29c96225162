// SKUs for tests: a valid create body with a unique name, made through the API, and stock put in
// place directly (the stock ledger is not what these tests are about).
import { expect } from 'vitest';
import type { components } from '../../../generated/schema';
import { inventoryStocks } from '../../src/db/schema';
import type { ApiClient } from './api-client';
import type { TestApp } from './test-app';
import { uniqueName } from './unique';

export type SkuInput = components['schemas']['SkuInput'];
export type Sku = components['schemas']['Sku'];

export function skuBody(t: TestApp, image: string, patch: Partial<SkuInput> = {}): SkuInput {
  return {
    name: uniqueName('Thai Tea'),
    status: true,
    category_id: Object.values(t.seed.categoryIds)[0]!,
    price: 25000,
    unit_amount: 500,
    unit: 'ml',
    image_url: image,
    kind: 'product',
    is_bundled: false,
    bundle_items: [],
    discounted_price: 0,
    ...patch,
  };
}

export async function createSku(api: ApiClient, body: SkuInput): Promise<Sku> {
  const { data, error, response } = await api.POST('/adm/v1/skus', { body });
  expect(response.status, JSON.stringify(error)).toBe(201);
  return data!.data;
}

/** Sets a SKU's stock at an outlet (the head office, Jakarta Kemang, by default). */
export async function setStock(t: TestApp, skuId: number, quantity: number, outletId = t.outletId['Jakarta Kemang']!) {
  await t.app.db
    .insert(inventoryStocks)
    .values({ outletId, skuId, quantity })
    .onConflictDoUpdate({ target: [inventoryStocks.outletId, inventoryStocks.skuId], set: { quantity } });
}
