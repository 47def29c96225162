// The purchase-order report: per period (by the Jakarta day a PO was created) and vendor, the POs
// raised, their totals with tax, and what was received and is still missing on the same basis: each
// PO's received goods at unit price, with the PO's tax pro rata, rounded to the rupiah; outstanding
// is the rest of the total. So total = received + outstanding on every row and in the sums. Only the
// POs received at the outlets in scope count (those chosen within the caller's reach).
import { and, asc, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { purchaseOrderItems, purchaseOrders, vendors } from '../../db/schema';
import { startOfJakartaDay } from '../../lib/jakarta-time';
import { withinReach, type OutletReach } from '../../lib/outlet-access';
import { periodsOf, truncUnit, type Period, type PeriodType, type Range } from '../../lib/report-periods';

export interface PurchaseOrderRow extends Period {
  vendor_id: number;
  vendor_name: string;
  po_count: number;
  total_amount: number;
  received_amount: number;
  outstanding_amount: number;
  completed_count: number;
}

export async function purchaseOrderReport(
  db: DbOrTx,
  type: PeriodType,
  range: Range,
  vendorIds: number[] | undefined,
  scope: OutletReach,
): Promise<PurchaseOrderRow[]> {
  const po = purchaseOrders;
  const i = purchaseOrderItems;
  const key = sql<string>`to_char(date_trunc(${truncUnit(type)}, (${po.createdAt} at time zone 'Asia/Jakarta')::date::timestamp), 'YYYY-MM-DD')`;
  const lines = db
    .select({
      purchaseOrderId: i.purchaseOrderId,
      received: sql<string>`sum(${i.quantityReceived}::bigint * ${i.unitPrice})`.as('received'),
    })
    .from(i)
    .groupBy(i.purchaseOrderId)
    .as('lines');
  // A PO's received value with its tax share; the subtotal is at least 1 (every line costs something).
  const receivedWithTax = sql`round(coalesce(${lines.received}, 0)::numeric * ${po.totalAmount} / nullif(${po.subtotal}, 0))::bigint`;
  const rows = await db
    .select({
      key,
      vendor_id: vendors.id,
      vendor_name: vendors.name,
      po_count: sql<number>`count(*)::int`,
      total_amount: sql<string>`sum(${po.totalAmount})`,
      received_amount: sql<string>`coalesce(sum(${receivedWithTax}), 0)`,
      outstanding_amount: sql<string>`coalesce(sum(${po.totalAmount} - coalesce(${receivedWithTax}, 0)), 0)`,
      completed_count: sql<number>`(count(*) filter (where ${po.status} = 'COMPLETED'))::int`,
    })
    .from(po)
    .innerJoin(vendors, sql`${vendors.id} = ${po.vendorId}`)
    .leftJoin(lines, sql`${lines.purchaseOrderId} = ${po.id}`)
    .where(
      and(
        ne(po.status, 'CANCELLED'),
        withinReach(po.outletId, scope),
        sql`${po.createdAt} >= ${new Date(startOfJakartaDay(range.start))}`,
        sql`${po.createdAt} < ${new Date(startOfJakartaDay(range.end) + 86_400_000)}`,
        vendorIds?.length ? inArray(po.vendorId, vendorIds) : undefined,
      ),
    )
    .groupBy(sql`1`, vendors.id, vendors.name)
    .orderBy(sql`1`, asc(vendors.name), asc(vendors.id));
  const periods = new Map(periodsOf(type, range).map((p) => [p.key, p]));
  return rows.map(({ key: k, ...r }) => ({
    ...periods.get(k)!,
    ...r,
    total_amount: Number(r.total_amount),
    received_amount: Number(r.received_amount),
    outstanding_amount: Number(r.outstanding_amount),
  }));
}

const AMOUNTS = ['po_count', 'total_amount', 'received_amount', 'outstanding_amount', 'completed_count'] as const;
type Amounts = Record<(typeof AMOUNTS)[number], number>;

/** The whole range: all vendors together, and each vendor's totals (largest first) for a chart. */
export function purchaseOrderTotals(rows: PurchaseOrderRow[]) {
  const summary = Object.fromEntries(AMOUNTS.map((k) => [k, 0])) as Amounts;
  const vendors = new Map<number, Amounts & { vendor_id: number; vendor_name: string }>();
  for (const row of rows) {
    let vendor = vendors.get(row.vendor_id);
    if (!vendor) {
      vendor = {
        vendor_id: row.vendor_id,
        vendor_name: row.vendor_name,
        ...Object.fromEntries(AMOUNTS.map((k) => [k, 0])),
      } as Amounts & { vendor_id: number; vendor_name: string };
      vendors.set(row.vendor_id, vendor);
    }
    for (const k of AMOUNTS) {
      summary[k] += row[k];
      vendor[k] += row[k];
    }
  }
  return {
    summary,
    vendors: [...vendors.values()].sort(
      (a, b) => b.total_amount - a.total_amount || a.vendor_name.localeCompare(b.vendor_name),
    ),
  };
}
