// The chain's settings: one row for the whole chain (id 1), made by the migration. The purchase-order
// approval threshold and the company details printed as the documents' letterhead.
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    check('chain_settings_one_row', sql`${t.id} = 1`),
    check('chain_settings_threshold_positive', sql`${t.poApprovalThreshold} is null or ${t.poApprovalThreshold} >= 1`),
  ],
);
