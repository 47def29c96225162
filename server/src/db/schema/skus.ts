// SKUs: the products sold at the outlets, with prices in whole rupiah, the watch list and bundles,
// and the ingredients they are made of. A bundle (is_bundled) is sold as one line and made of single
// products listed in sku_bundle_items. A product may have a recipe (sku_recipe_items): what one
// serving uses of each ingredient, in the ingredient's stock unit; without one it is stocked as itself.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { categories } from './catalogue';

export const SKU_UNITS = ['ml', 'gr', 'pcs', 'cup', 'pack', 'kg', 'l'] as const;
/**
 * A product is sold (and may have a recipe); an ingredient is bought and stocked, never on the menu;
 * a prep item is made in the shop from its batch recipe (cooked pearls, a brewed tea base), stocked in
 * batches that are held for a time, and used by recipes like an ingredient, never on the menu.
 */
export const SKU_KINDS = ['product', 'ingredient', 'prep'] as const;

export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    /** Active SKUs are offered to customers. */
    status: boolean('status').notNull().default(true),
    price: integer('price').notNull(),
    /** 0 means no discount. */
    discountedPrice: integer('discounted_price').notNull().default(0),
    unitAmount: numeric('unit_amount', { precision: 12, scale: 3, mode: 'number' }).notNull(),
    unit: text('unit', { enum: SKU_UNITS }).notNull(),
    imageUrl: text('image_url').notNull(),
    isBundled: boolean('is_bundled').notNull().default(false),
    isWatched: boolean('is_watched').notNull().default(false),
    kind: text('kind', { enum: SKU_KINDS }).notNull().default('product'),
    /** A prep item's yield of one batch of its recipe, in its stock unit; null for other kinds. */
    batchYield: integer('batch_yield'),
    /** How long a prep item's batch may be held before it is thrown away; null for other kinds. */
    holdingMinutes: integer('holding_minutes'),
    /** Received in lots with an expiry date (fresh milk, cream cheese), used first-expiring-first. */
    tracksExpiry: boolean('tracks_expiry').notNull().default(false),
    /**
     * Moving-average cost of one stock unit, in thousandths of a rupiah (so Rp 18.5 per ml is 18500),
     * updated by every goods receipt; null until the SKU was first received with a price.
     */
    avgCostMilli: bigint('avg_cost_milli', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('skus_category_idx').on(t.categoryId),
    uniqueIndex('skus_name_lower_unique').on(sql`lower(${t.name})`),
    // The list's sorts, each ending on the id as the list does, so a page is read off an index.
    index('skus_created_at_idx').on(t.createdAt, t.id),
    index('skus_updated_at_idx').on(t.updatedAt, t.id),
    index('skus_price_idx').on(t.price, t.id),
    // The list's name search (a part of the name, in any case) finds its SKUs by trigram.
    // Written through on each insert (no pending list), so a search never scans unmerged entries.
    index('skus_name_trgm_idx')
      .using('gin', sql`${t.name} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('skus_price_positive', sql`${t.price} >= 1`),
    check('skus_discounted_price_range', sql`${t.discountedPrice} >= 0 and ${t.discountedPrice} <= ${t.price}`),
    check('skus_unit_amount_positive', sql`${t.unitAmount} > 0`),
    check('skus_unit_known', sql`${t.unit} in ('ml', 'gr', 'pcs', 'cup', 'pack', 'kg', 'l')`),
    check('skus_kind_known', sql`${t.kind} in ('product', 'ingredient', 'prep')`),
    check(
      'skus_prep_batch',
      sql`(${t.kind} = 'prep') = (${t.batchYield} is not null and ${t.holdingMinutes} is not null)`,
    ),
    check('skus_prep_batch_range', sql`${t.batchYield} >= 1 and ${t.holdingMinutes} between 1 and 10080`),
    check('skus_avg_cost_not_negative', sql`${t.avgCostMilli} >= 0`),
    index('skus_kind_name_idx').on(t.kind, t.name),
  ],
);

/** The single products a bundle is made of; a bundle never contains itself or another bundle. */
export const skuBundleItems = pgTable(
  'sku_bundle_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    bundleSkuId: integer('bundle_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    componentSkuId: integer('component_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('sku_bundle_items_component_once').on(t.bundleSkuId, t.componentSkuId),
    index('sku_bundle_items_component_idx').on(t.componentSkuId),
    check('sku_bundle_items_not_itself', sql`${t.bundleSkuId} <> ${t.componentSkuId}`),
    check('sku_bundle_items_quantity_range', sql`${t.quantity} between 1 and 1000`),
  ],
);

/** What one serving of a product uses of each ingredient, in the ingredient's stock unit. */
export const skuRecipeItems = pgTable(
  'sku_recipe_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productSkuId: integer('product_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    ingredientSkuId: integer('ingredient_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    unique('sku_recipe_items_ingredient_once').on(t.productSkuId, t.ingredientSkuId),
    index('sku_recipe_items_ingredient_idx').on(t.ingredientSkuId),
    check('sku_recipe_items_not_itself', sql`${t.productSkuId} <> ${t.ingredientSkuId}`),
    check('sku_recipe_items_quantity_range', sql`${t.quantity} between 1 and 1000000`),
  ],
);
