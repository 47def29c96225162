// The development server's proxy (vite.config.ts, `vite --host`) in front of the API: a browser on
// the network reaches the app through it, but not the development endpoints, which answer this
// machine only; a browser on this machine still reaches them through the proxy.
import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../helpers/test-app';

const t = await build();
let proxy: ViteDevServer;
let port: number;

/** This machine's address on the network, as another machine would call it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

beforeAll(async () => {
  const api = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const before = process.env.API_PROXY_TARGET;
  process.env.API_PROXY_TARGET = api;
  try {
    proxy = await createServer({
      configFile: fileURLToPath(new URL('../../../vite.config.ts', import.meta.url)),
      root: fileURLToPath(new URL('../../../', import.meta.url)),
      logLevel: 'silent',
      server: { host: '0.0.0.0', port: 0, strictPort: true, hmr: false, watch: null },
      optimizeDeps: { noDiscovery: true, include: [] },
    });
  } finally {
    if (before === undefined) delete process.env.API_PROXY_TARGET;
    else process.env.API_PROXY_TARGET = before;
  }
  await proxy.listen();
  port = (proxy.httpServer!.address() as AddressInfo).port;
});
afterAll(() => proxy?.close());

const outbox = (host: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/usr/v1/dev/outbox`, { headers });

describe('the development proxy', () => {
  it('forwards the app’s calls for a browser on the network', async () => {
    expect(lanAddress, 'this machine has an address on a network').toBeDefined();
    const health = await fetch(`http://${lanAddress}:${port}/health`);
    expect(health.status).toBe(200);
  });

  it('names the browser to the API, so the outbox answers this machine only', async () => {
    expect((await outbox('127.0.0.1')).status).toBe(200);
    const remote = await outbox(lanAddress!);
    expect(remote.status).toBe(404);
    expect(await remote.json()).toEqual({ errors: [{ detail: 'Not found' }] });
    // A caller on the network claiming to be this machine is named after it, and refused.
    expect((await outbox(lanAddress!, { 'x-forwarded-for': '127.0.0.1' })).status).toBe(404);
  });
});
