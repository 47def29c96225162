// A TCP proxy between the API and PostgreSQL that a test can cut (every connection destroyed, new
// ones refused, as when the database's host goes away) and stall (connections held open, not a
// byte passed on either way, as when a network or a server stops answering), and then restore.
import net, { type AddressInfo } from 'node:net';
import { build, closeWhenDone, type TestApp } from './test-app';

export interface DatabaseProxy {
  /** `url` (a PostgreSQL URL) reached through the proxy. */
  via(url: string): string;
  /** The local ports of the proxy's connections to PostgreSQL (pg_stat_activity's client_port). */
  upstreamPorts(): number[];
  /**
   * Connections the client (the API) keeps open while the stall holds back bytes of theirs, either
   * way: a query, or its answer, caught by the stall.
   */
  waiting(): number;
  /**
   * Resolves as the next message holding `text` (a statement such as `begin`) is passed on to
   * PostgreSQL, before any answer can come back: a cut or stall made then catches it under way.
   */
  passing(text: string): Promise<void>;
  cut(): Promise<void>;
  /** Takes connections again after a cut, on the same port. */
  restore(): Promise<void>;
  stall(): void;
  /** Passes on what was held back during a stall, and everything after. */
  resume(): void;
  close(): Promise<void>;
}

/** One direction of a connection: bytes from `from` go to `to`, or wait in `held` during a stall. */
interface Flow {
  from: net.Socket;
  to: net.Socket;
  held: Buffer[];
}

export async function startDatabaseProxy(target: string): Promise<DatabaseProxy> {
  const { hostname, port } = new URL(target);
  const upstreamAt = { host: hostname, port: Number(port || 5432) };
  /** Each connection's flow from the client (the API), then its flow from PostgreSQL. */
  const connections = new Set<[Flow, Flow]>();
  let stalled = false;
  const watches = new Set<{ text: string; seen: () => void }>();
  const afterStall: (() => void)[] = [];

  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamAt);
    const flows: [Flow, Flow] = [
      { from: client, to: upstream, held: [] },
      { from: upstream, to: client, held: [] },
    ];
    connections.add(flows);
    const [fromClient] = flows;
    for (const flow of flows) {
      flow.from.on('data', (chunk: Buffer) => {
        if (stalled) return void flow.held.push(chunk);
        flow.to.write(chunk);
        if (flow !== fromClient) return;
        for (const watch of watches)
          if (chunk.includes(watch.text)) {
            watches.delete(watch);
            watch.seen();
          }
      });
      // Either side closing closes the other, as each sees a dropped peer; during a stall that
      // news, too, waits for the stall to end.
      flow.from.on('close', () => {
        if (stalled) afterStall.push(() => flow.to.destroy());
        else flow.to.destroy();
        if (flows.every((f) => f.from.destroyed)) connections.delete(flows);
      });
      flow.from.on('error', () => flow.from.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as AddressInfo).port;
  const destroyAll = () => {
    for (const flows of connections) for (const flow of flows) flow.from.destroy();
  };

  return {
    via(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(proxyPort);
      return through.toString();
    },
    upstreamPorts: () =>
      [...connections].flatMap(([, { from }]) => (!from.destroyed && from.localPort ? [from.localPort] : [])),
    passing: (text) => new Promise((seen) => void watches.add({ text, seen })),
    waiting: () =>
      [...connections].filter(
        ([fromClient, toClient]) => !fromClient.from.destroyed && fromClient.held.length + toClient.held.length > 0,
      ).length,
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      destroyAll();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(proxyPort, '127.0.0.1', () => {
          server.off('error', reject);
          resolve();
        });
      });
    },
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const flows of connections)
        for (const flow of flows) for (const chunk of flow.held.splice(0)) flow.to.write(chunk);
      for (const close of afterStall.splice(0)) close();
    },
    async close() {
      destroyAll();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * A test app whose database `cutDatabase` takes away: on PostgreSQL (TEST_DATABASE_URL) by cutting
 * the proxy it is reached through (closed once the tests at hand are done, after the app), on
 * PGlite by closing it.
 */
export async function buildWithCut(): Promise<TestApp> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return build();
  const proxy = await startDatabaseProxy(base);
  // Registered before the app's, so it runs after the app has closed.
  closeWhenDone(() => proxy.close());
  return build({ databaseUrl: proxy.via, cutDatabase: () => proxy.cut() });
}
