// The live order events of this process: the bus the event streams subscribe to, told of new
// events by the database's NOTIFY, sent when a transaction that wrote one commits. On PostgreSQL it
// LISTENs on a connection of its own (reconnecting by itself when dropped or stalled), so writes by any process arrive;
// PGlite, one process, delivers its notifications in process. A slow poll backs both up, and old
// events are pruned hourly.
import type { PGlite } from '@electric-sql/pglite';
import fp from 'fastify-plugin';
import type { DatabaseTarget } from '../../config';
import { listenFor, type Listener } from '../../db/listener';
import { ORDER_EVENTS_CHANNEL, OrderEventBus } from '../../lib/order-events';

declare module 'fastify' {
  interface FastifyInstance {
    orderEvents: OrderEventBus;
  }
}

const SAFETY_POLL_MS = 5_000;
const PRUNE_MS = 60 * 60 * 1000;

export default fp<{ database: DatabaseTarget; timeoutMs?: number }>(
  async (app, { database, timeoutMs }) => {
    const bus = new OrderEventBus(app.db, (error) => app.log.warn({ err: error }, 'reading order events failed'));
    await bus.start();
    app.decorate('orderEvents', bus);

    let listener: Listener | undefined;
    if (database.kind === 'pglite') {
      const pglite = (app.db as unknown as { $client: PGlite }).$client;
      await pglite.listen(ORDER_EVENTS_CHANNEL, () => void bus.poke());
    } else {
      listener = await listenFor(database.url, ORDER_EVENTS_CHANNEL, {
        timeoutMs,
        onNotification: () => void bus.poke(),
        // Whatever was written while not listening.
        onListening: () => void bus.poke(),
        onLost: (error, retryMs) =>
          app.log.warn({ err: error, retryMs }, 'the order events listener is not connected; reconnecting'),
      });
    }

    const poll = setInterval(() => void bus.poke(), SAFETY_POLL_MS);
    const prune = setInterval(
      () => void bus.prune().catch((error) => app.log.warn({ err: error }, 'pruning order events failed')),
      PRUNE_MS,
    );
    poll.unref();
    prune.unref();

    // Open streams would keep the server from closing.
    app.addHook('preClose', async () => {
      clearInterval(poll);
      clearInterval(prune);
      bus.closeAll();
      await listener?.close();
    });
  },
  { name: 'order-events', dependencies: ['db'] },
);
