// A platform's final prices: a product's own price with the outlet's PBJT (when the chain's prices
// exclude it) and the platform markup, rounded half up to whole hundreds; an option's delta likewise,
// a negative one towards the same hundred; the chain's own price on the platform as it stands.
import { describe, expect, it } from 'vitest';
import {
  channelOptionDelta,
  channelProductPrice,
  type ChannelPricing,
} from '../../../src/services/channels/channel-prices';

const pricing = (addTaxBp: number, markupBp: number, overrides: [number, number][] = []): ChannelPricing => ({
  channel: 'gofood',
  storeId: 'G-1',
  enabled: true,
  autoAccept: true,
  commissionBp: 2000,
  markupBp,
  addTaxBp,
  overrides: new Map(overrides),
});

describe("a product's price on a platform", () => {
  it('adds PBJT and the markup, rounded to whole hundreds', () => {
    // 22,000 × 1.1 × 1.2 = 29,040 → 29,000
    expect(channelProductPrice(pricing(1000, 2000), 1, 22000)).toBe(29000);
    // 25,000 × 1.1 × 1.25 = 34,375 → 34,400
    expect(channelProductPrice(pricing(1000, 2500), 1, 25000)).toBe(34400);
    // The markup alone (prices already include PBJT): 18,000 × 1.2 = 21,600
    expect(channelProductPrice(pricing(0, 2000), 1, 18000)).toBe(21600);
  });

  it('rounds a half hundred up, exactly, without floating point', () => {
    // 20,100 × 1.0025 = 20,150.25 → 20,200 (just past the half); 100 × 1.5 = 150 → 200 (the half)
    expect(channelProductPrice(pricing(0, 25), 1, 20100)).toBe(20200);
    expect(channelProductPrice(pricing(0, 5000), 1, 100)).toBe(200);
    // 14,900 × 1.01 = 15,049 → 15,000 (just below the half)
    expect(channelProductPrice(pricing(100, 0), 1, 14900)).toBe(15000);
    // A rate landing on a whole hundred stays there: 1,000,000 × 1.0007 = 1,000,700
    expect(channelProductPrice(pricing(7, 0), 1, 1_000_000)).toBe(1_000_700);
    expect(channelProductPrice(pricing(0, 5), 1, 1_000_000)).toBe(1_000_500);
  });

  it('leaves a price with no rate to apply as it is, even off the hundred', () => {
    expect(channelProductPrice(pricing(0, 0), 1, 22_450)).toBe(22_450);
  });

  it("takes the chain's own price on the platform as it stands", () => {
    const set = pricing(1000, 2000, [[7, 30_550]]);
    expect(channelProductPrice(set, 7, 22000)).toBe(30_550);
    expect(channelProductPrice(set, 8, 22000)).toBe(29000);
  });
});

describe("an option's delta on a platform", () => {
  it('is raised as products are: 3,000 → 3,960 → 4,000', () => {
    expect(channelOptionDelta(pricing(1000, 2000), 3000)).toBe(4000);
  });

  it('rounds a negative delta towards the same hundred: −2,000 → −2,640 → −2,600', () => {
    expect(channelOptionDelta(pricing(1000, 2000), -2000)).toBe(-2600);
    // −150 (half) goes away from zero, as +150 goes up
    expect(channelOptionDelta(pricing(0, 5000), -100)).toBe(-200);
    expect(channelOptionDelta(pricing(0, 5000), 100)).toBe(200);
  });

  it('is nothing when nothing, and unchanged with no rate', () => {
    expect(channelOptionDelta(pricing(1000, 2000), 0)).toBe(0);
    expect(channelOptionDelta(pricing(0, 0), 2500)).toBe(2500);
  });
});
