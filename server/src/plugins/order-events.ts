// The live order events of this process: the bus the event streams subscribe to, told of new
// events by the database's NOTIFY, sent when a transaction that wrote one commits. On PostgreSQL it
// LISTENs on a connection of its own (reconnecting when dropped), so writes by any process arrive;
// PGlite, one process, delivers its notifications in process. A slow poll backs both up, and old
// events are pruned hourly.
import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DatabaseTarget } from '../config';
import { ORDER_EVENTS_CHANNEL, OrderEventBus } from '../lib/order-events';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventBus;
  }
}

const SAFETY_POLL_MS = 5_000;
const PRUNE_MS = 60 * 60 * 1000;
const RECONNECT_MS = 1_000;

export default fp<{ database: DatabaseTarget }>(
  async (app, { database }) => {
    const bus = new OrderEventBus(app.db, (error) => app.log.warn({ err: error }, 'reading order events failed'));
    await bus.start();
    app.decorate('orderEvents', bus);

    let closing = false;
    let listener: pg.Client | null = null;
    let reconnect: NodeJS.Timeout | undefined;
    const listen = async () => {
      if (database.kind === 'pglite') {
        const pglite = (app.db as unknown as { $client: PGlite }).$client;
        await pglite.listen(ORDER_EVENTS_CHANNEL, () => void bus.poke());
        return;
      }
      if (closing) return;
      const client = new pg.Client({ connectionString: database.url });
      const retry = () => {
        if (listener === client) listener = null;
        client.removeAllListeners();
        client.on('error', () => {});
        void client.end().catch(() => {});
        if (!closing) reconnect = setTimeout(() => void listen(), RECONNECT_MS);
      };
      client.on('error', (error) => {
        app.log.warn({ err: error }, 'the order events listener lost its connection; reconnecting');
        retry();
      });
      client.on('notification', () => void bus.poke());
      try {
        await client.connect();
        await client.query(`LISTEN ${ORDER_EVENTS_CHANNEL}`);
        listener = client;
        // Whatever was written while not listening.
        void bus.poke();
      } catch (error) {
        app.log.warn({ err: error }, 'the order events listener could not connect; retrying');
        retry();
      }
    };
    await listen();

    const poll = setInterval(() => void bus.poke(), SAFETY_POLL_MS);
    const prune = setInterval(
      () => void bus.prune().catch((error) => app.log.warn({ err: error }, 'pruning order events failed')),
      PRUNE_MS,
    );
    poll.unref();
    prune.unref();

    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      closing = true;
      clearInterval(poll);
      clearInterval(prune);
      clearTimeout(reconnect);
      bus.closeAll();
      await listener?.end().catch(() => {});
    });
  },
  { name: 'order-events', dependencies: ['db'] },
);
