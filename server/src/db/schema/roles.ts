// Roles grant admin scopes. USER roles are assigned at one outlet, ADMIN roles everywhere; a user's
// admin_scope is the union of the scopes of every role they hold.
import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { outlets } from './outlets';
import { users } from './users';

export const roleType = pgEnum('role_type', ['USER', 'ADMIN']);

export const roles = pgTable(
  'roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    type: roleType('type').notNull(),
    description: text('description').notNull().default(''),
    scopes: text('scopes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('roles_name_lower_unique').on(sql`lower(${t.name})`)],
);

export const userRoles = pgTable(
  'user_roles',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    /** Null for ADMIN roles, which apply to every outlet. */
    outletId: integer('outlet_id').references(() => outlets.id, { onDelete: 'cascade' }),
  },
  (t) => [
    unique('user_roles_unique').on(t.userId, t.roleId, t.outletId).nullsNotDistinct(),
    index('user_roles_role_idx').on(t.roleId),
    index('user_roles_outlet_idx').on(t.outletId),
  ],
);
