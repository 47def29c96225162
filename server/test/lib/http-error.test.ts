// Which database errors mean "the database cannot be reached" (503 with Retry-After) rather than a
// query it refused: each error pg, pg-pool and PostgreSQL give when a connection drops, stalls or
// times out, as Drizzle hands them on.
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from '../../src/lib/http-error';

const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {});
const fromDrizzle = (cause: Error) => new DrizzleQueryError('update inventory_stocks set quantity = $1', [1], cause);

describe('a database that cannot be reached', () => {
  it.each([
    ['a connection reset under a query', failure('read ECONNRESET', 'ECONNRESET')],
    ['a write to a closed connection', failure('write EPIPE', 'EPIPE')],
    ['a refused connection', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a connection that ended under a transaction', failure('Connection terminated unexpectedly')],
    [
      'a query on a client whose connection failed',
      failure('Client has encountered a connection error and is not queryable'),
    ],
    ['a query on a client that was closed', failure('Client was closed and is not queryable')],
    ['an answer that never came (query_timeout)', failure('Query read timeout')],
    [
      'a statement the server cancelled at statement_timeout',
      failure('canceling statement due to statement timeout', '57014'),
    ],
    [
      'a transaction ended by idle_in_transaction_session_timeout',
      failure('terminating connection due to idle-in-transaction timeout', '25P03'),
    ],
    ['a pool with no free connection in time', failure('timeout exceeded when trying to connect')],
    ['a connection not opened in time', failure('Connection terminated due to connection timeout')],
    ['the server shutting down', failure('terminating connection due to administrator command', '57P01')],
    ['too many connections', failure('sorry, too many clients already', '53300')],
  ])('is %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(fromDrizzle(error))).toBe(true);
  });

  it('is not a query the database refused', () => {
    expect(isDatabaseUnavailable(fromDrizzle(failure('duplicate key value violates unique constraint', '23505')))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(fromDrizzle(failure('integer out of range', '22003')))).toBe(false);
    expect(isDatabaseUnavailable(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});
