// Outlets (stores). Roles of type USER are held at one outlet. The outlet area fields follow the
// contract's outlet_area (area_id, area_name, is_level_2).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
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
    // PBJT atas makanan dan/atau minuman and the service charge, as the outlet's region and the
    // owner set them (the tax-and-charges migration). Rates are basis points (10 % is 1000). A change
    // applies to orders placed after it: each order keeps the rates it was priced with.
    /** Whether the outlet charges PBJT (a kiosk outside it: false). */
    pbjtEnabled: boolean('pbjt_enabled').notNull().default(false),
    pbjtRateBp: integer('pbjt_rate_bp').notNull().default(0),
    serviceChargeBp: integer('service_charge_bp').notNull().default(0),
    /** The order types the service charge applies to (dine_in, takeaway, pickup). */
    serviceChargeOrderTypes: text('service_charge_order_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the service charge is part of the PBJT base. */
    serviceChargeTaxable: boolean('service_charge_taxable').notNull().default(true),
    /** The outlet's regional taxpayer number (NPWPD) printed on its receipts; empty when none. */
    npwpd: text('npwpd').notNull().default(''),
    /** The outlet's registers (tills), by name; each holds at most one open shift. */
    registers: text('registers')
      .array()
      .notNull()
      .default(sql`'{"Counter 1"}'::text[]`),
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
    check('outlets_pbjt_rate', sql`${t.pbjtRateBp} between 0 and 1000`),
    check('outlets_registers_some', sql`cardinality(${t.registers}) between 1 and 20`),
    check('outlets_service_charge_rate', sql`${t.serviceChargeBp} between 0 and 2000`),
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
