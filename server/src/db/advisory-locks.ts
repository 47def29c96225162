// Every PostgreSQL advisory lock key the server takes, named by what it serialises, in one place so
// two never share a key by accident (server/test/db/advisory-locks.test.ts checks they are
// distinct). Any constant both engines agree on will do; the values are the ones each lock has
// always had, so processes of the previous version and this one still take the same locks.
import { sql, type SQL } from 'drizzle-orm';

export const ADVISORY_LOCKS = {
  /** Migrations at start-up: one process at a time (a session lock). */
  migrations: 7_310_001,
  /** Writing the demo data, once. */
  demoSeed: 7_310_002,
  /** The scheduled job that expires unpaid invoices (a session lock, one process runs it). */
  invoiceExpiryJob: 7_240_301,
  /** The scheduled job that makes pick-up windows ahead. */
  pickupWindowsJob: 7_240_302,
  /** The scheduled job that marks batches and lots past their time expired. */
  prepExpiryJob: 7_240_303,
  /** The scheduled job that sends delivery platforms the order states they are owed. */
  channelStatesJob: 7_240_481,
  /** The scheduled job that deletes audit entries past their retention. */
  auditRetentionJob: 7_240_402,
  /** The scheduled job that pushes the outlets' menus to the delivery platforms. */
  channelMenuSyncJob: 7_240_482,
  /**
   * A delivery platform's order, while a callback places it or moves it: the class of a keyed lock
   * (takeKeyedTransactionLock), keyed by the platform and the platform's order id.
   */
  channelOrder: 7_240_483,
  /** Sweeping expired idempotency keys. */
  idempotencySweep: 7_240_118,
  /** Moving the head office: taken before any row lock, so two moves queue instead of deadlocking. */
  headOffice: 741_001,
  /** The SKU catalogue's structure (bundles, recipes) and imports of SKUs and recipes. */
  skuStructure: 0x5_4c_55,
  /** Importing opening stock: one import at a time. */
  openingStock: 0x4f_50_45_4e,
  /** Numbering invoices. */
  invoiceNumbers: 0x0e7e_0002,
  /** Numbering stock counts: hashtext('stocktake_number'), the key they were numbered under before. */
  stocktakeNumbers: 811_461_420,
} as const;

export type AdvisoryLockKey = (typeof ADVISORY_LOCKS)[keyof typeof ADVISORY_LOCKS];

/** Takes `key` until the transaction `tx` ends, waiting for whoever holds it. */
export async function takeTransactionLock(
  tx: { execute(query: SQL): Promise<unknown> },
  key: AdvisoryLockKey,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}

/**
 * Takes the lock of one `name` within the class `key` until the transaction `tx` ends, waiting for
 * whoever holds it: PostgreSQL's two-key lock, the class and the hash of the name, so a keyed lock
 * never meets a lock of the registry taken with one key.
 */
export async function takeKeyedTransactionLock(
  tx: { execute(query: SQL): Promise<unknown> },
  key: AdvisoryLockKey,
  name: string,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key}::int, hashtext(${name}))`);
}
