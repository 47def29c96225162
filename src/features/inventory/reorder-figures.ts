// The Reorder screen's figures: purchase units that cover a quantity of stock units, a line's value
// at the last price, the totals per vendor its confirmation lists, and the transfer form's address
// prefilled with the lines the head office can send.

/** Whole purchase units that cover `quantity` stock units (a drafted order rounds up the same way). */
export function purchaseUnits(quantity: number, unitsPerPurchase: number): number {
  return Math.ceil(quantity / unitsPerPurchase);
}

/** A line's value at the last price of a purchase unit; null when no price is known. */
export function lineValue(quantity: number, unitsPerPurchase: number, unitPrice: number | null): number | null {
  return unitPrice === null ? null : purchaseUnits(quantity, unitsPerPurchase) * unitPrice;
}

export interface DraftLine {
  vendor_id: number;
  quantity: number;
  units_per_purchase: number;
  last_unit_price: number | null;
}

export interface VendorTotal {
  vendorId: number;
  name: string;
  lines: number;
  /** Null when a line has no known price (the server takes the SKU's average cost then). */
  total: number | null;
}

/** The purchase orders a draft makes, one per vendor, by vendor name. */
export function draftTotals(lines: readonly DraftLine[], vendorName: (id: number) => string): VendorTotal[] {
  const byVendor = new Map<number, VendorTotal>();
  for (const line of lines) {
    const entry = byVendor.get(line.vendor_id) ?? {
      vendorId: line.vendor_id,
      name: vendorName(line.vendor_id),
      lines: 0,
      total: 0,
    };
    const value = lineValue(line.quantity, line.units_per_purchase, line.last_unit_price);
    entry.lines += 1;
    entry.total = entry.total === null || value === null ? null : entry.total + value;
    byVendor.set(line.vendor_id, entry);
  }
  return [...byVendor.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** The transfer form, from the head office to the outlet, with these lines filled in. */
export function transferLink(outletId: number, lines: readonly { skuId: number; quantity: number }[]): string {
  const items = lines.map((line) => `${line.skuId}:${line.quantity}`).join(',');
  return `/stock-transfer/new?to_outlet_id=${outletId}&items=${encodeURIComponent(items)}`;
}
