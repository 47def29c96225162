// What the counter sells at an outlet: every active product (not ingredients), by category and
// name, with its prices, whether the outlet has it sold out, and the modifier groups its cup is
// chosen with (each option's availability there).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { components } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { categories, outlets, skus, soldOutItems } from '../../db/schema';
import { notFound } from '../../lib/http-error';
import { requireReach, type OutletReach } from '../../lib/outlet-access';
import { menuGroups } from '../orders/menu-groups';

type CounterMenuDto = components['schemas']['CounterMenu'];

const OUTLET_NOT_FOUND = 'Outlet not found';

export async function counterMenu(db: DbOrTx, reach: OutletReach, outletId: number): Promise<CounterMenuDto> {
  requireReach(reach, outletId, OUTLET_NOT_FOUND);
  const [outlet] = await db.select({ registers: outlets.registers }).from(outlets).where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('Outlet');
  const rows = await db
    .select({
      sku_id: skus.id,
      name: skus.name,
      category_id: categories.id,
      category_name: categories.name,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      imageUrl: skus.imageUrl,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutItems} where ${soldOutItems.outletId} = ${outletId} and ${soldOutItems.skuId} = ${skus.id})`,
    })
    .from(skus)
    .innerJoin(categories, eq(categories.id, skus.categoryId))
    .where(and(eq(skus.status, true), eq(skus.kind, 'product')))
    .orderBy(asc(categories.name), asc(skus.name), asc(skus.id));
  const groups = await menuGroups(
    db,
    outletId,
    rows.map((row) => row.sku_id),
  );
  return {
    outlet_id: outletId,
    registers: outlet.registers,
    products: rows.map(({ discountedPrice, imageUrl, soldOut, ...row }) => ({
      ...row,
      discounted_price: discountedPrice > 0 ? discountedPrice : null,
      image_url: imageUrl || null,
      available: !soldOut,
      modifier_groups: groups.get(row.sku_id) ?? [],
    })),
  };
}
