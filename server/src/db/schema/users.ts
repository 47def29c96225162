// Staff accounts. Emails are stored lower-cased so uniqueness and sign-in ignore case. A phone
// number is kept as entered (+62…, 62… or 0…), and is unique by its national part, so one number
// cannot be held twice by writing its prefix another way. Who created an account decides who may
// manage it before it holds any role (see lib/privileges.ts).
import { sql, type SQL } from 'drizzle-orm';
import { boolean, integer, pgTable, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** The number without its +62, 62 or 0 prefix: 081234567890, 6281234567890 and +6281234567890 are all 81234567890. */
export const nationalNumber = (phone: AnyPgColumn | SQL): SQL<string> =>
  sql`regexp_replace(${phone}, '^(\\+62|62|0)', '')`;

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** Who created the account (null for the seed, the command line, and accounts made before this was kept). */
    createdBy: integer('created_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_phone_unique').on(nationalNumber(t.phoneNumber)),
  ],
);
