// Turns goods receipts and occasional manual adjustments into the movement log, in time order,
// with the stock before and after each; the stock lines are the last "after" of every SKU.
import type { Row } from './bulk';
import type { Catalogue } from './catalogue';
import type { Team } from './people';
import type { Random } from './random';
import { LOW_STOCK_THRESHOLD } from '../../../lib/low-stock';
import { addDays, HOUR, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../../lib/jakarta-time';

export interface StockEvent {
  at: number;
  skuId: number;
  add: boolean;
  quantity: number;
  tagging: 'retur' | 'po' | 'rusak' | 'hilang' | 'expired' | 'free' | 'giveaway';
  note: string;
  poNumber?: string;
  poId?: number;
  inboundItemId?: number;
  by: number;
}

const DEDUCTIONS = [
  { tagging: 'rusak', share: 35, note: 'Packs torn during unloading' },
  { tagging: 'expired', share: 25, note: 'Past its expiry date at the weekly check' },
  { tagging: 'hilang', share: 10, note: 'Missing at the stock count' },
  { tagging: 'free', share: 15, note: 'Free drink for a customer whose order was wrong' },
  { tagging: 'giveaway', share: 15, note: 'Tasting samples at the weekend promotion' },
] as const;

// Watched SKUs that end the demo running low, so the dashboard has something to warn about.
const LOW_STOCK = { 'Cheese Foam Oolong': 6, 'Matcha Latte': 12 } as Record<string, number>;

export function movementsFor(
  outletId: number,
  receipts: StockEvent[],
  catalogue: Catalogue,
  team: Team,
  days: number,
  now: number,
  random: Random,
) {
  const stocked = catalogue.skus.filter((s) => s.kind !== 'bundle');
  const people = [team.warehouseClerkId, ...team.outlets.map((o) => o.ownerId)];
  const today = jakartaDate(now);
  const candidates: StockEvent[] = [];
  for (let day = 0; day < days; day += random.int(1, 3)) {
    const at = Math.min(
      now - 2 * HOUR,
      startOfJakartaDay(addDays(today, day - days + 1)) + random.int(15 * 60, 20 * 60) * MINUTE,
    );
    const sku = random.pick(stocked);
    if (random.chance(0.12)) {
      candidates.push({
        at,
        skuId: sku.id,
        add: true,
        quantity: random.int(1, 5),
        tagging: 'retur',
        note: `Returned unopened by ${random.pick(team.outlets).name}`,
        by: random.pick(people),
      });
    } else {
      const kind = random.weighted(DEDUCTIONS, (d) => d.share);
      candidates.push({
        at,
        skuId: sku.id,
        add: false,
        quantity: random.int(1, 10),
        tagging: kind.tagging,
        note: kind.note,
        by: random.pick(people),
      });
    }
  }
  const events = [...receipts, ...candidates].sort((a, b) => a.at - b.at);
  const stock = new Map<number, number>();
  const last = new Map<number, number>();
  const movements: Row[] = [];
  const record = (e: StockEvent) => {
    const before = stock.get(e.skuId) ?? 0;
    // A deduction takes only what is there; with nothing in stock there is nothing to record.
    const quantity = e.add ? e.quantity : Math.min(e.quantity, before);
    if (quantity <= 0) return;
    const after = e.add ? before + quantity : before - quantity;
    stock.set(e.skuId, after);
    last.set(e.skuId, e.at);
    movements.push({
      outlet_id: outletId,
      sku_id: e.skuId,
      source: e.inboundItemId ? 'receipt' : 'adjustment',
      change_type: e.add ? 'add' : 'deduct',
      quantity,
      quantity_before: before,
      quantity_after: after,
      tagging: e.tagging,
      note: e.note,
      po_number: e.poNumber ?? null,
      purchase_order_id: e.poId ?? null,
      inbound_item_id: e.inboundItemId ?? null,
      created_by: e.by,
      created_at: iso(e.at),
    });
  };
  events.forEach(record);
  for (const sku of stocked) {
    const target = LOW_STOCK[sku.name];
    const have = stock.get(sku.id) ?? 0;
    const at = Math.min(now - 10 * MINUTE, Math.max((last.get(sku.id) ?? 0) + HOUR, now - 26 * HOUR));
    // The other watched SKUs end well stocked, and the two meant to run low end exactly at their
    // mark, whatever day the demo is seeded on.
    const floor = target ?? (sku.watched ? LOW_STOCK_THRESHOLD : 0);
    if (have < floor) {
      record({
        at,
        skuId: sku.id,
        add: true,
        quantity: (target ?? 2 * LOW_STOCK_THRESHOLD) - have,
        tagging: 'retur',
        note: `Unopened stock returned by ${random.pick(team.outlets).name} after the stock count`,
        by: team.warehouseClerkId,
      });
    }
    if (target === undefined || have <= target) continue;
    record({
      at,
      skuId: sku.id,
      add: false,
      quantity: have - target,
      tagging: 'expired',
      note: 'Batch past its expiry date, taken off the shelf',
      by: team.warehouseClerkId,
    });
  }
  const stocks: Row[] = catalogue.skus.map((s) => ({
    sku_id: s.id,
    quantity: stock.get(s.id) ?? 0,
    last_movement_at: last.has(s.id) ? iso(last.get(s.id)!) : null,
  }));
  return { movements, stocks };
}
