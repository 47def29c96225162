// The names an audit entry is read with: the record's own (a document's number, or its name) and
// those of the records its changes refer to by id (a vendor, an outlet, a user, a SKU on a line).
// Read when the log is read, so a page's names are what the records are called now; a page takes
// one query per kind of record it names, whatever its length. Customers are personal data: they
// are never named here.
import { inArray } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import {
  areas,
  categories,
  invoices,
  modifierGroups,
  modifierOptions,
  outlets,
  paymentGateways,
  promotions,
  purchaseOrders,
  roles,
  skus,
  stocktakes,
  stockTransfers,
  users,
  vendors,
} from '../../db/schema';
import type { AuditChange } from '../../db/schema';

/** A kind of record named by id, and the column people call it by. */
const KINDS = {
  area: { table: areas, id: areas.id, name: areas.name },
  category: { table: categories, id: categories.id, name: categories.name },
  invoice: { table: invoices, id: invoices.id, name: invoices.invoiceNumber },
  modifier_group: { table: modifierGroups, id: modifierGroups.id, name: modifierGroups.name },
  modifier_option: { table: modifierOptions, id: modifierOptions.id, name: modifierOptions.name },
  outlet: { table: outlets, id: outlets.id, name: outlets.name },
  payment_gateway: { table: paymentGateways, id: paymentGateways.id, name: paymentGateways.name },
  promotion: { table: promotions, id: promotions.id, name: promotions.name },
  purchase_order: { table: purchaseOrders, id: purchaseOrders.id, name: purchaseOrders.poNumber },
  role: { table: roles, id: roles.id, name: roles.name },
  sku: { table: skus, id: skus.id, name: skus.name },
  stock_transfer: { table: stockTransfers, id: stockTransfers.id, name: stockTransfers.transferNumber },
  stocktake: { table: stocktakes, id: stocktakes.id, name: stocktakes.stocktakeNumber },
  user: { table: users, id: users.id, name: users.name },
  vendor: { table: vendors, id: vendors.id, name: vendors.name },
} satisfies Record<string, { table: PgTable; id: AnyPgColumn; name: AnyPgColumn }>;

type Kind = keyof typeof KINDS | 'order';

/** The fields holding another record's id (or a list of ids), of a record or of its lines, by what they name. */
const REFERENCE_FIELDS: Record<string, Kind> = {
  approval_decided_by: 'user',
  approval_requested_by: 'user',
  cancelled_by: 'user',
  changed_by: 'user',
  closed_by: 'user',
  counted_by: 'user',
  created_by: 'user',
  marked_by: 'user',
  received_by: 'user',
  updated_by: 'user',
  user_id: 'user',
  owner_id: 'user',
  staff_ids: 'user',
  outlet_id: 'outlet',
  outlet_ids: 'outlet',
  from_outlet_id: 'outlet',
  to_outlet_id: 'outlet',
  sku_id: 'sku',
  sku_ids: 'sku',
  bundle_sku_id: 'sku',
  component_sku_id: 'sku',
  ingredient_sku_id: 'sku',
  product_sku_id: 'sku',
  vendor_id: 'vendor',
  category_id: 'category',
  category_ids: 'category',
  promotion_id: 'promotion',
  role_id: 'role',
  purchase_order_id: 'purchase_order',
  order_id: 'order',
  invoice_id: 'invoice',
  stocktake_id: 'stocktake',
  transfer_id: 'stock_transfer',
  group_id: 'modifier_group',
  option_id: 'modifier_option',
  modifier_option_id: 'modifier_option',
  payment_gateway_id: 'payment_gateway',
  area_id: 'area',
  parent_area_id: 'area',
};

/** The kind of record each record type is, where its id names one; the rest are named by their id alone. */
const RECORD_KINDS: Record<string, Kind> = {
  sku: 'sku',
  category: 'category',
  purchase_order: 'purchase_order',
  user: 'user',
  role: 'role',
  outlet: 'outlet',
  vendor: 'vendor',
  payment_gateway: 'payment_gateway',
  order: 'order',
  invoice: 'invoice',
  // A SKU's stock, and an outlet's sold-out list and reorder rules, are recorded under the SKU's or outlet's id.
  inventory: 'sku',
  sold_out: 'outlet',
  reorder_rule: 'outlet',
  stock_transfer: 'stock_transfer',
  stocktake: 'stocktake',
  session: 'user',
  modifier_group: 'modifier_group',
  promotion: 'promotion',
};

interface Entry {
  recordType: string;
  recordId: string;
  changes: AuditChange[];
}

/** The names an entry is read with. */
export interface EntryNames {
  recordName: string | null;
  names: Record<string, Record<string, string>>;
}

const idOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value > 0
    ? value
    : typeof value === 'string' && /^[1-9]\d{0,9}$/.test(value)
      ? Number(value)
      : undefined;

/** Every (field, id) a value refers to: the field itself, a list of ids, or the fields of its lines. */
function* referencesIn(field: string, value: unknown): Generator<[string, number]> {
  if (Array.isArray(value)) {
    for (const item of value) yield* referencesIn(field, item);
    return;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) yield* referencesIn(key, inner);
    return;
  }
  const id = idOf(value);
  if (id !== undefined && REFERENCE_FIELDS[field]) yield [field, id];
}

/** The names of the records `ids` name, by kind: one query a kind. */
async function readNames(db: DbOrTx, ids: Map<Kind, Set<number>>): Promise<Map<Kind, Map<number, string>>> {
  const read = await Promise.all(
    [...ids].map(async ([kind, wanted]): Promise<[Kind, Map<number, string>]> => {
      // An order is known by its number, which is its id.
      if (kind === 'order') return [kind, new Map([...wanted].map((id) => [id, `#${id}`]))];
      const { table, id, name } = KINDS[kind];
      const rows = (await db
        .select({ id, name })
        .from(table as PgTable)
        .where(inArray(id, [...wanted]))) as { id: number; name: string | null }[];
      return [kind, new Map(rows.flatMap((row) => (row.name ? [[row.id, row.name] as const] : [])))];
    }),
  );
  return new Map(read);
}

/** The names of a page of entries: their records' and those their changes refer to. */
export async function entryNames(db: DbOrTx, entries: readonly Entry[]): Promise<EntryNames[]> {
  const wanted = new Map<Kind, Set<number>>();
  const want = (kind: Kind, id: number) => {
    const set = wanted.get(kind) ?? new Set<number>();
    set.add(id);
    wanted.set(kind, set);
  };
  const perEntry = entries.map((entry) => {
    const refs: [string, number][] = [];
    for (const change of entry.changes) {
      refs.push(...referencesIn(change.field, change.before), ...referencesIn(change.field, change.after));
    }
    for (const [field, id] of refs) want(REFERENCE_FIELDS[field]!, id);
    const kind = RECORD_KINDS[entry.recordType];
    const recordId = idOf(entry.recordId);
    if (kind && recordId !== undefined) want(kind, recordId);
    return { refs, kind, recordId };
  });
  const names = await readNames(db, wanted);
  return perEntry.map(({ refs, kind, recordId }) => {
    const byField: Record<string, Record<string, string>> = {};
    for (const [field, id] of refs) {
      const name = names.get(REFERENCE_FIELDS[field]!)?.get(id);
      if (name === undefined) continue;
      (byField[field] ??= {})[String(id)] = name;
    }
    const recordName = kind && recordId !== undefined ? (names.get(kind)?.get(recordId) ?? null) : null;
    return { recordName, names: byField };
  });
}
