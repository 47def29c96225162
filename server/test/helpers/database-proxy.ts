// A TCP proxy between the API and PostgreSQL that a test can cut (every connection destroyed, new
// ones refused, as when the database's host goes away) and stall (connections held open, not a
// byte passed on either way, as when a network swallows packets), and then restore.
import net, { type AddressInfo } from 'node:net';

export interface DatabaseProxy {
  /** `url` (a PostgreSQL URL) reached through the proxy. */
  via(url: string): string;
  /** The local ports of the proxy's connections to PostgreSQL (pg_stat_activity's client_port). */
  upstreamPorts(): number[];
  cut(): Promise<void>;
  /** Takes connections again after a cut, on the same port. */
  restore(): Promise<void>;
  stall(): void;
  /** Passes on what was held back during a stall, and everything after. */
  resume(): void;
  close(): Promise<void>;
}

export async function startDatabaseProxy(target: string): Promise<DatabaseProxy> {
  const { hostname, port } = new URL(target);
  const upstreamAt = { host: hostname, port: Number(port || 5432) };
  const sockets = new Set<net.Socket>();
  const upstreams = new Set<net.Socket>();
  let stalled = false;

  const server = net.createServer((client) => {
    const upstream = net.connect(upstreamAt);
    upstreams.add(upstream);
    upstream.on('close', () => upstreams.delete(upstream));
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.on('data', (chunk) => to.write(chunk));
      // Either side closing closes the other, as PostgreSQL and the API each see a dropped peer.
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
      from.on('error', () => from.destroy());
      // Paused, a socket reads nothing: bytes wait in the kernel until the stall ends.
      if (stalled) from.pause();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxyPort = (server.address() as AddressInfo).port;

  return {
    via(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(proxyPort);
      return through.toString();
    },
    upstreamPorts: () => [...upstreams].flatMap((socket) => (socket.localPort ? [socket.localPort] : [])),
    async cut() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      for (const socket of sockets) socket.destroy();
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
      for (const socket of sockets) socket.pause();
    },
    resume() {
      stalled = false;
      for (const socket of sockets) socket.resume();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
