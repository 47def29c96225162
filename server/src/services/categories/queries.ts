// Reading categories with the number of SKUs in each.
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { categories, skus } from '../../db/schema';
import { likePattern } from '../../lib/handler-types';
import { notFound } from '../../lib/http-error';

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

export async function listCategories(db: DbOrTx, filters: CategoryFilters, limit: number, offset: number) {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(categories.name, likePattern(filters.name)));
  if (filters.status !== undefined) conditions.push(eq(categories.status, filters.status));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(categories)
      .leftJoin(skus, eq(skus.categoryId, categories.id))
      .where(where)
      .groupBy(categories.id)
      .orderBy(desc(categories.createdAt), desc(categories.id))
      .limit(limit)
      .offset(offset),
    db.select({ value: count() }).from(categories).where(where),
  ]);
  return { data: rows.map(toDto), total: total?.value ?? 0 };
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
