// Image upload: a good image is stored in the database under a name made from its content and
// served back with a strong ETag and a year's caching; too big is 413; not an image is 415. Images
// an earlier version kept in DATA_DIR/uploads move into the database at start-up.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { importDiskImages } from '../../src/lib/disk-images';
import { PNG, sendImage } from '../helpers/images';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();

/** A multipart form as it is, for the forms the contract does not allow. */
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

const PNG_SHA256 = createHash('sha256').update(PNG).digest('hex');
// The first bytes of a JPEG are all the type check reads.
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

const upload = (content: Buffer) => sendImage(admin, content);

describe('image upload', () => {
  it('stores a PNG in the database under its content hash and serves it back, cached for a year', async () => {
    const res = await upload(PNG);
    expect(res.response.status).toBe(201);
    expect(res.data!.data).toEqual({ url: `/uploads/${PNG_SHA256}.png`, content_type: 'image/png', size: PNG.length });
    const served = await t.app.inject({ method: 'GET', url: res.data!.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      etag: `"${PNG_SHA256}"`,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    // Nothing on this process's disk: another process serves it from the same database.
    expect(existsSync(join(t.config.dataDir, 'uploads'))).toBe(false);
  });

  it('keeps the same image once however often it is uploaded', async () => {
    const first = await upload(JPEG);
    const again = await upload(JPEG);
    expect(first.response.status).toBe(201);
    expect(again.data!.data.url).toBe(first.data!.data.url);
    expect(first.data!.data.url).toMatch(/^\/uploads\/[0-9a-f]{64}\.jpg$/);
    const rows = await t.app.images.held([first.data!.data.url.slice('/uploads/'.length)]);
    expect(rows.size).toBe(1);
  });

  it('answers 304 without the image when the browser already holds it', async () => {
    const { url } = (await upload(PNG)).data!.data;
    for (const tag of [`"${PNG_SHA256}"`, `W/"${PNG_SHA256}"`, `"other", "${PNG_SHA256}"`, '*']) {
      const cached = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': tag } });
      expect(cached.statusCode, tag).toBe(304);
      expect(cached.rawPayload.length).toBe(0);
      expect(cached.headers.etag).toBe(`"${PNG_SHA256}"`);
      expect(cached.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const stale = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.rawPayload.equals(PNG)).toBe(true);
  });

  it('answers 404 in the envelope for a name it does not hold', async () => {
    for (const url of [`/uploads/${'0'.repeat(64)}.png`, '/uploads/..%2Fpackage.json', '/uploads/.hidden']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errors[0].detail).toMatch(/^Nothing is found at GET \/uploads\//);
    }
  });

  it('judges the type by content, not by the declared type or name', async () => {
    const res = await sendImage(admin, '<script>alert(1)</script>', 'evil.png');
    expect(res.response.status).toBe(415);
    expect(res.error!.errors[0]).toEqual({ detail: 'Image must be a JPEG, PNG or WebP file', field: 'file' });
  });

  it('refuses a file over 2 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await sendImage(admin, big, 'big.png');
    expect(res.response.status).toBe(413);
    expect(res.error!.errors[0]).toEqual({ detail: 'Image must be 2 MB or smaller', field: 'file' });
  });

  it('requires the file part and nothing else', async () => {
    const none = await t.raw('POST', '/adm/v1/uploads/images', { token: admin.token, ...multipart([]) });
    expect(none.status).toBe(400);
    expect(none.body.errors[0]).toEqual({ detail: 'File is required', field: 'file' });
    const extra = await t.raw('POST', '/adm/v1/uploads/images', {
      token: admin.token,
      ...multipart([{ name: 'caption', content: 'hi' }]),
    });
    expect(extra.status).toBe(400);
    expect(extra.body.errors[0].field).toBe('caption');
    const json = await t.raw('POST', '/adm/v1/uploads/images', { token: admin.token, body: { file: 'x' } });
    expect(json.status).toBe(415);
  });

  it('needs a signed-in user', async () => {
    const res = await sendImage(t.api(), PNG);
    expect(res.response.status).toBe(401);
  });
});

describe('images an earlier version kept on disk', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>';
  const legacy = '3f6c1e0a-0b1c-4d2e-8f3a-5b6c7d8e9f00.png';
  const dataDir = mkdtempSync(join(tmpdir(), 'teahouse-legacy-'));
  // Registered before the app, so it runs once the app has closed.
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  mkdirSync(join(dataDir, 'uploads'));
  writeFileSync(join(dataDir, 'uploads', legacy), PNG);
  writeFileSync(join(dataDir, 'uploads', 'demo-milk-tea.svg'), svg);
  writeFileSync(join(dataDir, 'uploads', 'notes.txt'), 'not an image');
  const old = await build({ env: { DATA_DIR: dataDir } });

  it('move into the database at start-up under their names, once, leaving out what is not an image', async () => {
    const png = await old.app.inject({ method: 'GET', url: `/uploads/${legacy}` });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers.etag).toBe(`"${PNG_SHA256}"`);
    expect(png.rawPayload.equals(PNG)).toBe(true);
    const demo = await old.app.inject({ method: 'GET', url: '/uploads/demo-milk-tea.svg' });
    expect(demo.headers['content-type']).toBe('image/svg+xml');
    expect(demo.body).toBe(svg);
    expect((await old.app.inject({ method: 'GET', url: '/uploads/notes.txt' })).statusCode).toBe(404);
    // Copied once: a later start, or another process with the same files, adds nothing.
    expect(await importDiskImages(join(dataDir, 'uploads'), old.app.images, old.app.log)).toBe(0);
  });

  it('stay valid in records that name them', async () => {
    const admin = await old.asAdmin();
    const category = await admin.POST('/adm/v1/categories', {
      body: { name: 'Legacy Tea', status: true, image_url: `/uploads/${legacy}` },
    });
    expect(category.response.status).toBe(201);
  });
});
