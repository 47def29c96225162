// Shifts at a register: a drawer opened with a float, the cash paid in and out during it, and its
// closing against what was sold per payment method. A shift belongs to the business day on which it
// opened (the chain's business_day_starts_at), however late it closes.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';
import { users } from './users';

/**
 * OPEN: selling; AWAITING_APPROVAL: closed with a variance beyond the chain's tolerance, waiting for
 * another user to approve it; CLOSED: closed (within tolerance, or approved). A closed shift never changes.
 */
export const SHIFT_STATUSES = ['OPEN', 'AWAITING_APPROVAL', 'CLOSED'] as const;
export type ShiftStatus = (typeof SHIFT_STATUSES)[number];

/** A pay-in adds cash to the drawer; a pay-out (ice bought at the market) and a safe drop take it out. */
export const CASH_MOVEMENT_TYPES = ['pay_in', 'pay_out', 'safe_drop'] as const;
export type CashMovementType = (typeof CASH_MOVEMENT_TYPES)[number];

/** A note or coin counted at closing, and how many of it. */
export interface CountedDenomination {
  value: number;
  count: number;
}

export const shifts = pgTable(
  'shifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    outletId: integer('outlet_id')
      .notNull()
      .references(() => outlets.id, { onDelete: 'restrict' }),
    /** One of the outlet's registers, by name ("Counter 1"). */
    register: text('register').notNull(),
    status: text('status', { enum: SHIFT_STATUSES }).notNull().default('OPEN'),
    /** The business day it opened on (Asia/Jakarta, shifted by the chain's business_day_starts_at). */
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    openingFloat: integer('opening_float').notNull(),
    openedBy: integer('opened_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Frozen at closing: the cash the drawer should hold, what was counted, and counted − expected. */
    expectedCash: integer('expected_cash'),
    countedCash: integer('counted_cash'),
    variance: integer('variance'),
    /** The count by note and coin, when the closer counted that way. */
    countedDenominations: jsonb('counted_denominations').$type<CountedDenomination[]>(),
    closeNote: text('close_note'),
    /** The chain's tolerance when it closed (whole rupiah). */
    varianceTolerance: integer('variance_tolerance'),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvalNote: text('approval_note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One open shift per register.
    uniqueIndex('shifts_one_open_per_register')
      .on(t.outletId, t.register)
      .where(sql`${t.status} = 'OPEN'`),
    index('shifts_outlet_day_idx').on(t.outletId, t.businessDate),
    index('shifts_day_idx').on(t.businessDate),
    index('shifts_status_idx').on(t.status, t.openedAt),
    check('shifts_status_known', sql`${t.status} in ('OPEN', 'AWAITING_APPROVAL', 'CLOSED')`),
    check('shifts_opening_float_not_negative', sql`${t.openingFloat} >= 0`),
    check(
      'shifts_closed_whole',
      sql`(${t.status} = 'OPEN') = (${t.closedAt} is null) and (${t.closedAt} is null) = (${t.countedCash} is null) and (${t.countedCash} is null) = (${t.expectedCash} is null) and (${t.countedCash} is null) = (${t.variance} is null)`,
    ),
    check(
      'shifts_variance_adds_up',
      sql`${t.variance} is null or ${t.variance} = ${t.countedCash} - ${t.expectedCash}`,
    ),
    check('shifts_counted_not_negative', sql`${t.countedCash} is null or ${t.countedCash} >= 0`),
  ],
);

/** Cash put into or taken out of a shift's drawer other than by a sale or a refund. */
export const shiftCashMovements = pgTable(
  'shift_cash_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    shiftId: integer('shift_id')
      .notNull()
      .references(() => shifts.id, { onDelete: 'restrict' }),
    type: text('type', { enum: CASH_MOVEMENT_TYPES }).notNull(),
    /** Whole rupiah, always positive; the type says which way it goes. */
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    /** A correction of a closed shift's count is a movement on a later shift naming the shift it corrects. */
    correctsShiftId: integer('corrects_shift_id').references(() => shifts.id, { onDelete: 'restrict' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shift_cash_movements_shift_idx').on(t.shiftId, t.createdAt),
    check('shift_cash_movements_type_known', sql`${t.type} in ('pay_in', 'pay_out', 'safe_drop')`),
    check('shift_cash_movements_amount_positive', sql`${t.amount} > 0`),
  ],
);
