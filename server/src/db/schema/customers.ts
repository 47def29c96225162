// Customers who order for pick-up (from the customer app); the back office only reads them.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once erased at the customer's request (UU PDP 27/2022); the orders stay, anonymous. */
    name: text('name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    /** Member points: the sum of the customer's point entries, never below 0. */
    pointsBalance: integer('points_balance').notNull().default(0),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_phone_unique').on(t.phoneNumber),
    index('customers_created_at_idx').on(t.createdAt),
    check('customers_points_balance', sql`${t.pointsBalance} >= 0`),
  ],
);
