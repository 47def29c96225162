// The audit trail: what a write records (who, with which reach, from where, each field before and
// after, never a secret), that a write undone leaves nothing, who may read which entries, the
// downloads, and the retention.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { auditLog, users } from '../../src/db/schema';
import { changedFields, deleteExpiredEntries, isSecretField } from '../../src/lib/audit';
import { uploadImage } from '../helpers/images';
import { skuBody } from '../helpers/skus';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const admin = await t.asAdmin();
const image = await uploadImage(admin);

const history = (recordType: string, recordId: number | string, api = admin) =>
  api.GET('/adm/v1/audit-log', {
    params: { query: { record_type: recordType as 'sku', record_id: String(recordId) } },
  });

async function newSku(api = admin) {
  const created = await api.POST('/adm/v1/skus', { body: skuBody(t, image) });
  return created.data!.data;
}

describe('the audit trail', () => {
  it("records a manager's price change with before, after, their name, reach, address and agent", async () => {
    const manager = await t.asUser(['view_admin_sku', 'view_admin_user']);
    const sku = await newSku(manager);
    const body = { ...skuBody(t, image), name: sku.name, price: 27000 };
    const res = await t.raw('PUT', `/adm/v1/skus/${sku.id}`, {
      token: manager.token,
      body,
      headers: { 'user-agent': 'AuditTest/1.0' },
    });
    expect(res.status).toBe(200);
    const [latest, first] = (await history('sku', sku.id)).data!.data;
    expect(latest).toMatchObject({
      actor: 'user',
      user: { id: manager.id },
      operation: 'updateSku',
      record_type: 'sku',
      record_id: String(sku.id),
      reach: { all: true, outlet_ids: [] },
      user_agent: 'AuditTest/1.0',
      changes: [{ field: 'price', before: 25000, after: 27000 }],
    });
    expect(latest!.ip).toBeTruthy();
    const [named] = await t.app.db.select({ name: users.name }).from(users).where(eq(users.id, manager.id));
    expect(latest!.user!.name).toBe(named!.name);
    expect(first).toMatchObject({ operation: 'createSku', user: { id: manager.id } });
    expect(first!.changes).toContainEqual({ field: 'price', before: null, after: 25000 });
  });

  it('leaves no entry for a write that was refused and rolled back', async () => {
    const taken = await newSku();
    const other = await newSku();
    const before = (await history('sku', other.id)).data!.meta.total;
    const clash = await admin.PUT('/adm/v1/skus/{sku_id}', {
      params: { path: { sku_id: other.id } },
      body: skuBody(t, image, { name: taken.name, price: 99000 }),
    });
    expect(clash.response.status).toBe(409);
    expect((await history('sku', other.id)).data!.meta.total).toBe(before);
  });

  it('never records a password hash, a token or a key', async () => {
    const email = `${uniqueName('audit').replace(/\W/g, '').toLowerCase()}@example.com`;
    const created = await admin.POST('/usr/v1/users', {
      body: {
        name: 'Audit Person',
        email,
        phone_number: `08123${String(Date.now()).slice(-6)}`,
        password: 'Secret12345',
        confirm_password: 'Secret12345',
      },
    });
    expect(created.response.status).toBe(201);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.recordType} = 'user' and ${auditLog.recordId} = ${String(created.data!.data.id)}`);
    expect(entries.length).toBeGreaterThan(0);
    const text = JSON.stringify(entries);
    expect(text).not.toMatch(/password|Secret12345|\$argon|\$scrypt/i);
    expect(entries[0]!.changes.map((c) => c.field)).toContain('email');
  });

  it('drops every field the deny-list names, whatever its spelling', () => {
    for (const field of ['passwordHash', 'password_hash', 'token', 'tokenHash', 'serverKey', 'secret_key', 'apiKey'])
      expect(isSecretField(field), field).toBe(true);
    expect(isSecretField('price')).toBe(false);
    const changes = changedFields(
      { price: 1, passwordHash: 'a', callbackToken: 'x', updatedAt: new Date(0) },
      { price: 2, passwordHash: 'b', callbackToken: 'y', updatedAt: new Date() },
    );
    expect(changes).toEqual([{ field: 'price', before: 1, after: 2 }]);
  });

  it('shows an outlet manager the entries at their outlet and their own, not other outlets or the chain', async () => {
    const bandung = t.outletId['Bandung Dago']!;
    const surabaya = t.outletId['Surabaya Tunjungan']!;
    const manager = await t.asUser(['view_admin_user', 'view_admin_outlet', 'view_admin_sku'], bandung);
    // A stock adjustment at each outlet by the admin, a SKU (chain-wide) by the admin, and one by the manager.
    const stocked = await newSku();
    for (const outletId of [bandung, surabaya]) {
      const adjusted = await admin.POST('/adm/v1/inventory/adjustments', {
        body: {
          outlet_id: outletId,
          sku_id: stocked.id,
          change_type: 'add',
          quantity: 2,
          note: 'audit',
          tagging: 'retur',
        },
      });
      expect(adjusted.response.status).toBe(201);
    }
    const adminSku = await newSku();
    const ownSku = await newSku(manager);
    const seen = (await manager.GET('/adm/v1/audit-log', { params: { query: { size: 100 } } })).data!.data;
    expect(seen.some((e) => e.outlet_id === surabaya)).toBe(false);
    expect(seen.some((e) => e.record_type === 'sku' && e.record_id === String(adminSku.id))).toBe(false);
    expect(seen.some((e) => e.record_type === 'sku' && e.record_id === String(ownSku.id))).toBe(true);
    expect(seen.every((e) => e.outlet_id === bandung || e.user?.id === manager.id)).toBe(true);
    const everything = (await admin.GET('/adm/v1/audit-log', { params: { query: { size: 100 } } })).data!.data;
    expect(everything.some((e) => e.record_type === 'sku' && e.record_id === String(adminSku.id))).toBe(true);
  });

  it('filters by user, operation and days, and downloads the rows in the reader language', async () => {
    const sku = await newSku();
    const today = new Date(Date.now() + 7 * 3600_000).toISOString().slice(0, 10);
    const byUser = await admin.GET('/adm/v1/audit-log', {
      params: { query: { user_id: admin.id, operation: 'createSku', start_date: today, end_date: today, size: 100 } },
    });
    expect(byUser.data!.data.some((e) => e.record_id === String(sku.id))).toBe(true);
    expect(byUser.data!.data.every((e) => e.operation === 'createSku' && e.user?.id === admin.id)).toBe(true);
    const backwards = await admin.GET('/adm/v1/audit-log', {
      params: { query: { start_date: today, end_date: '2020-01-01' } },
    });
    expect(backwards.response.status).toBe(400);
    const csv = await t.raw('GET', `/adm/v1/audit-log/export?record_type=sku&record_id=${sku.id}&lang=id`, {
      token: admin.token,
    });
    expect(csv.status).toBe(200);
    expect(csv.text.split('\n')[0]).toBe(
      'Waktu (WIB),Pengguna,Operasi,Data,ID data,ID outlet,Kolom,Sebelum,Sesudah,Alamat,Agen pengguna',
    );
    expect(csv.text).toContain(`createSku,sku,${sku.id},,price,,25000`);
    const xlsx = await t.raw('GET', `/adm/v1/audit-log/export/xlsx?record_type=sku&record_id=${sku.id}`, {
      token: admin.token,
    });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps entries for at least 400 days and deletes older ones', async () => {
    const [old] = await t.app.db
      .insert(auditLog)
      .values([
        {
          actor: 'system',
          operation: 'retention-test',
          recordType: 'sku',
          recordId: 'old',
          changes: [],
          at: new Date(Date.now() - 401 * 86_400_000),
        },
        {
          actor: 'system',
          operation: 'retention-test',
          recordType: 'sku',
          recordId: 'kept',
          changes: [],
          at: new Date(Date.now() - 399 * 86_400_000),
        },
      ])
      .returning({ id: auditLog.id });
    // Asked for less, the retention is still 400 days.
    expect(await deleteExpiredEntries(t.app.db, 30)).toBeGreaterThanOrEqual(1);
    const left = await t.app.db
      .select({ id: auditLog.recordId })
      .from(auditLog)
      .where(eq(auditLog.operation, 'retention-test'));
    expect(left.map((row) => row.id)).toEqual(['kept']);
    expect(old).toBeTruthy();
    expect(() => loadConfig({ DATA_DIR: '/tmp', AUDIT_RETENTION_DAYS: '399' })).toThrow(ConfigError);
    expect(loadConfig({ DATA_DIR: '/tmp' }).auditRetentionDays).toBe(400);
  });
});
