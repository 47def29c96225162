// The one way a document gets its number: a prefix of its kind and its Jakarta day or month
// (`INV/20261126/`, `PO-2026-11-`) and then one more than the highest sequence in use, padded to
// at least a few digits. A scheme says whether its sequence starts again with each prefix (a new
// day or month) or runs on across them, and whether numbers are taken one at a time under an
// advisory lock held to the end of the caller's transaction.
import { and, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { takeTransactionLock, type AdvisoryLockKey } from '../db/advisory-locks';
import { jakartaDate } from './jakarta-time';

export interface NumberingScheme {
  table: PgTable;
  column: AnyPgColumn;
  /** The number's fixed part on a Jakarta day (`YYYY-MM-DD`). */
  prefix: (day: string) => string;
  /** A number of the scheme as a regular expression, its sequence captured: other numbers are not counted. */
  shape: string;
  /** The sequence starts again with each prefix, or runs on across them. */
  restartsEachPrefix: boolean;
  /** The sequence's least number of digits. */
  digits: number;
  /** Numbers are taken one at a time: this lock is held until the caller's transaction ends. */
  lock?: AdvisoryLockKey;
  /** Narrows the rows read to those an index finds (a day's invoices by their creation time). */
  within?: (day: string) => SQL;
}

/** The next number of `scheme` at `now`. */
export async function nextDocumentNumber(db: DbOrTx, scheme: NumberingScheme, now = Date.now()): Promise<string> {
  if (scheme.lock !== undefined) await takeTransactionLock(db, scheme.lock);
  const day = jakartaDate(now);
  const prefix = scheme.prefix(day);
  const [row] = await db
    .select({ highest: sql<string | null>`max((substring(${scheme.column} from ${scheme.shape}::text))::bigint)` })
    .from(scheme.table)
    .where(
      and(
        scheme.restartsEachPrefix ? like(scheme.column, `${prefix.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
        scheme.within?.(day),
      ),
    );
  return `${prefix}${String(Number(row?.highest ?? 0) + 1).padStart(scheme.digits, '0')}`;
}
