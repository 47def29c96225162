// Vendors: the list (also the purchase-order and report look-up) and one vendor.
import { and, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { vendors } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { likePattern, pagedList, totalCount, type PageQuery } from '../../lib/paged-list';

export type VendorDto = components['schemas']['Vendor'];

export interface VendorFilters extends PageQuery {
  name?: string;
  vendor_ids?: number[];
}

export function toVendorDto(row: typeof vendors.$inferSelect): VendorDto {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    contact_person: row.contactPerson,
    phone: row.phone,
    email: row.email,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function filtersWhere(filters: VendorFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.name) conditions.push(ilike(vendors.name, likePattern(filters.name)));
  if (filters.vendor_ids?.length) conditions.push(inArray(vendors.id, filters.vendor_ids));
  return conditions.length ? and(...conditions) : undefined;
}

export function listVendors(db: DbOrTx, filters: VendorFilters) {
  const where = filtersWhere(filters);
  return pagedList(filters, {
    rows: (limit, offset) =>
      db
        .select({ vendor: vendors, total: totalCount })
        .from(vendors)
        .where(where)
        .orderBy(desc(vendors.createdAt), desc(vendors.id))
        .limit(limit)
        .offset(offset),
    count: () => db.$count(vendors, where),
    data: (rows) => rows.map((r) => toVendorDto(r.vendor)),
  });
}

export async function getVendor(db: DbOrTx, id: number): Promise<VendorDto> {
  const [row] = await db.select().from(vendors).where(eq(vendors.id, id));
  if (!row) throw notFound('Vendor');
  return toVendorDto(row);
}
