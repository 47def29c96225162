// SKUs as the contract shows them: the list (filters, sorting, paging), one SKU, and a bundle's
// components. A page is one statement: its SKUs read off the index of the sort (or, searched by
// name, the trigram index), the total counted once beside them, and the stock and bundle items
// of the page's SKUs alone (PostgreSQL evaluates those subqueries after the limit).
import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { categories, skuBundleItems, skus } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { likePattern, pagedList, type PageQuery } from '../../lib/paged-list';
import { milliToRupiah } from '../../lib/stock-units';

export type SkuDto = components['schemas']['Sku'];
export type SkuBundleComponentDto = components['schemas']['SkuBundleComponent'];
type SortBy = 'name' | 'price' | 'created_at' | 'updated_at';

export interface SkuFilters extends PageQuery {
  name?: string;
  sort_by?: SortBy;
  sort_key?: 'asc' | 'desc';
  category_id?: number;
  status?: boolean;
  is_bundled?: boolean;
  kind?: (typeof skus.kind.enumValues)[number];
  sku_ids?: number[];
}

/**
 * Stock units of a SKU over every outlet, or for a bundle how many bundles its components make
 * (the least, over its components, of stock ÷ quantity per bundle, rounded down; 0 without stock).
 */
// Written against the outer `skus` row by its table name: Drizzle leaves a column of a
// single-table query unqualified, which inside a subquery would name the subquery's own column.
const stockQuantity = sql<number>`coalesce(case when skus.is_bundled then (
    select min(greatest(coalesce((select sum(st.quantity) from inventory_stocks st where st.sku_id = bi.component_sku_id), 0), 0) / bi.quantity)
    from sku_bundle_items bi
    where bi.bundle_sku_id = skus.id
  ) else (select sum(st.quantity) from inventory_stocks st where st.sku_id = skus.id) end, 0)`.mapWith(Number);

const bundleItems = sql<SkuDto['bundle_items']>`coalesce((
    select json_agg(json_build_object('component_sku_id', bi.component_sku_id, 'quantity', bi.quantity) order by bi.id)
    from sku_bundle_items bi where bi.bundle_sku_id = skus.id
  ), '[]'::json)`;

const columns = {
  id: skus.id,
  name: skus.name,
  status: skus.status,
  categoryId: skus.categoryId,
  categoryName: categories.name,
  price: skus.price,
  discountedPrice: skus.discountedPrice,
  unitAmount: skus.unitAmount,
  unit: skus.unit,
  imageUrl: skus.imageUrl,
  isBundled: skus.isBundled,
  isWatched: skus.isWatched,
  kind: skus.kind,
  batchYield: skus.batchYield,
  holdingMinutes: skus.holdingMinutes,
  tracksExpiry: skus.tracksExpiry,
  avgCostMilli: skus.avgCostMilli,
  createdAt: skus.createdAt,
  updatedAt: skus.updatedAt,
  stock: stockQuantity,
  items: bundleItems,
};

type SkuRow = {
  [K in keyof typeof columns]: (typeof columns)[K] extends SQL<infer T>
    ? T
    : (typeof columns)[K] extends AnyColumn
      ? (typeof columns)[K]['_']['notNull'] extends true
        ? (typeof columns)[K]['_']['data']
        : (typeof columns)[K]['_']['data'] | null
      : never;
};

// Names sort as people read them, ignoring case (the unique index on lower(name) serves it).
const sortColumns: Record<SortBy, AnyColumn | SQL> = {
  name: sql`lower(${skus.name})`,
  price: skus.price,
  created_at: skus.createdAt,
  updated_at: skus.updatedAt,
};

function filtersWhere(filters: SkuFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(skus.name, likePattern(filters.name)));
  if (filters.category_id !== undefined) conditions.push(eq(skus.categoryId, filters.category_id));
  if (filters.status !== undefined) conditions.push(eq(skus.status, filters.status));
  if (filters.is_bundled !== undefined) conditions.push(eq(skus.isBundled, filters.is_bundled));
  if (filters.kind !== undefined) conditions.push(eq(skus.kind, filters.kind));
  if (filters.sku_ids?.length) conditions.push(inArray(skus.id, filters.sku_ids));
  return conditions.length ? and(...conditions) : undefined;
}

function toDto(row: SkuRow): SkuDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    category_id: row.categoryId,
    category_name: row.categoryName,
    price: row.price,
    unit_amount: Number(row.unitAmount),
    unit: row.unit,
    image_url: row.imageUrl,
    is_bundled: row.isBundled,
    bundle_items: row.items,
    discounted_price: row.discountedPrice,
    is_watched: row.isWatched,
    kind: row.kind,
    batch_yield: row.batchYield,
    holding_minutes: row.holdingMinutes,
    tracks_expiry: row.tracksExpiry,
    unit_cost: milliToRupiah(row.avgCostMilli),
    stock_quantity: row.stock,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * Where a page is read from, and its total. Searched by name: the SKUs found by the trigram index,
 * counted as they are read (the window also keeps the planner from reading down a sort's index
 * and filtering, which reads most of the catalogue when the matches sort late), as a subquery
 * named like the table. Otherwise the table, down the index of the sort, the total counted apart
 * (an init plan, once) so the page can stop at its last row.
 */
function pageSource(db: DbOrTx, filters: SkuFilters, where: SQL | undefined) {
  if (!filters.name) {
    const total = db.select({ total: count() }).from(skus).where(where);
    return { table: skus, where, total: sql<number>`(${total})`.mapWith(Number) };
  }
  const found = db
    .select({ ...getTableColumns(skus), total: sql<number>`count(*) over ()`.as('total') })
    .from(skus)
    .where(where)
    .as('skus');
  return {
    table: found as unknown as typeof skus,
    where: undefined,
    total: sql<number>`${found.total}`.mapWith(Number),
  };
}

export function listSkus(db: DbOrTx, filters: SkuFilters) {
  const where = filtersWhere(filters);
  const sortBy = sortColumns[filters.sort_by ?? 'created_at'];
  const direction = filters.sort_key === 'asc' ? asc : desc;
  const source = pageSource(db, filters, where);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ ...columns, total: source.total })
        .from(source.table)
        .innerJoin(categories, eq(categories.id, skus.categoryId))
        .where(source.where)
        .orderBy(direction(sortBy), direction(skus.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(skus, where),
    data: (rows) => rows.map(toDto),
  });
}

export async function getSku(db: DbOrTx, id: number): Promise<SkuDto> {
  const rows = await db
    .select(columns)
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.categoryId))
    .where(eq(skus.id, id));
  if (!rows[0]) throw notFound('SKU');
  return toDto(rows[0]);
}

/** A bundle's components with their names and units, in the order they were listed. */
export async function listBundleComponents(db: DbOrTx, bundleId: number): Promise<SkuBundleComponentDto[]> {
  const rows = await db
    .select({
      component_sku_id: skuBundleItems.componentSkuId,
      component_sku_name: skus.name,
      quantity: skuBundleItems.quantity,
      unit_amount: skus.unitAmount,
      unit: skus.unit,
    })
    .from(skuBundleItems)
    .innerJoin(skus, eq(skus.id, skuBundleItems.componentSkuId))
    .where(eq(skuBundleItems.bundleSkuId, bundleId))
    .orderBy(asc(skuBundleItems.id));
  return rows.map((r) => ({ ...r, unit_amount: Number(r.unit_amount) }));
}

/** 404 unless the SKU exists. */
export async function assertSkuExists(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: skus.id }).from(skus).where(eq(skus.id, id));
  if (!row) throw notFound('SKU');
}
