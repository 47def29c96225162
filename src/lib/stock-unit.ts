// What one unit of a SKU's stock is, as the server counts it (server/src/lib/stock-units): a product
// counts servings (pcs); an ingredient or prep item the base unit of its unit (ml for l, gr for kg).
import type { SkuKind, SkuUnit } from '@generated/model';

const BASE: Record<SkuUnit, 'ml' | 'gr' | 'pcs'> = {
  ml: 'ml',
  l: 'ml',
  gr: 'gr',
  kg: 'gr',
  pcs: 'pcs',
  cup: 'pcs',
  pack: 'pcs',
};

export const stockUnitOf = (kind: SkuKind, unit: SkuUnit) => (kind === 'product' ? 'pcs' : BASE[unit]);
