// Reads made by several statements that must agree (totals and their parts) run on one snapshot.
import type { Db, Tx } from './client';

/** Runs the reads in one read-only transaction that sees the database as of its first statement. */
export function onOneSnapshot<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
