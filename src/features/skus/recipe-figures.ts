// What a recipe costs, worked out in the browser as the lines change, the way the server does:
// each ingredient's unit cost ("18.5" rupiah per ml) read as whole milli-rupiah, a line is its
// quantity times that, and the cost per serving is the lines' exact sum rounded to rupiah once.
import type { SkuUnit } from '@generated/model';
import { formatNumber } from '@/lib/format';
import { currentLanguage, type Language } from '@/lib/i18n';

/** The unit an ingredient is stocked and used in: ml for ml and l, gr for gr and kg, pcs otherwise. */
export function stockUnitOf(unit: SkuUnit): 'ml' | 'gr' | 'pcs' {
  if (unit === 'ml' || unit === 'l') return 'ml';
  if (unit === 'gr' || unit === 'kg') return 'gr';
  return 'pcs';
}

/** The contract's unit cost ("18.5", "240", "0.125") in milli-rupiah, read as text, never as a float. */
export function milliOf(unitCost: string): number {
  const [whole = '0', fraction = ''] = unitCost.split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0').slice(0, 3));
}

/** Milli-rupiah in whole rupiah, half up. */
export const rupiahOf = (milli: number) => Math.floor((milli + 500) / 1000);

export interface RecipeLine {
  quantity?: number;
  /** The ingredient's unit cost; null when it has none yet, undefined when no ingredient is chosen. */
  unitCost?: string | null;
}

/**
 * Each line's cost (null without a cost yet or a quantity) and the cost per serving (null while
 * any chosen ingredient has no cost), with whether a cost is missing.
 */
export function recipeFigures(lines: RecipeLine[]) {
  let totalMilli = 0;
  let missingCost = false;
  let counted = 0;
  const costs = lines.map((line) => {
    if (line.unitCost === undefined) return null;
    if (line.unitCost === null) {
      missingCost = true;
      return null;
    }
    const quantity = Number.isInteger(line.quantity) && line.quantity! > 0 ? line.quantity! : 0;
    const milli = quantity * milliOf(line.unitCost);
    totalMilli += milli;
    counted += 1;
    return rupiahOf(milli);
  });
  return { costs, costPerServing: missingCost || counted === 0 ? null : rupiahOf(totalMilli), missingCost };
}

/**
 * A unit cost as the screen shows it, to sensible decimals of a rupiah (the line costs are worked
 * out exactly, from the thousandths): whole rupiah from Rp 100 (`Rp 240,000`), one decimal from Rp 1
 * (`Rp 18.5` / `Rp 18,5`), two below (`Rp 0.13`), never three decimals of a rupiah.
 */
export function formatUnitCost(unitCost: string, language: Language = currentLanguage()): string {
  const value = milliOf(unitCost) / 1000;
  const decimals = value >= 100 ? 0 : value >= 1 ? 1 : 2;
  const text = new Intl.NumberFormat(language === 'id' ? 'id-ID' : 'en-US', {
    maximumFractionDigits: decimals,
  }).format(value);
  return `Rp\u00a0${text}`;
}

/** An exact quantity of the contract ("1250.5") as the screen shows it: `1,250.5` / `1.250,5`. */
export function formatExactQuantity(quantity: string, language: Language = currentLanguage()): string {
  const negative = quantity.startsWith('-');
  const [whole = '0', fraction] = quantity.replace(/^-/, '').split('.');
  const text = `${formatNumber(Number(whole), language)}${fraction ? (language === 'id' ? ',' : '.') + fraction : ''}`;
  return negative ? `-${text}` : text;
}
