// The rows of a raw SQL statement, on either engine (both drivers answer `{ rows }`).
import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

export async function rowsOf<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
