// PostgreSQL connections that neither end the process when they drop nor hold a request forever
// when the database stalls.
//
// - Every client has an 'error' listener from its first moment. A connection that drops while a
//   transaction holds it between two queries emits 'error' on its client, and an 'error' event
//   nobody listens to ends the process.
// - With a timeout, PostgreSQL cancels a statement that runs longer (statement_timeout) and ends a
//   transaction left idle that long (idle_in_transaction_session_timeout, which frees its locks when
//   the process holding it is cut off), and the client gives up on an answer that does not come a
//   second after that (query_timeout): over a stalled network the statement never reaches the
//   server, so only the client can tell. Such a connection is closed at once, so no transaction
//   waits another timeout for its ROLLBACK and the pool never hands the connection out again.
// - TCP keepalive notices a peer that vanished while the connection sat idle.
import pg from 'pg';

/** How long opening a connection may take when no timeout is configured (tools, seeds). */
const CONNECT_MS = 5_000;
/** The server's own cancel comes first: a slow statement keeps its connection, a stalled one does not. */
const ANSWER_MARGIN_MS = 1_000;
const KEEPALIVE_DELAY_MS = 10_000;
/** pg's error for a query whose answer did not come within query_timeout. */
const NO_ANSWER = 'Query read timeout';

/** How the server's connections show in pg_stat_activity (unless DATABASE_URL names one). */
export const CONNECTION_NAMES = {
  requests: 'teahouse-api',
  /** Migrations and the demo seed, unbounded. */
  setup: 'teahouse-setup',
  orderEvents: 'teahouse-order-events',
};

export interface PostgresOptions {
  /** Bounds a connection, a statement and its answer; none for tools that run long statements. */
  timeoutMs?: number;
  /** Hears every connection that drops (it is logged; the pool opens another when needed). */
  onConnectionError?: (error: Error) => void;
  /** How the connections show in pg_stat_activity, unless the URL names one. */
  applicationName: string;
}

function connectionConfig(url: string, options: PostgresOptions): pg.ClientConfig {
  const { timeoutMs, applicationName } = options;
  return {
    connectionString: url,
    application_name: applicationName,
    connectionTimeoutMillis: timeoutMs ?? CONNECT_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    ...(timeoutMs
      ? {
          statement_timeout: timeoutMs,
          idle_in_transaction_session_timeout: timeoutMs,
          query_timeout: timeoutMs + ANSWER_MARGIN_MS,
        }
      : {}),
  };
}

type Callback = (error: Error | null, result?: unknown) => void;

/**
 * A pg client that closes its connection when a query goes unanswered. pg only stops waiting: the
 * query stays active on the connection, everything sent after it queues behind it, and a pool
 * given the client back unharmed would hand out a connection that never answers.
 */
export class BoundedClient extends pg.Client {
  override query(...args: unknown[]): any {
    const query = pg.Client.prototype.query as (...a: unknown[]) => unknown;
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === 'function') {
      args[last] = (error: Error | null, result?: unknown) => {
        this.#closeIfUnanswered(error);
        (callback as Callback)(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      this.#closeIfUnanswered(error);
      throw error;
    });
  }

  #closeIfUnanswered(error: unknown) {
    if (error instanceof Error && error.message === NO_ANSWER) this.connection.stream.destroy();
  }
}

/** A client of its own (LISTEN, migrations), listened to from the start; connect it yourself. */
export function postgresClient(url: string, options: PostgresOptions): BoundedClient {
  const client = new BoundedClient(connectionConfig(url, options));
  client.on('error', options.onConnectionError ?? (() => {}));
  return client;
}

/**
 * A pool that takes back a client whose connection dies while it is checked out, at once and with
 * the error, so the pool frees its place. Drizzle's transaction releases its client only once BEGIN
 * has succeeded: a connection that drops or stalls during BEGIN would otherwise keep its place in
 * the pool for the life of the process, and ten of them would leave nothing for any request.
 * Releasing twice is harmless here: the owner's own release, if it comes, does nothing.
 */
type ConnectCallback = (
  error: Error | undefined,
  client: pg.PoolClient | undefined,
  done: pg.PoolClient['release'],
) => void;

class GuardedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    if (!callback) return super.connect().then(guarded);
    super.connect((error, client, done) => {
      if (!client) return callback(error, client, done);
      const checkedOut = guarded(client);
      callback(error, checkedOut, checkedOut.release);
    });
  }
}

function guarded(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onError = (error: Error) => client.release(error);
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.removeListener('error', onError);
    release(error);
  };
  client.once('error', onError);
  return client;
}

/** The pool requests share: ten connections, each listened to and bounded as above. */
export function postgresPool(url: string, options: PostgresOptions): pg.Pool {
  const pool = new GuardedPool({ ...connectionConfig(url, options), max: 10, Client: BoundedClient });
  const onConnectionError = options.onConnectionError ?? (() => {});
  // From its connection on, each client reports its own errors, whether idle in the pool or
  // checked out; the pool's event for an idle one would only say it again.
  pool.on('connect', (client) => client.on('error', onConnectionError));
  pool.on('error', () => {});
  return pool;
}
