import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const buyer = await t.asUser(['view_admin_purchase_order', 'view_admin_user'], bandung);
const approver = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], bandung);
const path = (id: number) => ({ params: { path: { purchase_order_id: id } } });

describe('dump', () => {
  it('dumps', async () => {
    await admin.PUT('/adm/v1/settings', { body: { po_approval_threshold: 1000, company_name: 'PT Teahouse Nusantara', company_address: 'Jl. Kemang Raya No. 12', company_npwp: '012345678901000' } });
    const vendor = await makeVendor(t);
    const sku = await makeSku(t);
    const sku2 = await makeSku(t, 'Boba');
    const body = { ...purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 4, unitPrice: 1000 }, { sku: sku2.id, quantity: 2, unitPrice: 5000 }]), outlet_id: bandung };
    const created = await buyer.POST('/adm/v1/purchase-orders', { body });
    expect(created.response.status, JSON.stringify(created.error)).toBe(201);
    const po = created.data!.data;
    const edited = await buyer.PUT('/adm/v1/purchase-orders/{purchase_order_id}', { ...path(po.id), body: { ...body, id: po.id, subtotal: 16000, total_amount: 16000, items: body.items.map((i, n) => n === 0 ? { ...i, quantity: 6, total_price: 6000, id: po.items[0]!.id } : { ...i, id: po.items[1]!.id }), notes: 'Please deliver early' } as never });
    expect(edited.response.status, JSON.stringify(edited.error)).toBe(200);
    const approved = await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);
    const got = (await buyer.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id))).data!.data;
    const received = await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', { ...path(po.id), body: { purchase_order_id: po.id, items: [{ item_id: got.items[0]!.id, quantity_received: 2, received_at: '2026-11-24' }] } });
    expect(received.response.status, JSON.stringify(received.error)).toBe(201);
    const other = (await buyer.POST('/adm/v1/purchase-orders', { body: { ...body, po_number: body.po_number + '-B' } })).data!.data;
    const cancelled = await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(other.id));
    expect(cancelled.response.status, JSON.stringify(cancelled.error)).toBe(200);
    const log = await admin.GET('/adm/v1/audit-log', { params: { query: { record_type: 'purchase_order', record_id: String(po.id) } } });
    const log2 = await admin.GET('/adm/v1/audit-log', { params: { query: { record_type: 'purchase_order', record_id: String(other.id) } } });
    writeFileSync('/tmp/aw/po-life.json', JSON.stringify({ data: [...log2.data!.data, ...log.data!.data] }, null, 2));
  });
});
