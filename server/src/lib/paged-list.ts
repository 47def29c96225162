// Every list answers one page of rows and the total that match its filters:
//
//   const page = pageOf(request.query);
//   return pagedList(page, (limit, offset) =>
//     db.select({ ...columns, total: totalCount }).from(table).where(where).orderBy(...).limit(limit).offset(offset),
//   () => db.$count(table, where), (rows) => rows.map(toDto));
//
// The total rides along with the rows (`count(*) over ()`, computed after any GROUP BY), so a list
// costs one query; only a page past the end, which has no row to carry it, counts separately.
import { sql } from 'drizzle-orm';

export interface Page {
  page: number;
  size: number;
  offset: number;
}

/** The page a list asks for (the contract's defaults: page 1, 10 rows). */
export function pageOf(query: { page?: number; size?: number }): Page {
  const page = query.page ?? 1;
  const size = query.size ?? 10;
  return { page, size, offset: (page - 1) * size };
}

/** Select it as `total` next to a list's columns. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

export interface PagedList<T> {
  data: T[];
  meta: { page: number; size: number; total: number };
}

export async function pagedList<Row extends { total: number }, T>(
  page: Page,
  rows: (limit: number, offset: number) => Promise<Row[]>,
  countAll: () => Promise<number>,
  /** The answer's rows, all at once, so related records load in one query. */
  toData: (rows: Omit<Row, 'total'>[]) => T[] | Promise<T[]>,
): Promise<PagedList<T>> {
  const found = await rows(page.size, page.offset);
  const total = found[0]?.total ?? (page.offset > 0 ? await countAll() : 0);
  const data = await toData(found.map(({ total: _total, ...row }) => row));
  return { data, meta: { page: page.page, size: page.size, total } };
}
