// The prep board's calls answered from the in-memory database: batches (by outlet and status, the
// first to expire first), making batches of a suggested prep item (its yield × batches, held its
// holding time from now), discarding what is left (422 when nothing is), the suggestions, an
// outlet's pars (replaced whole; an item's daypart once), and waste (a line may not take a stock
// line the database holds below zero: 422 `lines.N.quantity`).
import {
  getCreatePrepBatchMockHandler,
  getDiscardPrepBatchMockHandler,
  getGetOutletPrepParsMockHandler,
  getListPrepBatchesMockHandler,
  getListPrepSuggestionsMockHandler,
  getRecordWasteMockHandler,
  getReplaceOutletPrepParsMockHandler,
} from '@generated/hooks/prep/prep.msw';
import type { PrepBatch } from '@generated/model';
import { createPrepBatchBody, recordWasteBody, replaceOutletPrepParsBody } from '@generated/zod/prep/prep.zod';
import { errorResponse } from '../api';
import { db, now, paged } from '../mock-db';
import { readBody } from './read-body';

/** Who the handlers record as making a batch. */
const BARISTA = { id: 7, name: 'Sari Dewi' };

export const prepHandlers = [
  getListPrepBatchesMockHandler(({ request }) => {
    const query = new URL(request.url).searchParams;
    const outletId = Number(query.get('outlet_id') ?? 0);
    const status = query.get('status');
    const rows = db.prepBatches
      .all()
      .filter((batch) => (!outletId || batch.outlet.id === outletId) && (status === null || batch.status === status))
      .sort((a, b) => Date.parse(a.expires_at) - Date.parse(b.expires_at) || b.id - a.id);
    return paged(rows, query);
  }),
  getCreatePrepBatchMockHandler(async ({ request }) => {
    const body = await readBody(request, createPrepBatchBody);
    const suggestion = db.prepSuggestions.all().find((row) => row.sku.id === body.sku_id);
    if (!suggestion) throw errorResponse(422, 'This SKU is not a prep item', 'sku_id');
    const quantity = suggestion.batch_yield * body.batches;
    const made = Date.now();
    const outlet = db.outlets.all().find((o) => o.id === body.outlet_id);
    const batch: PrepBatch = {
      id: db.prepBatches.nextId(),
      outlet: { id: body.outlet_id, name: outlet?.name ?? `#${body.outlet_id}` },
      sku: suggestion.sku,
      batches: body.batches,
      quantity,
      remaining: quantity,
      produced_at: new Date(made).toISOString(),
      expires_at: new Date(made + suggestion.holding_minutes * 60_000).toISOString(),
      status: 'active',
      unit_cost: null,
      remaining_value: null,
      created_by: BARISTA,
      discarded_at: null,
    };
    db.prepSuggestions.update(body.sku_id, {
      on_hand: suggestion.on_hand + quantity,
      suggested_batches: Math.max(
        0,
        Math.ceil((suggestion.par - suggestion.on_hand - quantity) / suggestion.batch_yield),
      ),
    });
    return { data: db.prepBatches.insert(batch) };
  }),
  getDiscardPrepBatchMockHandler(({ params }) => {
    const batch = db.prepBatches.get(String(params.batchId));
    if (batch.status === 'discarded' || batch.remaining === 0)
      throw errorResponse(422, 'Nothing is left of this batch');
    return {
      data: db.prepBatches.update(batch.id, {
        status: 'discarded',
        remaining: 0,
        remaining_value: batch.remaining_value === null ? null : 0,
        discarded_at: now(),
      }),
    };
  }),
  getListPrepSuggestionsMockHandler(() => ({ data: db.prepSuggestions.all() })),
  getGetOutletPrepParsMockHandler(() => ({ data: { pars: db.prepPars.all() } })),
  getReplaceOutletPrepParsMockHandler(async ({ request }) => {
    const body = await readBody(request, replaceOutletPrepParsBody);
    const items = new Map(db.prepSuggestions.all().map((row) => [row.sku.id, row.sku]));
    const seen = new Set<string>();
    const pars = body.pars.map((line, index) => {
      const sku = items.get(line.sku_id);
      if (!sku) throw errorResponse(422, 'This SKU is not a prep item', `pars.${index}.sku_id`);
      const key = `${line.sku_id}@${line.from}`;
      if (seen.has(key)) throw errorResponse(422, 'This daypart is there already', `pars.${index}.from`);
      seen.add(key);
      return { sku_id: sku.id, sku_name: sku.name, stock_unit: sku.stock_unit, from: line.from, par: line.par };
    });
    for (const par of db.prepPars.all()) db.prepPars.remove(par);
    pars
      .sort((a, b) => a.sku_name.localeCompare(b.sku_name) || a.from.localeCompare(b.from))
      .reverse()
      .forEach((par) => db.prepPars.insert(par));
    return { data: { pars: db.prepPars.all() } };
  }),
  getRecordWasteMockHandler(async ({ request }) => {
    const body = await readBody(request, recordWasteBody);
    const lines = body.lines.map((line, index) => {
      const stock = db.inventory.all().find((row) => row.sku_id === line.sku_id && row.outlet_id === body.outlet_id);
      if (stock && stock.quantity < line.quantity)
        throw errorResponse(
          422,
          `Not enough stock: ${stock.quantity} on hand, ${line.quantity} to deduct`,
          `lines.${index}.quantity`,
        );
      return {
        sku_id: line.sku_id,
        sku_name: stock?.sku_name ?? `#${line.sku_id}`,
        stock_unit: stock?.stock_unit ?? 'pcs',
        quantity: line.quantity,
        reason: line.reason,
        value: null,
      };
    });
    return { data: { outlet_id: body.outlet_id, lines, total_value: 0 } };
  }),
];
