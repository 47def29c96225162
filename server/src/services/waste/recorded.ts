// What a write-off answers: per line, the SKU, the units thrown away and their value, and the total.
import { inArray } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { Tx } from '../../db/client';
import { skus, type WasteReason } from '../../db/schema';
import type { Movement } from '../../lib/stock-ledger';
import { stockUnitSql } from '../../lib/stock-units';

export type WasteRecorded = components['schemas']['WasteRecorded'];

/** A line written off: the movements the ledger booked for it (one per lot it took from). */
export interface WrittenOff {
  skuId: number;
  reason: WasteReason;
  movements: readonly Movement[];
}

/** Answers the lines with what their movements were valued at by the ledger; a line that booked nothing is left out. */
export async function wasteRecorded(tx: Tx, outletId: number, lines: readonly WrittenOff[]): Promise<WasteRecorded> {
  const booked = lines.filter((line) => line.movements.length > 0);
  const ids = [...new Set(booked.map((line) => line.skuId))];
  const names = new Map(
    ids.length === 0
      ? []
      : (
          await tx
            .select({ id: skus.id, name: skus.name, stockUnit: stockUnitSql(skus.kind, skus.unit) })
            .from(skus)
            .where(inArray(skus.id, ids))
        ).map((sku) => [sku.id, sku]),
  );
  const recorded = booked.map((line) => {
    const worth = line.movements.map((m) => m.wasteValue);
    const sku = names.get(line.skuId)!;
    return {
      sku_id: line.skuId,
      sku_name: sku.name,
      stock_unit: sku.stockUnit,
      quantity: line.movements.reduce((sum, m) => sum + m.quantity, 0),
      reason: line.reason,
      value: worth.some((v) => v === null) ? null : worth.reduce<number>((sum, v) => sum + v!, 0),
    };
  });
  return {
    outlet_id: outletId,
    lines: recorded,
    total_value: recorded.reduce((sum, line) => sum + (line.value ?? 0), 0),
  };
}

/** The movements of each SKU, for write-offs that book one change per SKU. */
export const movementsBySku = (movements: readonly Movement[]) => {
  const bySku = new Map<number, Movement[]>();
  for (const m of movements) bySku.set(m.skuId, [...(bySku.get(m.skuId) ?? []), m]);
  return bySku;
};
