// The amounts of a purchase order, recomputed from its lines: the client's figures must agree to
// the rupiah, or the save is refused naming the first field that does not.
import { unprocessable } from '../../lib/http-error';

export interface AmountLine {
  quantity: number;
  unit_price: number;
  total_price: number;
}

export interface Amounts {
  subtotal: number;
  tax: number;
  total_amount: number;
  withTax?: boolean;
  taxRate?: number;
  items: AmountLine[];
}

/** Tax on a subtotal at a percent rate with up to two decimals, rounded half up to whole rupiah. */
export function taxOf(subtotal: number, ratePercent: number): number {
  const basisPoints = BigInt(Math.round(ratePercent * 100));
  return Number((BigInt(subtotal) * basisPoints + 5000n) / 10000n);
}

/** Checks every figure; answers the tax settings to store (no tax: rate 0). */
export function checkAmounts(input: Amounts): { withTax: boolean; taxRate: number } {
  input.items.forEach((line, index) => {
    if (BigInt(line.total_price) !== BigInt(line.quantity) * BigInt(line.unit_price)) {
      throw unprocessable('Total price must equal quantity × unit price', `items.${index}.total_price`);
    }
  });
  const subtotal = input.items.reduce((sum, line) => sum + BigInt(line.total_price), 0n);
  if (BigInt(input.subtotal) !== subtotal) {
    throw unprocessable('Subtotal must equal the sum of the line totals', 'subtotal');
  }
  if (!Number.isSafeInteger(input.subtotal)) throw unprocessable('Subtotal is too large', 'subtotal');
  const withTax = input.withTax ?? false;
  const taxRate = withTax ? (input.taxRate ?? 0) : 0;
  if (Math.abs(taxRate * 100 - Math.round(taxRate * 100)) > 1e-9) {
    throw unprocessable('Tax rate can have at most two decimals', 'taxRate');
  }
  const tax = withTax ? taxOf(input.subtotal, taxRate) : 0;
  if (input.tax !== tax) {
    throw unprocessable(
      withTax ? 'Tax must equal subtotal × tax rate ÷ 100, rounded to whole rupiah' : 'Tax must be 0 without tax',
      'tax',
    );
  }
  if (input.total_amount !== input.subtotal + input.tax) {
    throw unprocessable('Total amount must equal subtotal plus tax', 'total_amount');
  }
  return { withTax, taxRate };
}
