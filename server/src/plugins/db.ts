// Makes the opened database available to handlers and closes it with the server.
import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dbKind: Database['kind'];
  }
}

export default fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('dbKind', database.kind);
    app.addHook('onClose', async () => database.close());
  },
  { name: 'db' },
);
