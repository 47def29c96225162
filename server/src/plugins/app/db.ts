// Makes the opened database available to handlers and closes it with the server. Its transactions
// mark the Idempotency-Key a request holds as applied, in the same commit as the work.
import fp from 'fastify-plugin';
import type { Database, Db } from '../../db/client';
import { markingTransactions } from '../../lib/idempotency';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
    /** The database free of the request bounds, for what may run long (the demo seed). */
    withoutBounds: Database['withoutBounds'];
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', markingTransactions(database.db));
    app.decorate('dbKind', database.kind);
    app.decorate('withoutBounds', database.withoutBounds);
    app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
