// What one unit of stock is, and how purchases and costs convert into it, in whole numbers only.
//
// An ingredient counts the base unit of its unit: ml for ml and l, gr for gr and kg, pcs for pcs,
// cup and pack. A product counts servings (pcs): one per sale when it has no recipe. A purchase unit
// of an ingredient (one line quantity on a purchase order) brings in its amount in base units: "Fresh
// Milk 1 L" (1 l) brings 1,000 ml, "Cup 16 oz" (50 pcs) 50 pcs; a recipe of 200 ml takes exactly 200.
// Costs are kept per stock unit in thousandths of a rupiah (milli-rupiah), so Rp 18,500 a litre is
// 18,500 milli-rupiah per ml, exactly; a sale's cost is rounded to whole rupiah once, per line.
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { SKU_KINDS, SKU_UNITS } from '../db/schema';

export type SkuUnit = (typeof SKU_UNITS)[number];
export type SkuKind = (typeof SKU_KINDS)[number];
export type StockUnit = 'ml' | 'gr' | 'pcs';

const BASE: Record<SkuUnit, { unit: StockUnit; factor: number }> = {
  ml: { unit: 'ml', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  gr: { unit: 'gr', factor: 1 },
  kg: { unit: 'gr', factor: 1000 },
  pcs: { unit: 'pcs', factor: 1 },
  cup: { unit: 'pcs', factor: 1 },
  pack: { unit: 'pcs', factor: 1 },
};

export function stockUnit(kind: SkuKind, unit: SkuUnit): StockUnit {
  return kind === 'product' ? 'pcs' : BASE[unit].unit;
}

/** The same rule in SQL over a SKU's kind and unit columns. */
export function stockUnitSql(kind: AnyPgColumn, unit: AnyPgColumn): SQL<StockUnit> {
  return sql<StockUnit>`case when ${kind} = 'product' then 'pcs' when ${unit} in ('ml', 'l') then 'ml' when ${unit} in ('gr', 'kg') then 'gr' else 'pcs' end`;
}

/**
 * Stock units one purchase unit brings in. `unitAmount` has at most three decimals (numeric(12,3)),
 * so it is read as thousandths first; an ingredient's amount in its base unit is a whole number
 * (0.5 l is 500 ml), and an amount below one base unit counts as one.
 */
export function stockUnitsPerPurchase(kind: SkuKind, unit: SkuUnit, unitAmount: number): number {
  if (kind === 'product') return 1;
  const thousandths = Math.round(unitAmount * 1000) * BASE[unit].factor;
  return Math.max(1, Math.round(thousandths / 1000));
}

/** Whether an ingredient's amount is a whole number of its base unit (0.5 ml is not). */
export function wholeBaseUnits(unit: SkuUnit, unitAmount: number): boolean {
  return (Math.round(unitAmount * 1000) * BASE[unit].factor) % 1000 === 0;
}

/** Milli-rupiah per stock unit, for a price in whole rupiah per purchase unit. */
export function costPerStockUnit(pricePerPurchaseUnit: number, stockUnitsPerPurchaseUnit: number): number {
  return Math.round((pricePerPurchaseUnit * 1000) / stockUnitsPerPurchaseUnit);
}

/** Milli-rupiah as the contract's decimal string of rupiah: 18500 → "18.5", 240000 → "240". */
export function milliToRupiah(milli: number | null): string | null {
  if (milli === null) return null;
  const whole = Math.trunc(milli / 1000);
  const fraction = String(milli % 1000)
    .padStart(3, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A quantity of stock units at a cost in milli-rupiah each, in whole rupiah (half up). */
export function costOf(quantity: number, milliEach: number): number {
  return Math.round((quantity * milliEach) / 1000);
}
