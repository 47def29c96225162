// Customers who order for pick-up (from the customer app); the back office only reads them.
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Null once erased at the customer's request (UU PDP 27/2022); the orders stay, anonymous. */
    name: text('name'),
    phoneNumber: text('phone_number'),
    email: text('email'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('customers_phone_unique').on(t.phoneNumber), index('customers_created_at_idx').on(t.createdAt)],
);
