// What an outlet has run out of for today: a product marked sold out there cannot be ordered from any
// door until staff switch it back on. One row per outlet and product, while it is sold out.
import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';
import { skus } from './skus';
import { users } from './users';

export const soldOutItems = pgTable(
  'sold_out_items',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    markedBy: integer('marked_by').references(() => users.id, { onDelete: 'set null' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'sold_out_items_pk', columns: [t.outletId, t.skuId] })],
);
