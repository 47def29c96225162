// Fast inserts for the seed: rows travel as one JSON parameter per statement and are expanded by
// json_to_recordset, so tens of thousands of rows cost one round trip on PGlite and PostgreSQL alike.
// Ids are reserved from the table's identity sequence up front, so rows can point at each other
// before they are written.
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';

const CHUNK = 20_000;

export type Row = Record<string, string | number | boolean | null>;

/** Reserves `count` consecutive ids of `table` and answers the first. */
export async function reserveIds(tx: Tx, table: string, count: number): Promise<number> {
  const result = (await tx.execute(
    sql`select nextval(pg_get_serial_sequence(${table}, 'id'))::int as first`,
  )) as unknown as {
    rows: { first: number }[];
  };
  const first = Number(result.rows[0]!.first);
  if (count > 1) await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), ${first + count - 1})`);
  return first;
}

/**
 * Inserts rows into `table`; `columns` maps each column to its SQL type. Rows carrying an `id`
 * (reserved with reserveIds) keep it.
 */
export async function insertRows(tx: Tx, table: string, columns: Record<string, string>, rows: Row[]): Promise<void> {
  if (!rows.length) return;
  const names = Object.keys(columns);
  const list = names.map((n) => `"${n}"`).join(', ');
  const definition = names.map((n) => `"${n}" ${columns[n]}`).join(', ');
  const overriding = names.includes('id') ? 'overriding system value' : '';
  for (let i = 0; i < rows.length; i += CHUNK) {
    const json = JSON.stringify(rows.slice(i, i + CHUNK));
    await tx.execute(
      sql`${sql.raw(`insert into "${table}" (${list}) ${overriding} select ${list} from json_to_recordset(`)}${json}${sql.raw(`::json) as x(${definition})`)}`,
    );
  }
}

/** One column as a PostgreSQL array literal: nulls bare, text quoted. */
export function arrayLiteral(values: (string | number | boolean | null)[], type: string): string {
  const item = (v: string | number | boolean | null) =>
    v === null
      ? 'NULL'
      : type === 'text'
        ? `"${String(v).replace(/["\\]/g, '\\$&')}"`
        : type === 'boolean'
          ? v
            ? 't'
            : 'f'
          : String(v);
  return `{${values.map(item).join(',')}}`;
}

/** Rows as one array per column, cast to its type, for `unnest(…)`: far lighter than JSON for numbers. */
export function columnArrays(columns: Record<string, string>, rows: Row[]): SQL[] {
  return Object.entries(columns).map(
    ([name, type]) =>
      sql`${arrayLiteral(
        rows.map((r) => r[name] ?? null),
        type,
      )}::${sql.raw(type)}[]`,
  );
}

/** Inserts rows of numbers (and the like) into `table`, a column array each, CHUNK rows per statement. */
export async function insertColumns(tx: Tx, table: string, columns: Record<string, string>, rows: Row[]) {
  const list = Object.keys(columns)
    .map((n) => `"${n}"`)
    .join(', ');
  for (let i = 0; i < rows.length; i += CHUNK) {
    const arrays = columnArrays(columns, rows.slice(i, i + CHUNK));
    await tx.execute(
      sql`${sql.raw(`insert into "${table}" (${list}) select * from unnest(`)}${sql.join(arrays, sql`, `)})`,
    );
  }
}

/**
 * Runs `load` with the foreign keys of `tables` set aside, and adds them back after it: PostgreSQL
 * then checks each key once over the whole table (one join) instead of row by row as rows arrive,
 * which was most of the seed's time on PGlite. The seed runs in one transaction, so no one else
 * ever sees the tables without their keys, and a row that breaks one still fails the seed.
 */
export async function checkingForeignKeysAfter<T>(tx: Tx, tables: string[], load: () => Promise<T>): Promise<T> {
  const found = (await tx.execute(
    sql`select conrelid::regclass::text as "table", conname as name, pg_get_constraintdef(oid) as definition
        from pg_constraint where contype = 'f' and conrelid::regclass::text in ${tables}`,
  )) as unknown as { rows: { table: string; name: string; definition: string }[] };
  const keys = found.rows;
  for (const key of keys) await tx.execute(sql.raw(`alter table "${key.table}" drop constraint "${key.name}"`));
  const result = await load();
  for (const key of keys) {
    await tx.execute(sql.raw(`alter table "${key.table}" add constraint "${key.name}" ${key.definition}`));
  }
  return result;
}

/**
 * Runs `load` with the secondary indexes of `tables` set aside, and builds them again after it: one
 * sort per index over the whole table instead of an index insert per row as rows arrive.
 */
export async function indexingAfter<T>(tx: Tx, tables: string[], load: () => Promise<T>): Promise<T> {
  const found = (await tx.execute(
    sql`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
        from pg_index i where i.indrelid::regclass::text in ${tables} and not i.indisprimary and not i.indisunique`,
  )) as unknown as { rows: { name: string; definition: string }[] };
  for (const index of found.rows) await tx.execute(sql.raw(`drop index ${index.name}`));
  const result = await load();
  for (const index of found.rows) await tx.execute(sql.raw(index.definition));
  return result;
}
