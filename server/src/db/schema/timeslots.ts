// Pick-up timeslots: the windows customers book at an outlet on a day. Dates and times are the
// outlet's local time (every outlet is in WIB). How many orders a slot holds is counted from the
// orders, not stored, so it can never drift.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, time, timestamp, unique } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';

export const timeslots = pgTable(
  'timeslots',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    /** Orders the outlet can prepare for pick-up in this window. */
    capacity: integer('capacity').notNull(),
    /** Customers can book an active timeslot. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('timeslots_outlet_date_start_unique').on(t.outletId, t.date, t.startTime),
    index('timeslots_date_outlet_idx').on(t.date, t.outletId),
    check('timeslots_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('timeslots_capacity_not_negative', sql`${t.capacity} >= 0`),
  ],
);
