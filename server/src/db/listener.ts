// A PostgreSQL connection of its own that LISTENs on a channel, so notifications sent by any
// process arrive as they are sent. When it drops it reconnects by itself, waiting longer after each
// failure (a quarter of a second at first, doubling up to ten), and says when it listens again so
// the caller can catch up on what was sent meanwhile. It pings now and then: a network that stalls
// leaves an idle connection looking open, and only a query that goes unanswered tells.
import { CONNECTION_NAMES, postgresClient, type BoundedClient } from './postgres';

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
const PING_MS = 15_000;

export interface ListenerHandlers {
  /** Bounds connecting and each query (see postgres.ts). */
  timeoutMs?: number;
  onNotification: () => void;
  /** Listening, at first and after each reconnection. */
  onListening: () => void;
  /** The connection failed or was lost; the next attempt is in `retryMs`. */
  onLost: (error: Error, retryMs: number) => void;
}

export interface Listener {
  close(): Promise<void>;
}

/** Resolves once the first attempt has listened or failed (later attempts go on by themselves). */
export async function listenFor(url: string, channel: string, handlers: ListenerHandlers): Promise<Listener> {
  let closing = false;
  let current: BoundedClient | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const attempt = async () => {
    const client = postgresClient(url, {
      timeoutMs: handlers.timeoutMs,
      applicationName: CONNECTION_NAMES.orderEvents,
    });
    let lost = false;
    const ping = setInterval(() => {
      if (current === client) client.query('select 1').catch(lose);
    }, PING_MS);
    ping.unref();
    // An error event and the failed query report the same loss: the first one counts.
    const lose = (error: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(ping);
      if (current === client) current = null;
      client.removeAllListeners('notification');
      client.end().catch(() => {});
      if (closing) return;
      handlers.onLost(error, delay);
      retry = setTimeout(() => void attempt(), delay);
      delay = Math.min(delay * 2, MAX_RETRY_MS);
    };
    client.on('error', lose);
    client.on('notification', handlers.onNotification);
    client.once('end', () => clearInterval(ping));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (error) {
      lose(error as Error);
      return;
    }
    if (lost) return;
    if (closing) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    handlers.onListening();
  };

  await attempt();
  return {
    async close() {
      closing = true;
      clearTimeout(retry);
      await current?.end().catch(() => {});
    },
  };
}
