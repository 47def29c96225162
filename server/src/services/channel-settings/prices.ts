// The chain's own prices of products on a delivery platform (db/schema/channels channel_prices):
// final prices, PBJT included, the same at every outlet, in place of a product's own price raised
// by the outlet's PBJT and markup (see channel-prices.ts, which the menu sync and platform orders
// price with). Replaced as a whole list per platform.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { channelPrices, skus, type PlatformChannel } from '../../db/schema';
import { recordChanges } from '../../lib/audit';
import { unprocessable } from '../../lib/http-error';

type ChannelPriceListDto = components['schemas']['ChannelPriceList'];
type ChannelPricesInput = components['schemas']['ChannelPricesInput'];

/** The highest price a platform is given, as a product's own price may be. */
export const MAX_CHANNEL_PRICE = 100_000_000;

export async function getChannelPrices(db: DbOrTx, channel: PlatformChannel): Promise<ChannelPriceListDto> {
  const rows = await db
    .select({ sku_id: channelPrices.skuId, sku_name: skus.name, own_price: skus.price, price: channelPrices.price })
    .from(channelPrices)
    .innerJoin(skus, eq(skus.id, channelPrices.skuId))
    .where(eq(channelPrices.channel, channel))
    .orderBy(asc(skus.name), asc(skus.id));
  return { channel, prices: rows };
}

/** The lines checked in order: known products, each once, at a price from Rp 1. */
async function priceLines(db: DbOrTx, input: ChannelPricesInput): Promise<Map<number, number>> {
  const ids = input.prices.map((line) => line.sku_id);
  const products = new Set(
    (
      await db
        .select({ id: skus.id })
        .from(skus)
        .where(and(inArray(skus.id, [...ids, -1]), eq(skus.kind, 'product')))
    ).map((row) => row.id),
  );
  const prices = new Map<number, number>();
  input.prices.forEach((line, i) => {
    if (!products.has(line.sku_id)) throw unprocessable('This product does not exist', `prices.${i}.sku_id`);
    if (prices.has(line.sku_id)) throw unprocessable('This product is already listed', `prices.${i}.sku_id`);
    if (!Number.isInteger(line.price) || line.price < 1 || line.price > MAX_CHANNEL_PRICE)
      throw unprocessable('Enter a price from Rp 1 to Rp 100,000,000 in whole rupiah', `prices.${i}.price`);
    prices.set(line.sku_id, line.price);
  });
  return prices;
}

/**
 * Replaces every price the chain set on the platform and records each product's price there, before
 * and after, in the audit trail, in one transaction. The platform's prices are locked first, so two
 * saves follow each other.
 */
export async function replaceChannelPrices(
  db: DbOrTx,
  channel: PlatformChannel,
  input: ChannelPricesInput,
): Promise<ChannelPriceListDto> {
  const prices = await priceLines(db, input);
  return db.transaction(async (tx) => {
    const before = new Map(
      (
        await tx
          .select({ skuId: channelPrices.skuId, price: channelPrices.price })
          .from(channelPrices)
          .where(eq(channelPrices.channel, channel))
          .orderBy(asc(channelPrices.skuId))
          .for('update')
      ).map((row) => [row.skuId, row.price]),
    );
    await tx.delete(channelPrices).where(eq(channelPrices.channel, channel));
    if (prices.size > 0)
      await tx.insert(channelPrices).values([...prices].map(([skuId, price]) => ({ channel, skuId, price })));
    const field = `${channel}_price`;
    const skuIds = [...new Set([...before.keys(), ...prices.keys()])].sort((a, b) => a - b);
    await recordChanges(
      tx,
      skuIds.map((skuId) => ({
        recordType: 'sku' as const,
        recordId: skuId,
        before: { [field]: before.get(skuId) ?? null },
        after: { [field]: prices.get(skuId) ?? null },
      })),
    );
    return getChannelPrices(tx, channel);
  });
}
