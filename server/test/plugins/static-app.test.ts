// The built app's files and its routes, next to the API's envelope for everything else.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import staticAppPlugin from '../../src/plugins/static-app';

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
