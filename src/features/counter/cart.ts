// The counter's arithmetic, as a preview: what a line and the cart come to at the menu's prices and
// the chosen options' deltas, the cash quick amounts and the change due. The server prices the sale
// itself; its answer is what the receipt prints.
import { sameChoice } from '@/components/cup-options/options';

/** What the grid knows of a product's price. */
export interface Priced {
  price: number;
  discounted_price: number | null;
}

export interface CartLine {
  sku_id: number;
  quantity: number;
  note: string;
  /** The cup's options; the same product with other options is another line. */
  options?: { modifier_option_id: number }[];
}

/** The price a line sells at: the discounted price when the product has one. */
export const unitPrice = (sku: Priced): number =>
  sku.discounted_price !== null && sku.discounted_price > 0 ? sku.discounted_price : sku.price;

/** The option ids of a line. */
export const optionIds = (line: CartLine): number[] => (line.options ?? []).map((o) => o.modifier_option_id);

/** The cart's preview total, in whole rupiah; a line whose product is unknown counts nothing. */
export function cartTotal(lines: readonly CartLine[], priceOf: (line: CartLine) => number | undefined): number {
  return lines.reduce((sum, line) => sum + (priceOf(line) ?? 0) * line.quantity, 0);
}

/** How many items the cart holds. */
export const itemCount = (lines: readonly CartLine[]): number => lines.reduce((sum, line) => sum + line.quantity, 0);

export const MAX_QUANTITY = 99;

/**
 * The lines with one more of `skuId` with these options (a new line at the end when no line has
 * the product with the same options), at most 99 on a line.
 */
export function addOne(lines: readonly CartLine[], skuId: number, options: readonly number[] = []): CartLine[] {
  const index = lines.findIndex((line) => line.sku_id === skuId && sameChoice(optionIds(line), options));
  if (index === -1)
    return [
      ...lines,
      {
        sku_id: skuId,
        quantity: 1,
        note: '',
        ...(options.length > 0 ? { options: options.map((modifier_option_id) => ({ modifier_option_id })) } : {}),
      },
    ];
  return lines.map((line, i) =>
    i === index ? { ...line, quantity: Math.min(MAX_QUANTITY, line.quantity + 1) } : line,
  );
}

/** The change to give for `tendered`, or null while the cash is short of the total (or not entered). */
export function changeDue(tendered: number | undefined, total: number): number | null {
  if (tendered === undefined || !Number.isFinite(tendered) || tendered < total) return null;
  return tendered - total;
}

const NOTES = [20_000, 50_000, 100_000];

/**
 * The amounts a cashier taps instead of typing: the exact total, then the usual notes above it, and
 * for a larger total the next round 50,000 and 100,000; four at most, smallest first.
 */
export function quickTenders(total: number): number[] {
  if (total <= 0) return [];
  const above = [...NOTES, Math.ceil(total / 50_000) * 50_000, Math.ceil(total / 100_000) * 100_000].filter(
    (amount) => amount > total,
  );
  return [total, ...[...new Set(above)].sort((a, b) => a - b)].slice(0, 4);
}
