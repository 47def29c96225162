// The cup as sold: modifier groups (Size, Sugar, Ice, Toppings, Milk) with their options, each a price
// change and a recipe change, attached to products in order; the options an outlet has sold out; and
// what each sold line chose and used.
//
// An option's recipe adjusts the product's base recipe: `add` uses `quantity` stock units of an
// ingredient, `remove` takes the base recipe's line of that ingredient out, `scale` multiplies it by
// `factor_percent` (50 = half the syrup, 150 = a large cup's tea). See lib/cup-recipe.ts.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderItems } from './orders';
import { outlets } from './outlets';
import { skus } from './skus';
import { users } from './users';

export const MODIFIER_SELECTIONS = ['single', 'multiple'] as const;
export const MODIFIER_ACTIONS = ['add', 'remove', 'scale'] as const;
export type ModifierSelection = (typeof MODIFIER_SELECTIONS)[number];
export type ModifierAction = (typeof MODIFIER_ACTIONS)[number];

export const modifierGroups = pgTable(
  'modifier_groups',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    /** The name in Bahasa Indonesia, shown to Indonesian readers; null to show `name`. */
    indonesianName: text('indonesian_name'),
    selection: text('selection', { enum: MODIFIER_SELECTIONS }).notNull(),
    minSelect: integer('min_select').notNull().default(0),
    maxSelect: integer('max_select').notNull().default(1),
    /** An inactive group is not offered with any product. */
    status: boolean('status').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('modifier_groups_name_lower_unique').on(sql`lower(${t.name})`),
    check('modifier_groups_selection_known', sql`${t.selection} in ('single', 'multiple')`),
    check(
      'modifier_groups_bounds',
      sql`${t.minSelect} >= 0 and ${t.maxSelect} >= 1 and ${t.minSelect} <= ${t.maxSelect}
        and (${t.selection} = 'multiple' or ${t.maxSelect} = 1)`,
    ),
  ],
);

export const modifierOptions = pgTable(
  'modifier_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    indonesianName: text('indonesian_name'),
    /** Added to the product's (discounted) price for each cup, in whole rupiah; may be negative. */
    priceDelta: integer('price_delta').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    status: boolean('status').notNull().default(true),
    /** The option's place in its group, from 0. */
    position: integer('position').notNull().default(0),
    /**
     * When the option was taken out of its group. Sold lines keep naming it, so it is kept, never
     * offered again and not listed with the group.
     */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    index('modifier_options_group_idx').on(t.groupId, t.position),
    check('modifier_options_price_delta_range', sql`${t.priceDelta} between -1000000 and 1000000`),
  ],
);

export const modifierOptionRecipeItems = pgTable(
  'modifier_option_recipe_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    optionId: integer('option_id')
      .notNull()
      .references(() => modifierOptions.id, { onDelete: 'cascade' }),
    ingredientSkuId: integer('ingredient_sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    action: text('action', { enum: MODIFIER_ACTIONS }).notNull(),
    /** Stock units an `add` uses per cup. */
    quantity: integer('quantity'),
    /** What a `scale` multiplies the base line by, in percent (0–1000). */
    factorPercent: integer('factor_percent'),
  },
  (t) => [
    unique('modifier_option_recipe_items_once').on(t.optionId, t.ingredientSkuId),
    index('modifier_option_recipe_items_ingredient_idx').on(t.ingredientSkuId),
    check(
      'modifier_option_recipe_items_shape',
      sql`case ${t.action}
        when 'add' then ${t.quantity} >= 1 and ${t.factorPercent} is null
        when 'scale' then ${t.factorPercent} between 0 and 1000 and ${t.quantity} is null
        when 'remove' then ${t.quantity} is null and ${t.factorPercent} is null
        else false end`,
    ),
  ],
);

/** The groups a product is sold with, in the order they are offered. */
export const skuModifierGroups = pgTable(
  'sku_modifier_groups',
  {
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => modifierGroups.id, { onDelete: 'restrict' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'sku_modifier_groups_pk', columns: [t.skuId, t.groupId] }),
    index('sku_modifier_groups_group_idx').on(t.groupId),
  ],
);

/** Options an outlet has run out of for now (pearls not cooked yet); no door sells them there. */
export const soldOutOptions = pgTable(
  'sold_out_options',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    optionId: integer('option_id')
      .notNull()
      .references(() => modifierOptions.id, { onDelete: 'cascade' }),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sold_out_options_pk', columns: [t.outletId, t.optionId] })],
);

/** The options a sold line carries, with their names and prices frozen as they were sold. */
export const orderItemOptions = pgTable(
  'order_item_options',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    modifierOptionId: integer('modifier_option_id')
      .notNull()
      .references(() => modifierOptions.id, { onDelete: 'restrict' }),
    groupName: text('group_name').notNull(),
    indonesianGroupName: text('indonesian_group_name'),
    optionName: text('option_name').notNull(),
    indonesianOptionName: text('indonesian_option_name'),
    /** Per cup, in whole rupiah, as priced when the order was placed. */
    priceDelta: integer('price_delta').notNull(),
  },
  (t) => [
    index('order_item_options_item_idx').on(t.orderItemId),
    index('order_item_options_option_idx').on(t.modifierOptionId),
  ],
);

/**
 * What a paid line used, per ingredient, exactly, in thousandths of a stock unit: the base recipe's
 * share (`modifier_option_id` null) and each option's change to it (negative for what it saved).
 * Written when the order is paid; the per-ingredient sum is what the line used, and the modifier
 * report sums the options' rows.
 */
export const orderItemUsage = pgTable(
  'order_item_usage',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'restrict' }),
    modifierOptionId: integer('modifier_option_id').references(() => modifierOptions.id, { onDelete: 'restrict' }),
    quantityMilli: bigint('quantity_milli', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('order_item_usage_item_idx').on(t.orderItemId),
    index('order_item_usage_option_idx').on(t.modifierOptionId),
  ],
);
