// An outlet's menu as a delivery platform receives it: the categories of the products on sale, each
// product at its final price on that platform (channel-prices: the chain's price there, or its own
// price with PBJT and the outlet's markup), its modifier groups with each option's delta on the
// platform, and what the outlet has sold out (products and options), as the counter reads it. The
// ids are the ones the platform's orders name back (external-ids). The Indonesian names are sent
// where a group or option has one: the platforms' customers read Bahasa Indonesia.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, skus, soldOutItems, type PlatformChannel } from '../../db/schema';
import { menuGroups } from '../orders/menu-groups';
import { channelOptionDelta, channelProductPrice, type ChannelPricing } from '../channels/channel-prices';
import { externalId } from '../channels/external-ids';
import type { ChannelMenu } from '../channels/port';

/** A platform takes an image by its address; a stored image without one (a local path) is left out. */
const imageAddress = (url: string) => (/^https:\/\//i.test(url) ? url : null);

/** The menu with how many products and options it carries. */
export interface BuiltMenu {
  menu: ChannelMenu;
  productCount: number;
  optionCount: number;
}

/**
 * Builds the outlet's menu for the platform with the outlet's pricing there (channelPricingAt);
 * `storeId` is the outlet's id at the platform.
 */
export async function buildChannelMenu(
  db: DbOrTx,
  outletId: number,
  pricing: ChannelPricing & { channel: PlatformChannel },
  storeId: string,
): Promise<BuiltMenu> {
  const products = await db
    .select({
      id: skus.id,
      name: skus.name,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      imageUrl: skus.imageUrl,
      categoryId: categories.id,
      categoryName: categories.name,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutItems} where ${soldOutItems.outletId} = ${outletId} and ${soldOutItems.skuId} = ${skus.id})`,
    })
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.categoryId))
    .where(and(eq(skus.status, true), eq(skus.kind, 'product')))
    .orderBy(asc(categories.name), asc(categories.id), asc(skus.name), asc(skus.id));
  const groupsBySku = await menuGroups(
    db,
    outletId,
    products.map((product) => product.id),
  );

  const categoryList = new Map<number, { externalId: string; name: string }>();
  const groupList = new Map<number, ChannelMenu['modifierGroups'][number]>();
  const menuProducts: ChannelMenu['products'] = [];
  for (const product of products) {
    if (!categoryList.has(product.categoryId))
      categoryList.set(product.categoryId, {
        externalId: externalId('cat', product.categoryId),
        name: product.categoryName,
      });
    const groups = groupsBySku.get(product.id) ?? [];
    for (const group of groups) {
      if (groupList.has(group.id)) continue;
      groupList.set(group.id, {
        externalId: externalId('grp', group.id),
        name: group.indonesian_name ?? group.name,
        minSelections: group.min_select,
        maxSelections: group.max_select,
        options: group.options.map((option) => ({
          externalId: externalId('opt', option.id),
          name: option.indonesian_name ?? option.name,
          price: channelOptionDelta(pricing, option.price_delta),
          available: option.available,
        })),
      });
    }
    // The price a customer pays the chain for it: the discounted price while there is one.
    const ownPrice = product.discountedPrice > 0 ? product.discountedPrice : product.price;
    menuProducts.push({
      externalId: externalId('sku', product.id),
      categoryExternalId: externalId('cat', product.categoryId),
      name: product.name,
      description: null,
      price: channelProductPrice(pricing, product.id, ownPrice),
      available: !product.soldOut,
      imageUrl: imageAddress(product.imageUrl),
      modifierGroupExternalIds: groups.map((group) => externalId('grp', group.id)),
    });
  }
  const modifierGroups = [...groupList.values()];
  return {
    menu: { storeId, categories: [...categoryList.values()], products: menuProducts, modifierGroups },
    productCount: menuProducts.length,
    optionCount: modifierGroups.reduce((sum, group) => sum + group.options.length, 0),
  };
}
