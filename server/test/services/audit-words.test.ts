// The audit trail in the reader's words: every operation that can write an entry (each write of the
// contract, each scheduled job, the system) has a label in both languages; and a purchase order's
// whole life (created, edited, approved, received; another created and cancelled) is read with the
// order's number, the names of what it refers to (vendor, outlet, users, SKUs on its lines), and a
// label in both languages for every field and every code it records.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { listOperations } from '../../src/lib/contract';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

type AuditEntry = components['schemas']['AuditEntry'];

const t = await build();
afterAll(() => t.app.close());
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const buyer = await t.asUser(['view_admin_purchase_order'], bandung);
const approver = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], bandung);
const path = (id: number) => ({ params: { path: { purchase_order_id: id } } });

interface AuditWords {
  operations: Record<string, string>;
  fields: Record<string, string>;
  values: Record<string, string>;
}
const words = (language: 'en' | 'id') =>
  (
    JSON.parse(
      readFileSync(join(import.meta.dirname, `../../../src/lib/i18n/locales/${language}/common.json`), 'utf8'),
    ) as { auditLog: AuditWords }
  ).auditLog;
const LANGUAGES = { en: words('en'), id: words('id') };

const READS = new Set(['get', 'head', 'options']);

describe('the words of the audit trail', () => {
  it('has a label in both languages for every operation that can write an entry', () => {
    const writes = listOperations()
      .filter((operation) => !READS.has(operation.method.toLowerCase()))
      .map((operation) => operation.operationId);
    const audited = [...writes, ...t.app.scheduledJobs.names(), 'system', 'unknown'];
    expect(writes.length).toBeGreaterThan(50);
    for (const [language, catalogue] of Object.entries(LANGUAGES)) {
      const missing = audited.filter((operation) => !catalogue.operations[operation]?.trim());
      expect(missing, `operations without a label in ${language}`).toEqual([]);
    }
  });

  it("reads a purchase order's whole life by its number and the names of what it refers to", async () => {
    const { updated_at: _, ...settings } = (await admin.GET('/adm/v1/settings')).data!.data;
    const threshold = await admin.PUT('/adm/v1/settings', { body: { ...settings, po_approval_threshold: 1000 } });
    expect(threshold.response.status, JSON.stringify(threshold.error)).toBe(200);
    const vendor = await makeVendor(t);
    const tea = await makeSku(t, 'Thai Tea Leaves');
    const pearls = await makeSku(t, 'Tapioca Pearls');
    const body = {
      ...purchaseOrderBody(vendor.id, [
        { sku: tea.id, quantity: 4, unitPrice: 1000 },
        { sku: pearls.id, quantity: 2, unitPrice: 5000 },
      ]),
      outlet_id: bandung,
    };
    const created = await buyer.POST('/adm/v1/purchase-orders', { body });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const po = created.data!.data;
    const items = po.items.map((line, index) => ({
      ...body.items[index]!,
      id: line.id,
      ...(index === 0 ? { quantity: 6, total_price: 6000 } : {}),
    }));
    const edited = await buyer.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, subtotal: 16000, total_amount: 16000, items, notes: 'Please deliver before noon' },
    });
    expect(edited.response.status, JSON.stringify(edited.error)).toBe(200);
    expect(
      (await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id))).response.status,
    ).toBe(200);
    const received = await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
      ...path(po.id),
      body: {
        purchase_order_id: po.id,
        items: [{ item_id: po.items[0]!.id, quantity_received: 2, received_at: '2026-11-24' }],
      },
    });
    expect(received.response.status, JSON.stringify(received.error)).toBe(201);
    const other = await buyer.POST('/adm/v1/purchase-orders', {
      body: { ...body, po_number: `${body.po_number}-2` },
    });
    const cancelled = await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(other.data!.data.id));
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    await admin.PUT('/adm/v1/settings', { body: settings });

    const entries: AuditEntry[] = [];
    for (const record of [po, other.data!.data]) {
      const log = await admin.GET('/adm/v1/audit-log', {
        params: { query: { record_type: 'purchase_order', record_id: String(record.id) } },
      });
      entries.push(...log.data!.data);
    }
    expect(entries.map((entry) => entry.operation).sort()).toEqual(
      [
        'approvePurchaseOrder',
        'cancelPurchaseOrder',
        'createPurchaseOrder',
        'createPurchaseOrder',
        'createPurchaseOrderInbound',
        'updatePurchaseOrder',
      ].sort(),
    );
    // Each entry names the order by its number, not its id.
    for (const entry of entries) {
      expect(entry.record_name).toBe(entry.record_id === String(po.id) ? po.po_number : `${body.po_number}-2`);
    }
    const [first] = entries.filter((entry) => entry.operation === 'createPurchaseOrder');
    expect(first!.names).toMatchObject({
      vendor_id: { [vendor.id]: vendor.name },
      outlet_id: { [bandung]: 'Bandung Dago' },
      created_by: { [buyer.id]: expect.any(String) },
      sku_id: { [tea.id]: tea.name, [pearls.id]: pearls.name },
    });
    const approval = entries.find((entry) => entry.operation === 'approvePurchaseOrder')!;
    expect(approval.names.approval_decided_by).toEqual({ [approver.id]: expect.any(String) });

    // Every id it records has a name; every field and every code has its words in both languages.
    const fields = new Set<string>();
    const codes = new Set<string>();
    const ids: [string, number][] = [];
    const walk = (field: string, value: unknown) => {
      if (Array.isArray(value)) return value.forEach((item) => walk(field, item));
      if (value !== null && typeof value === 'object') {
        return Object.entries(value).forEach(([key, inner]) => {
          fields.add(key);
          walk(key, inner);
        });
      }
      if (typeof value === 'string' && /^[A-Z]+(_[A-Z]+)*$/.test(value) && value.length > 3) codes.add(value);
      if (typeof value === 'number' && /(_id|_by)$/.test(field)) ids.push([field, value]);
    };
    for (const entry of entries) {
      for (const change of entry.changes) {
        fields.add(change.field);
        walk(change.field, change.before);
        walk(change.field, change.after);
      }
      for (const [field, id] of ids.splice(0)) expect(entry.names[field]?.[id], `${field} ${id}`).toBeTruthy();
    }
    fields.delete('id');
    expect(codes).toEqual(new Set(['PENDING', 'PARTIAL', 'CANCELLED', 'AWAITING_APPROVAL', 'APPROVED']));
    for (const [language, catalogue] of Object.entries(LANGUAGES)) {
      expect(
        [...fields].filter((field) => !catalogue.fields[field]),
        `fields without a label in ${language}`,
      ).toEqual([]);
      expect(
        [...codes].filter((code) => !catalogue.values[code]),
        `codes without a label in ${language}`,
      ).toEqual([]);
    }
  });
});
