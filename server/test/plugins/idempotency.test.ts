// How the server keeps Idempotency-Keys: per user, claimed only by a request that passed sign-in
// and validation, freed by a server failure, taken over when its attempt is gone without having
// done the work, never by a retry while that work's transaction runs, kept 24 hours and swept by one
// process at a time; uploads fingerprinted by their bytes whatever boundary the form has. A repeat is
// answered only while the user reaches the outlets the write changed, and an answer past
// KEPT_ANSWER_LIMIT is not kept.
import { createHash, createHmac, randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { count, eq, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { idempotencyKeys, inventoryMovements, inventoryStocks, userRoles } from '../../src/db/schema';
import {
  ANSWER_LOST,
  claimKey,
  holding,
  KEPT_ANSWER_LIMIT,
  KEY_LIFETIME_MS,
  KEY_REUSED,
  releaseKey,
  STILL_RUNNING,
  SWEEP_LOCK,
  sweepExpiredKeys,
} from '../../src/lib/idempotency';
import type { HttpError } from '../../src/lib/http-error';
import { sentBody } from '../helpers/api-client';
import { PNG, sendImage, uploadImage } from '../helpers/images';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const token = admin.token;

const ADJUST = '/adm/v1/inventory/adjustments';
const adjustment = (skuId: number, quantity = 4) => ({
  sku_id: skuId,
  change_type: 'add' as const,
  quantity,
  tagging: 'retur' as const,
  note: 'Returned',
});
/** An adjustment sent with `key` (none when undefined), as `as` (anonymous when null). */
const adjust = (body: ReturnType<typeof adjustment>, key: string | undefined, as: string | null = token) =>
  t
    .api(as ?? undefined, { headers: key === undefined ? {} : { 'idempotency-key': key } })
    .POST('/adm/v1/inventory/adjustments', { body });
/** The same, with what the contract does not allow in the body or the key. */
const adjustOutsideContract = (body: unknown, key: string) =>
  t.raw('POST', ADJUST, { token, body, headers: { 'idempotency-key': key } });

async function stockOf(skuId: number) {
  const [row] = await t.app.db.select().from(inventoryStocks).where(eq(inventoryStocks.skuId, skuId));
  return row?.quantity ?? 0;
}

async function keyRow(key: string) {
  const [row] = await t.app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return row;
}

/** The fingerprint of `body` sent to the adjustments, as a request with another key left it. */
async function fingerprintOf(body: ReturnType<typeof adjustment>) {
  const other = randomUUID();
  expect((await adjust(body, other)).response.status).toBe(201);
  return (await keyRow(other))!.fingerprint;
}

/** A key left by an attempt that is gone: claimed, never answered, its lease over unless told. */
async function abandoned(
  key: string,
  fingerprint: string,
  fields: Partial<PgInsertValue<typeof idempotencyKeys>> = {},
) {
  await t.app.db.insert(idempotencyKeys).values({
    userId: t.seed.adminId,
    key,
    fingerprint,
    claim: 'an attempt that is gone',
    leaseUntil: sql`now() - interval '1 second'`,
    expiresAt: sql`now() + interval '1 day'`,
    ...fields,
  });
}

describe('keys', () => {
  it('belong to the user: the same key from someone else is their own write', async () => {
    const sku = await makeSku(t);
    const other = await t.newUser({ roles: [{ role: 'Super Admin' }] });
    const key = randomUUID();
    const mine = await adjust(adjustment(sku.id), key);
    const theirs = await adjust(adjustment(sku.id), key, other.token);
    expect([mine.response.status, theirs.response.status]).toEqual([201, 201]);
    expect(theirs.response.headers.get('idempotent-replayed')).toBeNull();
    expect(theirs.data!.data.id).not.toBe(mine.data!.data.id);
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('are kept 24 hours with the answer', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    const res = await adjust(adjustment(sku.id), key);
    const row = (await keyRow(key))!;
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(KEY_LIFETIME_MS);
    expect(row).toMatchObject({ userId: t.seed.adminId, status: 201, body: sentBody(res.response) });
    expect(row.contentType).toMatch(/^application\/json/);
    expect(row.appliedAt).not.toBeNull();
  });

  it('keep no password, nor a fingerprint a guess can be tested against without the server secret', async () => {
    const user = await t.newUser();
    const key = randomUUID();
    const change = { current_password: user.password, new_password: 'Matcha2026' };
    // What the client sends: the body as JSON.
    const body = JSON.stringify(change);
    const res = await user.POST('/usr/v1/change-password', {
      params: { header: { 'Idempotency-Key': key } },
      body: change,
    });
    expect(res.response.status).toBe(200);
    const row = (await keyRow(key))!;
    expect(JSON.stringify(row)).not.toContain('Matcha2026');
    expect(JSON.stringify(row)).not.toContain(user.password);
    const what = `POST /usr/v1/change-password\n${createHash('sha256').update(body).digest('hex')}`;
    expect(row.fingerprint).not.toBe(createHash('sha256').update(what).digest('hex'));
    expect(row.fingerprint).toBe(createHmac('sha256', t.config.tokenSecret).update(what).digest('hex'));
  });

  it('are not claimed by a request refused before it runs (401, 403, 400)', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    expect((await adjust(adjustment(sku.id), key, null)).response.status).toBe(401);
    const staff = await t.asStaff();
    expect((await adjust(adjustment(sku.id), key, staff.token)).response.status).toBe(403);
    expect((await adjustOutsideContract({ ...adjustment(sku.id), quantity: 'four' }, key)).status).toBe(400);
    expect(await keyRow(key)).toBeUndefined();
    const res = await adjust(adjustment(sku.id), key);
    expect(res.response.status).toBe(201);
    expect(res.response.headers.get('idempotent-replayed')).toBeNull();
  });

  it('are 1 to 255 visible characters', async () => {
    const sku = await makeSku(t);
    for (const key of ['two words', '', 'k'.repeat(256), 'kunci-é']) {
      const res = await adjustOutsideContract(adjustment(sku.id), key);
      expect(res.status, key).toBe(400);
      expect(res.body.errors[0].field).toBe('idempotency-key');
    }
    expect((await adjust(adjustment(sku.id), 'k'.repeat(255))).response.status).toBe(201);
  });

  it('are optional: a write without one runs each time it is sent', async () => {
    const sku = await makeSku(t);
    expect((await adjust(adjustment(sku.id), undefined)).response.status).toBe(201);
    expect((await adjust(adjustment(sku.id), undefined)).response.status).toBe(201);
    expect(await stockOf(sku.id)).toBe(8);
  });

  it('keep the answer as sent, not as compressed for the client', async () => {
    const vendor = await makeVendor(t);
    const lines = await Promise.all(
      [1, 2, 3, 4].map(async () => ({ sku: (await makeSku(t)).id, quantity: 5, unitPrice: 9000 })),
    );
    const body = purchaseOrderBody(vendor.id, lines);
    const key = randomUUID();
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/adm/v1/purchase-orders',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key, 'accept-encoding': 'gzip' },
        payload: body,
      });
    const first = await send();
    expect(first.statusCode).toBe(201);
    expect(first.headers['content-encoding']).toBe('gzip');
    const kept = (await keyRow(key))!.body!;
    expect(kept).toBe(gunzipSync(first.rawPayload).toString());
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(gunzipSync(again.rawPayload).toString()).toBe(kept);
  });
});

describe('a repeat', () => {
  it('is answered only while the user still reaches every outlet the write changed', async () => {
    const sku = await makeSku(t);
    const bandung = t.outletId['Bandung Dago']!;
    const keeper = await t.asUser(['view_admin_inventory'], bandung);
    const key = randomUUID();
    const send = () =>
      t
        .api(keeper.token, { headers: { 'idempotency-key': key } })
        .POST('/adm/v1/inventory/adjustments', { body: { ...adjustment(sku.id), outlet_id: bandung } });
    const moveRole = (outletId: number) =>
      t.app.db.update(userRoles).set({ outletId }).where(eq(userRoles.userId, keeper.id));
    const first = await send();
    expect(first.response.status).toBe(201);
    expect((await keyRow(key))!.outletIds).toEqual([bandung]);

    // Their role moves to Jakarta Kemang: Bandung's stock is out of their reach, kept answer or not.
    await moveRole(t.outletId['Jakarta Kemang']!);
    const refused = await send();
    expect(refused.response.status).toBe(404);
    expect(refused.error).toEqual({ errors: [{ detail: 'Not found' }] });
    expect(refused.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await stockOf(sku.id)).toBe(4);

    // Back at Bandung, the repeat is the kept answer again, and nothing is done twice.
    await moveRole(bandung);
    const again = await send();
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data).toEqual(first.data);
    expect(await stockOf(sku.id)).toBe(4);
  });

  it('of a chain-wide write needs no outlet', async () => {
    const vendorKeeper = await t.asUser(['view_admin_purchase_order'], t.outletId['Bandung Dago']);
    const key = randomUUID();
    const send = () =>
      t.api(vendorKeeper.token, { headers: { 'idempotency-key': key } }).POST('/adm/v1/vendors', {
        body: {
          name: `CV Ulang ${key.slice(0, 8)}`,
          address: 'Jl. Braga No. 1, Bandung',
          contact_person: 'Sari Dewi',
          phone: '0222786123',
          email: 'order@ulang.co.id',
        },
      });
    expect((await send()).response.status).toBe(201);
    expect((await keyRow(key))!.outletIds).toEqual([]);
    expect((await send()).response.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('an answer past the limit', () => {
  /** A check (dry run) of a SKU import of `rows` rows, each named at length. */
  async function checkSkus(key: string, rows: number) {
    const image = await uploadImage(admin);
    const category = Object.keys(t.seed.categoryIds)[0]!;
    const name = `Kept answer ${key.slice(0, 8)} ${'x'.repeat(60)}`;
    const lines = Array.from(
      { length: rows },
      (_, i) => `${name} ${i},${category},product,25000,0,500,ml,${image},yes`,
    );
    const file = ['Name,Category,Kind,Price,Discounted price,Unit Amount,Unit,Image,Active', ...lines].join('\n');
    const res = await t.raw('POST', '/adm/v1/imports/skus', {
      token,
      headers: { 'idempotency-key': key },
      body: { file_name: 'skus.csv', content: Buffer.from(file).toString('base64'), dry_run: true, lang: 'en' },
    });
    return { res };
  }

  it('is not kept (a spreadsheet check of thousands of rows): its repeat is told the answer was lost', async () => {
    const key = randomUUID();
    const { res } = await checkSkus(key, 2500);
    expect(res.status, res.text).toBe(200);
    expect(Buffer.byteLength(res.text)).toBeGreaterThan(KEPT_ANSWER_LIMIT);
    // The check's transaction committed, so the key counts as done; its answer is not kept.
    expect(await keyRow(key)).toMatchObject({ status: null, body: null, appliedAt: expect.any(Date) });
    const again = await checkSkus(key, 2500);
    expect(again.res.status).toBe(409);
    expect(again.res.body).toEqual({ errors: [{ detail: ANSWER_LOST }] });
  });

  it('is a limit a purchase order of a hundred lines with long names stays well within', async () => {
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const lines = Array.from({ length: 100 }, (_, i) => ({
      sku: sku.id,
      quantity: 1,
      unitPrice: 1000,
      name: `${i} ${'n'.repeat(190)}`,
    }));
    const key = randomUUID();
    const res = await t
      .api(token, { headers: { 'idempotency-key': key } })
      .POST('/adm/v1/purchase-orders', { body: { ...purchaseOrderBody(vendor.id, lines), notes: 'n'.repeat(1000) } });
    expect(res.response.status).toBe(201);
    const kept = (await keyRow(key))!.body!;
    expect(Buffer.byteLength(kept)).toBeLessThan(KEPT_ANSWER_LIMIT / 4);
  });
});

describe('a failing attempt', () => {
  it('frees its key on a server error, so the retry does the work', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    await t.app.db.execute(sql`
      create or replace function fail_movement() returns trigger language plpgsql as $$
      begin raise exception 'disk full' using errcode = 'XX000'; end $$`);
    await t.app.db.execute(sql`
      create trigger fail_movement before insert on inventory_movements
      for each row execute function fail_movement()`);
    try {
      const failed = await t.app.inject({
        method: 'POST',
        url: ADJUST,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
        payload: adjustment(sku.id),
      });
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.app.db.execute(sql`drop trigger fail_movement on inventory_movements`);
    }
    expect(await keyRow(key)).toBeUndefined();
    const retry = await adjust(adjustment(sku.id), key);
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBeNull();
    expect(await stockOf(sku.id)).toBe(4);
  });

  it('that did its work before failing tells a retry at once that the answer was lost', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    const claim = await claimKey(t.app.db, { userId: t.seed.adminId }, key, 'fingerprint');
    if (!('held' in claim)) throw new Error('expected to hold the key');
    await holding(claim.held, () =>
      t.app.db.transaction((tx) =>
        tx
          .insert(inventoryStocks)
          .values({ outletId: t.outletId['Jakarta Kemang']!, skuId: sku.id, quantity: 1 })
          .then(() => undefined),
      ),
    );
    claim.held.open = false;
    await releaseKey(t.app.db, claim.held);
    const answer = await claimKey(t.app.db, { userId: t.seed.adminId }, key, 'fingerprint').catch(
      (error: unknown) => error,
    );
    expect(answer).toMatchObject({ statusCode: 409, detail: ANSWER_LOST, headers: {} });
    expect((answer as HttpError).headers['retry-after']).toBeUndefined();
  });

  it('taken over by a retry does nothing when it reaches its transaction', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    const claim = await claimKey(t.app.db, { userId: t.seed.adminId }, key, 'fingerprint');
    if (!('held' in claim)) throw new Error('expected to hold the key');
    await t.app.db.update(idempotencyKeys).set({ claim: 'a retry' }).where(eq(idempotencyKeys.key, key));
    const work = holding(claim.held, () =>
      t.app.db.transaction((tx) =>
        tx.insert(inventoryStocks).values({ outletId: t.outletId['Jakarta Kemang']!, skuId: sku.id, quantity: 1 }),
      ),
    );
    await expect(work).rejects.toMatchObject({ statusCode: 409, detail: STILL_RUNNING });
    expect(await stockOf(sku.id)).toBe(0);
  });
});

describe('an attempt that is gone', () => {
  it('holds its key while its lease runs, then its retry takes the key over and does the work', async () => {
    const sku = await makeSku(t);
    const body = adjustment(sku.id, 6);
    const fingerprint = await fingerprintOf(body);
    const key = randomUUID();
    await abandoned(key, fingerprint, { leaseUntil: sql`now() + interval '20 seconds'` });
    const early = await adjust(body, key);
    expect(early.response.status).toBe(409);
    expect(early.error).toEqual({ errors: [{ detail: STILL_RUNNING }] });
    expect(Number(early.response.headers.get('retry-after'))).toBeGreaterThan(15);

    await t.app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    // While its transaction is still at work, a retry does not take its key (PostgreSQL; PGlite
    // runs one transaction at a time, so there the attempt cannot be caught in one).
    if (t.config.database.kind === 'postgres') {
      const other = new pg.Client({ connectionString: t.config.database.url });
      await other.connect();
      try {
        await other.query('begin');
        await other.query('select 1 from idempotency_keys where key = $1 for update', [key]);
        const locked = await adjust(body, key);
        expect(locked.response.status).toBe(409);
        expect(locked.error).toEqual({ errors: [{ detail: STILL_RUNNING }] });
        await other.query('rollback');
      } finally {
        await other.end();
      }
    }
    const retry = await adjust(body, key);
    expect(retry.response.status).toBe(201);
    expect(retry.response.headers.get('idempotent-replayed')).toBeNull();
    expect((await keyRow(key))!.claim).not.toBe('an attempt that is gone');
    expect(await stockOf(sku.id)).toBe(12);
  });

  it('but did its work answers 409 saying the answer was lost, and nothing is done again', async () => {
    const sku = await makeSku(t);
    const body = adjustment(sku.id, 6);
    const key = randomUUID();
    await abandoned(key, await fingerprintOf(body), { appliedAt: sql`now()` });
    const retry = await adjust(body, key);
    expect(retry.response.status).toBe(409);
    expect(retry.error).toEqual({ errors: [{ detail: ANSWER_LOST }] });
    const [movements] = await t.app.db
      .select({ n: count() })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.skuId, sku.id));
    expect(movements!.n).toBe(1);
  });
});

describe('expiry', () => {
  it('makes a key past its 24 hours a new key', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    await abandoned(key, 'another request', { status: 201, body: '{}', expiresAt: sql`now() - interval '1 second'` });
    const res = await adjust(adjustment(sku.id), key);
    expect(res.response.status).toBe(201);
    expect(res.response.headers.get('idempotent-replayed')).toBeNull();
  });

  it('sweeps expired keys, on one process at a time', async () => {
    const [expired, current] = [randomUUID(), randomUUID()];
    const keys = async () => {
      await abandoned(expired, 'f', { expiresAt: sql`now() - interval '1 second'` });
      await abandoned(current, 'f');
    };
    if (t.config.database.kind === 'postgres') {
      // Another process sweeping holds the lock: this one leaves the keys to it. The lock is taken
      // before the keys are written, so the server's own scheduled sweep cannot take them first.
      const other = new pg.Client({ connectionString: t.config.database.url });
      await other.connect();
      try {
        await other.query('select pg_advisory_lock($1)', [SWEEP_LOCK]);
        await keys();
        await sweepExpiredKeys(t.app.db);
        expect(await keyRow(expired)).toBeDefined();
      } finally {
        await other.end();
      }
    } else await keys();
    await sweepExpiredKeys(t.app.db);
    expect(await keyRow(expired)).toBeUndefined();
    expect(await keyRow(current)).toBeDefined();
  });
});

describe('an upload', () => {
  const upload = (key: string, image: Buffer) =>
    sendImage(t.api(token, { headers: { 'idempotency-key': key } }), image);

  it('is fingerprinted by its bytes: sent again in a new form it is replayed, another image is refused', async () => {
    const key = randomUUID();
    const first = await upload(key, PNG);
    expect(first.response.status).toBe(201);
    const again = await upload(key, PNG);
    expect(again.response.status).toBe(201);
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.data.url).toBe(first.data!.data.url);
    const other = await upload(key, Buffer.concat([PNG, Buffer.from([0])]));
    expect(other.response.status).toBe(422);
    expect(other.error).toEqual({ errors: [{ detail: KEY_REUSED }] });
  });

  it('still refuses a form that is not one', async () => {
    const res = await t.raw('POST', '/adm/v1/uploads/images', {
      token,
      headers: { 'idempotency-key': randomUUID(), 'content-type': 'multipart/form-data; boundary=cut-short' },
      payload: '--cut-short\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('file');
  });
});
