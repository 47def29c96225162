// Reading categories with the number of SKUs in each.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { categories, skus } from '../../db/schema';
import { likePattern } from '../../lib/handler-types';
import { notFound } from '../../lib/http-error';
import { pagedList, totalCount, type Page } from '../../lib/paged-list';

export type CategoryDto = components['schemas']['Category'];

export interface CategoryFilters {
  name?: string;
  status?: boolean;
}

const columns = {
  id: categories.id,
  name: categories.name,
  status: categories.status,
  imageUrl: categories.imageUrl,
  createdAt: categories.createdAt,
  updatedAt: categories.updatedAt,
  skuCount: count(skus.id),
};

function toDto(row: {
  id: number;
  name: string;
  status: boolean;
  imageUrl: string;
  createdAt: Date;
  updatedAt: Date;
  skuCount: number;
}): CategoryDto {
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

export function listCategories(db: DbOrTx, filters: CategoryFilters, page: Page) {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(categories.name, likePattern(filters.name)));
  if (filters.status !== undefined) conditions.push(eq(categories.status, filters.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    page,
    (limit, offset) =>
      db
        .select({ ...columns, total: totalCount })
        .from(categories)
        .leftJoin(skus, eq(skus.categoryId, categories.id))
        .where(where)
        .groupBy(categories.id)
        .orderBy(desc(categories.createdAt), desc(categories.id))
        .limit(limit)
        .offset(offset),
    () => db.$count(categories, where),
    (rows) => rows.map(toDto),
  );
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
