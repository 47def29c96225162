// Writes the menu (SKUs with images, bundles and recipes), the ingredients it is made of, the vendors
// and the payment gateways.
import { normalisePhone } from '../../lib/phone';
import type { Tx } from '../../db/client';
import { categories, paymentGateways, skuBundleItems, skuRecipeItems, skus, vendors } from '../../db/schema';
import type { CoreSeed } from '../core';
import { storeDemoImages } from '../images';
import { INGREDIENT_CATEGORIES, PAYMENT_GATEWAYS, SKUS, VENDORS, type SkuSeed } from './catalogue-data';
import { DAY } from '../../lib/jakarta-time';

export interface SeededSku extends SkuSeed {
  id: number;
  /** What a customer pays per unit: the discounted price when there is one. */
  sellingPrice: number;
}

export interface SeededGateway {
  id: number;
  code: string;
  provider: string;
  isEnabled: boolean;
  share: number;
  vaPrefix?: string;
  feeFlat: number;
  feePercent: number;
}

export interface Catalogue {
  skus: SeededSku[];
  /**
   * What one unit sold of each product uses, per stock SKU and in its stock units, as a sale books
   * it (services/orders/sale-stock.ts): a bundle's components, each its recipe or itself.
   */
  usage: Map<number, Map<number, number>>;
  vendorIds: Record<string, number>;
  gateways: SeededGateway[];
}

export async function seedCatalogue(tx: Tx, core: CoreSeed, start: number): Promise<Catalogue> {
  const images = await storeDemoImages(tx, [...SKUS.map((s) => s.name), ...INGREDIENT_CATEGORIES]);
  const categoryRows = await tx
    .insert(categories)
    .values(
      INGREDIENT_CATEGORIES.map((name) => ({
        name,
        status: false,
        imageUrl: images[name]!,
        createdAt: new Date(start - 3 * DAY),
        updatedAt: new Date(start - 3 * DAY),
      })),
    )
    .returning({ id: categories.id, name: categories.name });
  const categoryIds: Record<string, number> = {
    ...core.categoryIds,
    ...Object.fromEntries(categoryRows.map((c) => [c.name, c.id])),
  };
  // Created on the first day of the demo, a few minutes apart, so "newest first" has an order.
  const skuRows = await tx
    .insert(skus)
    .values(
      SKUS.map((s, i) => ({
        name: s.name,
        categoryId: categoryIds[s.category]!,
        status: s.status ?? true,
        price: s.price,
        discountedPrice: s.discountedPrice ?? 0,
        unitAmount: s.unitAmount,
        unit: s.unit,
        imageUrl: images[s.name]!,
        isBundled: s.kind === 'bundle',
        kind: s.kind === 'ingredient' || s.kind === 'prep' ? s.kind : ('product' as const),
        batchYield: s.batchYield ?? null,
        holdingMinutes: s.holdingMinutes ?? null,
        tracksExpiry: s.shelfDays !== undefined,
        isWatched: s.watched ?? false,
        createdAt: new Date(start - DAY + i * 5 * 60_000),
        updatedAt: new Date(start - DAY + i * 5 * 60_000),
      })),
    )
    .returning({ id: skus.id, name: skus.name });
  const idByName = Object.fromEntries(skuRows.map((r) => [r.name, r.id]));
  const bundleItems = SKUS.flatMap((s) =>
    (s.components ?? []).map(([component, quantity]) => ({
      bundleSkuId: idByName[s.name]!,
      componentSkuId: idByName[component]!,
      quantity,
    })),
  );
  await tx.insert(skuBundleItems).values(bundleItems);
  const recipeItems = SKUS.flatMap((s) =>
    (s.recipe ?? []).map(([ingredient, quantity]) => ({
      productSkuId: idByName[s.name]!,
      ingredientSkuId: idByName[ingredient]!,
      quantity,
    })),
  );
  await tx.insert(skuRecipeItems).values(recipeItems);

  const vendorRows = await tx
    .insert(vendors)
    .values(
      VENDORS.map((v, i) => ({
        name: v.name,
        address: v.address,
        contactPerson: v.contactPerson,
        phone: normalisePhone(v.phone),
        email: v.email,
        createdAt: new Date(start - 2 * DAY + i * 60 * 60_000),
        updatedAt: new Date(start - 2 * DAY + i * 60 * 60_000),
      })),
    )
    .returning({ id: vendors.id, name: vendors.name });

  const gatewayRows = await tx
    .insert(paymentGateways)
    .values(
      PAYMENT_GATEWAYS.map((g) => ({
        code: g.code,
        name: g.name,
        provider: g.provider,
        methodType: g.methodType,
        partnerId: g.partnerId,
        feeFlat: g.feeFlat,
        feePercent: g.feePercent,
        isEnabled: g.isEnabled,
        logoUrl: null,
        createdAt: new Date(start - 3 * DAY),
        updatedAt: new Date(start - 3 * DAY),
      })),
    )
    .returning({ id: paymentGateways.id, code: paymentGateways.code });
  const gatewayId = Object.fromEntries(gatewayRows.map((g) => [g.code, g.id]));

  return {
    skus: SKUS.map((s) => ({ ...s, id: idByName[s.name]!, sellingPrice: s.discountedPrice || s.price })),
    usage: usagePerUnit(idByName),
    vendorIds: Object.fromEntries(vendorRows.map((v) => [v.name, v.id])),
    gateways: PAYMENT_GATEWAYS.map((g) => ({
      id: gatewayId[g.code]!,
      code: g.code,
      provider: g.provider,
      isEnabled: g.isEnabled,
      share: g.share,
      feeFlat: g.feeFlat,
      feePercent: g.feePercent,
      vaPrefix: 'vaPrefix' in g ? g.vaPrefix : undefined,
    })),
  };
}

/** Per product, what one unit sold uses of each stock SKU: bundle → components → recipe or itself. */
function usagePerUnit(idByName: Record<string, number>): Map<number, Map<number, number>> {
  const byName = new Map(SKUS.map((s) => [s.name, s]));
  const usage = new Map<number, Map<number, number>>();
  for (const sku of SKUS) {
    if (sku.kind === 'ingredient' || sku.kind === 'prep') continue;
    const used = new Map<number, number>();
    for (const [part, servings] of sku.components ?? [[sku.name, 1]]) {
      const recipe = byName.get(part)!.recipe ?? [[part, 1]];
      for (const [ingredient, quantity] of recipe) {
        const id = idByName[ingredient]!;
        used.set(id, (used.get(id) ?? 0) + servings * quantity);
      }
    }
    usage.set(idByName[sku.name]!, used);
  }
  return usage;
}
