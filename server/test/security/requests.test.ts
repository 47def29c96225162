// What a request may look like: bodies only in the media types the contract declares, every
// error in the envelope (even those raised before routing), image URLs only from the upload
// call, and the development outbox only for this machine.
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { listOperations, type Operation } from '../../src/lib/contract';
import { exampleRequest } from '../helpers/contract-requests';
import { signInCustomer } from '../helpers/customer-app';
import { uploadImage } from '../helpers/images';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';
import { IMPORT_BODY_LIMIT } from '../../src/services/imports/read-file';

const t = await build();
const admin = await t.asAdmin();
const token = admin.token;
const customerToken = (await signInCustomer(t)).token;
/** A customer's token for the customer app's operations, an administrator's for the rest. */
const tokenFor = (operation: Operation) =>
  operation.security.some((alternative) => 'customerAuth' in alternative) ? customerToken : token;

const withBody = listOperations().filter((op) => op.spec.requestBody);

describe('request bodies', () => {
  it('answers 415 to a body in a media type an operation does not accept, for every operation', async () => {
    for (const op of withBody) {
      const { url } = exampleRequest(op);
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
        if (op.spec.requestBody.content[type.split(';')[0]!]) continue;
        const res = await t.raw(op.method, url, {
          token: tokenFor(op),
          payload: 'is_active=false',
          headers: { 'content-type': type },
        });
        expect(res.status, `${op.operationId} with ${type}: ${res.text}`).toBe(415);
        expect(res.body.errors[0].detail).toBe('The request content type is not supported; send JSON');
      }
    }
  });

  it('answers 400 to a missing body wherever one is required', async () => {
    for (const op of withBody.filter(
      (o) => o.spec.requestBody.required && o.spec.requestBody.content['application/json'],
    )) {
      const { url } = exampleRequest(op);
      const res = await t.raw(op.method, url, { token: tokenFor(op) });
      expect(res.status, `${op.operationId}: ${res.text}`).toBe(400);
    }
  });

  it('does not deactivate a user through a text/plain body', async () => {
    const target = await t.newUser();
    const res = await t.raw('PUT', `/usr/v1/users/${target.id}/status`, {
      token,
      payload: '{"is_active":false}',
      headers: { 'content-type': 'text/plain' },
    });
    expect(res.status).toBe(415);
    const after = await admin.GET('/usr/v1/users/{user_id}', { params: { path: { user_id: target.id } } });
    expect(after.data!.data.is_active).toBe(true);
  });

  it('answers malformed multipart and two files with 400, never 500 or 413', async () => {
    const boundary = 'b0undary';
    const part = (name: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\nPNG\r\n`;
    const upload = (payload: string, type = `multipart/form-data; boundary=${boundary}`) =>
      t.raw('POST', '/adm/v1/uploads/images', { token, payload, headers: { 'content-type': type } });
    const two = await upload(`${part('a.png')}${part('b.png')}--${boundary}--\r\n`);
    expect(two.status).toBe(400);
    expect(two.body.errors[0]).toEqual({ detail: 'Send one file at a time', field: 'file' });
    const cut = await upload(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPN`,
    );
    expect(cut.status).toBe(400);
    const noBoundary = await upload(part('a.png'), 'multipart/form-data');
    expect([400, 415]).toContain(noBoundary.status);
    expect(noBoundary.body.errors[0].detail).toBeTruthy();
  });
});

describe('what an operation takes', () => {
  const bodyless = listOperations().filter((op) => op.method !== 'GET' && !op.spec.requestBody);
  const withPathId = listOperations().filter((op) => op.path.includes('{'));

  it('signs out when the sign-out carries an empty JSON body, or any body, since it takes none', async () => {
    for (const [type, payload] of [
      ['application/json', ''],
      ['application/json', '{not json'],
      ['text/xml', '<x/>'],
    ]) {
      const session = await t.asAdmin();
      const res = await t.raw('POST', '/usr/v1/logout', {
        token: session.token,
        payload,
        headers: { 'content-type': type! },
      });
      expect(res.status, `${type}: ${res.text}`).toBe(200);
      expect((await session.GET('/usr/v1/info')).response.status).toBe(401);
    }
  });

  it('answers an operation that takes no body the same whatever body comes', async () => {
    expect(bodyless.map((op) => op.operationId)).toContain('cancelPurchaseOrder');
    for (const op of bodyless.filter((o) => o.operationId !== 'logout')) {
      const { url } = exampleRequest(op);
      const plain = await t.raw(op.method, url, { token });
      const sent = await t.raw(op.method, url, {
        token,
        payload: '{not json',
        headers: { 'content-type': 'application/json' },
      });
      expect(sent.status, `${op.operationId}: ${sent.text}`).toBe(plain.status);
    }
  });

  it('answers 414, as declared, to a path parameter past any value it can take, on every operation', async () => {
    for (const op of withPathId) {
      const { body } = exampleRequest(op);
      const long = op.path.replace(/\{[^}]+\}/g, '9'.repeat(120));
      const res = await t.raw(op.method, long, { token, body });
      expect(res.status, `${op.operationId}: ${res.text}`).toBe(414);
    }
  });

  it('answers 413, as declared, to a body past the limit, on every operation that takes one', async () => {
    const past = (limit: number) => JSON.stringify({ name: 'x'.repeat(limit + 1) });
    const big = past(1_048_576);
    // A spreadsheet import takes a file of up to 5 MB, base64-encoded.
    const bigImport = past(IMPORT_BODY_LIMIT);
    for (const op of withBody.filter((o) => o.spec.requestBody.content['application/json'])) {
      const { url } = exampleRequest(op);
      const res = await t.raw(op.method, url, {
        token,
        payload: op.operationId === 'runImport' ? bigImport : big,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status, `${op.operationId}: ${res.text.slice(0, 200)}`).toBe(413);
    }
  });
});

describe('image URLs', () => {
  it('accepts only images the upload call issued, stored as their relative URL', async () => {
    const image = await uploadImage(admin);
    const create = (image_url: string) =>
      admin.POST('/adm/v1/categories', { body: { name: uniqueName('Pictured'), status: true, image_url } });
    for (const bad of ['javascript:alert(1)', 'data:image/png;base64,AAAA', '../../etc/passwd', '/uploads/../x.png']) {
      const res = await create(bad);
      expect(res.response.status, bad).toBe(400);
      expect(res.error!.errors[0]!.field).toBe('image_url');
    }
    for (const bad of [
      'https://evil.example/uploads/x.png',
      '/uploads/missing.png',
      '/favicon.ico',
      'http://teahouse.test/x',
    ]) {
      const res = await create(bad);
      expect(res.response.status, bad).toBe(422);
      expect(res.error!.errors[0]).toEqual({
        detail: 'Image must be an image uploaded to this server',
        field: 'image_url',
      });
    }
    expect((await create(image)).data!.data.image_url).toBe(image);
    const absolute = await create(`http://teahouse.test${image}`);
    expect(absolute.response.status).toBe(201);
    expect(absolute.data!.data.image_url).toBe(image);
  });
});

describe('the development outbox', () => {
  it('answers only this machine, never a proxied or remote caller', async () => {
    expect((await t.api().GET('/usr/v1/dev/outbox')).response.status).toBe(200);
    const remote = await t.api(undefined, { remoteAddress: '203.0.113.9' }).GET('/usr/v1/dev/outbox');
    expect(remote.response.status).toBe(404);
    const proxied = await t.api(undefined, { headers: { 'x-forwarded-for': '203.0.113.9' } }).GET('/usr/v1/dev/outbox');
    expect(proxied.response.status).toBe(404);
  });

  it('answers through a proxy on this machine only for a caller on this machine', async () => {
    const through = (headers: Record<string, string>) =>
      t
        .api(undefined, { headers })
        .GET('/usr/v1/dev/outbox')
        .then((res) => res.response.status);
    expect(await through({ 'x-forwarded-for': '127.0.0.1' })).toBe(200);
    expect(await through({ 'x-forwarded-for': '::1, 127.0.0.1' })).toBe(200);
    expect(await through({ 'x-forwarded-for': '127.0.0.1, 203.0.113.9' })).toBe(404);
    expect(await through({ 'x-forwarded-for': '127.0.0.1', 'x-real-ip': '127.0.0.1' })).toBe(404);
    expect(await through({ forwarded: 'for=127.0.0.1' })).toBe(404);
  });
});

describe('errors before routing', () => {
  let port: number;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });

  function raw(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; type: string | undefined; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode!, type: res.headers['content-type'], body }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('answers a huge header, an overlong id and an undecodable URL in the envelope', async () => {
    const huge = await raw('/health', { 'x-filler': 'a'.repeat(20_000) });
    expect(huge.status).toBe(431);
    expect(JSON.parse(huge.body)).toEqual({ errors: [{ detail: 'The request headers are too large' }] });
    const long = await raw(`/adm/v1/categories/${'9'.repeat(120)}`);
    expect(long.status).toBe(414);
    expect(JSON.parse(long.body)).toEqual({ errors: [{ detail: 'The request URL is too long' }] });
    const bad = await raw('/usr/v1/%ZZ');
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body)).toEqual({ errors: [{ detail: 'The request URL is malformed' }] });
    expect(bad.type).toMatch(/^application\/json/);
  });
});

describe('recovery requests', () => {
  it('answer before any mail is sent, so their timing does not tell whether an account exists', async () => {
    const { email } = await t.newUser();
    const mailer = t.app.mailer;
    const send = mailer.send.bind(mailer);
    // A slow mail server, as SMTP often is.
    mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await send(mail);
    };
    try {
      const started = Date.now();
      const res = await t.api().POST('/usr/v1/initiate-forget-password', { body: { email } });
      expect(res.response.status).toBe(200);
      expect(Date.now() - started).toBeLessThan(500);
      const outbox = await t.api().GET('/usr/v1/dev/outbox', { params: { query: { email } } });
      expect(outbox.data!.data).toHaveLength(1);
    } finally {
      mailer.send = send;
    }
  });
});
