// Reading the audit trail: the filtered list, newest first, each filter's first page read off its
// own index (db/schema/audit), and the rows of a download. Entries tied to an outlet are read only
// by users reaching that outlet; chain-wide entries only by users reaching every outlet; everyone
// reads the entries of their own writes.
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import type { OutletReach } from '../../lib/outlet-access';
import { countedList } from '../../lib/paged-list';
import { entryNames, type EntryNames } from './references';

export type AuditFilters = Omit<NonNullable<operations['listAuditLog']['parameters']['query']>, 'page' | 'size'>;
type AuditQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;

/**
 * A count stops here, and so do a download and the pages: counting further would read every
 * matching index entry (a million), not the page's few.
 */
export const COUNT_LIMIT = 10_000;

function filterConditions(filters: AuditFilters): SQL[] {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [];
  if (filters.user_id) conditions.push(eq(auditLog.userId, filters.user_id));
  if (filters.record_type) conditions.push(eq(auditLog.recordType, filters.record_type));
  if (filters.record_id) conditions.push(eq(auditLog.recordId, filters.record_id));
  if (filters.operation) conditions.push(eq(auditLog.operation, filters.operation));
  if (filters.start_date) conditions.push(gte(auditLog.at, new Date(startOfJakartaDay(filters.start_date))));
  if (filters.end_date) conditions.push(lt(auditLog.at, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  return conditions;
}

/**
 * What a user may read, as parts each read newest first off one index: everything for a user
 * reaching every outlet; else each reached outlet's entries, and their own writes elsewhere.
 */
function reachParts(reach: OutletReach, userId: number): (SQL | undefined)[] {
  if (reach.all) return [undefined];
  const ids = [...reach.ids];
  const elsewhere = ids.length
    ? or(isNull(auditLog.outletId), sql`not (${auditLog.outletId} = any(${sql.param(ids)}::integer[]))`)
    : undefined;
  return [...ids.map((id) => eq(auditLog.outletId, id)), and(eq(auditLog.userId, userId), elsewhere)];
}

export type AuditEntryDto = components['schemas']['AuditEntry'];

type Entry = typeof auditLog.$inferSelect;

const newestFirst = (a: Entry, b: Entry) => b.at.getTime() - a.at.getTime() || b.id - a.id;

function toEntryDto(entry: Entry, users: Map<number, string>, named: EntryNames): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actor,
    user: entry.userId === null ? null : { id: entry.userId, name: users.get(entry.userId) ?? '' },
    actor_name: entry.actorName,
    reach: { all: entry.reachAll, outlet_ids: entry.reachOutletIds },
    ip: entry.ip,
    user_agent: entry.userAgent,
    operation: entry.operation,
    record_type: entry.recordType as AuditEntryDto['record_type'],
    record_id: entry.recordId,
    record_name: named.recordName,
    outlet_id: entry.outletId,
    changes: entry.changes,
    names: named.names,
  };
}

/**
 * A page of entries with the names they are read with (their users', their records' and those their
 * changes refer to), read apart so the page itself is read off an index alone.
 */
async function withNames(db: DbOrTx, entries: Entry[]): Promise<AuditEntryDto[]> {
  const ids = [...new Set(entries.flatMap((entry) => (entry.userId === null ? [] : [entry.userId])))];
  const [named, names] = await Promise.all([
    ids.length ? db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)) : [],
    entryNames(db, entries),
  ]);
  const userNames = new Map(named.map((user) => [user.id, user.name]));
  return entries.map((entry, index) => toEntryDto(entry, userNames, names[index]!));
}

/** The entries from `offset` on, at most `limit`, newest first: each part read off its index, then merged. */
async function readEntries(db: DbOrTx, where: SQL[], parts: (SQL | undefined)[], limit: number, offset: number) {
  const read = (part: SQL | undefined, n: number, skip: number) =>
    db
      .select()
      .from(auditLog)
      .where(and(...where, part))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(n)
      .offset(skip);
  if (parts.length === 1) return read(parts[0], limit, offset);
  const pages = await Promise.all(parts.map((part) => read(part, offset + limit, 0)));
  return pages
    .flat()
    .sort(newestFirst)
    .slice(offset, offset + limit);
}

/** How many entries match, counting each part up to COUNT_LIMIT. */
async function countEntries(db: DbOrTx, where: SQL[], parts: (SQL | undefined)[]) {
  const counts = await Promise.all(
    parts.map(async (part) => {
      const capped = db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(and(...where, part))
        .limit(COUNT_LIMIT)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
      return row!.n;
    }),
  );
  return Math.min(
    COUNT_LIMIT,
    counts.reduce((sum, n) => sum + n, 0),
  );
}

/** A page of entries, newest first, and their number (up to COUNT_LIMIT). */
export function listAuditLog(db: DbOrTx, reach: OutletReach, userId: number, query: AuditQuery) {
  const where = filterConditions(query);
  const parts = reachParts(reach, userId);
  return countedList(query, {
    rows: (limit, offset) => readEntries(db, where, parts, limit, offset),
    count: () => countEntries(db, where, parts),
    data: (rows) => withNames(db, rows),
  });
}

/** Every entry of a download, newest first, at most COUNT_LIMIT. */
export async function auditEntriesFor(db: DbOrTx, reach: OutletReach, userId: number, filters: AuditFilters) {
  return withNames(db, await readEntries(db, filterConditions(filters), reachParts(reach, userId), COUNT_LIMIT, 0));
}
