// Cross-cutting behaviour: health, the error envelope for bad input and unknown routes, request ids.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { build } from './helpers/test-app';

const t = await build();
// A route that fails the way a bug would, to see what the client is told.
t.app.get('/boom', async () => {
  throw new Error('connection string postgres://secret@db');
});
const admin = await t.asAdmin();

describe('the API server', () => {
  it('compresses answers above a kilobyte for a browser that accepts it, gzip first, and leaves small ones alone', async () => {
    const url = '/adm/v1/roles?size=100';
    const headers = { authorization: `Bearer ${admin.token}` };
    const plain = await t.app.inject({ url, headers });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // gzip first: it costs less CPU than brotli for answers this size.
    const gz = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'br, gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    const br = await t.app.inject({ url, headers: { ...headers, 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const small = await t.app.inject({ url: '/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('reports health with the database it uses', async () => {
    const res = await t.api().GET('/health');
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toEqual({ status: 'ok', database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite' });
  });

  it('rejects an unknown body property instead of dropping it, naming it', async () => {
    const res = await t.raw('POST', '/adm/v1/categories', {
      token: admin.token,
      body: { name: 'Yakult Series', status: true, image_url: '/uploads/x.png', colour: 'red' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ detail: '"colour" is not an accepted field', field: 'colour' });
  });

  it('names a missing field in words', async () => {
    const res = await t.raw('POST', '/adm/v1/categories', {
      token: admin.token,
      body: { status: true, image_url: '/uploads/x.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
  });

  it('does not coerce body types: "true" is not a boolean', async () => {
    const res = await t.raw('POST', '/adm/v1/categories', {
      token: admin.token,
      body: { name: 'Yakult', status: 'true', image_url: '/x.png' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ detail: 'Status must be true or false', field: 'status' });
  });

  it('answers a bad query value with 400 naming it', async () => {
    const res = await t.raw('GET', '/adm/v1/categories?page=abc', { token: admin.token });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toEqual({ detail: 'Page must be a number', field: 'page' });
    const big = await admin.GET('/adm/v1/categories', { params: { query: { size: 1000 } } });
    expect(big.response.status).toBe(400);
    expect(big.error!.errors[0]!.detail).toBe('Size must be at most 100');
  });

  it('answers a bad email with a readable message', async () => {
    const res = await t.api().POST('/usr/v1/login', {
      body: { email: 'not-an-email', password: 'Admin12345', remember: false },
    });
    expect(res.response.status).toBe(400);
    expect(res.error!.errors[0]).toEqual({ detail: 'Email must be a valid email address', field: 'email' });
  });

  it('answers malformed JSON with 400, never 500', async () => {
    const res = await t.raw('POST', '/usr/v1/login', {
      payload: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].detail).toBe('The request body is not valid JSON');
  });

  it('answers an unknown path with 404 and the envelope', async () => {
    const res = await t.raw('GET', '/adm/v1/nothing-here', { token: admin.token });
    expect(res.status).toBe(404);
    expect(res.body.errors[0].detail).toMatch(/Nothing is found/);
  });

  it('answers an unknown id with 404', async () => {
    const res = await admin.GET('/adm/v1/categories/{category_id}', { params: { path: { category_id: 9999 } } });
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Category not found');
  });

  it('answers an id beyond the database range with 400 naming it, not 500', async () => {
    const res = await admin.GET('/adm/v1/categories/{category_id}', {
      params: { path: { category_id: 99999999999 } },
    });
    expect(res.response.status).toBe(400);
    expect(res.error!.errors[0]).toEqual({ detail: 'Category must be at most 2147483647', field: 'category_id' });
  });

  it('answers an unexpected failure with 500 and a generic message, leaking nothing', async () => {
    const res = await t.raw('GET', '/boom');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ errors: [{ detail: 'An unexpected error occurred' }] });
  });

  it('answers a body that is not an object with 400', async () => {
    const res = await t.raw('POST', '/usr/v1/login', {
      payload: '[1]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].detail).toBe('The request body must be an object');
  });

  it('echoes a request id, or makes one', async () => {
    const given = await t.api(undefined, { headers: { 'x-request-id': 'abc-123' } }).GET('/health');
    expect(given.response.headers.get('x-request-id')).toBe('abc-123');
    const made = await t.api().GET('/health');
    expect(made.response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the development outbox outside production', async () => {
    const res = await t.api().GET('/usr/v1/dev/outbox');
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toEqual([]);
  });
});

describe('in production mode', async () => {
  const prod = await build({ env: { NODE_ENV: 'production' } });

  it('has no development outbox', async () => {
    const res = await prod.api().GET('/usr/v1/dev/outbox');
    expect(res.response.status).toBe(404);
  });
});
