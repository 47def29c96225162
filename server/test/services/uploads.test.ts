// Image upload: a good image is stored and served back; too big is 413; not an image is 415.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DEMO_ADMIN, type TestApp } from '../helpers/test-app';

let t: TestApp;
let admin: string;

// A 1x1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer | string }[]) {
  const boundary = '----teahouse-test-boundary';
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const head = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.type ? `Content-Type: ${part.type}\r\n` : ''}\r\n`;
    chunks.push(
      Buffer.from(head),
      Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

describe('image upload', () => {
  it('stores a PNG and serves it back at the answered URL', async () => {
    const res = await t.request('POST', '/adm/v1/uploads/images', {
      token: admin,
      ...multipart([{ name: 'file', filename: 'cup.png', type: 'image/png', content: PNG }]),
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ content_type: 'image/png', size: PNG.length });
    expect(res.body.data.url).toMatch(/^\/uploads\/[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({ method: 'GET', url: res.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('judges the type by content, not by the declared type or name', async () => {
    const res = await t.request('POST', '/adm/v1/uploads/images', {
      token: admin,
      ...multipart([{ name: 'file', filename: 'evil.png', type: 'image/png', content: '<script>alert(1)</script>' }]),
    });
    expect(res.status).toBe(415);
    expect(res.body.errors[0]).toEqual({ detail: 'Image must be a JPEG, PNG or WebP file', field: 'file' });
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await t.request('POST', '/adm/v1/uploads/images', {
      token: admin,
      ...multipart([{ name: 'file', filename: 'big.png', type: 'image/png', content: big }]),
    });
    expect(res.status).toBe(413);
    expect(res.body.errors[0]).toEqual({ detail: 'Image must be 2 MB or smaller', field: 'file' });
  });

  it('requires the file part and nothing else', async () => {
    const none = await t.request('POST', '/adm/v1/uploads/images', { token: admin, ...multipart([]) });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toEqual({ detail: 'File is required', field: 'file' });
    const extra = await t.request('POST', '/adm/v1/uploads/images', {
      token: admin,
      ...multipart([{ name: 'caption', content: 'hi' }]),
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0].field).toBe('caption');
    const json = await t.request('POST', '/adm/v1/uploads/images', { token: admin, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('needs a signed-in user', async () => {
    const res = await t.request(
      'POST',
      '/adm/v1/uploads/images',
      multipart([{ name: 'file', filename: 'cup.png', content: PNG }]),
    );
    expect(res.status).toBe(401);
  });
});
