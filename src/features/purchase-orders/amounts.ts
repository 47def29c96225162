// The amounts of a purchase order as the server recomputes them: line total = quantity × unit
// price, subtotal = Σ lines, tax = subtotal × rate ÷ 100 rounded half up to whole rupiah (rates with
// up to two decimals), total = subtotal + tax.

export interface LineFigures {
  quantity?: number;
  unit_price?: number;
}

export const lineTotal = (line: LineFigures) => (line.quantity ?? 0) * (line.unit_price ?? 0);

// In integers of any size, as the server works it out: the product of a subtotal of some hundreds
// of billions and a rate's basis points passes what a float holds exactly.
export function taxOf(subtotal: number, ratePercent: number): number {
  const basisPoints = BigInt(Math.round(ratePercent * 100));
  return Number((BigInt(subtotal) * basisPoints + BigInt(5000)) / BigInt(10000));
}

export function amountsOf(lines: LineFigures[], withTax: boolean, taxRate: number | undefined) {
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0);
  const tax = withTax ? taxOf(subtotal, taxRate ?? 0) : 0;
  return { subtotal, tax, total_amount: subtotal + tax };
}
