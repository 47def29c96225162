// The chain's settings: one row for the whole chain (id 1), made by the migration. The purchase-order
// approval threshold and the company details printed as the documents' letterhead.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

export const chainSettings = pgTable(
  'chain_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Whole rupiah; a purchase order whose total is at or above it waits for approval. Null: none does. */
    poApprovalThreshold: bigint('po_approval_threshold', { mode: 'number' }),
    companyName: text('company_name').notNull().default(''),
    companyAddress: text('company_address').notNull().default(''),
    companyNpwp: text('company_npwp').notNull().default(''),
    companyPhone: text('company_phone').notNull().default(''),
    companyEmail: text('company_email').notNull().default(''),
    /** An uploaded image (`/uploads/<name>`), or null for none. */
    companyLogoUrl: text('company_logo_url'),
    /** Whether menu prices include PBJT (the customer pays the menu price; the tax is carved out of it). */
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    /** The unit a cash payment's amount due is rounded to, half up: 0 (none), 100, 500 or 1,000. */
    cashRounding: integer('cash_rounding').notNull().default(0),
    /** Whole rupiah: a shift closed with a cash variance beyond it (either way) waits for approval. */
    cashVarianceTolerance: integer('cash_variance_tolerance').notNull().default(0),
    /** HH:mm (Asia/Jakarta): when a business day begins; a shift belongs to the day it opened on. */
    businessDayStartsAt: text('business_day_starts_at').notNull().default('00:00'),
    /** Points a member earns per rupiah paid, in basis points of the amount (1 % is 100); 0: none. */
    pointsEarnBp: integer('points_earn_bp').notNull().default(0),
    /** What one point is worth when redeemed, in whole rupiah. */
    pointValue: integer('point_value').notNull().default(1),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('chain_settings_one_row', sql`${t.id} = 1`),
    check('chain_settings_cash_rounding', sql`${t.cashRounding} in (0, 100, 500, 1000)`),
    check('chain_settings_variance_tolerance', sql`${t.cashVarianceTolerance} >= 0`),
    check('chain_settings_business_day_starts_at', sql`${t.businessDayStartsAt} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('chain_settings_points', sql`${t.pointsEarnBp} between 0 and 10000 and ${t.pointValue} >= 1`),
    check('chain_settings_threshold_positive', sql`${t.poApprovalThreshold} is null or ${t.poApprovalThreshold} >= 1`),
  ],
);
