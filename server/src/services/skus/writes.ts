// The SKU writes and the rules they keep:
// - names are unique ignoring case (the unique index decides: 409), and a name given never starts
//   like a spreadsheet formula nor holds a control character (422; a SKU keeps a name it had);
// - a bundle has at least one component, each an existing single product (not an ingredient nor a
//   prep item), listed once, never the bundle itself; a SKU that is a component cannot become a bundle (422);
// - an ingredient is never a bundle, never has a recipe and never sits in a bundle; a SKU used in a
//   recipe stays an ingredient or a prep item, and a product with a recipe stays a single product
//   (422: remove the recipe first, so a recipe is never dropped as a side effect);
// - a prep item (made in the shop in batches, never sold) has a batch recipe of ingredients, a
//   batch yield and a holding time, and is never a bundle nor in one;
// - an active bundle contains only active SKUs: a component of an active bundle cannot be
//   deactivated (409) and an active bundle cannot take an inactive component (422);
// - the discounted price is 0 … price (422, backed by a check constraint);
// - a bulk action changes every listed SKU or none.
// Writes that touch the bundle structure or the active flag run one after another under one
// transaction-scoped advisory lock: a rule spanning rows (a bundle and its components) cannot be
// decided by two transactions at once, and a menu is edited by a few staff, not thousands.
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client';
import { categories, skuBundleItems, skuRecipeItems, skus, SKU_KINDS, SKU_UNITS, stockLots } from '../../db/schema';
import { recordChange, snapshot, snapshots } from '../../lib/audit';
import { conflict, conflictOnUnique, HttpError, notFound, unprocessable } from '../../lib/http-error';
import { REFUSED_NAME_MESSAGES, refusedName } from '../../lib/spreadsheet-cells';
import { getSku, listBundleComponents, type SkuBundleComponentDto, type SkuDto } from './queries';
import { ADVISORY_LOCKS, takeTransactionLock } from '../../db/advisory-locks';

export interface BundleItem {
  component_sku_id: number;
  quantity: number;
}

export interface SkuInput {
  name: string;
  status: boolean;
  categoryId: number;
  price: number;
  discountedPrice: number;
  unitAmount: number;
  unit: (typeof SKU_UNITS)[number];
  imageUrl: string;
  kind: (typeof SKU_KINDS)[number];
  isBundled: boolean;
  bundleItems: BundleItem[];
  /** A prep item's yield of one batch and holding time; null for the other kinds. */
  batchYield: number | null;
  holdingMinutes: number | null;
  tracksExpiry: boolean;
}

export type BulkAction = 'watch' | 'unwatch' | 'active' | 'deactive';

export const DISCOUNT_ABOVE_PRICE = 'Discounted price cannot be greater than regular price';
const BUNDLE_ITEMS_REQUIRED = 'Bundle items are required when product is bundled';

const duplicateName = conflictOnUnique({
  skus_name_lower_unique: { detail: 'A SKU with this name already exists', field: 'name' },
});

export async function lockStructure(tx: Tx) {
  await takeTransactionLock(tx, ADVISORY_LOCKS.skuStructure);
}

/** 422 for a name no file may hold (the import refuses it with the same words). */
function assertName(name: string) {
  const refused = refusedName(name);
  if (refused) throw unprocessable(REFUSED_NAME_MESSAGES.en[refused], 'name');
}

async function assertCategory(tx: Tx, categoryId: number) {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row) throw unprocessable('Category not found', 'category_id');
}

/** 422 naming the offending line unless `items` is a valid set of components for bundle `selfId`. */
async function assertComponents(tx: Tx, selfId: number | undefined, items: BundleItem[], active: boolean) {
  if (items.length === 0) throw unprocessable(BUNDLE_ITEMS_REQUIRED, 'bundle_items');
  const field = (index: number) => `bundle_items.${index}.component_sku_id`;
  const seen = new Set<number>();
  items.forEach((item, index) => {
    if (item.component_sku_id === selfId) throw unprocessable('A bundle cannot contain itself', field(index));
    if (seen.has(item.component_sku_id))
      throw unprocessable('A bundle cannot list the same component twice', field(index));
    seen.add(item.component_sku_id);
  });
  const found = await tx
    .select({ id: skus.id, isBundled: skus.isBundled, status: skus.status, kind: skus.kind })
    .from(skus)
    .where(inArray(skus.id, [...seen]));
  const byId = new Map(found.map((row) => [row.id, row]));
  items.forEach((item, index) => {
    const component = byId.get(item.component_sku_id);
    if (!component) throw unprocessable('Component SKU not found', field(index));
    if (component.isBundled) throw unprocessable('A bundle cannot contain another bundle', field(index));
    if (component.kind === 'ingredient') throw unprocessable('A bundle cannot contain an ingredient', field(index));
    if (component.kind === 'prep') throw unprocessable('A bundle cannot contain a prep item', field(index));
    if (active && !component.status)
      throw unprocessable('An active bundle cannot contain an inactive SKU', field(index));
  });
}

/** The SKU as the audit trail records it: its row and its bundle's components. */
export async function skuRecord(tx: Tx, id: number) {
  const row = await snapshot(tx, skus, id);
  if (!row) return undefined;
  const components = await tx
    .select({ component_sku_id: skuBundleItems.componentSkuId, quantity: skuBundleItems.quantity })
    .from(skuBundleItems)
    .where(eq(skuBundleItems.bundleSkuId, id))
    .orderBy(asc(skuBundleItems.componentSkuId));
  return { ...row, bundleItems: components };
}

async function replaceComponents(tx: Tx, bundleId: number, items: BundleItem[]) {
  await tx.delete(skuBundleItems).where(eq(skuBundleItems.bundleSkuId, bundleId));
  if (items.length === 0) return;
  await tx
    .insert(skuBundleItems)
    .values(
      items.map((item) => ({ bundleSkuId: bundleId, componentSkuId: item.component_sku_id, quantity: item.quantity })),
    );
}

/**
 * 409 when an active bundle among or around `ids` holds an inactive component. Run after the
 * change, inside its transaction, so the change is undone with the answer.
 */
async function assertActiveBundlesComplete(tx: Tx, ids: number[], field: string) {
  const bundle = alias(skus, 'bundle');
  const component = alias(skus, 'component');
  const [clash] = await tx
    .select({ bundle: bundle.name, component: component.name })
    .from(skuBundleItems)
    .innerJoin(bundle, eq(bundle.id, skuBundleItems.bundleSkuId))
    .innerJoin(component, eq(component.id, skuBundleItems.componentSkuId))
    .where(
      and(
        eq(bundle.status, true),
        eq(component.status, false),
        or(inArray(bundle.id, ids), inArray(component.id, ids)),
      ),
    )
    .orderBy(asc(bundle.id), asc(component.id))
    .limit(1);
  if (clash)
    throw conflict(
      `${clash.component} is part of the active bundle ${clash.bundle}; deactivate the bundle first`,
      field,
    );
}

function values(input: SkuInput) {
  return {
    name: input.name,
    status: input.status,
    categoryId: input.categoryId,
    price: input.price,
    discountedPrice: input.discountedPrice,
    unitAmount: input.unitAmount,
    unit: input.unit,
    imageUrl: input.imageUrl,
    kind: input.kind,
    isBundled: input.isBundled,
    batchYield: input.batchYield,
    holdingMinutes: input.holdingMinutes,
    tracksExpiry: input.tracksExpiry,
  };
}

export function createSku(db: DbOrTx, input: SkuInput): Promise<SkuDto> {
  return db.transaction(async (tx) => {
    assertName(input.name);
    await lockStructure(tx);
    await assertCategory(tx, input.categoryId);
    if (input.isBundled) await assertComponents(tx, undefined, input.bundleItems, input.status);
    const [row] = await tx.insert(skus).values(values(input)).returning({ id: skus.id }).catch(duplicateName);
    await replaceComponents(tx, row!.id, input.isBundled ? input.bundleItems : []);
    await recordChange(tx, { recordType: 'sku', recordId: row!.id, after: await skuRecord(tx, row!.id) });
    return getSku(tx, row!.id);
  });
}

/** The SKU's name, whether it is a bundle and active, and its kind, its row locked until the transaction ends; 404 when there is none. */
export async function lockedSku(tx: Tx, id: number) {
  const [current] = await tx
    .select({ name: skus.name, isBundled: skus.isBundled, status: skus.status, kind: skus.kind })
    .from(skus)
    .where(eq(skus.id, id))
    .for('update');
  if (!current) throw notFound('SKU');
  return current;
}

/**
 * 422 when the update would break what other rows rely on: a SKU in a recipe stays something a
 * recipe may use (an ingredient or a prep item), a SKU with a recipe cannot become an ingredient or a
 * bundle, a prep item is never in a bundle nor in another prep item's batch recipe and uses no prep
 * item itself, and a prep item with batches on hand stays a prep item.
 */
async function assertKindChange(
  tx: Tx,
  id: number,
  current: { kind: SkuInput['kind']; isBundled: boolean },
  input: SkuInput,
) {
  if (current.kind === input.kind && current.isBundled === input.isBundled) return;
  const inRecipe = async () => (await tx.$count(skuRecipeItems, eq(skuRecipeItems.ingredientSkuId, id))) > 0;
  const hasRecipe = async () => (await tx.$count(skuRecipeItems, eq(skuRecipeItems.productSkuId, id))) > 0;
  const inBundle = async () => (await tx.$count(skuBundleItems, eq(skuBundleItems.componentSkuId, id))) > 0;
  const recipeKinds = async (column: 'ingredient' | 'product') => {
    const other = alias(skus, 'other');
    const rows = await tx
      .selectDistinct({ kind: other.kind })
      .from(skuRecipeItems)
      .innerJoin(
        other,
        eq(other.id, column === 'ingredient' ? skuRecipeItems.productSkuId : skuRecipeItems.ingredientSkuId),
      )
      .where(eq(column === 'ingredient' ? skuRecipeItems.ingredientSkuId : skuRecipeItems.productSkuId, id));
    return new Set(rows.map((row) => row.kind));
  };
  if (current.kind !== 'product' && input.kind === 'product' && (await inRecipe()))
    throw unprocessable('A SKU used in a recipe cannot become a product', 'kind');
  if (current.kind !== 'ingredient' && input.kind === 'ingredient') {
    if (await hasRecipe())
      throw unprocessable('A SKU with a recipe cannot become an ingredient; remove its recipe first', 'kind');
    if (await inBundle()) throw unprocessable('A SKU that is part of a bundle cannot become an ingredient', 'kind');
  }
  if (current.kind !== 'prep' && input.kind === 'prep') {
    if (await inBundle()) throw unprocessable('A SKU that is part of a bundle cannot become a prep item', 'kind');
    if ((await recipeKinds('ingredient')).has('prep'))
      throw unprocessable("A SKU in a prep item's batch recipe cannot become a prep item", 'kind');
    if ((await recipeKinds('product')).has('prep'))
      throw unprocessable('A SKU whose recipe uses a prep item cannot become a prep item', 'kind');
  }
  if (current.kind === 'prep' && input.kind !== 'prep') {
    const [held] = await tx
      .select({ id: stockLots.id })
      .from(stockLots)
      .where(and(eq(stockLots.skuId, id), sql`${stockLots.quantity} > 0`))
      .limit(1);
    if (held) throw unprocessable('A prep item with batches on hand stays a prep item', 'kind');
  }
  if (!current.isBundled && input.isBundled && (await hasRecipe()))
    throw unprocessable('A SKU with a recipe cannot become a bundle; remove its recipe first', 'is_bundled');
}

export function updateSku(db: DbOrTx, id: number, input: SkuInput): Promise<SkuDto> {
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const current = await lockedSku(tx, id);
    if (input.name !== current.name) assertName(input.name);
    const before = await skuRecord(tx, id);
    await assertCategory(tx, input.categoryId);
    if (input.isBundled) {
      if (!current.isBundled) {
        const [usedIn] = await tx
          .select({ id: skuBundleItems.id })
          .from(skuBundleItems)
          .where(eq(skuBundleItems.componentSkuId, id))
          .limit(1);
        if (usedIn) throw unprocessable('A SKU that is part of a bundle cannot become a bundle', 'is_bundled');
      }
      await assertComponents(tx, id, input.bundleItems, input.status);
    }
    await assertKindChange(tx, id, current, input);
    await tx
      .update(skus)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(skus.id, id))
      .catch(duplicateName);
    await replaceComponents(tx, id, input.isBundled ? input.bundleItems : []);
    if (current.status && !input.status) await assertActiveBundlesComplete(tx, [id], 'status');
    await recordChange(tx, { recordType: 'sku', recordId: id, before, after: await skuRecord(tx, id) });
    return getSku(tx, id);
  });
}

export function replaceBundleItems(db: DbOrTx, id: number, items: BundleItem[]): Promise<SkuBundleComponentDto[]> {
  return db.transaction(async (tx) => {
    await lockStructure(tx);
    const current = await lockedSku(tx, id);
    if (!current.isBundled) throw unprocessable('This SKU is not a bundle', 'bundle_items');
    await assertComponents(tx, id, items, current.status);
    const before = await skuRecord(tx, id);
    await replaceComponents(tx, id, items);
    await tx.update(skus).set({ updatedAt: new Date() }).where(eq(skus.id, id));
    await recordChange(tx, { recordType: 'sku', recordId: id, before, after: await skuRecord(tx, id) });
    return listBundleComponents(tx, id);
  });
}

/**
 * One conditional update: the price it is compared with is the one in the row at that moment. In a
 * transaction all the same, which marks the request's Idempotency-Key applied in the same commit.
 */
export function setDiscountedPrice(db: DbOrTx, id: number, discountedPrice: number): Promise<SkuDto> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(skus).where(eq(skus.id, id)).for('update');
    const [row] = await tx
      .update(skus)
      .set({ discountedPrice, updatedAt: new Date() })
      .where(and(eq(skus.id, id), sql`${skus.price} >= ${discountedPrice}`))
      .returning({ id: skus.id });
    if (!row) {
      await getSku(tx, id); // 404 when there is no such SKU
      throw unprocessable(DISCOUNT_ABOVE_PRICE, 'discounted_price');
    }
    await recordChange(tx, {
      recordType: 'sku',
      recordId: id,
      before,
      after: await snapshot(tx, skus, id),
    });
    return getSku(tx, id);
  });
}

const BULK_DONE: Record<BulkAction, string> = {
  watch: 'watched',
  unwatch: 'unwatched',
  active: 'activated',
  deactive: 'deactivated',
};

/** Applies `action` to every SKU of `ids`, or to none (404 for an unknown id, 409 for a broken bundle). */
export function bulkSkuAction(db: DbOrTx, action: BulkAction, ids: number[]): Promise<string> {
  return db.transaction(async (tx) => {
    const changesStatus = action === 'active' || action === 'deactive';
    if (changesStatus) await lockStructure(tx);
    const change = changesStatus ? { status: action === 'active' } : { isWatched: action === 'watch' };
    const before = await snapshots(tx, skus, ids);
    const changed = await tx
      .update(skus)
      .set({ ...change, updatedAt: new Date() })
      .where(inArray(skus.id, ids))
      .returning({ id: skus.id });
    if (changed.length !== ids.length) {
      const found = new Set(changed.map((row) => row.id));
      const missing = ids.filter((id) => !found.has(id));
      throw new HttpError(404, `SKU not found: ${missing.join(', ')}`, 'sku_ids');
    }
    if (changesStatus) await assertActiveBundlesComplete(tx, ids, 'sku_ids');
    const after = await snapshots(tx, skus, ids);
    for (const id of ids)
      await recordChange(tx, { recordType: 'sku', recordId: id, before: before.get(id), after: after.get(id) });
    return `${ids.length} ${ids.length === 1 ? 'SKU' : 'SKUs'} ${BULK_DONE[action]}`;
  });
}
