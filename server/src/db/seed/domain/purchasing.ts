// Purchase orders to the vendors over the demo's months and the stock they explain. Old POs are
// COMPLETED (some received in two deliveries), one is still PARTIAL because the vendor came up
// short, the last week's are PARTIAL or COMPLETED, the last days' PENDING, and two were CANCELLED.
// Every goods receipt adds stock through a `po` movement; occasional adjustments (damaged, lost,
// expired, free, giveaway, returns) take or give back a few units, never below zero.
import type { Tx } from '../../client';
import { headOfficeId } from '../../../lib/head-office';
import { insertRows, reserveIds, type Row } from './bulk';
import type { Catalogue, SeededSku } from './catalogue';
import { VENDORS } from './catalogue-data';
import { movementsFor, type StockEvent } from './stock';
import type { Team } from './people';
import type { Random } from './random';
import { addDays, DAY, HOUR, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../../lib/jakarta-time';

const CANCELLED = new Set([5, 13]);
const SHORT_DELIVERY = 8;

interface Line {
  id: number;
  sku: SeededSku;
  quantity: number;
  unitPrice: number;
  received: number;
}

export async function seedPurchasing(
  tx: Tx,
  catalogue: Catalogue,
  team: Team,
  adminId: number,
  days: number,
  now: number,
  random: Random,
) {
  const today = jakartaDate(now);
  const headOffice = await headOfficeId(tx);
  const supplied = (vendor: string) => catalogue.skus.filter((s) => s.vendor === vendor && s.status !== false);
  const poCount = Math.floor((days - 1) / 2.3) + 1;
  const poBase = await reserveIds(tx, 'purchase_orders', poCount);
  const pos: Row[] = [];
  const lines: (Line & { poId: number })[] = [];
  const receipts: { poId: number; poNumber: string; at: number; parts: { line: Line; quantity: number }[] }[] = [];

  for (let i = 0; i < poCount; i++) {
    const created = addDays(today, -Math.round(days - 1 - i * 2.3));
    const createdAt = startOfJakartaDay(created) + (9 * 60 + random.int(0, 150)) * MINUTE;
    const age = Math.round((startOfJakartaDay(today) - startOfJakartaDay(created)) / DAY);
    const vendor = VENDORS[(i + random.int(0, 1)) % VENDORS.length]!;
    const choices = supplied(vendor.name);
    const picked = new Set<SeededSku>();
    const want = Math.min(choices.length, random.int(1, 4));
    while (picked.size < want) picked.add(random.pick(choices));
    const poId = poBase + i;
    const poLines: Line[] = [];
    for (const sku of picked) {
      const base = sku.kind === 'topping' ? 100 : 40;
      poLines.push({ id: 0, sku, quantity: base + random.int(0, 16) * 10, unitPrice: sku.cost!, received: 0 });
    }
    const subtotal = poLines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const tax = vendor.taxed ? Math.round(subtotal * 0.11) : 0;
    const poNumber = `PO-${created.slice(0, 7)}-${String(i + 1).padStart(4, '0')}`;
    const status = CANCELLED.has(i)
      ? 'CANCELLED'
      : age <= 2
        ? 'PENDING'
        : i === SHORT_DELIVERY || (age <= 9 && random.chance(0.5))
          ? 'PARTIAL'
          : 'COMPLETED';
    const firstReceipt = Math.min(now - HOUR, createdAt + random.int(2, 4) * DAY + random.int(4, 7) * HOUR);
    if (status === 'COMPLETED' && random.chance(0.3)) {
      // Two deliveries: most of each line first, the rest a few days later.
      const first = poLines.map((line) => ({ line, quantity: Math.max(1, Math.round(line.quantity * 0.6)) }));
      const second = poLines
        .map((line, k) => ({ line, quantity: line.quantity - first[k]!.quantity }))
        .filter((p) => p.quantity > 0);
      receipts.push({ poId, poNumber, at: firstReceipt, parts: first });
      if (second.length)
        receipts.push({
          poId,
          poNumber,
          at: Math.min(now - 30 * MINUTE, firstReceipt + random.int(2, 3) * DAY),
          parts: second,
        });
    } else if (status === 'COMPLETED') {
      receipts.push({
        poId,
        poNumber,
        at: firstReceipt,
        parts: poLines.map((line) => ({ line, quantity: line.quantity })),
      });
    } else if (status === 'PARTIAL') {
      // The first line arrives short; the others in full.
      receipts.push({
        poId,
        poNumber,
        at: firstReceipt,
        parts: poLines.map((line, k) => ({ line, quantity: k === 0 ? Math.floor(line.quantity / 2) : line.quantity })),
      });
    }
    for (const r of receipts.filter((r) => r.poId === poId)) for (const p of r.parts) p.line.received += p.quantity;
    const lastChange = Math.max(
      createdAt,
      ...receipts.filter((r) => r.poId === poId).map((r) => r.at),
      status === 'CANCELLED' ? createdAt + DAY : 0,
    );
    pos.push({
      id: poId,
      po_number: poNumber,
      outlet_id: headOffice,
      vendor_id: catalogue.vendorIds[vendor.name]!,
      status,
      buyer: team.buyerName,
      delivery_address: team.outlets[0]!.address,
      expected_delivery_date: addDays(created, random.int(3, 6)),
      shipping_method: random.pick(['Vendor truck', 'JNE Trucking', 'Deliveree', 'Own pickup']),
      shipping_terms: random.pick(['Franco warehouse', 'FOB destination', 'FOB shipping point']),
      payment_method: 'Bank transfer',
      payment_terms: random.pick(['Net 30', 'Net 14', 'Cash on delivery']),
      bank_name: vendor.bank,
      bank_account_name: vendor.name,
      bank_account_number: `87300${String(12345 + VENDORS.indexOf(vendor) * 1111).padStart(5, '0')}`,
      notes: random.chance(0.3) ? 'Please deliver before 11:00 through the back entrance.' : null,
      subtotal,
      tax,
      total_amount: subtotal + tax,
      with_tax: vendor.taxed,
      tax_rate: vendor.taxed ? 11 : 0,
      created_by: adminId,
      created_at: iso(createdAt),
      updated_at: iso(lastChange),
    });
    for (const line of poLines) lines.push({ ...line, poId });
  }

  const lineBase = await reserveIds(tx, 'purchase_order_items', lines.length);
  lines.forEach((l, k) => (l.id = lineBase + k));
  const lineId = new Map(lines.map((l) => [`${l.poId}:${l.sku.id}`, l.id]));
  const inboundBase = await reserveIds(tx, 'purchase_order_inbounds', receipts.length);
  const inboundItemBase = await reserveIds(
    tx,
    'purchase_order_inbound_items',
    receipts.reduce((n, r) => n + r.parts.length, 0),
  );
  const inbounds: Row[] = [];
  const inboundItems: Row[] = [];
  const events: StockEvent[] = [];
  receipts.forEach((r, k) => {
    inbounds.push({
      id: inboundBase + k,
      purchase_order_id: r.poId,
      created_by: team.warehouseClerkId,
      created_at: iso(r.at),
    });
    for (const part of r.parts) {
      const id = inboundItemBase + inboundItems.length;
      const short = part.quantity < part.line.quantity && part.line.received < part.line.quantity;
      inboundItems.push({
        id,
        inbound_id: inboundBase + k,
        purchase_order_item_id: lineId.get(`${r.poId}:${part.line.sku.id}`)!,
        quantity_received: part.quantity,
        received_at: jakartaDate(r.at),
        notes: short ? 'Vendor short on stock; the rest to follow' : null,
      });
      events.push({
        at: r.at,
        skuId: part.line.sku.id,
        add: true,
        quantity: part.quantity,
        tagging: 'po',
        note: `Goods receipt for ${r.poNumber}`,
        poNumber: r.poNumber,
        poId: r.poId,
        inboundItemId: id,
        by: team.warehouseClerkId,
      });
    }
  });

  await insertRows(
    tx,
    'purchase_orders',
    {
      id: 'int',
      po_number: 'text',
      outlet_id: 'int',
      vendor_id: 'int',
      status: 'text',
      buyer: 'text',
      delivery_address: 'text',
      expected_delivery_date: 'date',
      shipping_method: 'text',
      shipping_terms: 'text',
      payment_method: 'text',
      payment_terms: 'text',
      bank_name: 'text',
      bank_account_name: 'text',
      bank_account_number: 'text',
      notes: 'text',
      subtotal: 'bigint',
      tax: 'bigint',
      total_amount: 'bigint',
      with_tax: 'boolean',
      tax_rate: 'numeric',
      created_by: 'int',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    pos,
  );
  await insertRows(
    tx,
    'purchase_order_items',
    {
      id: 'int',
      purchase_order_id: 'int',
      item_name: 'text',
      sku_id: 'int',
      quantity: 'int',
      unit_price: 'bigint',
      total_price: 'bigint',
      quantity_received: 'int',
    },
    lines.map((l) => ({
      id: l.id,
      purchase_order_id: l.poId,
      item_name: l.sku.supplyName!,
      sku_id: l.sku.id,
      quantity: l.quantity,
      unit_price: l.unitPrice,
      total_price: l.quantity * l.unitPrice,
      quantity_received: l.received,
    })),
  );
  await insertRows(
    tx,
    'purchase_order_inbounds',
    { id: 'int', purchase_order_id: 'int', created_by: 'int', created_at: 'timestamptz' },
    inbounds,
  );
  await insertRows(
    tx,
    'purchase_order_inbound_items',
    {
      id: 'int',
      inbound_id: 'int',
      purchase_order_item_id: 'int',
      quantity_received: 'int',
      received_at: 'date',
      notes: 'text',
    },
    inboundItems,
  );
  const { movements, stocks } = movementsFor(headOffice, events, catalogue, team, days, now, random);
  await insertRows(
    tx,
    'inventory_movements',
    {
      outlet_id: 'int',
      sku_id: 'int',
      source: 'text',
      change_type: 'text',
      quantity: 'int',
      quantity_before: 'int',
      quantity_after: 'int',
      tagging: 'text',
      note: 'text',
      po_number: 'text',
      purchase_order_id: 'int',
      inbound_item_id: 'int',
      created_by: 'int',
      created_at: 'timestamptz',
    },
    movements,
  );
  await insertRows(
    tx,
    'inventory_stocks',
    { outlet_id: 'int', sku_id: 'int', quantity: 'int', last_movement_at: 'timestamptz' },
    stocks.map((stock) => ({ outlet_id: headOffice, ...stock })),
  );
  return { purchaseOrders: pos.length, movements: movements.length };
}
