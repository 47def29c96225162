// Work that must follow a transaction's commit, never run when it rolls back: the database's
// `transaction` (PostgreSQL) runs its callback with a list of such tasks, and runs them once it has
// committed, each once however many times the transaction asked for it, before it answers. Tasks
// get the database (the transaction is over).
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client';

type Task = (db: Db) => Promise<void>;

const pending = new AsyncLocalStorage<Map<string, Task>>();

/**
 * Asks for `task` to run once the transaction the caller is in commits; a second ask under the
 * same key in that transaction is the first. False when the caller's database runs no such tasks
 * (PGlite, or a connection of its own): the caller then does without.
 */
export function afterCommit(key: string, task: Task): boolean {
  const tasks = pending.getStore();
  if (!tasks) return false;
  if (!tasks.has(key)) tasks.set(key, task);
  return true;
}

/** Makes `db.transaction` run the tasks its transactions ask for once they commit. */
export function runTasksAfterCommit(db: Db): void {
  const begin = db.transaction.bind(db);
  db.transaction = (async (work, config) => {
    const tasks = new Map<string, Task>();
    const result = await pending.run(tasks, () => begin(work, config));
    await Promise.all([...tasks.values()].map((task) => task(db)));
    return result;
  }) as Db['transaction'];
}
