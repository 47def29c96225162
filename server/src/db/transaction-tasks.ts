// Work a transaction gathers and does at its end: writes made once before it commits, from what
// its statements asked for along the way (one row for many asks), and work that must follow its
// commit, never run when it rolls back. The database's `transaction` (PostgreSQL) runs its callback
// with room for both; each is done once per transaction, however often it was asked for, before
// the transaction answers. PGlite and connections of their own have no such room: a caller then
// does the work at once.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';

interface Gathered {
  state: unknown;
  write: (tx: Tx, state: unknown) => Promise<void>;
}

interface Room {
  beforeCommit: Map<string, Gathered>;
  afterCommit: Map<string, (db: Db) => Promise<void>>;
}

const room = new AsyncLocalStorage<Room>();

/**
 * What the transaction the caller is in has gathered under `key` (made by `create` on the first
 * ask), written by `write` just before it commits; undefined when the caller's database has no
 * room for it.
 */
export function gatherBeforeCommit<T>(
  key: string,
  create: () => T,
  write: (tx: Tx, state: T) => Promise<void>,
): T | undefined {
  const tasks = room.getStore()?.beforeCommit;
  if (!tasks) return undefined;
  let gathered = tasks.get(key);
  if (!gathered) {
    gathered = { state: create(), write: write as Gathered['write'] };
    tasks.set(key, gathered);
  }
  return gathered.state as T;
}

/**
 * Asks for `task` to run once the transaction the caller is in commits; a second ask under the
 * same key in that transaction is the first. False when the caller's database has no room for it.
 */
export function afterCommit(key: string, task: (db: Db) => Promise<void>): boolean {
  const tasks = room.getStore()?.afterCommit;
  if (!tasks) return false;
  if (!tasks.has(key)) tasks.set(key, task);
  return true;
}

/** Makes `db.transaction` write what its transactions gather and run their tasks after commit. */
export function runTransactionTasks(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const tasks: Room = { beforeCommit: new Map(), afterCommit: new Map() };
    const result = await room.run(tasks, () =>
      begin(async (tx) => {
        const answer = await work(tx);
        for (const { state, write } of tasks.beforeCommit.values()) await write(tx, state);
        return answer;
      }, config),
    );
    await Promise.all([...tasks.afterCommit.values()].map((task) => task(db)));
    return result;
  }) as Db['transaction'];
}
