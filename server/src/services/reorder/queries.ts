// Reorder rules per outlet and SKU, the suggestions they give, and purchase orders drafted from them.
// Quantities are stock units throughout (ml, gr, pcs); a purchase order counts purchase units, so
// what is on order is converted in, and a drafted line asks for the whole purchase units that cover
// the quantity wanted.
import { and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { inventoryStocks, outlets, purchaseOrders, reorderRules, skus, users, vendors } from '../../db/schema';
import { headOfficeId } from '../../lib/head-office';
import { HttpError, unprocessable } from '../../lib/http-error';
import { addDays, jakartaDate } from '../../lib/jakarta-time';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { stockUnitSql, stockUnitsPerPurchase, type SkuKind, type SkuUnit, type StockUnit } from '../../lib/stock-units';
import { nextPurchaseOrderNumber, type PurchaseOrderDto } from '../purchase-orders/queries';
import { createPurchaseOrder } from '../purchase-orders/writes';
import { recordChange } from '../../lib/audit';

type RuleDto = components['schemas']['ReorderRule'];
type RulesInput = components['schemas']['ReorderRulesInput'];
type SuggestionDto = components['schemas']['ReorderSuggestion'];
type DraftInput = components['schemas']['ReorderDraftInput'];

const OUTLET_NOT_FOUND = 'Outlet not found';

async function requireOutlet(db: DbOrTx, reach: OutletReach, outletId: number) {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const [outlet] = await db
    .select({ id: outlets.id, name: outlets.name, address: outlets.address })
    .from(outlets)
    .where(eq(outlets.id, outletId));
  if (!outlet) throw new HttpError(404, OUTLET_NOT_FOUND);
  return outlet;
}

export interface RuleFilters extends PageQuery {
  outlet_id: number;
  sku_name?: string;
}

/** One outlet's rules by SKU name, with the stock on hand. */
export async function listReorderRules(db: DbOrTx, reach: OutletReach, filters: RuleFilters) {
  await requireOutlet(db, reach, filters.outlet_id);
  const where = and(
    eq(reorderRules.outletId, filters.outlet_id),
    filters.sku_name ? ilike(skus.name, likePattern(filters.sku_name)) : undefined,
  );
  const quantity = sql<number>`coalesce(${inventoryStocks.quantity}, 0)`.mapWith(Number);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({
          outlet_id: reorderRules.outletId,
          sku_id: reorderRules.skuId,
          sku_name: skus.name,
          unit: skus.unit,
          kind: skus.kind,
          stock_unit: stockUnitSql(skus.kind, skus.unit),
          quantity,
          min_quantity: reorderRules.minQuantity,
          max_quantity: reorderRules.maxQuantity,
          multiple: reorderRules.multiple,
          updatedAt: reorderRules.updatedAt,
          total: totalCount,
        })
        .from(reorderRules)
        .innerJoin(skus, eq(skus.id, reorderRules.skuId))
        .leftJoin(
          inventoryStocks,
          and(eq(inventoryStocks.outletId, reorderRules.outletId), eq(inventoryStocks.skuId, reorderRules.skuId)),
        )
        .where(where)
        .orderBy(asc(skus.name), asc(skus.id))
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: sql<number>`count(*)`.mapWith(Number) })
        .from(reorderRules)
        .innerJoin(skus, eq(skus.id, reorderRules.skuId))
        .where(where)
        .then(([row]) => row!.n),
    data: (rows): RuleDto[] =>
      rows.map(({ updatedAt, ...row }) => ({
        ...row,
        is_low_stock: row.quantity <= row.min_quantity,
        updated_at: updatedAt.toISOString(),
      })),
  });
}

const RULE_LIMIT = 100_000_000;

/** A rule's quantity: a whole number within bounds, else 422 naming the field. */
function wholeQuantity(value: number, field: string, label: string, least: number): number {
  if (!Number.isInteger(value)) throw unprocessable(`${label} must be a whole number`, field);
  if (value < least) throw unprocessable(`${label} must be at least ${least}`, field);
  if (value > RULE_LIMIT) throw unprocessable(`${label} must be at most ${RULE_LIMIT}`, field);
  return value;
}

/** Checks every rule, in order, before anything is written. */
export function checkRules(input: RulesInput) {
  const seen = new Set<number>();
  const rules = input.rules.map((rule, index) => {
    const at = `rules.${index}`;
    if (seen.has(rule.sku_id)) throw unprocessable('This SKU is listed twice', `${at}.sku_id`);
    seen.add(rule.sku_id);
    const min = wholeQuantity(rule.min_quantity, `${at}.min_quantity`, 'Minimum', 0);
    const max = wholeQuantity(rule.max_quantity, `${at}.max_quantity`, 'Maximum', 1);
    if (max < min) throw unprocessable('Maximum cannot be below the minimum', `${at}.max_quantity`);
    const multiple = wholeQuantity(rule.multiple, `${at}.multiple`, 'Multiple', 1);
    return { skuId: rule.sku_id, minQuantity: min, maxQuantity: max, multiple };
  });
  const removed = [...new Set(input.removed_sku_ids ?? [])];
  const both = removed.findIndex((id) => seen.has(id));
  if (both >= 0) throw unprocessable('A SKU cannot be both saved and removed', `removed_sku_ids.${both}`);
  return { rules, removed };
}

/**
 * Sets and removes an outlet's rules in one transaction. A rule whose figures change re-arms its
 * alert: the next crossing below the new minimum is told again.
 */
export async function saveReorderRules(db: DbOrTx, userId: number, reach: OutletReach, input: RulesInput) {
  const { rules, removed } = checkRules(input);
  return db.transaction(async (tx) => {
    await requireOutlet(tx, reach, input.outlet_id);
    if (rules.length) {
      const ids = rules.map((rule) => rule.skuId);
      const found = new Set(
        (await tx.select({ id: skus.id }).from(skus).where(inArray(skus.id, ids))).map((row) => row.id),
      );
      const missing = rules.findIndex((rule) => !found.has(rule.skuId));
      if (missing >= 0) throw unprocessable('SKU does not exist', `rules.${missing}.sku_id`);
      const now = new Date();
      await tx
        .insert(reorderRules)
        .values(rules.map((rule) => ({ ...rule, outletId: input.outlet_id, updatedBy: userId, updatedAt: now })))
        .onConflictDoUpdate({
          target: [reorderRules.outletId, reorderRules.skuId],
          set: {
            minQuantity: sql`excluded.min_quantity`,
            maxQuantity: sql`excluded.max_quantity`,
            multiple: sql`excluded.multiple`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`excluded.updated_at`,
            alertedAt: sql`case when ${reorderRules.minQuantity} = excluded.min_quantity then ${reorderRules.alertedAt} end`,
          },
        });
    }
    const gone = removed.length
      ? await tx
          .delete(reorderRules)
          .where(and(eq(reorderRules.outletId, input.outlet_id), inArray(reorderRules.skuId, removed)))
          .returning({ skuId: reorderRules.skuId })
      : [];
    await recordChange(tx, {
      recordType: 'reorder_rule',
      recordId: input.outlet_id,
      outletId: input.outlet_id,
      after: {
        saved: rules.map((rule) => ({
          sku_id: rule.skuId,
          min: rule.minQuantity,
          max: rule.maxQuantity,
          multiple: rule.multiple,
        })),
        removed: gone.map((rule) => rule.skuId),
      },
    });
    return { saved: rules.length, removed: gone.length };
  });
}

/** Stock units to bring a line to its maximum, rounded up to the multiple; 0 when nothing is needed. */
export function suggestedQuantity(line: {
  maxQuantity: number;
  multiple: number;
  onHand: number;
  inTransit: number;
  onOrder: number;
}): number {
  const need = line.maxQuantity - (line.onHand + line.inTransit + line.onOrder);
  if (need <= 0) return 0;
  return Math.ceil(need / line.multiple) * line.multiple;
}

interface SuggestionRow {
  outlet_id: number;
  outlet_name: string;
  sku_id: number;
  sku_name: string;
  unit: SkuUnit;
  kind: SkuKind;
  unit_amount: string | number;
  stock_unit: StockUnit;
  quantity: number;
  min_quantity: number;
  max_quantity: number;
  multiple: number;
  in_transit: number | string;
  on_order_purchase: number | string;
  vendor_id: number | null;
  vendor_name: string | null;
  last_unit_price: number | string | null;
  head_office_quantity: number | string;
}

/**
 * The lines at or below their minimum at one outlet or every outlet within reach, with what is on
 * the way and on order, the suggested quantity, the last vendor and price, and the head office's stock.
 */
export async function listReorderSuggestions(
  db: DbOrTx,
  reach: OutletReach,
  outletId: number | undefined,
): Promise<{ data: SuggestionDto[] }> {
  if (outletId !== undefined) await requireOutlet(db, reach, outletId);
  const scope: OutletReach = outletId === undefined ? reach : { all: false, ids: [outletId] };
  if (!scope.all && scope.ids.length === 0) return { data: [] };
  const hq = await headOfficeId(db).catch(() => null);
  const within = (column: string) =>
    scope.all
      ? sql`true`
      : sql`${sql.raw(column)} in (${sql.join(
          scope.ids.map((id) => sql`${id}::integer`),
          sql`, `,
        )})`;
  // Each figure is summed once over the outlets in scope and joined to the low lines, rather than
  // asked per line: the whole chain's suggestions are tens of thousands of lines.
  const rows = await rowsOf<SuggestionRow>(
    db,
    sql`with low as (
        select r.outlet_id, r.sku_id, r.min_quantity, r.max_quantity, r.multiple, coalesce(s.quantity, 0) as quantity
        from reorder_rules r
        left join inventory_stocks s on s.outlet_id = r.outlet_id and s.sku_id = r.sku_id
        where ${within('r.outlet_id')} and coalesce(s.quantity, 0) <= r.min_quantity
      ),
      transit as (
        select t.to_outlet_id as outlet_id, i.sku_id, sum(i.quantity) as quantity
        from stock_transfers t join stock_transfer_items i on i.transfer_id = t.id
        where t.status = 'IN_TRANSIT' and ${within('t.to_outlet_id')}
        group by 1, 2
      ),
      ordered as (
        select po.outlet_id, pi.sku_id, sum(pi.quantity - pi.quantity_received) as quantity
        from purchase_orders po join purchase_order_items pi on pi.purchase_order_id = po.id
        where po.status in ('PENDING', 'PARTIAL') and ${within('po.outlet_id')}
        group by 1, 2
      ),
      last as (
        select distinct on (pi.sku_id) pi.sku_id, po.vendor_id, pi.unit_price
        from purchase_order_items pi join purchase_orders po on po.id = pi.purchase_order_id
        where po.status <> 'CANCELLED' and pi.sku_id in (select sku_id from low)
        order by pi.sku_id, po.created_at desc, pi.id desc
      )
      select low.*, o.name as outlet_name, skus.name as sku_name, skus.unit, skus.kind, skus.unit_amount,
        ${stockUnitSql(skus.kind, skus.unit)} as stock_unit,
        coalesce(transit.quantity, 0) as in_transit, coalesce(ordered.quantity, 0) as on_order_purchase,
        last.vendor_id, v.name as vendor_name, last.unit_price as last_unit_price,
        coalesce(h.quantity, 0) as head_office_quantity
      from low
      join outlets o on o.id = low.outlet_id
      join skus on skus.id = low.sku_id
      left join transit on transit.outlet_id = low.outlet_id and transit.sku_id = low.sku_id
      left join ordered on ordered.outlet_id = low.outlet_id and ordered.sku_id = low.sku_id
      left join last on last.sku_id = low.sku_id
      left join vendors v on v.id = last.vendor_id
      left join inventory_stocks h on h.outlet_id = ${hq}::integer and h.sku_id = low.sku_id`,
  );
  // By outlet, then SKU name: sorted here on plain lower-case keys, which is far cheaper than the
  // database's collation over tens of thousands of lines.
  const keyed = rows.map((row) => ({
    row,
    key: [row.outlet_name.toLowerCase(), row.outlet_id, row.sku_name.toLowerCase(), row.sku_id] as const,
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < 4; i++) {
      if (a.key[i]! < b.key[i]!) return -1;
      if (a.key[i]! > b.key[i]!) return 1;
    }
    return 0;
  });
  const data: SuggestionDto[] = [];
  for (const { row } of keyed) {
    const perPurchase = stockUnitsPerPurchase(row.kind, row.unit, Number(row.unit_amount));
    const line = {
      onHand: Number(row.quantity),
      inTransit: Number(row.in_transit),
      onOrder: Number(row.on_order_purchase) * perPurchase,
      maxQuantity: Number(row.max_quantity),
      multiple: Number(row.multiple),
    };
    const suggested = suggestedQuantity(line);
    if (suggested <= 0) continue;
    const headOffice = row.outlet_id === hq ? 0 : Number(row.head_office_quantity);
    data.push({
      outlet_id: row.outlet_id,
      outlet_name: row.outlet_name,
      sku_id: row.sku_id,
      sku_name: row.sku_name,
      unit: row.unit,
      stock_unit: row.stock_unit,
      quantity: line.onHand,
      in_transit: line.inTransit,
      on_order: line.onOrder,
      min_quantity: Number(row.min_quantity),
      max_quantity: line.maxQuantity,
      multiple: line.multiple,
      suggested_quantity: suggested,
      units_per_purchase: perPurchase,
      vendor_id: row.vendor_id,
      vendor_name: row.vendor_name,
      last_unit_price: row.last_unit_price === null ? null : Number(row.last_unit_price),
      head_office_quantity: headOffice,
      head_office_can_send: row.outlet_id !== hq && headOffice >= suggested,
    });
  }
  return { data };
}

/** The price of one purchase unit: the SKU's last from this vendor, from any vendor, or its average cost. */
async function lastPrices(db: DbOrTx, skuIds: number[]) {
  const rows = await rowsOf<{ sku_id: number; vendor_id: number; unit_price: number | string; rank: number | string }>(
    db,
    sql`select sku_id, vendor_id, unit_price, rank from (
        select pi.sku_id, po.vendor_id, pi.unit_price,
          row_number() over (partition by pi.sku_id, po.vendor_id order by po.created_at desc, pi.id desc) as rank
        from purchase_order_items pi join purchase_orders po on po.id = pi.purchase_order_id
        where po.status <> 'CANCELLED' and pi.sku_id in (${sql.join(
          skuIds.map((id) => sql`${id}::integer`),
          sql`, `,
        )})
      ) p where rank = 1`,
  );
  const byVendor = new Map<string, number>();
  const latest = new Map<number, number>();
  for (const row of rows) byVendor.set(`${row.sku_id}:${row.vendor_id}`, Number(row.unit_price));
  const newest = await rowsOf<{ sku_id: number; unit_price: number | string }>(
    db,
    sql`select distinct on (pi.sku_id) pi.sku_id, pi.unit_price
      from purchase_order_items pi join purchase_orders po on po.id = pi.purchase_order_id
      where po.status <> 'CANCELLED' and pi.sku_id in (${sql.join(
        skuIds.map((id) => sql`${id}::integer`),
        sql`, `,
      )})
      order by pi.sku_id, po.created_at desc, pi.id desc`,
  );
  for (const row of newest) latest.set(row.sku_id, Number(row.unit_price));
  return { byVendor, latest };
}

/** The header terms of the vendor's last purchase order (its bank details above all). */
async function lastHeaders(db: DbOrTx, vendorIds: number[]) {
  const rows = await db
    .selectDistinctOn([purchaseOrders.vendorId])
    .from(purchaseOrders)
    .where(inArray(purchaseOrders.vendorId, vendorIds))
    .orderBy(purchaseOrders.vendorId, sql`${purchaseOrders.createdAt} desc`, sql`${purchaseOrders.id} desc`);
  return new Map(rows.map((row) => [row.vendorId, row]));
}

/** Days from today (Jakarta) a drafted order asks to be delivered. */
const DELIVERY_DAYS = 3;

/**
 * Drafts one PENDING purchase order per vendor for the outlet, all in one transaction, through the
 * purchase orders' own creation (numbers, checks, amounts). Answers them by vendor name.
 */
export async function draftPurchaseOrders(
  db: DbOrTx,
  userId: number,
  reach: OutletReach,
  purchaseReach: OutletReach,
  input: DraftInput,
): Promise<PurchaseOrderDto[]> {
  return db.transaction(async (tx) => {
    const outlet = await requireOutlet(tx, reach, input.outlet_id);
    requireReach(purchaseReach, outlet.id, OUTLET_NOT_FOUND);
    const skuIds = [...new Set(input.items.map((item) => item.sku_id))];
    const vendorIds = [...new Set(input.items.map((item) => item.vendor_id))];
    const [skuRows, vendorRows, buyer] = await Promise.all([
      tx
        .select({
          id: skus.id,
          name: skus.name,
          kind: skus.kind,
          unit: skus.unit,
          unitAmount: skus.unitAmount,
          avgCostMilli: skus.avgCostMilli,
        })
        .from(skus)
        .where(inArray(skus.id, skuIds)),
      tx.select({ id: vendors.id, name: vendors.name }).from(vendors).where(inArray(vendors.id, vendorIds)),
      tx
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, userId))
        .then(([row]) => row?.name ?? ''),
    ]);
    const skuById = new Map(skuRows.map((row) => [row.id, row]));
    const vendorById = new Map(vendorRows.map((row) => [row.id, row]));
    const seen = new Set<number>();
    input.items.forEach((item, index) => {
      if (!skuById.has(item.sku_id)) throw unprocessable('SKU does not exist', `items.${index}.sku_id`);
      if (!vendorById.has(item.vendor_id)) throw unprocessable('Vendor does not exist', `items.${index}.vendor_id`);
      if (seen.has(item.sku_id)) throw unprocessable('This SKU is listed twice', `items.${index}.sku_id`);
      seen.add(item.sku_id);
    });
    const [prices, headers] = await Promise.all([lastPrices(tx, skuIds), lastHeaders(tx, vendorIds)]);
    const groups = new Map<number, { sku: number; item_name: string; quantity: number; unit_price: number }[]>();
    input.items.forEach((item, index) => {
      const sku = skuById.get(item.sku_id)!;
      const perPurchase = stockUnitsPerPurchase(sku.kind, sku.unit, sku.unitAmount);
      const fromCost = sku.avgCostMilli ? Math.max(1, Math.round((sku.avgCostMilli * perPurchase) / 1000)) : null;
      const price =
        item.unit_price ??
        prices.byVendor.get(`${item.sku_id}:${item.vendor_id}`) ??
        prices.latest.get(item.sku_id) ??
        fromCost;
      if (!price) throw unprocessable(`No price is known for ${sku.name}: enter one`, `items.${index}.unit_price`);
      const lines = groups.get(item.vendor_id) ?? [];
      lines.push({
        sku: sku.id,
        item_name: sku.name,
        quantity: Math.ceil(item.quantity / perPurchase),
        unit_price: price,
      });
      groups.set(item.vendor_id, lines);
    });
    const order = [...groups.keys()].sort((a, b) => vendorById.get(a)!.name.localeCompare(vendorById.get(b)!.name));
    const created: PurchaseOrderDto[] = [];
    for (const vendorId of order) {
      const vendor = vendorById.get(vendorId)!;
      const last = headers.get(vendorId);
      if (!last) {
        const index = input.items.findIndex((item) => item.vendor_id === vendorId);
        throw unprocessable(
          `${vendor.name} has no earlier purchase order to take its payment details from: create one by hand first`,
          `items.${index}.vendor_id`,
        );
      }
      const items = groups.get(vendorId)!.map((line) => ({ ...line, total_price: line.quantity * line.unit_price }));
      const subtotal = items.reduce((sum, line) => sum + line.total_price, 0);
      const po = await createPurchaseOrder(
        tx,
        userId,
        purchaseReach,
        {
          po_number: await nextPurchaseOrderNumber(tx),
          vendor_id: vendorId,
          outlet_id: outlet.id,
          buyer: buyer || last.buyer,
          delivery_address: outlet.address,
          expected_delivery_date: addDays(jakartaDate(Date.now()), DELIVERY_DAYS),
          shipping_method: last.shippingMethod,
          shipping_terms: last.shippingTerms,
          payment_method: last.paymentMethod,
          payment_terms: last.paymentTerms,
          bank_name: last.bankName,
          bank_account_name: last.bankAccountName,
          bank_account_number: last.bankAccountNumber,
          subtotal,
          tax: 0,
          total_amount: subtotal,
          withTax: false,
          taxRate: 0,
          items,
        },
        'drafted_from_reorder',
      );
      created.push(po);
    }
    return created;
  });
}
