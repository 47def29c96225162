// Queries built once per database and run with new values each time (`sql.placeholder(name)` in
// the query, the values given to `execute`). Building a query, the query builder walking its
// columns, joins and conditions, takes tens of microseconds, longer than a small query takes to
// answer; the ones every request runs (the session, the user's roles) are built once.
//
// `.prepare('')`: the empty name keeps the statement unnamed, so PostgreSQL parses it on each run as
// before. A named one would be kept on each connection, which a connection pooler in transaction
// mode does not allow.
import type { DbOrTx } from './client';

/** The query `build` makes for a database, made on the first call for that database and kept. */
export function builtOnce<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const built = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
