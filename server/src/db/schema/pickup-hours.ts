// When an outlet takes pick-up orders: its weekly opening hours (one range a day; a day without a
// row is closed), the length of a pick-up window and how many orders one window holds, and the
// days it is closed (public holidays, a renovation). The windows themselves are made from these
// ahead of time (services/timeslots/generate); an outlet without settings makes none.
import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, time, timestamp } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';

export const outletPickupSettings = pgTable(
  'outlet_pickup_settings',
  {
    outletId: integer('outlet_id')
      .primaryKey()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** Minutes a pick-up window lasts. */
    slotMinutes: integer('slot_minutes').notNull(),
    /** Orders one window holds (orders, not cups: a customer books a window per order). */
    capacity: integer('capacity').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outlet_pickup_settings_slot_minutes', sql`${t.slotMinutes} between 5 and 240`),
    check('outlet_pickup_settings_capacity', sql`${t.capacity} >= 1`),
  ],
);

export const outletOpeningHours = pgTable(
  'outlet_opening_hours',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    /** 0 for Sunday to 6 for Saturday (as lib/jakarta-time's weekday). */
    weekday: integer('weekday').notNull(),
    opensAt: time('opens_at').notNull(),
    closesAt: time('closes_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'outlet_opening_hours_pk', columns: [t.outletId, t.weekday] }),
    check('outlet_opening_hours_weekday', sql`${t.weekday} between 0 and 6`),
    check('outlet_opening_hours_closes_after_opens', sql`${t.closesAt} > ${t.opensAt}`),
  ],
);

export const outletClosedDays = pgTable(
  'outlet_closed_days',
  {
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    /** Why, as staff wrote it ("Idul Fitri"); may be empty. */
    note: text('note').notNull().default(''),
  },
  (t) => [primaryKey({ name: 'outlet_closed_days_pk', columns: [t.outletId, t.date] })],
);
