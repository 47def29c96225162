// The one price list every door sells at: what an order's lines cost, from the products' prices
// as they stand when it is placed. Pure: the caller reads the prices and freezes the answer on the
// order, so a later price change never moves an order already placed.
//
// Rounding: every amount is whole rupiah. Prices are whole rupiah and lines multiply them by whole
// quantities, so nothing here has a fraction to round; an amount that is not a whole number of
// rupiah (a price or quantity with a fraction, or past 2^53) is refused rather than rounded, so a
// wrong input can never turn into a quietly different charge.

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
}

export type PricedLine<Line> = Line & {
  /** What one unit costs: the discounted price when there is one, else the price. */
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

/** Prices an order's lines (each with its product's prices) and totals them. */
export function priceOrder<Line>(lines: readonly LineToPrice<Line>[]): PricedOrder<Line> {
  const priced = lines.map(({ line, sku, quantity }) => {
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new RangeError(`A quantity must be a whole number from 1, got ${quantity}`);
    const price = unitPrice(sku);
    return { ...line, price, subtotal: wholeRupiah(price * quantity, 'A line subtotal') };
  });
  const subtotal = wholeRupiah(
    priced.reduce((sum, line) => sum + line.subtotal, 0),
    'A subtotal',
  );
  const discountTotal = 0;
  return { lines: priced, subtotal, discountTotal, total: subtotal - discountTotal };
}
