// Reading the audit trail: the filtered list, newest first, each filter's first page read off its
// own index (db/schema/audit), and the rows of a download. Entries tied to an outlet are read only
// by users reaching that outlet; chain-wide entries only by users reaching every outlet; everyone
// reads the entries of their own writes.
import { and, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { components, operations } from '../../../../generated/schema';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { badRequest } from '../../lib/http-error';
import { addDays, startOfJakartaDay } from '../../lib/jakarta-time';
import type { OutletReach } from '../../lib/outlet-access';
import { countedList } from '../../lib/paged-list';

export type AuditFilters = Omit<NonNullable<operations['listAuditLog']['parameters']['query']>, 'page' | 'size'>;
type AuditQuery = NonNullable<operations['listAuditLog']['parameters']['query']>;

/** A count stops here: past it the screen says "100,000+" rather than read a million index entries. */
export const COUNT_LIMIT = 100_000;

function auditWhere(filters: AuditFilters, reach: OutletReach, userId: number): SQL | undefined {
  if (filters.start_date && filters.end_date && filters.end_date < filters.start_date) {
    throw badRequest('End date cannot be before start date', 'end_date');
  }
  const conditions: SQL[] = [];
  if (!reach.all) {
    const own = eq(auditLog.userId, userId);
    conditions.push(
      reach.ids.length ? or(sql`${auditLog.outletId} = any(${sql.param([...reach.ids])}::integer[])`, own)! : own,
    );
  }
  if (filters.user_id) conditions.push(eq(auditLog.userId, filters.user_id));
  if (filters.record_type) conditions.push(eq(auditLog.recordType, filters.record_type));
  if (filters.record_id) conditions.push(eq(auditLog.recordId, filters.record_id));
  if (filters.operation) conditions.push(eq(auditLog.operation, filters.operation));
  if (filters.start_date) conditions.push(gte(auditLog.at, new Date(startOfJakartaDay(filters.start_date))));
  if (filters.end_date) conditions.push(lt(auditLog.at, new Date(startOfJakartaDay(addDays(filters.end_date, 1)))));
  return conditions.length ? and(...conditions) : undefined;
}

const entryColumns = {
  entry: auditLog,
  userName: users.name,
};

type EntryRow = { entry: typeof auditLog.$inferSelect; userName: string | null };

export type AuditEntryDto = components['schemas']['AuditEntry'];

function toEntryDto({ entry, userName }: EntryRow): AuditEntryDto {
  return {
    id: entry.id,
    at: entry.at.toISOString(),
    actor: entry.actor,
    user: entry.userId === null ? null : { id: entry.userId, name: userName ?? '' },
    actor_name: entry.actorName,
    reach: { all: entry.reachAll, outlet_ids: entry.reachOutletIds },
    ip: entry.ip,
    user_agent: entry.userAgent,
    operation: entry.operation,
    record_type: entry.recordType as AuditEntryDto['record_type'],
    record_id: entry.recordId,
    outlet_id: entry.outletId,
    changes: entry.changes,
  };
}

const entries = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(entryColumns)
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.userId))
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id));

/** A page of entries, newest first, and their number (up to COUNT_LIMIT). */
export function listAuditLog(db: DbOrTx, reach: OutletReach, userId: number, query: AuditQuery) {
  const where = auditWhere(query, reach, userId);
  return countedList(query, {
    rows: (limit, offset) => entries(db, where).limit(limit).offset(offset),
    count: async () => {
      const capped = db
        .select({ one: sql`1` })
        .from(auditLog)
        .where(where)
        .limit(COUNT_LIMIT)
        .as('capped');
      const [row] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(capped);
      return row!.n;
    },
    data: (rows) => rows.map(toEntryDto),
  });
}

/** Every entry of a download, newest first, at most COUNT_LIMIT. */
export async function auditEntriesFor(db: DbOrTx, reach: OutletReach, userId: number, filters: AuditFilters) {
  const rows = await entries(db, auditWhere(filters, reach, userId)).limit(COUNT_LIMIT);
  return rows.map(toEntryDto);
}
