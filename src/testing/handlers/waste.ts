// Lots that expire and waste, answered from the in-memory database: the expiring list (by outlet and
// within days, expired ones included), a write-off (refused once nothing is left; the lot then leaves
// the list and its remaining value is booked as an `expired` waste movement), a remake (the line's
// first cups written off as waste, at most the line's quantity) and the waste report over those
// waste movements, by reason, SKU or day.
import { getGetOrderResponseMock } from '@generated/hooks/orders/orders.msw';
import {
  getListExpiringLotsMockHandler,
  getRemakeOrderItemsMockHandler,
  getRemakeOrderItemsResponseMock,
  getWriteOffLotMockHandler,
} from '@generated/hooks/prep/prep.msw';
import { getGetWasteReportMockHandler } from '@generated/hooks/reports/reports.msw';
import type { InventoryMovement, WasteGroupBy, WasteReportRow } from '@generated/model';
import { remakeOrderItemsBody } from '@generated/zod/prep/prep.zod';
import { errorResponse } from '../api';
import { db, now, paged } from '../mock-db';
import { idsParam, readBody } from './read-body';

/** What each waste movement written here was worth (the movement log does not show it). */
const wasteValues = new Map<number, number>();

/** The waste movements of the range and outlets, grouped as asked. */
function wasteRows(query: URLSearchParams, groupBy: WasteGroupBy): WasteReportRow[] {
  const start = query.get('start_date') ?? '0000-01-01';
  const end = query.get('end_date') ?? '9999-12-31';
  const outlets = idsParam(query, 'outlet_ids');
  const rows = new Map<string, WasteReportRow>();
  for (const movement of db.inventoryMovements.all()) {
    const day = movement.created_at.slice(0, 10);
    if (movement.source !== 'waste' || day < start || day > end) continue;
    if (outlets.length && !outlets.includes(movement.outlet_id)) continue;
    const key =
      groupBy === 'reason' ? (movement.waste_reason ?? 'other') : groupBy === 'sku' ? String(movement.sku_id) : day;
    const row = rows.get(key) ?? {
      key,
      label: groupBy === 'sku' ? movement.sku_name : key,
      sku_id: groupBy === 'sku' ? movement.sku_id : null,
      stock_unit: groupBy === 'sku' ? movement.stock_unit : null,
      quantity: groupBy === 'sku' ? 0 : null,
      value: 0,
      lines: 0,
    };
    rows.set(key, {
      ...row,
      quantity: row.quantity === null ? null : row.quantity + movement.quantity,
      value: row.value + (wasteValues.get(movement.id) ?? 0),
      lines: row.lines + 1,
    });
  }
  return [...rows.values()].sort((a, b) => b.value - a.value);
}

export const wasteHandlers = [
  getListExpiringLotsMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const outlet = query.get('outlet_id');
    const within = Number(query.get('within_days') ?? 7);
    const lots = db.expiringLots
      .all()
      .filter((lot) => lot.quantity > 0 && lot.days_left <= within && (!outlet || lot.outlet.id === Number(outlet)))
      .sort((a, b) => a.expires_at.localeCompare(b.expires_at));
    return paged(lots, query);
  }),
  getWriteOffLotMockHandler(({ params }) => {
    const lot = db.expiringLots.get(Number(params.lot_id));
    if (lot.quantity === 0) throw errorResponse(422, 'Nothing is left of this lot');
    const writtenOff = { ...lot, quantity: 0, value: 0, status: 'discarded' as const };
    db.expiringLots.update(lot.id, writtenOff);
    const movement: InventoryMovement = {
      ...db.inventoryMovements.all()[0]!,
      id: db.inventoryMovements.nextId(),
      outlet_id: lot.outlet.id,
      outlet_name: lot.outlet.name,
      sku_id: lot.sku.id,
      sku_name: lot.sku.name,
      stock_unit: lot.sku.stock_unit,
      change_type: 'deduct',
      quantity: lot.quantity,
      source: 'waste',
      tagging: null,
      waste_reason: 'expired',
      lot: { id: lot.id, kind: lot.kind, expires_at: lot.expires_at, expiry_date: lot.expiry_date },
      created_at: now(),
    };
    db.inventoryMovements.insert(movement);
    wasteValues.set(movement.id, lot.value ?? 0);
    return { data: writtenOff };
  }),
  getRemakeOrderItemsMockHandler(async ({ request }) => {
    const body = await readBody(request, remakeOrderItemsBody);
    const order = getGetOrderResponseMock().data;
    body.items.forEach((item, index) => {
      const line = order.items.find((candidate) => candidate.id === item.item_id);
      if (!line) throw errorResponse(422, 'Not a line of this order', `items.${index}.item_id`);
      if (item.quantity > line.quantity)
        throw errorResponse(422, `At most ${line.quantity} on this line`, `items.${index}.quantity`);
    });
    return getRemakeOrderItemsResponseMock();
  }),
  getGetWasteReportMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const groupBy = (query.get('group_by') ?? 'reason') as WasteGroupBy;
    const data = wasteRows(query, groupBy);
    return {
      group_by: groupBy,
      data,
      summary: {
        value: data.reduce((sum, row) => sum + row.value, 0),
        lines: data.reduce((sum, row) => sum + row.lines, 0),
      },
    };
  }),
];
