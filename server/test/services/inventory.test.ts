// Inventory: the stock list and its filters, adjustments through the ledger (tagging per change
// type, never below zero), and the movement log with every filter of the contract.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements } from '../../src/db/schema';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const api = await t.asAdmin();

type Adjustment = {
  sku_id: number;
  change_type: 'add' | 'deduct';
  quantity: number;
  tagging: 'retur' | 'po' | 'rusak' | 'hilang' | 'expired' | 'free' | 'giveaway';
  note?: string;
  po_number?: string;
};

const adjust = (body: Adjustment) =>
  api.POST('/adm/v1/inventory/adjustments', { body: { note: 'Stock count', ...body } });

async function stockLine(sku: { id: number; name: string }) {
  const res = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: sku.name } } });
  return res.data!.data.find((row) => row.sku_id === sku.id)!;
}

describe('adjustments', () => {
  it('adds and deducts, answering the movement with the stock before and after and who made it', async () => {
    const sku = await makeSku(t);
    const added = await adjust({ sku_id: sku.id, change_type: 'add', quantity: 10, tagging: 'retur' });
    expect(added.response.status).toBe(201);
    expect(added.data!.data).toMatchObject({
      sku_id: sku.id,
      sku_name: sku.name,
      change_type: 'add',
      quantity: 10,
      quantity_before: 0,
      quantity_after: 10,
      tagging: 'retur',
      po_number: null,
      created_by: { id: t.seed.adminId },
    });
    const deducted = await adjust({
      sku_id: sku.id,
      change_type: 'deduct',
      quantity: 4,
      tagging: 'rusak',
      note: ' Cups dropped ',
      po_number: 'PO-2026-11-0042',
    });
    expect(deducted.data!.data).toMatchObject({
      quantity_before: 10,
      quantity_after: 6,
      note: 'Cups dropped',
      po_number: 'PO-2026-11-0042',
    });
    const line = await stockLine(sku);
    expect(line).toMatchObject({ quantity: 6, unit: 'ml', is_watched: false });
    expect(line.last_movement_at).toBe(deducted.data!.data.created_at);
  });

  it('refuses a tagging that does not fit the change type', async () => {
    const sku = await makeSku(t);
    for (const [change_type, tagging] of [
      ['add', 'rusak'],
      ['add', 'giveaway'],
      ['deduct', 'retur'],
      ['deduct', 'po'],
    ] as const) {
      const res = await adjust({ sku_id: sku.id, change_type, quantity: 1, tagging });
      expect(res.response.status, `${change_type} ${tagging}`).toBe(422);
      expect(res.error!.errors[0]).toEqual({
        detail: 'Invalid tagging for the selected change type',
        field: 'tagging',
      });
    }
    expect((await stockLine(sku)).quantity).toBe(0);
  });

  it('never goes below zero, and a refused deduction leaves no movement', async () => {
    const sku = await makeSku(t);
    await adjust({ sku_id: sku.id, change_type: 'add', quantity: 3, tagging: 'retur' });
    const res = await adjust({ sku_id: sku.id, change_type: 'deduct', quantity: 4, tagging: 'hilang' });
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toEqual({ detail: 'Not enough stock: 3 on hand, 4 to deduct', field: 'quantity' });
    expect((await stockLine(sku)).quantity).toBe(3);
    expect(await t.app.db.$count(inventoryMovements, eq(inventoryMovements.skuId, sku.id))).toBe(1);
  });

  it('refuses an unknown SKU (422), a blank note (400) and a quantity below 1 (400)', async () => {
    const unknown = await adjust({ sku_id: 999999, change_type: 'add', quantity: 1, tagging: 'retur' });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]!.field).toBe('sku_id');
    const sku = await makeSku(t);
    const blank = await adjust({ sku_id: sku.id, change_type: 'add', quantity: 1, tagging: 'retur', note: '  ' });
    expect(blank.response.status).toBe(400);
    expect(blank.error!.errors[0]).toEqual({ detail: 'Note is required', field: 'note' });
    const zero = await adjust({ sku_id: sku.id, change_type: 'add', quantity: 0, tagging: 'retur' });
    expect(zero.response.status).toBe(400);
    expect(zero.error!.errors[0]!.field).toBe('quantity');
    const missing = await adjust({ change_type: 'add', quantity: 1, tagging: 'retur' } as never);
    expect(missing.response.status).toBe(400);
    expect(missing.error!.errors[0]).toEqual({ detail: 'SKU is required', field: 'sku_id' });
  });
});

describe('the stock list', () => {
  it('lists every SKU by name, 0 and no last movement for one never stocked, filtered by name and tagging', async () => {
    const tag = uniqueName('Stock');
    const never = await makeSku(t, `${tag} Alpha`);
    const damaged = await makeSku(t, `${tag} Beta`, true);
    await adjust({ sku_id: damaged.id, change_type: 'add', quantity: 5, tagging: 'retur' });
    await adjust({ sku_id: damaged.id, change_type: 'deduct', quantity: 1, tagging: 'expired' });
    const all = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: tag.toUpperCase() } } });
    expect(all.data!.data).toEqual([
      {
        sku_id: never.id,
        sku_name: never.name,
        unit: 'ml',
        kind: 'product',
        stock_unit: 'pcs',
        outlet_id: null,
        outlet_name: null,
        quantity: 0,
        is_watched: false,
        is_low_stock: false,
        last_movement_at: null,
        in_transit: 0,
      },
      expect.objectContaining({ sku_id: damaged.id, quantity: 4, is_watched: true, is_low_stock: true }),
    ]);
    expect(all.data!.meta.total).toBe(2);
    const expired = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: tag, tagging: 'expired' } } });
    expect(expired.data!.data.map((row) => row.sku_id)).toEqual([damaged.id]);
    const paged = await api.GET('/adm/v1/inventory', { params: { query: { sku_name: tag, size: 1, page: 2 } } });
    expect(paged.data!.data.map((row) => row.sku_id)).toEqual([damaged.id]);
    const chosen = await api.GET('/adm/v1/inventory', { params: { query: { sku_ids: [damaged.id] } } });
    expect(chosen.data!.data.map((row) => row.sku_id)).toEqual([damaged.id]);
  });

  it('leaves out a drink made from its recipe, which holds no stock of its own, at every outlet and at one', async () => {
    const tag = uniqueName('Recipe');
    const drink = await makeSku(t, `${tag} Drink`);
    const bottled = await makeSku(t, `${tag} Bottled`);
    const leaves = await makeIngredient(t, `${tag} Leaves`, 'gr', 500);
    await setRecipe(t, drink.id, [{ ingredient: leaves.id, quantity: 8 }]);
    const outletId = Object.values(t.outletId)[0]!;
    for (const query of [{ sku_name: tag }, { sku_name: tag, outlet_id: outletId }]) {
      const res = await api.GET('/adm/v1/inventory', { params: { query } });
      expect(res.data!.data.map((row) => row.sku_id).sort()).toEqual([bottled.id, leaves.id].sort());
      expect(res.data!.meta.total).toBe(2);
    }
  });
});

describe('the movement log', () => {
  it('filters by SKU id, SKU name and tagging, newest first', async () => {
    const tag = uniqueName('Moves');
    const a = await makeSku(t, `${tag} Jasmine`);
    const b = await makeSku(t, `${tag} Oolong`);
    await adjust({ sku_id: a.id, change_type: 'add', quantity: 5, tagging: 'retur' });
    await adjust({ sku_id: b.id, change_type: 'add', quantity: 7, tagging: 'po' });
    await adjust({ sku_id: a.id, change_type: 'deduct', quantity: 2, tagging: 'free' });
    const bySku = await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_id: a.id } } });
    expect(bySku.data!.data.map((m) => [m.tagging, m.quantity_after])).toEqual([
      ['free', 3],
      ['retur', 5],
    ]);
    const byName = await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_name: `${tag} oolong` } } });
    expect(byName.data!.data.map((m) => m.sku_id)).toEqual([b.id]);
    const byTag = await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_name: tag, tagging: 'po' } } });
    expect(byTag.data!.data.map((m) => m.sku_id)).toEqual([b.id]);
  });

  it('filters by Asia/Jakarta days, both ends included', async () => {
    const sku = await makeSku(t);
    const at = ['2026-03-09T16:59:59Z', '2026-03-09T17:00:00Z', '2026-03-10T16:59:59Z', '2026-03-10T17:00:00Z'];
    for (const _ of at) await adjust({ sku_id: sku.id, change_type: 'add', quantity: 1, tagging: 'retur' });
    const ids = (await api.GET('/adm/v1/inventory/movements', { params: { query: { sku_id: sku.id } } }))
      .data!.data.map((m) => m.id)
      .reverse();
    for (const [k, id] of ids.entries()) {
      await t.app.db
        .update(inventoryMovements)
        .set({ createdAt: new Date(at[k]!) })
        .where(eq(inventoryMovements.id, id));
    }
    // 10 March in Jakarta runs from 9 March 17:00 UTC to 10 March 17:00 UTC.
    const day = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { sku_id: sku.id, start_date: '2026-03-10', end_date: '2026-03-10' } },
    });
    expect(day.data!.data.map((m) => m.id).sort()).toEqual([ids[1], ids[2]].sort());
    const from = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { sku_id: sku.id, start_date: '2026-03-11' } },
    });
    expect(from.data!.data.map((m) => m.id)).toEqual([ids[3]]);
    const until = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { sku_id: sku.id, end_date: '2026-03-09' } },
    });
    expect(until.data!.data.map((m) => m.id)).toEqual([ids[0]]);
    const backwards = await api.GET('/adm/v1/inventory/movements', {
      params: { query: { start_date: '2026-03-10', end_date: '2026-03-09' } },
    });
    expect(backwards.response.status).toBe(400);
    expect(backwards.error!.errors[0]!.field).toBe('end_date');
  });
});

describe('the stock ledger', () => {
  it('is the only server code that writes stock lines or movements (the demo seed aside)', () => {
    const root = fileURLToPath(new URL('../../src', import.meta.url));
    const files = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = join(dir, name);
        return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
      });
    const writers = files(root)
      .filter((file) => !file.startsWith(join(root, 'seed')))
      .filter((file) =>
        /\.(insert|update|delete)\(\s*(inventoryStocks|inventoryMovements)\b|(insert into|update)\s+"?inventory_(stocks|movements)/i.test(
          readFileSync(file, 'utf8'),
        ),
      )
      .map((file) => file.slice(root.length + 1));
    expect(writers).toEqual([join('lib', 'stock-ledger.ts')]);
  });
});
