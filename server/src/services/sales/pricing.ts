// The one price list every door sells at: what an order's lines cost, from the products' prices
// as they stand when it is placed. Pure: the caller reads the prices and freezes the answer on the
// order, so a later price change never moves an order already placed.
//
// A cup's unit price is the product's (discounted) price plus each chosen option's price delta
// (Large +5,000, oat milk +4,000, 0 % sugar 0); a delta may be negative (a small cup), and a cup
// whose options take off more than its price sells at 0, never below.
//
// Rounding: every amount is whole rupiah. Prices and deltas are whole rupiah and lines multiply
// them by whole quantities, so nothing here has a fraction to round; an amount that is not a whole
// number of rupiah (a price, delta or quantity with a fraction, or past 2^53) is refused rather
// than rounded, so a wrong input can never turn into a quietly different charge.

export interface SkuPrice {
  /** The price in whole rupiah. */
  price: number;
  /** The discounted price in whole rupiah; 0 when the product has none. */
  discountedPrice: number;
}

export interface LineToPrice<Line> {
  line: Line;
  sku: SkuPrice;
  quantity: number;
  /** The chosen options' price deltas per cup, in whole rupiah (negative for a cheaper choice). */
  optionDeltas?: readonly number[];
}

export type PricedLine<Line> = Line & {
  /** What one unit costs: the discounted price when there is one, else the price, plus the option deltas (at least 0). */
  price: number;
  /** quantity × price. */
  subtotal: number;
};

export interface PricedOrder<Line> {
  lines: PricedLine<Line>[];
  /** Sum of the lines' subtotals. */
  subtotal: number;
  /** Discounts on the whole order (promotions, vouchers); none are offered yet, so 0. */
  discountTotal: number;
  /** subtotal − discountTotal: what the invoice charges. */
  total: number;
}

function wholeRupiah(amount: number, what: string): number {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError(`${what} must be whole rupiah, got ${amount}`);
  return amount;
}

/** The unit price a product sells at: its discounted price when it has one (above 0), else its price. */
export function unitPrice(sku: SkuPrice): number {
  const price = wholeRupiah(sku.price, 'A price');
  const discounted = wholeRupiah(sku.discountedPrice, 'A discounted price');
  return discounted > 0 ? discounted : price;
}

/** What one cup sells at: the product's unit price plus its options' deltas, never below 0. */
export function cupPrice(sku: SkuPrice, optionDeltas: readonly number[] = []): number {
  const deltas = optionDeltas.reduce((sum, delta) => {
    if (!Number.isSafeInteger(delta)) throw new RangeError(`A price delta must be whole rupiah, got ${delta}`);
    return sum + delta;
  }, 0);
  return wholeRupiah(Math.max(0, unitPrice(sku) + deltas), 'A unit price');
}

/** Prices an order's lines (each with its product's prices and its options' deltas) and totals them. */
export function priceOrder<Line>(lines: readonly LineToPrice<Line>[]): PricedOrder<Line> {
  const priced = lines.map(({ line, sku, quantity, optionDeltas }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`A quantity must be a whole number from 1, got ${quantity}`);
    const price = cupPrice(sku, optionDeltas);
    return { ...line, price, subtotal: wholeRupiah(price * quantity, 'A line subtotal') };
  });
  const subtotal = wholeRupiah(
    priced.reduce((sum, line) => sum + line.subtotal, 0),
    'A subtotal',
  );
  const discountTotal = 0;
  return { lines: priced, subtotal, discountTotal, total: subtotal - discountTotal };
}
