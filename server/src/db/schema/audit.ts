// The audit trail: one row per record a write changed, made in the write's own transaction (see
// lib/audit). Who (a user, or the system or a payment provider), with which outlet reach, from
// where, by which operation, and each changed field's value before and after (secrets never).
import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One changed field: its value before (null when the record was made) and after (null when removed). */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
}

export const AUDIT_ACTORS = ['user', 'system', 'provider'] as const;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actor: text('actor', { enum: AUDIT_ACTORS }).notNull(),
    /** The signed-in user; null for the system and providers. */
    userId: integer('user_id'),
    /** The provider or job name when the actor is not a user. */
    actorName: text('actor_name'),
    /** The outlet reach the user acted with: every outlet, or the listed ones. */
    reachAll: boolean('reach_all').notNull().default(false),
    reachOutletIds: integer('reach_outlet_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    ip: text('ip'),
    userAgent: text('user_agent'),
    /** The contract's operationId, or the job's name. */
    operation: text('operation').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id').notNull(),
    /** The outlet the record belongs to; null for chain-wide records. */
    outletId: integer('outlet_id'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull(),
  },
  (t) => [
    // Each filter's first page is read newest first off its own index (scripts/bench/audit-log.ts);
    // NULLS FIRST as `order by … desc` sorts, or the index could not give the order.
    index('audit_log_at_idx').on(t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_record_idx').on(t.recordType, t.recordId, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // An outlet manager's view is their outlets' entries and their own elsewhere: these two carry the
    // columns its filters test, so its counts are read off the index alone.
    index('audit_log_user_idx').on(
      t.userId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.outletId,
      t.operation,
    ),
    index('audit_log_operation_idx').on(t.operation, t.at.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_outlet_idx').on(
      t.outletId,
      t.at.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.userId,
      t.operation,
    ),
  ],
);
