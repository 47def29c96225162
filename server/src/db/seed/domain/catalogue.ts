// Writes the menu (SKUs with images and bundles), the vendors and the payment gateways.
import type { Tx } from '../../client';
import { paymentGateways, skuBundleItems, skus, vendors } from '../../schema';
import type { CoreSeed } from '../core';
import { storeDemoImages } from '../images';
import { PAYMENT_GATEWAYS, SKUS, VENDORS, type SkuSeed } from './catalogue-data';
import { DAY } from '../../../lib/jakarta-time';

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
}

export interface Catalogue {
  skus: SeededSku[];
  vendorIds: Record<string, number>;
  gateways: SeededGateway[];
}

export async function seedCatalogue(tx: Tx, core: CoreSeed, start: number): Promise<Catalogue> {
  const images = await storeDemoImages(
    tx,
    SKUS.map((s) => s.name),
  );
  // Created on the first day of the demo, a few minutes apart, so "newest first" has an order.
  const skuRows = await tx
    .insert(skus)
    .values(
      SKUS.map((s, i) => ({
        name: s.name,
        categoryId: core.categoryIds[s.category]!,
        status: s.status ?? true,
        price: s.price,
        discountedPrice: s.discountedPrice ?? 0,
        unitAmount: s.unitAmount,
        unit: s.unit,
        imageUrl: images[s.name]!,
        isBundled: s.kind === 'bundle',
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

  const vendorRows = await tx
    .insert(vendors)
    .values(
      VENDORS.map((v, i) => ({
        name: v.name,
        address: v.address,
        contactPerson: v.contactPerson,
        phone: v.phone,
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
    vendorIds: Object.fromEntries(vendorRows.map((v) => [v.name, v.id])),
    gateways: PAYMENT_GATEWAYS.map((g) => ({
      id: gatewayId[g.code]!,
      code: g.code,
      provider: g.provider,
      isEnabled: g.isEnabled,
      share: g.share,
      vaPrefix: 'vaPrefix' in g ? g.vaPrefix : undefined,
    })),
  };
}
