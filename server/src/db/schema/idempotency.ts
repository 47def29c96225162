// Idempotency keys of the writes signed-in staff and customers make (the `Idempotency-Key` header),
// shared by every API process on the database: a retried write finds the first attempt's key, and its
// answer once there is one, whichever process answers it (see plugins/app/idempotency). A key is the
// staff member's (user_id) or the customer's (customer_id), never both.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './customers';
import { users } from './users';

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** What the key was used for: an HMAC (TOKEN_SECRET) of the method, the path with its query and the body. */
    fingerprint: text('fingerprint').notNull(),
    /** Which attempt holds the key; a retry that takes over an abandoned attempt puts its own. */
    claim: text('claim').notNull(),
    /** Until when the attempt that holds the key is taken to be still running. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    /** Set by the write's own transaction, so it commits with the work or not at all. */
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    /** The answer, once there is one (never a 5xx); null while the attempt runs. */
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    /**
     * The outlets the write changed records of, among those the user reached then: a repeat is
     * answered only while they still reach each of them.
     */
    outletIds: integer('outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_user_key_unique')
      .on(t.userId, t.key)
      .where(sql`${t.userId} is not null`),
    uniqueIndex('idempotency_keys_customer_key_unique')
      .on(t.customerId, t.key)
      .where(sql`${t.customerId} is not null`),
    check('idempotency_keys_one_holder', sql`(${t.userId} is null) <> (${t.customerId} is null)`),
    index('idempotency_keys_expires_idx').on(t.expiresAt),
  ],
);
