// The opening-stock import: the first stock of a SKU at an outlet, booked through the stock ledger
// as `opening` movements. "Opening" means first: a row for a SKU the outlet already has a stock line
// of (any movement ever made one) is refused, and the count is corrected by a stock count instead,
// so an import never overwrites stock that sales and receipts have moved. A row at an outlet the
// user does not reach with view_admin_inventory reads as an unknown outlet.
import { inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { inventoryStocks, outlets, skus } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { reaches, type OutletReach } from '../../lib/outlet-access';
import { recordChanges } from '../../lib/audit';
import { moveStock, type StockChange } from '../../lib/stock-ledger';
import type { ExportLanguage } from '../reports/export-headers';
import { MAX_INT, outcomeOf, rowsOf, wholeNumber, type ImportRowDto } from './columns';
import { say } from './messages';
import type { Sheet } from './read-file';

interface OpeningPlan {
  changes: { outletId: number; skuId: number; quantity: number }[];
}

const pairKey = (outletId: number, skuId: number) => `${outletId}:${skuId}`;

export async function checkOpeningStock(
  tx: Tx,
  sheet: Sheet,
  lang: ExportLanguage,
  reach: OutletReach,
): Promise<{ rows: ImportRowDto[]; plan: OpeningPlan }> {
  const checks = rowsOf('opening-stock', sheet, lang);
  const outletRows = await tx.select({ id: outlets.id, name: outlets.name }).from(outlets);
  const skuRows = await tx.select({ id: skus.id, name: skus.name, isBundled: skus.isBundled }).from(skus);
  const outletByName = new Map(
    outletRows.filter((row) => reaches(reach, row.id)).map((row) => [row.name.toLowerCase(), row.id]),
  );
  const skuByName = new Map(skuRows.map((row) => [row.name.toLowerCase(), row]));
  const lines = checks.map((check) => {
    const outletName = check.text('outlet');
    const skuName = check.text('sku');
    const outletId = outletByName.get(outletName.toLowerCase());
    const sku = skuByName.get(skuName.toLowerCase());
    if (outletName === '') check.error('outlet', 'outletRequired');
    else if (outletId === undefined) check.error('outlet', 'outletNotFound');
    if (skuName === '') check.error('sku', 'skuRequired');
    else if (!sku) check.error('sku', 'skuNotFound');
    else if (sku.isBundled) check.error('sku', 'bundleNoStock');
    const quantity = wholeNumber(check.text('quantity'));
    if (quantity === undefined || quantity < 1) check.error('quantity', 'quantityMin');
    else if (quantity > MAX_INT)
      check.error('quantity', 'numberTooLarge', { label: check.header('quantity'), max: MAX_INT });
    return { outletId, skuId: sku?.id, quantity: quantity ?? 0, key: `${outletName} · ${skuName}` };
  });
  const skuIds = [...new Set(lines.flatMap((line) => (line.skuId ? [line.skuId] : [])))];
  const stocked = new Set(
    skuIds.length === 0
      ? []
      : (
          await tx
            .select({ outletId: inventoryStocks.outletId, skuId: inventoryStocks.skuId })
            .from(inventoryStocks)
            .where(inArray(inventoryStocks.skuId, skuIds))
        ).map((row) => pairKey(row.outletId, row.skuId)),
  );
  const firstRow = new Map<string, number>();
  const plan: OpeningPlan = { changes: [] };
  const rows = lines.map((line, index) => {
    const check = checks[index]!;
    if (line.outletId !== undefined && line.skuId !== undefined) {
      const key = pairKey(line.outletId, line.skuId);
      const first = firstRow.get(key);
      if (first !== undefined) check.error('sku', 'repeatedRow', { row: first });
      else firstRow.set(key, check.row);
      if (stocked.has(key)) check.error('sku', 'alreadyStocked');
    }
    if (check.ok) plan.changes.push({ outletId: line.outletId!, skuId: line.skuId!, quantity: line.quantity });
    return outcomeOf(check, line.key, 'create');
  });
  return { rows, plan };
}

export async function writeOpeningStock(
  tx: Tx,
  plan: OpeningPlan,
  userId: number,
  lang: ExportLanguage,
): Promise<void> {
  const changes: StockChange[] = plan.changes.map((change) => ({
    ...change,
    changeType: 'add',
    source: 'opening',
    note: { code: 'opening_stock' },
    userId,
    field: 'content',
  }));
  const movements = await moveStock(tx, changes);
  // Checked under the ledger's locks: a line another writer started since the check is not opened twice.
  if (movements.some((movement) => movement.quantityBefore !== 0))
    throw new HttpError(409, say(lang, 'stockChanged'), 'content');
  await recordChanges(
    tx,
    movements.map((movement) => ({
      recordType: 'inventory',
      recordId: movement.skuId,
      outletId: movement.outletId,
      before: { quantity: movement.quantityBefore },
      after: { quantity: movement.quantityAfter, changeType: movement.changeType },
    })),
  );
}
