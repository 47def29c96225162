// Lots that expire, end to end: a goods receipt or a transfer receipt of a SKU that tracks expiry
// needs the expiry date and brings the units in as a lot; a transfer takes the first-expiring lot,
// shows it, and never sends an expired one; the expiring list and the write-off of an expired lot
// keep to the outlets the caller reaches.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryStocks, skus, stockLots } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { moveStock } from '../../src/lib/stock-ledger';
import { receivedLot } from '../../src/lib/stock-lots';
import { makeIngredient, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const HQ = t.outletId['Jakarta Kemang']!;
const BANDUNG = t.outletId['Bandung Dago']!;
const today = jakartaDate(Date.now());
const inDays = (days: number) => addDays(today, days);

async function trackedSku(label = 'Fresh Milk') {
  const sku = await makeIngredient(t, label, 'l', 1);
  await t.app.db.update(skus).set({ tracksExpiry: true, avgCostMilli: 20_000 }).where(eq(skus.id, sku.id));
  return sku;
}

/** A lot put in place through the ledger; answers its id. */
async function lot(skuId: number, quantity: number, expiryDate: string, outletId = HQ, unitCostMilli = 18_500) {
  const [movement] = await t.app.db.transaction((tx) =>
    moveStock(tx, [
      {
        outletId,
        skuId,
        changeType: 'add',
        quantity,
        source: 'receipt',
        tagging: 'po',
        note: 'Delivery',
        userId: t.seed.adminId,
        newLot: receivedLot(expiryDate, { unitCostMilli }),
      },
    ]),
  );
  return movement!.lotId!;
}

const lotsOf = (skuId: number, outletId: number) =>
  t.app.db
    .select()
    .from(stockLots)
    .where(and(eq(stockLots.skuId, skuId), eq(stockLots.outletId, outletId)))
    .orderBy(stockLots.expiresAt, stockLots.id);

async function stockOf(skuId: number, outletId: number) {
  const [row] = await t.app.db
    .select({ quantity: inventoryStocks.quantity })
    .from(inventoryStocks)
    .where(and(eq(inventoryStocks.skuId, skuId), eq(inventoryStocks.outletId, outletId)));
  return row?.quantity ?? 0;
}

describe('a goods receipt of a SKU that tracks expiry', () => {
  it('is refused without the expiry date, naming the line, and books nothing', async () => {
    const milk = await trackedSku();
    const vendor = await makeVendor(t);
    const po = (
      await api.POST('/adm/v1/purchase-orders', {
        body: purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 3, unitPrice: 18_500 }]),
      })
    ).data!.data;
    const path = { params: { path: { purchase_order_id: po.id } } };
    const line = { item_id: po.items[0]!.id, quantity_received: 2, received_at: today };
    const refused = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      ...path,
      body: { purchase_order_id: po.id, items: [line] },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]).toMatchObject({ detail: 'Expiry date is required', field: 'items.0.expiry_date' });
    const untouched = (await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', path)).data!.data;
    expect([untouched.inbounds.length, untouched.items[0]!.quantity_received, untouched.status]).toEqual([
      0,
      0,
      'PENDING',
    ]);
    expect(await stockOf(milk.id, po.outlet_id)).toBe(0);

    const received = await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      ...path,
      body: { purchase_order_id: po.id, items: [{ ...line, expiry_date: '2030-05-31' }] },
    });
    expect(received.response.status).toBe(201);
    expect(received.data!.data.inbounds[0]!.items[0]!.expiry_date).toBe('2030-05-31');
    const [created] = await lotsOf(milk.id, po.outlet_id);
    expect(created).toMatchObject({
      kind: 'lot',
      expiryDate: '2030-05-31',
      initialQuantity: 2000,
      quantity: 2000,
      unitCostMilli: 18_500,
      status: 'active',
    });
    // The Jakarta midnight after the printed date.
    expect(created!.expiresAt.toISOString()).toBe('2030-05-31T17:00:00.000Z');
  });
});

describe('a transfer of a SKU that tracks expiry', () => {
  const send = (skuId: number, quantity: number) =>
    api.POST('/adm/v1/stock-transfers', {
      body: { from_outlet_id: HQ, to_outlet_id: BANDUNG, items: [{ sku_id: skuId, quantity }] },
    });

  it('takes the earliest lot, shows it, is received as a lot with its date, and goes back to its lots when cancelled', async () => {
    const milk = await trackedSku();
    const late = await lot(milk.id, 10, inDays(6));
    const early = await lot(milk.id, 4, inDays(2));
    await lot(milk.id, 7, inDays(-1));
    const sent = await send(milk.id, 6);
    expect(sent.response.status).toBe(201);
    const id = sent.data!.data.id;
    const detail = (await api.GET('/adm/v1/stock-transfers/{transfer_id}', { params: { path: { transfer_id: id } } }))
      .data!.data;
    expect(detail.items[0]!.lots).toEqual([
      expect.objectContaining({ lot_id: early, kind: 'lot', expiry_date: inDays(2), quantity: 4 }),
      expect.objectContaining({ lot_id: late, kind: 'lot', expiry_date: inDays(6), quantity: 2 }),
    ]);

    const path = { params: { path: { transfer_id: id } } };
    const refused = await api.POST('/adm/v1/stock-transfers/{transfer_id}/receive', {
      ...path,
      body: { items: [{ sku_id: milk.id, quantity_received: 5, quantity_damaged: 1 }] },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]).toMatchObject({ detail: 'Expiry date is required', field: 'items.0.expiry_date' });
    expect(await stockOf(milk.id, BANDUNG)).toBe(0);
    const received = await api.POST('/adm/v1/stock-transfers/{transfer_id}/receive', {
      ...path,
      body: { items: [{ sku_id: milk.id, quantity_received: 5, quantity_damaged: 1, expiry_date: inDays(2) }] },
    });
    expect(received.response.status).toBe(200);
    expect(await stockOf(milk.id, BANDUNG)).toBe(5);
    const [arrived] = await lotsOf(milk.id, BANDUNG);
    expect(arrived).toMatchObject({ expiryDate: inDays(2), quantity: 5, initialQuantity: 5, transferId: id });
    // Cost of what left: 6 units at 18.5 rupiah each.
    expect(arrived!.unitCostMilli).toBe(18_500);

    // A second transfer, cancelled: its units go back to the lots they left.
    const again = (await send(milk.id, 3)).data!.data.id;
    expect((await lotsOf(milk.id, HQ)).map((l) => l.quantity)).toEqual([7, 0, 5]);
    const cancelled = await api.POST('/adm/v1/stock-transfers/{transfer_id}/cancel', {
      params: { path: { transfer_id: again } },
    });
    expect(cancelled.response.status).toBe(200);
    expect((await lotsOf(milk.id, HQ)).map((l) => [l.quantity, l.status])).toEqual([
      [7, 'active'],
      [0, 'used_up'],
      [8, 'active'],
    ]);
  });

  it('refuses to send what only an expired lot would cover, naming the line', async () => {
    const milk = await trackedSku();
    await lot(milk.id, 5, inDays(-2));
    await lot(milk.id, 1, inDays(3));
    const refused = await send(milk.id, 3);
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]).toMatchObject({
      detail: 'Expired stock cannot be transferred: 1 unexpired on hand, 3 to send',
      field: 'items.0.quantity',
    });
    expect(await stockOf(milk.id, HQ)).toBe(6);
  });
});

describe('the expiring list and the write-off', () => {
  it('lists what expires within the days asked, expired first, at the outlets in reach only', async () => {
    const cream = await trackedSku('Cream Cheese');
    const expired = await lot(cream.id, 3, inDays(-1), BANDUNG, 1_500);
    const soon = await lot(cream.id, 1001, inDays(2), BANDUNG, 1_500);
    await lot(cream.id, 5, inDays(20), BANDUNG);
    const elsewhere = await lot(cream.id, 2, inDays(1), HQ);
    const keeper = await t.asUser(['view_admin_inventory'], BANDUNG);
    const list = await keeper.GET('/adm/v1/inventory/expiring', { params: { query: { size: 100 } } });
    const mine = list.data!.data.filter((row) => row.sku.id === cream.id);
    expect(mine.map((row) => row.id)).toEqual([expired, soon]);
    expect(list.data!.data.every((row) => row.outlet.id === BANDUNG)).toBe(true);
    expect(mine[0]).toMatchObject({ kind: 'lot', expiry_date: inDays(-1), quantity: 3, value: 5, days_left: -1 });
    // 1001 × 1.5 rupiah = 1501.5, rounded half up.
    expect(mine[1]).toMatchObject({ quantity: 1001, value: 1502, days_left: 2, status: 'active' });
    const wider = await keeper.GET('/adm/v1/inventory/expiring', {
      params: { query: { within_days: 30, outlet_id: BANDUNG, size: 100 } },
    });
    expect(wider.data!.data.filter((row) => row.sku.id === cream.id)).toHaveLength(3);
    const other = await keeper.GET('/adm/v1/inventory/expiring', { params: { query: { outlet_id: HQ } } });
    expect(other.response.status).toBe(404);
    const all = await api.GET('/adm/v1/inventory/expiring', { params: { query: { size: 100 } } });
    expect(all.data!.data.map((row) => row.id)).toContain(elsewhere);
  });

  it('writes an expired lot off as waste with its value, once, and nothing else', async () => {
    const cream = await trackedSku('Cream Cheese');
    const expired = await lot(cream.id, 4, inDays(-3), BANDUNG, 2_250);
    const fresh = await lot(cream.id, 6, inDays(3), BANDUNG);
    const keeper = await t.asUser(['view_admin_inventory'], BANDUNG);
    const writeOff = (user: typeof keeper, lotId: number) =>
      user.POST('/adm/v1/inventory/lots/{lot_id}/write-off', { params: { path: { lot_id: lotId } } });

    const notYet = await writeOff(keeper, fresh);
    expect([notYet.response.status, notYet.error!.errors[0]!.detail]).toEqual([
      422,
      'Only an expired lot can be written off',
    ]);
    const hq = await lot(cream.id, 2, inDays(-3), HQ);
    expect((await writeOff(keeper, hq)).response.status).toBe(404);
    expect((await writeOff(keeper, 999_999)).response.status).toBe(404);

    const done = await writeOff(keeper, expired);
    expect(done.response.status).toBe(200);
    expect(done.data!.data).toMatchObject({ id: expired, quantity: 0, value: 0, status: 'discarded', days_left: -3 });
    const [row] = await t.app.db.select().from(stockLots).where(eq(stockLots.id, expired));
    expect(row).toMatchObject({ quantity: 0, status: 'discarded', discardedBy: keeper.id });
    expect(row!.discardedAt).not.toBeNull();
    const moves = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { sku_id: cream.id, outlet_id: BANDUNG, source: 'waste' } },
    });
    expect(moves.data!.data).toEqual([
      expect.objectContaining({ quantity: 4, waste_reason: 'expired', lot: expect.objectContaining({ id: expired }) }),
    ]);
    expect(await stockOf(cream.id, BANDUNG)).toBe(6);
    const again = await writeOff(keeper, expired);
    expect([again.response.status, again.error!.errors[0]!.detail]).toEqual([422, 'Nothing is left of this lot']);
    const audit = await api.GET('/adm/v1/audit-log', {
      params: { query: { operation: 'writeOffLot', record_type: 'inventory', record_id: String(cream.id) } },
    });
    expect(audit.data!.data).toHaveLength(1);
  });
});
