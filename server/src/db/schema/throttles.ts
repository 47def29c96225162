// Counters of the request throttles (sign-in, password recovery): one row per key and window, shared
// by every API process on the same database, so a limit holds however many processes answer.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const throttleHits = pgTable('throttle_hits', {
  /** What is counted, e.g. `login:address:203.0.113.7` or `login-failed:rina@example.com`. */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});
