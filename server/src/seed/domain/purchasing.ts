// Purchase orders for the ingredients, each for one outlet and one vendor, over the demo's months.
// A week before the first order every outlet stocks up from every vendor; after that each outlet
// reorders from each vendor on its own rhythm (fresh milk every few days, tea leaves and packaging
// every two weeks), enough to cover what it sold lately until the next delivery, less what it holds
// and what is on the way. Old orders are COMPLETED (some in two deliveries), one stays PARTIAL
// because the vendor came up short, the last days' are PENDING or half delivered, and a few were
// CANCELLED by the vendor and ordered again. Prices creep up over the months, so the ingredients'
// moving-average costs move too. The receipts are booked by the stock book, in time order.
import type { Tx } from '../../db/client';
import { insertRows, reserveIds, type Row } from './bulk';
import type { Catalogue, SeededSku } from './catalogue';
import { VENDORS } from './catalogue-data';
import type { Team } from './people';
import type { Random } from './random';
import type { StockBook } from './stock';
import { costPerStockUnit, stockUnitsPerPurchase } from '../../lib/stock-units';
import { addDays, DAY, HOUR, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../lib/jakarta-time';

type Vendor = (typeof VENDORS)[number];

/** Days between an outlet's orders to a vendor, and the days its deliveries take. */
const RHYTHM: Record<string, { every: number; lead: [number, number] }> = {
  'PT Sumber Teh Nusantara': { every: 14, lead: [2, 4] },
  'CV Boba Jaya': { every: 7, lead: [2, 4] },
  'PT Susu Segar Lembang': { every: 4, lead: [1, 2] },
  'CV Kopi Gayo Mandiri': { every: 14, lead: [3, 5] },
  'PT Pangan Segar Nusantara': { every: 7, lead: [1, 3] },
  'CV Kemasan Prima': { every: 14, lead: [2, 4] },
};
/** Days of sales an order covers beyond the next delivery, in case a day sells more. */
const SAFETY_DAYS = 3;
/** Purchase orders (by number) the vendor cancelled, and the one it delivered only half of. */
const CANCELLED = new Set([41, 97, 173]);
const SHORT_DELIVERY = 64;

export interface SuppliedOutlet {
  id: number;
  address: string;
  /** Who receives deliveries there. */
  keeperId: number;
}

interface Line {
  id: number;
  poId: number;
  sku: SeededSku;
  quantity: number;
  unitPrice: number;
  received: number;
}

export const itemName = (sku: SeededSku) =>
  sku.unit === 'pcs' ? `${sku.name}, pack of ${sku.unitAmount}` : `${sku.name} ${sku.unitAmount} ${sku.unit}`;

export class Purchasing {
  private readonly pos: Row[] = [];
  private readonly lines: Line[] = [];
  private readonly inbounds: Row[] = [];
  private readonly inboundItems: Row[] = [];
  /** Stock units on the way to each outlet: [arrives at, units]. */
  private readonly coming = new Map<string, [number, number][]>();
  /** What each outlet had sold of each SKU at its last order, to read its pace since. */
  private readonly lastOrder = new Map<string, { at: number; sold: number }>();
  private ids = { po: 0, line: 0, inbound: 0, inboundItem: 0 };
  /** Whether the vendor has come up short yet: once, from SHORT_DELIVERY on, on an order it can halve. */
  private shortDelivered = false;

  constructor(
    private readonly book: StockBook,
    private readonly catalogue: Catalogue,
    private readonly team: Team,
    private readonly adminId: number,
    /** Forecast stock units a day, per outlet id and SKU id. */
    private readonly forecast: Map<number, Map<number, number>>,
    private readonly window: { start: number; days: number; now: number },
    private readonly random: Random,
  ) {}

  /** Reserves the id ranges (one purchase order never needs more than its vendor's SKUs). */
  async reserve(tx: Tx, outlets: number) {
    const orders = outlets * VENDORS.length * (Math.ceil((this.window.days + 8) / 4) + 2);
    const lines = orders * 12;
    this.ids = {
      po: await reserveIds(tx, 'purchase_orders', orders),
      line: await reserveIds(tx, 'purchase_order_items', lines),
      inbound: await reserveIds(tx, 'purchase_order_inbounds', orders * 2),
      inboundItem: await reserveIds(tx, 'purchase_order_inbound_items', lines * 2),
    };
  }

  /** Every outlet's first stock a week before the first order, then its reorders up to now. */
  schedule(outlets: SuppliedOutlet[]) {
    const { days, now } = this.window;
    const today = jakartaDate(now);
    outlets.forEach((outlet, o) => {
      VENDORS.forEach((vendor, v) => {
        const { every } = RHYTHM[vendor.name]!;
        const offset = (o * 3 + v * 2) % every;
        for (let day = -7; day < days; day++) {
          if (day !== -7 && (day < 0 || (day + offset) % every !== 0)) continue;
          const at = startOfJakartaDay(addDays(today, day - days + 1)) + (8 * 60 + this.random.int(0, 150)) * MINUTE;
          if (at > now) break;
          this.book.at(at, (when) => this.reorder(when, outlet, vendor));
        }
      });
    });
  }

  private reorder(at: number, outlet: SuppliedOutlet, vendor: Vendor) {
    const { every, lead } = RHYTHM[vendor.name]!;
    const cover = (every + lead[1] + SAFETY_DAYS) * DAY;
    const chosen: { sku: SeededSku; packs: number }[] = [];
    for (const sku of this.catalogue.skus) {
      if (sku.kind !== 'ingredient' || sku.vendor !== vendor.name) continue;
      const k = `${outlet.id}:${sku.id}`;
      const sold = this.book.soldOf(outlet.id, sku.id);
      const last = this.lastOrder.get(k);
      this.lastOrder.set(k, { at, sold });
      const forecast = this.forecast.get(outlet.id)?.get(sku.id) ?? 0;
      const pace = last && at - last.at >= 2 * DAY ? ((sold - last.sold) * DAY) / (at - last.at) : 0;
      const perDay = Math.max(forecast, pace);
      if (perDay <= 0) continue;
      const onTheWay = (this.coming.get(k) ?? []).filter(([when]) => when > at).reduce((n, [, units]) => n + units, 0);
      const short = (perDay * cover) / DAY - this.book.stockOf(outlet.id, sku.id) - onTheWay;
      const perPack = stockUnitsPerPurchase('ingredient', sku.unit, sku.unitAmount);
      const packs = Math.ceil(short / perPack);
      if (packs > 0) chosen.push({ sku, packs });
    }
    if (!chosen.length) return;
    this.place(at, outlet, vendor, chosen);
  }

  private place(at: number, outlet: SuppliedOutlet, vendor: Vendor, chosen: { sku: SeededSku; packs: number }[]) {
    const { start, days, now } = this.window;
    const random = this.random;
    const number = this.pos.length + 1;
    const poId = this.ids.po + this.pos.length;
    const created = jakartaDate(at);
    // Prices creep up about 6% over the months, and each quote differs a little.
    const drift = 1 + (0.06 * Math.max(0, at - start)) / (days * DAY) + (random.next() - 0.5) * 0.03;
    const lines: Line[] = chosen.map(({ sku, packs }, k) => ({
      id: this.ids.line + this.lines.length + k,
      poId,
      sku,
      quantity: packs,
      unitPrice: Math.round((sku.price * drift) / 100) * 100,
      received: 0,
    }));
    this.lines.push(...lines);
    const subtotal = lines.reduce((sum, l) => sum + l.quantity * l.unitPrice, 0);
    const tax = vendor.taxed ? Math.round(subtotal * 0.11) : 0;
    const poNumber = `PO-${created.slice(0, 7)}-${String(number).padStart(4, '0')}`;
    const { lead } = RHYTHM[vendor.name]!;
    const firstReceipt = at + random.int(lead[0], lead[1]) * DAY + random.int(1, 6) * HOUR;

    let status: string;
    let isShort = false;
    const deliveries: { at: number; parts: { line: Line; quantity: number }[] }[] = [];
    let cancelledAt: number | null = null;
    if (CANCELLED.has(number) && at + 3 * HOUR <= now) {
      status = 'CANCELLED';
      cancelledAt = at + 3 * HOUR;
      // The vendor could not deliver: ordered again from it an hour later.
      this.book.at(cancelledAt + HOUR, (when) => this.reorder(when, outlet, vendor));
    } else if (firstReceipt > now) {
      status = 'PENDING';
    } else if (!this.shortDelivered && number >= SHORT_DELIVERY && lines[0]!.quantity >= 2) {
      // The first line arrives half; the vendor never sends the rest.
      this.shortDelivered = true;
      isShort = true;
      status = 'PARTIAL';
      deliveries.push({
        at: firstReceipt,
        parts: lines.map((line, k) => ({ line, quantity: k === 0 ? Math.ceil(line.quantity / 2) : line.quantity })),
      });
    } else if (random.chance(0.3) && lines.some((l) => l.quantity > 1)) {
      // Two deliveries: most of each line first, the rest a day or two later.
      const first = lines.map((line) => ({ line, quantity: Math.max(1, Math.round(line.quantity * 0.6)) }));
      const second = lines
        .map((line, k) => ({ line, quantity: line.quantity - first[k]!.quantity }))
        .filter((p) => p.quantity > 0);
      deliveries.push({ at: firstReceipt, parts: first });
      const secondAt = firstReceipt + random.int(1, 2) * DAY;
      if (secondAt <= now) deliveries.push({ at: secondAt, parts: second });
      status = secondAt <= now ? 'COMPLETED' : 'PARTIAL';
    } else {
      status = 'COMPLETED';
      deliveries.push({ at: firstReceipt, parts: lines.map((line) => ({ line, quantity: line.quantity })) });
    }

    for (const delivery of deliveries) {
      const inboundId = this.ids.inbound + this.inbounds.length;
      this.inbounds.push({
        id: inboundId,
        purchase_order_id: poId,
        created_by: outlet.keeperId,
        created_at: iso(delivery.at),
      });
      for (const { line, quantity } of delivery.parts) {
        line.received += quantity;
        const id = this.ids.inboundItem + this.inboundItems.length;
        const short = quantity < line.quantity && line.received < line.quantity && isShort;
        this.inboundItems.push({
          id,
          inbound_id: inboundId,
          purchase_order_item_id: line.id,
          quantity_received: quantity,
          received_at: jakartaDate(delivery.at),
          notes: short ? 'Vendor short on stock; the rest to follow' : null,
        });
        const perPack = stockUnitsPerPurchase('ingredient', line.sku.unit, line.sku.unitAmount);
        this.book.receipt(delivery.at, {
          outletId: outlet.id,
          skuId: line.sku.id,
          quantity: quantity * perPack,
          costMilli: costPerStockUnit(line.unitPrice, perPack),
          poNumber,
          poId,
          inboundItemId: id,
          by: outlet.keeperId,
        });
      }
    }
    // Everything ordered and not cancelled is on the way until it arrives (or, not yet, at now).
    if (status !== 'CANCELLED') {
      for (const line of lines) {
        const k = `${outlet.id}:${line.sku.id}`;
        const perPack = stockUnitsPerPurchase('ingredient', line.sku.unit, line.sku.unitAmount);
        const arrivals = deliveries.flatMap((d) =>
          d.parts.filter((p) => p.line === line).map((p) => [d.at, p.quantity * perPack] as [number, number]),
        );
        const missing = line.quantity - line.received;
        if (missing > 0 && number !== SHORT_DELIVERY) arrivals.push([Infinity, missing * perPack]);
        this.coming.set(k, [...(this.coming.get(k) ?? []).filter(([when]) => when > at), ...arrivals]);
      }
    }
    const lastChange = Math.max(at, cancelledAt ?? 0, ...deliveries.map((d) => d.at));
    this.pos.push({
      id: poId,
      po_number: poNumber,
      outlet_id: outlet.id,
      vendor_id: this.catalogue.vendorIds[vendor.name]!,
      status,
      buyer: this.team.buyerName,
      delivery_address: outlet.address,
      expected_delivery_date: addDays(created, lead[1]),
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
      created_by: this.adminId,
      created_at: iso(at),
      updated_at: iso(lastChange),
    });
  }

  get count() {
    return this.pos.length;
  }

  async write(tx: Tx) {
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
      this.pos,
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
      this.lines.map((l) => ({
        id: l.id,
        purchase_order_id: l.poId,
        item_name: itemName(l.sku),
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
      this.inbounds,
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
      this.inboundItems,
    );
  }
}
