// Document numbers: each kind's format as it has always been (invoices by Jakarta day, purchase
// orders, transfers and stock counts by month), the sequence going on from the highest in use,
// starting again with each day or month only where the kind's does, and numbers taken one at a
// time under the kind's lock.
import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_NUMBERS,
  nextDocumentNumber,
  PURCHASE_ORDER_NUMBERS,
  STOCKTAKE_NUMBERS,
  TRANSFER_NUMBERS,
  type NumberingScheme,
} from '../../src/lib/document-numbers';
import { build } from '../helpers/test-app';

const t = await build();
const db = t.app.db;
// 2031-03-05 10:00 in Jakarta: a day no other row of the test database is numbered on.
const MARCH = Date.parse('2031-03-05T03:00:00Z');
const APRIL = Date.parse('2031-04-01T03:00:00Z');

// A table of numbers of its own, to try the numbering on any rows.
await db.execute(sql`create table numbering_trial (id integer generated always as identity, number text not null)`);
const trial = pgTable('numbering_trial', { id: integer('id'), number: text('number').notNull() });
const monthly = (restartsEachPrefix: boolean): NumberingScheme => ({
  table: trial,
  column: trial.number,
  prefix: (day) => `TRY-${day.slice(0, 7)}-`,
  shape: '^TRY-[0-9]{4}-[0-9]{2}-([0-9]{1,15})$',
  restartsEachPrefix,
  digits: 4,
});
const keep = (...numbers: string[]) =>
  db.execute(sql`insert into numbering_trial (number) select unnest(${`{${numbers.join(',')}}`}::text[])`);

describe('document numbers', () => {
  it('keep each kind’s format', async () => {
    expect(await nextDocumentNumber(db, INVOICE_NUMBERS, MARCH)).toBe('INV/20310305/00001');
    expect(await nextDocumentNumber(db, PURCHASE_ORDER_NUMBERS, MARCH)).toMatch(/^PO-2031-03-\d{4,}$/);
    expect(await nextDocumentNumber(db, TRANSFER_NUMBERS, MARCH)).toBe('TR-2031-03-0001');
    expect(await nextDocumentNumber(db, STOCKTAKE_NUMBERS, MARCH)).toMatch(/^SO-2031-03-\d{4,}$/);
  });

  it('go on from the highest sequence in use, past the least digits, counting only numbers of the shape', async () => {
    await db.execute(sql`truncate numbering_trial`);
    await keep('TRY-2031-03-0007', 'TRY-2031-02-0041', 'TRY-2031-03-0009', 'TRY-2031-03-x', 'OTHER-2031-03-9999');
    expect(await nextDocumentNumber(db, monthly(true), MARCH)).toBe('TRY-2031-03-0010');
    await keep('TRY-2031-03-9999');
    expect(await nextDocumentNumber(db, monthly(true), MARCH)).toBe('TRY-2031-03-10000');
    await keep('TRY-2031-03-10000');
    expect(await nextDocumentNumber(db, monthly(true), MARCH)).toBe('TRY-2031-03-10001');
  });

  it('start again with a new month where the kind restarts, and run on where it does not', async () => {
    await db.execute(sql`truncate numbering_trial`);
    await keep('TRY-2031-03-0012');
    expect(await nextDocumentNumber(db, monthly(true), APRIL)).toBe('TRY-2031-04-0001');
    expect(await nextDocumentNumber(db, monthly(false), APRIL)).toBe('TRY-2031-04-0013');
  });

  it('are taken one at a time under the kind’s lock, held to the end of the transaction', async () => {
    const locked = { ...monthly(true), lock: STOCKTAKE_NUMBERS.lock };
    const held = await db.transaction(async (tx) => {
      await nextDocumentNumber(tx, locked, MARCH);
      const [row] = (
        (await tx.execute(
          sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and objid = ${STOCKTAKE_NUMBERS.lock}`,
        )) as unknown as { rows: { n: number }[] }
      ).rows;
      return row!.n;
    });
    expect(held).toBe(1);
  });
});
