// The audit trail's one way in: every write records what it changed with `recordChange`, in its own
// transaction, so the entry commits with the change or not at all. Who acted comes from the audit
// context the request (plugins/app/audit), a scheduled job or a provider's notification runs in;
// what changed is computed here from the record before and after, without secrets.
import { AsyncLocalStorage } from 'node:async_hooks';
import { eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { components } from '../../../generated/schema';
import type { DbOrTx, Tx } from '../db/client';
import { auditLog, type AuditChange } from '../db/schema';
import { ADVISORY_LOCKS } from '../db/advisory-locks';
import { touchedOutlets } from './idempotency';

/**
 * The outlets an actor reached with the operation's scopes: outlet-access's OutletReach, written out
 * so that writing the trail does not count as reading reach (outlet-reach.test finds the services
 * that ask where a user reaches by what they import).
 */
type ActedReach = { all: true } | { all: false; ids: readonly number[] };

/** Who is acting, from where and by which operation. */
export interface AuditActor {
  actor: 'user' | 'system' | 'provider';
  userId: number | null;
  /** A provider's or a job's name. */
  actorName: string | null;
  reach: ActedReach;
  ip: string | null;
  userAgent: string | null;
  operation: string;
}

const context = new AsyncLocalStorage<AuditActor>();

/** Runs `work` with `actor` as the one its writes are recorded under. */
export function actingAs<T>(actor: AuditActor, work: () => T): T {
  return context.run(actor, work);
}

/** Runs `work` as the system (a scheduled job, start-up work) under the name `operation`. */
export function asSystem<T>(operation: string, work: () => T): T {
  return actingAs(
    { actor: 'system', userId: null, actorName: null, reach: { all: true }, ip: null, userAgent: null, operation },
    work,
  );
}

/** The actor of the work under way; the system when nothing set one. */
export function currentActor(): AuditActor {
  return (
    context.getStore() ?? {
      actor: 'system',
      userId: null,
      actorName: null,
      reach: { all: true },
      ip: null,
      userAgent: null,
      operation: 'system',
    }
  );
}

/**
 * Fields never recorded, by name (any case, with or without underscores): password hashes,
 * tokens, keys and secrets. A record's changed field whose name contains one of these is left out.
 */
export const SECRET_FIELDS = [
  'password',
  'passwordhash',
  'hash',
  'token',
  'secret',
  'serverkey',
  'secretkey',
  'apikey',
  'callbacktoken',
  'otp',
  'signature',
  'credentials',
] as const;

/** Bookkeeping columns every row has (and its id, which the entry names); a change to them alone is no change. */
const IGNORED_FIELDS = new Set(['id', 'updatedAt', 'updated_at', 'createdAt', 'created_at']);

export function isSecretField(field: string): boolean {
  const plain = field.toLowerCase().replace(/[^a-z]/g, '');
  return SECRET_FIELDS.some((secret) => plain.includes(secret));
}

type Values = Record<string, unknown> | null | undefined;

/** Fields are named as the contract names them (snake_case). */
const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

type TableWithId = PgTable & { id: AnyPgColumn };

/** A record as stored, for `before` and `after`; undefined when there is none. */
export async function snapshot(
  tx: DbOrTx,
  table: TableWithId,
  id: number,
): Promise<Record<string, unknown> | undefined> {
  const [row] = await tx
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    // Locked: the value recorded as "before" is the one the write replaces.
    .for('update');
  return row as Record<string, unknown> | undefined;
}

/** Several records as stored, by id. */
export async function snapshots(
  tx: DbOrTx,
  table: TableWithId,
  ids: readonly number[],
): Promise<Map<number, Record<string, unknown>>> {
  if (ids.length === 0) return new Map();
  const rows = (await tx
    .select()
    .from(table as PgTable)
    .where(inArray(table.id, [...ids]))
    .for('update')) as Record<string, unknown>[];
  return new Map(rows.map((row) => [row.id as number, row]));
}

function comparable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (value === undefined) return null;
  return value;
}

/** The fields that differ between two versions of a record, secrets and bookkeeping left out. */
export function changedFields(before: Values, after: Values): AuditChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: AuditChange[] = [];
  for (const field of fields) {
    if (IGNORED_FIELDS.has(field) || isSecretField(field)) continue;
    const was = comparable(before?.[field]);
    const is = comparable(after?.[field]);
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changes.push({ field: snakeCase(field), before: was, after: is });
  }
  return changes;
}

export interface RecordedChange {
  /** One of the contract's record types, so a type the audit log's filter does not know fails the build. */
  recordType: components['schemas']['AuditRecordType'];
  recordId: number | string;
  /** The outlet the record belongs to; leave out for chain-wide records. */
  outletId?: number | null;
  /** The record before the write (null or absent when it is new). */
  before?: Values;
  /** The record after the write (null when it is removed). */
  after?: Values;
}

/**
 * Records a write in its transaction. A write that changed no field (a form saved unchanged, a
 * sign-in) is recorded too, with no changes: that it happened is part of the trail.
 */
export async function recordChange(tx: Tx | DbOrTx, change: RecordedChange): Promise<void> {
  await recordChanges(tx, [change]);
}

/** Rows a statement inserts at most: each takes 13 parameters, and a statement at most 65,535. */
const ROWS_PER_INSERT = 2_000;

/** Records several records' changes of one write, a statement per 2,000 (an import of thousands of rows). */
export async function recordChanges(tx: Tx | DbOrTx, changes: readonly RecordedChange[]): Promise<void> {
  const actor = currentActor();
  const entries = changes.map((change) => ({
    actor: actor.actor,
    userId: actor.userId,
    actorName: actor.actorName,
    reachAll: actor.reach.all,
    reachOutletIds: actor.reach.all ? [] : [...actor.reach.ids],
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
    operation: actor.operation,
    recordType: change.recordType,
    recordId: String(change.recordId),
    outletId: change.outletId ?? null,
    changes: changedFields(change.before, change.after),
  }));
  for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
    await tx.insert(auditLog).values(entries.slice(start, start + ROWS_PER_INSERT));
  }
  // A repeat of this write (its Idempotency-Key) is answered only while these outlets are in reach.
  const { reach } = actor;
  touchedOutlets(
    entries.flatMap(({ outletId }) =>
      outletId !== null && (reach.all || reach.ids.includes(outletId)) ? [outletId] : [],
    ),
  );
}

/** The shortest retention the product allows, in days. */
export const MIN_AUDIT_RETENTION_DAYS = 400;

/** The job deleting entries past the retention, once a day on one process at a time. */
export function auditRetentionJob(
  retentionDays: number,
  log: { info(data: object, message: string): void },
): { name: string; everyMs: number; lockKey: number; run(db: DbOrTx): Promise<void> } {
  return {
    name: 'audit retention',
    everyMs: 24 * 60 * 60 * 1000,
    lockKey: ADVISORY_LOCKS.auditRetentionJob,
    async run(db) {
      const deleted = await deleteExpiredEntries(db, retentionDays);
      if (deleted) log.info({ deleted, retentionDays }, 'audit entries past their retention deleted');
    },
  };
}

/** Deletes entries older than the retention; answers how many. */
export async function deleteExpiredEntries(db: DbOrTx, retentionDays: number): Promise<number> {
  const days = Math.max(retentionDays, MIN_AUDIT_RETENTION_DAYS);
  const deleted = await db
    .delete(auditLog)
    .where(sql`${auditLog.at} < now() - make_interval(days => ${days})`)
    .returning({ id: auditLog.id });
  return deleted.length;
}
