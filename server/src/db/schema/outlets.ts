// Outlets (stores). Roles of type USER are held at one outlet. The outlet area fields follow the
// contract's outlet_area (area_id, area_name, is_level_2).
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { areas } from './areas';
import { users } from './users';

export const outlets = pgTable(
  'outlets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    isHq: boolean('is_hq').notNull().default(false),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'restrict' }),
    areaName: text('area_name').notNull(),
    isLevel2: boolean('is_level_2').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outlets_owner_idx').on(t.ownerId),
    index('outlets_area_idx').on(t.areaId),
    uniqueIndex('outlets_name_lower_unique').on(sql`lower(${t.name})`),
    // At most one head office.
    uniqueIndex('outlets_one_hq')
      .on(t.isHq)
      .where(sql`${t.isHq}`),
  ],
);

/** The staff working at an outlet (the contract's staff_ids). */
export const outletStaff = pgTable(
  'outlet_staff',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'outlet_staff_pk', columns: [t.outletId, t.userId] }),
    index('outlet_staff_user_idx').on(t.userId),
  ],
);
