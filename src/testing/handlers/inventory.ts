// The inventory calls answered from the in-memory database: the stock list and the movement log
// (SKU name, tagging, SKU and date filters, paged), and a hand adjustment, which writes a movement
// and changes the stock; a tagging that does not fit the change type, or a deduction below zero,
// is refused (422) with nothing changed, as the API does.
import {
  getCreateInventoryAdjustmentMockHandler,
  getListInventoryMockHandler,
  getListInventoryMovementsMockHandler,
} from '@generated/hooks/inventory/inventory.msw';
import { createInventoryAdjustmentBody } from '@generated/zod/inventory/inventory.zod';
import type { InventoryTagging } from '@generated/model';
import { errorResponse } from '../api';
import { sessionWith } from '../render';
import { db, matchesName, now, paged } from '../mock-db';
import { readBody } from './read-body';

const TAGGINGS_OF: Record<'add' | 'deduct', InventoryTagging[]> = {
  add: ['retur', 'po'],
  deduct: ['rusak', 'hilang', 'expired', 'free', 'giveaway'],
};

export const inventoryHandlers = [
  getListInventoryMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const tagging = query.get('tagging');
    const tagged = new Set(
      db.inventoryMovements
        .all()
        .filter((movement) => movement.tagging === tagging)
        .map((movement) => movement.sku_id),
    );
    return paged(
      db.inventory
        .all()
        .filter((stock) => matchesName(stock.sku_name, query, 'sku_name') && (!tagging || tagged.has(stock.sku_id))),
      query,
    );
  }),
  getListInventoryMovementsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const [tagging, skuId, start, end] = ['tagging', 'sku_id', 'start_date', 'end_date'].map((p) => query.get(p));
    return paged(
      db.inventoryMovements
        .all()
        .filter(
          (movement) =>
            matchesName(movement.sku_name, query, 'sku_name') &&
            (!tagging || movement.tagging === tagging) &&
            (!skuId || movement.sku_id === Number(skuId)) &&
            (!start || movement.created_at.slice(0, 10) >= start) &&
            (!end || movement.created_at.slice(0, 10) <= end),
        ),
      query,
    );
  }),
  getCreateInventoryAdjustmentMockHandler(async ({ request }) => {
    const body = await readBody(request, createInventoryAdjustmentBody);
    if (!TAGGINGS_OF[body.change_type].includes(body.tagging))
      throw errorResponse(422, 'Invalid tagging for the selected change type', 'tagging');
    const stock = db.inventory.get(body.sku_id);
    const after = stock.quantity + (body.change_type === 'add' ? body.quantity : -body.quantity);
    if (after < 0) throw errorResponse(422, `Not enough stock: ${stock.quantity} on hand`, 'quantity');
    const at = now();
    db.inventory.update(stock.sku_id, { quantity: after, last_movement_at: at });
    const user = sessionWith();
    const movement = db.inventoryMovements.insert({
      id: db.inventoryMovements.nextId(),
      outlet_id: body.outlet_id ?? stock.outlet_id ?? 1,
      outlet_name: stock.outlet_name ?? 'Jakarta Kemang',
      sku_id: stock.sku_id,
      sku_name: stock.sku_name,
      stock_unit: stock.stock_unit,
      source: 'adjustment',
      change_type: body.change_type,
      quantity: body.quantity,
      quantity_before: stock.quantity,
      quantity_after: after,
      lot: null,
      waste_reason: null,
      tagging: body.tagging,
      note: body.note,
      note_code: null,
      note_params: {},
      reference: body.po_number ? { type: 'purchase_order', id: null, label: body.po_number } : null,
      po_number: body.po_number || null,
      purchase_order_id: null,
      order_id: null,
      transfer_id: null,
      transfer_number: null,
      created_by: { id: user.id, name: user.name },
      created_at: at,
    });
    return { data: movement };
  }),
];
