// The paged list every `GET /…` collection answers: `{ data, meta: { page, size, total } }`.
//
// How to use it in a service's queries.ts:
//
//   export function listVendors(db: DbOrTx, query: VendorQuery) {
//     const where = vendorFilters(query);
//     return pagedList(query, {
//       rows: (limit, offset) =>
//         db.select({ ...vendorColumns, total: totalCount })   // `totalCount` rides along on each row
//           .from(vendors).where(where)
//           .orderBy(asc(vendors.name), asc(vendors.id))      // always end on a unique column
//           .limit(limit).offset(offset),
//       count: () => db.$count(vendors, where),                // the same filters, no paging
//       data: (rows) => rows.map(toDto),                       // rows (without `total`) -> contract objects
//     });
//   }
//
// and the handler is one line: `listVendors: (request) => listVendors(request.server.db, request.query)`.
// One query answers the page and the total (`count(*) over ()` is computed after WHERE and GROUP
// BY, so it counts groups when the query groups). Only a page past the end, which has no row to
// carry the total, costs the second `count` query. Filters, sorting and joins stay in the
// service; paging, the default size and the answer's shape live here.
import { sql } from 'drizzle-orm';
import type { components } from '../../../generated/schema';

export type PageMeta = components['schemas']['PageMeta'];

export const DEFAULT_PAGE_SIZE = 10;

/** Select it as `total` next to a list's columns: the number of rows the query matches without paging. */
export const totalCount = sql<number>`count(*) over ()`.mapWith(Number);

export interface PageQuery {
  page?: number;
  size?: number;
}

export interface PagedListSource<Row extends { total: number }, Dto> {
  /** One page of rows, each carrying `total` (select `totalCount` as `total`). */
  rows: (limit: number, offset: number) => Promise<Row[]>;
  /** The number of matching rows; asked only when a page past the end leaves no row to tell. */
  count: () => Promise<number>;
  /** The contract objects for a page of rows (a batch, so it can load what the rows refer to at once). */
  data: (rows: Omit<Row, 'total'>[]) => Dto[] | Promise<Dto[]>;
}

/** The page a query asks for (the contract bounds page and size; the defaults apply here). */
export function pageOf(query: PageQuery) {
  const page = query.page ?? 1;
  const size = query.size ?? DEFAULT_PAGE_SIZE;
  return { page, size, offset: (page - 1) * size };
}

export async function pagedList<Row extends { total: number }, Dto>(
  query: PageQuery,
  source: PagedListSource<Row, Dto>,
): Promise<{ data: Dto[]; meta: PageMeta }> {
  const { page, size, offset } = pageOf(query);
  const rows = await source.rows(size, offset);
  const total = rows.length > 0 ? rows[0]!.total : offset === 0 ? 0 : await source.count();
  const data = await source.data(rows.map(({ total: _total, ...row }) => row));
  return { data, meta: { page, size, total } };
}

export interface CountedListSource<Row, Dto> {
  /** One page of rows, without a total. */
  rows: (limit: number, offset: number) => Promise<Row[]>;
  /** The number of matching rows, asked at the same time as the page. */
  count: () => Promise<number>;
  data: (rows: Row[]) => Dto[] | Promise<Dto[]>;
}

/**
 * The same answer for a list whose page is read off an index but whose matching rows are many (a
 * log): `count(*) over ()` would read and sort every match to count them, so the page is read on
 * its own (a few index entries) and the total by a separate count, which the database can answer
 * from an index alone, both at once.
 */
export async function countedList<Row, Dto>(
  query: PageQuery,
  source: CountedListSource<Row, Dto>,
): Promise<{ data: Dto[]; meta: PageMeta }> {
  const { page, size, offset } = pageOf(query);
  const [rows, total] = await Promise.all([source.rows(size, offset), source.count()]);
  return { data: await source.data(rows), meta: { page, size, total } };
}

/** Escapes LIKE wildcards so a search for "50%" finds exactly that. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
