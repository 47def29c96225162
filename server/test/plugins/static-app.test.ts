// The built app's files and its routes, next to the API's envelope for everything else.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticAppPlugin, { IMMUTABLE, REVALIDATE } from '../../src/plugins/app/static-app';

let app: FastifyInstance;
let appDir: string;

beforeAll(async () => {
  appDir = mkdtempSync(join(tmpdir(), 'teahouse-app-'));
  writeFileSync(join(appDir, 'index.html'), '<!doctype html><title>Admin Dashboard</title>');
  writeFileSync(join(appDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  await app.register(staticAppPlugin, { appDir });
});
afterAll(async () => {
  await app.close();
  rmSync(appDir, { recursive: true, force: true });
});

describe('the built app', () => {
  it("answers the app's routes with its page", async () => {
    const page = await app.inject({ url: '/category?page=2' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
  });

  it('serves its files', async () => {
    expect((await app.inject({ url: '/logo.svg' })).statusCode).toBe(200);
  });

  it('answers a missing file with 404, never with the page under its name', async () => {
    for (const url of ['/favicon.ico', '/assets/index-old.js']) {
      const missing = await app.inject({ url });
      expect(missing.statusCode, url).toBe(404);
      expect(missing.json()).toEqual({ errors: [{ detail: `Nothing is found at GET ${url}` }] });
    }
  });

  it('never answers an API path with the page', async () => {
    const api = await app.inject({ url: '/adm/v1/nothing-here' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('delivery', () => {
  let built: FastifyInstance;
  let dir: string;
  const chunk = `export const menu = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `Milk Tea ${i}`))};`;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'teahouse-built-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Admin Dashboard</title>');
    writeFileSync(join(dir, 'index.html.br'), brotliCompressSync('<!doctype html><title>Admin Dashboard</title>'));
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js'), chunk);
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js.br'), brotliCompressSync(chunk));
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js.gz'), gzipSync(chunk));
    writeFileSync(join(dir, 'assets', 'index-Ab12Cd.js.map'), '{"version":3}');
    built = Fastify();
    await built.register(staticAppPlugin, { appDir: dir });
  });
  afterAll(async () => {
    await built.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('sends the brotli or gzip copy the browser accepts, and the plain file otherwise', async () => {
    const url = '/assets/index-Ab12Cd.js';
    const br = await built.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(chunk);
    const gz = await built.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(chunk);
    const plain = await built.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('lets browsers keep hashed assets for a year and revalidate the page on every visit', async () => {
    const asset = await built.inject({ url: '/assets/index-Ab12Cd.js', headers: { 'accept-encoding': 'br' } });
    expect(asset.headers['cache-control']).toBe(IMMUTABLE);
    for (const url of ['/', '/category?page=2']) {
      const page = await built.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe(REVALIDATE);
    }
  });

  it('keeps source maps on the server', async () => {
    expect((await built.inject({ url: '/assets/index-Ab12Cd.js.map' })).statusCode).toBe(404);
  });
});
