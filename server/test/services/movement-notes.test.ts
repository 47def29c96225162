// What the server writes for people to read is kept as a code with its parameters (worded by the
// reader's screen), never as English text: movement notes of transfers, goods receipts and counts,
// the note on a purchase order drafted from reorder suggestions. Each movement names the document it
// came from. Notes people typed stay as typed; rows written before keep their meaning as codes.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, purchaseOrders } from '../../src/db/schema';
import { makeIngredient, makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { setStock } from '../helpers/skus';
import { build } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const HQ = t.outletId['Jakarta Kemang']!;
const BANDUNG = t.outletId['Bandung Dago']!;

async function movementsOf(query: { transfer_id?: number; sku_id?: number; outlet_id?: number }) {
  const res = await api.GET('/adm/v1/inventory/movements', { params: { query: { ...query, size: 50 } } });
  return res.data!.data.reverse();
}

const noted = (m: Awaited<ReturnType<typeof movementsOf>>[number]) => ({
  source: m.source,
  note: m.note,
  note_code: m.note_code,
  note_params: m.note_params,
  reference: m.reference,
});

/** A transfer from the head office to Bandung: sent, and received with one damaged and one lost. */
async function transferWithLosses() {
  const sku = await makeSku(t, 'Pearls');
  await setStock(t, sku.id, 10, HQ);
  const sent = await api.POST('/adm/v1/stock-transfers', {
    body: { from_outlet_id: HQ, to_outlet_id: BANDUNG, items: [{ sku_id: sku.id, quantity: 5 }], note: 'Weekly' },
  });
  const transfer = sent.data!.data;
  await api.POST('/adm/v1/stock-transfers/{transfer_id}/receive', {
    params: { path: { transfer_id: transfer.id } },
    body: { items: [{ sku_id: sku.id, quantity_received: 3, quantity_damaged: 1 }] },
  });
  return transfer;
}

/** A purchase order received in full, and an adjustment by hand naming a PO number with a typed note. */
async function receiptAndAdjustment() {
  const sku = await makeIngredient(t, 'Brown Sugar', 'gr', 250);
  const vendor = await makeVendor(t);
  const po = (await api.POST('/adm/v1/purchase-orders', {
    body: purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 2, unitPrice: 9000 }]),
  }))!.data!.data;
  await api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    params: { path: { purchase_order_id: po.id } },
    body: {
      purchase_order_id: po.id,
      items: [{ item_id: po.items[0]!.id, quantity_received: 2, received_at: '2026-11-22' }],
    },
  });
  await api.POST('/adm/v1/inventory/adjustments', {
    body: {
      sku_id: sku.id,
      outlet_id: HQ,
      change_type: 'add',
      quantity: 10,
      tagging: 'retur',
      note: 'Sale, order #12 came back unopened',
      po_number: 'PO-OLD-7',
    },
  });
  return { sku, po };
}

describe('notes the server writes', () => {
  it('keeps a transfer movement note as a code with the number and names the transfer', async () => {
    const transfer = await transferWithLosses();
    const number = transfer.transfer_number;
    const reference = { type: 'transfer', id: transfer.id, label: number };
    expect((await movementsOf({ transfer_id: transfer.id, outlet_id: HQ })).map(noted)).toEqual([
      {
        source: 'transfer_out',
        note: '',
        note_code: 'transfer_sent',
        note_params: { outlet: 'Bandung Dago' },
        reference,
      },
    ]);
    expect((await movementsOf({ transfer_id: transfer.id, outlet_id: BANDUNG })).map(noted)).toEqual([
      { source: 'transfer_in', note: '', note_code: 'transfer_received', note_params: { number }, reference },
      { source: 'adjustment', note: '', note_code: 'transfer_damaged', note_params: { number }, reference },
      { source: 'adjustment', note: '', note_code: 'transfer_lost', note_params: { number }, reference },
    ]);
  });

  it('keeps a goods receipt note as a code, and a typed note and PO number as typed', async () => {
    const { sku, po } = await receiptAndAdjustment();
    expect((await movementsOf({ sku_id: sku.id })).map(noted)).toEqual([
      {
        source: 'receipt',
        note: '',
        note_code: 'goods_receipt',
        note_params: { number: po.po_number },
        reference: { type: 'purchase_order', id: po.id, label: po.po_number },
      },
      {
        source: 'adjustment',
        note: 'Sale, order #12 came back unopened',
        note_code: null,
        note_params: {},
        reference: { type: 'purchase_order', id: null, label: 'PO-OLD-7' },
      },
    ]);
  });

  it('keeps the note of a purchase order drafted from reorder suggestions off the note to the vendor', async () => {
    const milk = await makeIngredient(t, 'Oat Milk', 'l', 1);
    const vendor = await makeVendor(t, 'PT Oat');
    await api.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(vendor.id, [{ sku: milk.id, quantity: 1, unitPrice: 30000 }]),
    });
    const res = await api.POST('/adm/v1/inventory/reorder-suggestions/purchase-orders', {
      body: { outlet_id: BANDUNG, items: [{ sku_id: milk.id, quantity: 2000, vendor_id: vendor.id }] },
    });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const [drafted] = res.data!.data;
    expect(drafted).toMatchObject({ notes: null, note_code: 'drafted_from_reorder' });
    // Each line says its purchase unit: two 1 l cartons.
    expect(drafted!.items.map((line) => [line.quantity, line.unit_amount, line.unit])).toEqual([[2, 1, 'l']]);
    const read = await api.GET('/adm/v1/purchase-orders/{purchase_order_id}', {
      params: { path: { purchase_order_id: drafted!.id } },
    });
    expect(read.data!.data).toMatchObject({ notes: null, note_code: 'drafted_from_reorder' });
  });
});

describe('rows written before notes were codes', () => {
  /** The data statements of the migration that turned the texts into codes. */
  const migration = readFileSync(
    fileURLToPath(new URL('../../src/db/migrations/0045_server_notes.sql', import.meta.url)),
    'utf8',
  )
    .split('--> statement-breakpoint')
    .map((statement) => statement.trim())
    .filter((statement) => statement.startsWith('UPDATE'));

  it('become the codes the server writes now, where the text is recognisable', async () => {
    const transfer = await transferWithLosses();
    const { sku } = await receiptAndAdjustment();
    const cancelledSku = await makeSku(t, 'Jelly');
    await setStock(t, cancelledSku.id, 4, HQ);
    const cancelled = (await api.POST('/adm/v1/stock-transfers', {
      body: { from_outlet_id: HQ, to_outlet_id: BANDUNG, items: [{ sku_id: cancelledSku.id, quantity: 2 }] },
    }))!.data!.data;
    await api.POST('/adm/v1/stock-transfers/{transfer_id}/cancel', { params: { path: { transfer_id: cancelled.id } } });
    const vendor = await makeVendor(t);
    const typed = (await api.POST('/adm/v1/purchase-orders', {
      body: { ...purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 1, unitPrice: 9000 }]), notes: 'Back gate' },
    }))!.data!.data;

    const rows = await t.app.db
      .select()
      .from(inventoryMovements)
      .where(
        sql`${inventoryMovements.transferId} in (${transfer.id}, ${cancelled.id}) or ${inventoryMovements.skuId} = ${sku.id}`,
      );
    const now = new Map(rows.map((row) => [row.id, row]));
    const oldText = (row: (typeof rows)[number]): string => {
      const p = row.noteParams;
      switch (row.noteCode) {
        case 'transfer_sent':
          return `Sent to ${p.outlet}`;
        case 'transfer_received':
          return `Received on ${p.number}`;
        case 'transfer_damaged':
          return `Damaged on ${p.number}`;
        case 'transfer_lost':
          return `Lost on ${p.number}`;
        case 'transfer_returned':
          return `Returned on cancelling ${p.number}`;
        case 'goods_receipt':
          return `Goods receipt for ${p.number}`;
        default:
          return row.note;
      }
    };
    expect(rows.map((row) => row.noteCode).sort()).toEqual(
      [
        'goods_receipt',
        'transfer_damaged',
        'transfer_lost',
        'transfer_received',
        'transfer_returned',
        'transfer_sent',
        'transfer_sent',
        null,
      ].sort(),
    );
    for (const row of rows) {
      await t.app.db
        .update(inventoryMovements)
        .set({ note: oldText(row), noteCode: null, noteParams: {} })
        .where(eq(inventoryMovements.id, row.id));
    }
    await t.app.db
      .update(purchaseOrders)
      .set({ notes: 'Drafted from reorder suggestions', noteCode: null })
      .where(eq(purchaseOrders.id, typed.id));

    for (const statement of migration) await t.app.db.execute(sql.raw(statement));

    const migrated = await t.app.db
      .select()
      .from(inventoryMovements)
      .where(inArray(inventoryMovements.id, [...now.keys()]));
    expect(migrated.map(({ id, note, noteCode, noteParams }) => ({ id, note, noteCode, noteParams }))).toEqual(
      migrated.map(({ id }) => {
        const { note, noteCode, noteParams } = now.get(id)!;
        return { id, note, noteCode, noteParams };
      }),
    );
    const [po] = await t.app.db.select().from(purchaseOrders).where(eq(purchaseOrders.id, typed.id));
    expect(po).toMatchObject({ notes: null, noteCode: 'drafted_from_reorder' });
  });
});
