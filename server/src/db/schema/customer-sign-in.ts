// The customer app's sign-in: one-time codes sent to a phone number, and the tokens they are traded
// for. Codes and tokens are stored only as hashes, so a copy of the database signs nobody in.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';

/** A 6-digit code sent to a number (normalised, +62…); a new one closes the number's earlier codes. */
export const customerOtps = pgTable(
  'customer_otps',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong guesses at this code; at the limit it is closed. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Set when the code is used, replaced or spent; a closed code never works again. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('customer_otps_phone_idx').on(t.phoneNumber, t.id)],
);

/** A customer's token: it opens the customer operations (/app/v1) only, until it expires or is revoked. */
export const customerSessions = pgTable(
  'customer_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customer_sessions_token_hash_unique').on(t.tokenHash),
    index('customer_sessions_customer_idx').on(t.customerId),
  ],
);
