// The head office (`is_hq`): where the chain's central stock lives, and where stock and purchase
// orders go when a request names no outlet. A chain without one uses its first outlet.
import { asc, desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outlets } from '../db/schema';
import { unprocessable } from './http-error';

export async function headOfficeId(db: DbOrTx, field = 'outlet_id'): Promise<number> {
  const [outlet] = await db
    .select({ id: outlets.id })
    .from(outlets)
    .orderBy(desc(outlets.isHq), asc(outlets.id))
    .limit(1);
  if (!outlet) throw unprocessable('Add an outlet first: stock belongs to an outlet', field);
  return outlet.id;
}
