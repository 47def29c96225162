// The one way a document gets its number, and the numbering of invoices, purchase orders, stock
// transfers and stock counts: a prefix of its kind and its Jakarta day or month (`INV/20261126/`,
// `PO-2026-11-`) and then one more than the highest sequence in use, padded to at least a few
// digits. A scheme says whether its sequence starts again with each prefix (a new day or month) or
// runs on across them, and whether numbers are taken one at a time under an advisory lock held to
// the end of the caller's transaction.
import { and, gte, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/client';
import { ADVISORY_LOCKS, takeTransactionLock, type AdvisoryLockKey } from '../db/advisory-locks';
import { invoices, purchaseOrders, stockTransfers, stocktakes } from '../db/schema';
import { jakartaDate, startOfJakartaDay } from './jakarta-time';

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

/** `INV/<YYYYMMDD>/<sequence>`: per Jakarta day, at least five digits, one invoice at a time. */
export const INVOICE_NUMBERS: NumberingScheme = {
  table: invoices,
  column: invoices.invoiceNumber,
  prefix: (day) => `INV/${day.replaceAll('-', '')}/`,
  shape: '^INV/[0-9]{8}/([0-9]{5,})$',
  restartsEachPrefix: true,
  digits: 5,
  lock: ADVISORY_LOCKS.invoiceNumbers,
  // The day's invoices, found through the created_at index.
  within: (day) => gte(invoices.createdAt, new Date(startOfJakartaDay(day))),
};

/**
 * `PO-<year>-<month>-<sequence>`: this Jakarta month, and one more than the highest sequence in use
 * in any month (numbers not in this shape are not counted), at least four digits. A suggestion the
 * buyer may change: the number's unique index has the last word.
 */
export const PURCHASE_ORDER_NUMBERS: NumberingScheme = {
  table: purchaseOrders,
  column: purchaseOrders.poNumber,
  prefix: (day) => `PO-${day.slice(0, 7)}-`,
  shape: '^PO-[0-9]{4}-[0-9]{2}-([0-9]{1,15})$',
  restartsEachPrefix: false,
  digits: 4,
};

/**
 * `TR-<year>-<month>-<sequence>`: this Jakarta month, one more than the highest sequence used this
 * month, at least four digits. Transfers sent at once try the next number on a clash.
 */
export const TRANSFER_NUMBERS: NumberingScheme = {
  table: stockTransfers,
  column: stockTransfers.transferNumber,
  prefix: (day) => `TR-${day.slice(0, 7)}-`,
  shape: '^TR-[0-9]{4}-[0-9]{2}-([0-9]{1,15})$',
  restartsEachPrefix: true,
  digits: 4,
};

/**
 * `SO-<year>-<month>-<sequence>`: this Jakarta month, one more than the highest sequence in use in
 * any month, at least four digits, one count at a time.
 */
export const STOCKTAKE_NUMBERS: NumberingScheme = {
  table: stocktakes,
  column: stocktakes.stocktakeNumber,
  prefix: (day) => `SO-${day.slice(0, 7)}-`,
  shape: '^SO-[0-9]{4}-[0-9]{2}-([0-9]{1,15})$',
  restartsEachPrefix: false,
  digits: 4,
  lock: ADVISORY_LOCKS.stocktakeNumbers,
};
