// The development outbox: emails the server would have sent when no SMTP server is configured.
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const devOutbox = pgTable(
  'dev_outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_outbox_to_idx').on(t.to)],
);
