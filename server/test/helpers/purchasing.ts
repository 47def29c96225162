// Vendors, SKUs and purchase-order bodies for the purchasing and inventory tests, made straight in
// the database so these tests do not depend on the vendor and SKU screens' operations.
import type { components } from '../../../generated/schema';
import { skuRecipeItems, skus, vendors } from '../../src/db/schema';
import type { TestApp } from './test-app';
import { uniqueName } from './unique';

type PurchaseOrderInput = components['schemas']['PurchaseOrderInput'];

export async function makeVendor(t: TestApp, label = 'PT Sumber Teh') {
  const [row] = await t.app.db
    .insert(vendors)
    .values({
      name: uniqueName(label),
      address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
      contactPerson: 'Rina Wulandari',
      phone: '081234567890',
      email: 'orders@sumberteh.co.id',
    })
    .returning();
  return row!;
}

export async function makeSku(t: TestApp, label = 'Thai Tea', watched = false) {
  const [row] = await t.app.db
    .insert(skus)
    .values({
      name: uniqueName(label),
      categoryId: Object.values(t.seed.categoryIds)[0]!,
      price: 25000,
      unitAmount: 500,
      unit: 'ml',
      imageUrl: 'http://localhost/uploads/tea.webp',
      isWatched: watched,
    })
    .returning();
  return row!;
}

/** An ingredient bought in packs of `unitAmount` `unit` (a 1 l carton of milk is 1000 ml of stock). */
export async function makeIngredient(
  t: TestApp,
  label: string,
  unit: 'l' | 'kg' | 'gr' | 'ml' | 'pack',
  unitAmount: number,
) {
  const [row] = await t.app.db
    .insert(skus)
    .values({
      name: uniqueName(label),
      categoryId: Object.values(t.seed.categoryIds)[0]!,
      status: false,
      price: 1,
      unitAmount,
      unit,
      kind: 'ingredient',
      imageUrl: 'http://localhost/uploads/tea.webp',
    })
    .returning();
  return row!;
}

/** Sets a product's recipe straight in the database: what one serving uses of each ingredient. */
export async function setRecipe(t: TestApp, productId: number, items: { ingredient: number; quantity: number }[]) {
  await t.app.db
    .insert(skuRecipeItems)
    .values(
      items.map((item) => ({ productSkuId: productId, ingredientSkuId: item.ingredient, quantity: item.quantity })),
    );
}

export interface LineSpec {
  sku: number;
  quantity: number;
  unitPrice: number;
  name?: string;
}

/** A valid create body whose amounts add up; `taxRate` turns tax on. */
export function purchaseOrderBody(vendorId: number, lines: LineSpec[], taxRate?: number): PurchaseOrderInput {
  const items = lines.map((line, index) => ({
    item_name: line.name ?? `Item ${index + 1}`,
    sku: line.sku,
    quantity: line.quantity,
    unit_price: line.unitPrice,
    total_price: line.quantity * line.unitPrice,
  }));
  const subtotal = items.reduce((sum, item) => sum + item.total_price, 0);
  const tax = taxRate === undefined ? 0 : Math.round((subtotal * taxRate) / 100);
  return {
    po_number: uniqueName('PO').replace(/ /g, '-'),
    vendor_id: vendorId,
    buyer: 'Rina Wulandari',
    delivery_address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
    expected_delivery_date: '2026-11-25',
    shipping_method: 'Truck delivery',
    shipping_terms: 'FOB Destination',
    payment_method: 'Bank transfer',
    payment_terms: 'Net 30',
    bank_name: 'Bank Central Asia',
    bank_account_name: 'PT Sumber Teh Nusantara',
    bank_account_number: '8730012345',
    subtotal,
    tax,
    total_amount: subtotal + tax,
    withTax: taxRate !== undefined,
    taxRate: taxRate ?? 0,
    items,
  };
}
