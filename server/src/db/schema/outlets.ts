// Outlets (stores). Roles of type USER are held at one outlet. The outlet area fields follow the
// contract's outlet_area (area_id, area_name, is_level_2).
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const outlets = pgTable(
  'outlets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    isHq: boolean('is_hq').notNull().default(false),
    areaId: integer('area_id').notNull(),
    areaName: text('area_name').notNull(),
    isLevel2: boolean('is_level_2').notNull().default(true),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outlets_owner_idx').on(t.ownerId)],
);
