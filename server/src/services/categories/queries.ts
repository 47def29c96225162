// Categories with the number of SKUs in each: the list, one category, and the writes.
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import { builtOnce } from '../../db/built-once';
import type { Db, DbOrTx } from '../../db/client';
import { categories, skus } from '../../db/schema';
import { conflictOnUnique, notFound } from '../../lib/http-error';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';
import { recordChange, snapshot } from '../../lib/audit';

export type CategoryDto = components['schemas']['Category'];

export interface CategoryFilters extends PageQuery {
  name?: string;
  status?: boolean;
}

export interface CategoryInput {
  name: string;
  status: boolean;
  imageUrl: string;
}

// Names are unique ignoring case; the index decides.
const duplicateName = conflictOnUnique({
  categories_name_lower_unique: { detail: 'A category with this name already exists', field: 'name' },
});

const columns = {
  id: categories.id,
  name: categories.name,
  status: categories.status,
  imageUrl: categories.imageUrl,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  skuCount: count(skus.id),
};

type CategoryRow = { id: number; name: string; status: boolean; imageUrl: string; createdAt: Date; updatedAt: Date };

function toDto(row: CategoryRow & { skuCount: number }): CategoryDto {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    image_url: row.imageUrl,
    sku_count: Number(row.skuCount),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filtersWhere(filters: CategoryFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(categories.name, likePattern(filters.name)));
  if (filters.status !== undefined) conditions.push(eq(categories.status, filters.status));
  return conditions.length ? and(...conditions) : undefined;
}

/**
 * A page of the list for one combination of filters (by name, by status), built once per database
 * (see builtOnce): the catalogue screens ask for this list all day, and building the query took
 * longer than running it. The filters' values, the page size and the offset are its placeholders.
 */
function listQuery(filterByName: boolean, filterByStatus: boolean) {
  return builtOnce((db) =>
    db
      .select({ ...columns, total: totalCount })
      .from(categories)
      .leftJoin(skus, eq(skus.categoryId, categories.id))
      .where(
        and(
          filterByName ? ilike(categories.name, sql.placeholder('name')) : undefined,
          filterByStatus ? eq(categories.status, sql.placeholder('status')) : undefined,
        ),
      )
      .groupBy(categories.id)
      .orderBy(desc(categories.createdAt), desc(categories.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(''),
  );
}

const listQueries = [listQuery(false, false), listQuery(true, false), listQuery(false, true), listQuery(true, true)];

export function listCategories(db: DbOrTx, filters: CategoryFilters) {
  const query = listQueries[(filters.name ? 1 : 0) + (filters.status !== undefined ? 2 : 0)]!(db);
  return pagedList(filters, {
    rows: (limit, offset) =>
      query.execute({
        name: filters.name ? likePattern(filters.name) : undefined,
        status: filters.status,
        limit,
        offset,
      }),
    count: () => db.$count(categories, filtersWhere(filters)),
    data: (rows) => rows.map(toDto),
  });
}

export async function getCategory(db: DbOrTx, id: number): Promise<CategoryDto> {
  const [row] = await db
    .select(columns)
    .from(categories)
    .leftJoin(skus, eq(skus.categoryId, categories.id))
    .where(eq(categories.id, id))
    .groupBy(categories.id);
  if (!row) throw notFound('Category');
  return toDto(row);
}

/** A new category has no SKUs yet, so the inserted row is the whole answer. */
export function createCategory(db: Db, input: CategoryInput): Promise<CategoryDto> {
  // One statement, still in a transaction: the request's Idempotency-Key is marked applied in the same commit.
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(categories).values(input).returning().catch(duplicateName);
    await recordChange(tx, { recordType: 'category', recordId: row!.id, after: row });
    return toDto({ ...row!, skuCount: 0 });
  });
}

export function updateCategory(db: Db, id: number, input: CategoryInput): Promise<CategoryDto> {
  return db.transaction(async (tx) => {
    const before = await snapshot(tx, categories, id);
    const [row] = await tx
      .update(categories)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(categories.id, id))
      .returning()
      .catch(duplicateName);
    if (!row) throw notFound('Category');
    await recordChange(tx, { recordType: 'category', recordId: id, before, after: row });
    return toDto({ ...row, skuCount: await tx.$count(skus, eq(skus.categoryId, id)) });
  });
}
