// What a product and an option cost on a delivery platform: the final price a platform shows
// (GoFood requires menu prices to be final, PBJT included), from the product's own price with the
// outlet's PBJT when the chain's prices exclude it, raised by the outlet's markup for the platform,
// unless the chain set the product's price on that platform (channel_prices), which is final as it
// stands. The menu sync sends these prices and a platform order is priced with them (the one
// pricing function, with the prices taken as PBJT-inclusive), so what the platform shows and what
// the order is booked at agree.
//
// Rounding: a price raised by a rate is rounded half up to whole hundreds of rupiah, as menu prices
// are written (Rp 22,000 with 10 % PBJT and a 20 % markup: 22,000 × 1.1 × 1.2 = 29,040 → 29,000);
// an option's delta likewise (3,000 → 3,960 → 4,000), a negative one towards the same hundred
// (−2,000 → −2,640 → −2,600). A price without a rate to apply is left as it is.
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { chainSettings, channelPrices, outletChannels, outlets } from '../../db/schema';
import type { PlatformChannel } from '../../db/schema';

export interface ChannelPricing {
  channel: PlatformChannel;
  /** The outlet's id at the platform; null when none is set. */
  storeId: string | null;
  enabled: boolean;
  autoAccept: boolean;
  commissionBp: number;
  markupBp: number;
  /** PBJT to add to a price that excludes it (0 when the chain's prices include it, or the outlet is exempt). */
  addTaxBp: number;
  /** The chain's per-product prices on the platform, by SKU id. */
  overrides: ReadonlyMap<number, number>;
}

/** Raises an amount by basis points, rounded half up (away from zero) to whole hundreds. */
function raised(amount: number, basisPoints: number[]): number {
  if (basisPoints.every((bp) => bp === 0)) return amount;
  // Exact in integers: amount × Π(10,000 + bp) / 10,000ⁿ, then to hundreds.
  let numerator = BigInt(Math.abs(amount));
  let denominator = 1n;
  for (const bp of basisPoints) {
    numerator *= BigInt(10_000 + bp);
    denominator *= 10_000n;
  }
  const hundreds = (numerator * 2n + denominator * 100n) / (denominator * 200n);
  const result = Number(hundreds * 100n);
  return amount < 0 ? -result : result;
}

/** A product's final price on the platform: the chain's price there, or its own price raised. */
export function channelProductPrice(pricing: ChannelPricing, skuId: number, ownPrice: number): number {
  return pricing.overrides.get(skuId) ?? raised(ownPrice, [pricing.addTaxBp, pricing.markupBp]);
}

/** An option's price delta on the platform: its own delta raised as the products' prices are. */
export function channelOptionDelta(pricing: ChannelPricing, delta: number): number {
  return raised(delta, [pricing.addTaxBp, pricing.markupBp]);
}

/**
 * How the outlet sells on the platform, with the chain's prices there for these SKUs (all of them
 * when none are named); null when the outlet has no link to the platform.
 */
export async function channelPricingAt(
  tx: Tx,
  outletId: number,
  channel: PlatformChannel,
  skuIds?: readonly number[],
): Promise<ChannelPricing | null> {
  const [link] = await tx
    .select({
      storeId: outletChannels.storeId,
      enabled: outletChannels.enabled,
      autoAccept: outletChannels.autoAccept,
      commissionBp: outletChannels.commissionBp,
      markupBp: outletChannels.priceMarkupBp,
      pbjtEnabled: outlets.pbjtEnabled,
      pbjtBp: outlets.pbjtRateBp,
      pricesIncludeTax: chainSettings.pricesIncludeTax,
    })
    .from(outletChannels)
    .innerJoin(outlets, eq(outlets.id, outletChannels.outletId))
    .leftJoin(chainSettings, eq(chainSettings.id, 1))
    .where(and(eq(outletChannels.outletId, outletId), eq(outletChannels.channel, channel)));
  if (!link) return null;
  const prices = await tx
    .select({ skuId: channelPrices.skuId, price: channelPrices.price })
    .from(channelPrices)
    .where(
      skuIds === undefined
        ? eq(channelPrices.channel, channel)
        : and(eq(channelPrices.channel, channel), inArray(channelPrices.skuId, [...skuIds, -1])),
    );
  return {
    channel,
    storeId: link.storeId,
    enabled: link.enabled,
    autoAccept: link.autoAccept,
    commissionBp: link.commissionBp,
    markupBp: link.markupBp,
    addTaxBp: link.pbjtEnabled && !(link.pricesIncludeTax ?? false) ? link.pbjtBp : 0,
    overrides: new Map(prices.map((row) => [row.skuId, row.price])),
  };
}
