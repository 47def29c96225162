// Purchase-order approval: with no threshold nothing changes; at or above it a PO waits for an
// approver other than its creator, cannot be received until approved, goes back to waiting when an
// edit raises it, and can be rejected with a reason. Approvers reach only their outlets' POs, and
// are told live. The chain settings that hold the threshold are changed only by a user managing
// users everywhere. Approval and a receipt at the same moment agree (on PostgreSQL truly in parallel).
import { afterAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../helpers/event-stream';
import { uploadImage } from '../helpers/images';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
afterAll(() => t.app.close());
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const jakarta = t.outletId['Jakarta Kemang']!;
/** Buys for Bandung: sees and writes purchase orders there, approves nothing. */
const buyer = await t.asUser(['view_admin_purchase_order'], bandung);
/** Approves (and sees) purchase orders at Bandung only. */
const approver = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], bandung);
/** Approves and buys at Bandung: may not approve what they created. */
const approvingBuyer = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], bandung);

/** The settings of a fresh database, read before any test changes them (the tests run in any order). */
const initial = (await admin.GET('/adm/v1/settings')).data!.data;

const settings = (threshold: number | null) => ({
  po_approval_threshold: threshold,
  company_name: 'PT Teahouse Nusantara',
  company_address: 'Jl. Kemang Raya No. 12, Jakarta Selatan',
  company_npwp: '012345678901000',
});

async function setThreshold(threshold: number | null) {
  const res = await admin.PUT('/adm/v1/settings', { body: settings(threshold) });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
}

const path = (id: number) => ({ params: { path: { purchase_order_id: id } } });

/** A PO of one line at Bandung worth `total` rupiah (quantity × 1000), created by `who`. */
async function order(total: number, who = buyer) {
  const vendor = await makeVendor(t);
  const sku = await makeSku(t);
  const body = { ...purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: total / 1000, unitPrice: 1000 }]) };
  const res = await who.POST('/adm/v1/purchase-orders', { body: { ...body, outlet_id: bandung } });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
  return { po: res.data!.data, body: { ...body, outlet_id: bandung }, skuId: sku.id };
}

function receiveAll(who: typeof buyer, po: { id: number; items: { id: number; quantity: number }[] }) {
  return who.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
    ...path(po.id),
    body: {
      purchase_order_id: po.id,
      items: po.items.map((line) => ({
        item_id: line.id,
        quantity_received: line.quantity,
        received_at: '2026-11-24',
      })),
    },
  });
}

describe('the chain settings', () => {
  it('have no threshold at first, so a large PO needs no approval and is received at once', async () => {
    expect(initial).toEqual({
      po_approval_threshold: null,
      company_name: '',
      company_address: '',
      company_npwp: '',
      company_phone: '',
      company_email: '',
      company_logo_url: null,
      updated_at: null,
    });
    await setThreshold(initial.po_approval_threshold);
    const { po } = await order(5_000_000);
    expect(po.approval_status).toBe('NOT_REQUIRED');
    expect((await receiveAll(buyer, po)).response.status).toBe(201);
  });

  it('are changed only by a user managing users at every outlet', async () => {
    const outletManager = await t.asUser(['view_admin_user', 'view_admin_purchase_order'], bandung);
    const refused = await outletManager.PUT('/adm/v1/settings', { body: settings(1000) });
    expect(refused.response.status).toBe(403);
    expect((await buyer.PUT('/adm/v1/settings', { body: settings(1000) })).response.status).toBe(403);
    const bad = await admin.PUT('/adm/v1/settings', { body: { ...settings(1000), company_npwp: '12-34' } });
    expect(bad.response.status).toBe(400);
    await setThreshold(1_000_000);
    const read = await buyer.GET('/adm/v1/settings');
    expect(read.data!.data).toMatchObject({ ...settings(1_000_000), updated_at: expect.any(String) });
  });
});

describe('the letterhead', () => {
  it('carries a phone, an e-mail and an uploaded logo, kept when a save leaves them out', async () => {
    const threshold = (await admin.GET('/adm/v1/settings')).data!.data.po_approval_threshold;
    const put = (body: object) => admin.PUT('/adm/v1/settings', { body: { ...settings(threshold), ...body } });
    const badPhone = await put({ company_phone: '12345' });
    expect(badPhone.response.status).toBe(400);
    expect((badPhone.error as { errors: { field?: string }[] }).errors[0]!.field).toBe('company_phone');
    const foreignLogo = await put({ company_logo_url: 'https://example.com/logo.png' });
    expect(foreignLogo.response.status).toBe(422);
    expect(foreignLogo.error!.errors[0]).toMatchObject({
      detail: 'Image must be an image uploaded to this server',
      field: 'company_logo_url',
    });
    const logo = await uploadImage(admin);
    const saved = await put({
      company_phone: '0217180123',
      company_email: 'buying@teahouse.co.id',
      company_logo_url: logo,
    });
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data!.data).toMatchObject({
      company_phone: '0217180123',
      company_email: 'buying@teahouse.co.id',
      company_logo_url: new URL(logo, 'http://x').pathname,
    });
    const kept = await put({});
    expect(kept.data!.data).toMatchObject({
      company_phone: '0217180123',
      company_logo_url: saved.data!.data.company_logo_url,
    });
    const removed = await put({ company_logo_url: null });
    expect(removed.data!.data.company_logo_url).toBeNull();
  });

  it('addresses a printed PO to the vendor with its contact', async () => {
    const { po } = await order(1_000);
    expect(po.vendor_contact).toEqual({
      contact_person: expect.any(String),
      phone: expect.any(String),
      email: expect.stringContaining('@'),
    });
  });
});

describe('the approve scope', () => {
  it('is granted only by someone who holds it', async () => {
    const manager = await t.asUser(['view_admin_user', 'view_admin_purchase_order'], bandung);
    const role = (scopes: ('view_admin_purchase_order' | 'approve_admin_purchase_order')[]) =>
      manager.POST('/adm/v1/roles', {
        body: { name: `Approver ${Math.random().toString(36).slice(2, 8)}`, type: 'USER', description: '', scopes },
      });
    const refused = await role(['view_admin_purchase_order', 'approve_admin_purchase_order']);
    expect(refused.response.status).toBe(403);
    expect(refused.error!.errors[0]!.detail).toBe(
      'You cannot grant scopes you do not hold: approve_admin_purchase_order',
    );
    expect((await role(['view_admin_purchase_order'])).response.status).toBe(201);
    const scopes = await admin.GET('/adm/v1/roles/scopes');
    expect(scopes.data!.data.map((s) => s.scope)).toContain('approve_admin_purchase_order');
  });
});

describe('a purchase order at or above the threshold', () => {
  it('below it needs no approval; at it waits, cannot be received, and is in the approvers’ queue', async () => {
    await setThreshold(1_000_000);
    const below = (await order(999_000)).po;
    expect(below.approval_status).toBe('NOT_REQUIRED');
    const { po } = await order(1_000_000);
    expect(po).toMatchObject({
      status: 'PENDING',
      approval_status: 'AWAITING_APPROVAL',
      approval: { requested_at: expect.any(String), decided_by: null, decided_at: null, reason: null },
    });
    const refused = await receiveAll(buyer, po);
    expect(refused.response.status).toBe(409);
    expect(refused.error!.errors[0]!.detail).toBe('This purchase order is awaiting approval and cannot receive goods');
    const queue = await approver.GET('/adm/v1/purchase-orders', {
      params: { query: { approval_status: 'AWAITING_APPROVAL', size: 100 } },
    });
    const ids = queue.data!.data.map((row) => row.id);
    expect(ids).toContain(po.id);
    expect(ids).not.toContain(below.id);
    expect(queue.data!.data.every((row) => row.approval_status === 'AWAITING_APPROVAL')).toBe(true);
    expect(queue.data!.data.find((row) => row.id === po.id)!.created_by_id).toBe(buyer.id);
  });

  it('is approved by another user holding the approve scope, and then received', async () => {
    await setThreshold(1_000_000);
    const { po } = await order(2_000_000);
    // The buyer lacks the scope: the contract refuses before the service.
    expect((await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id))).response.status).toBe(
      403,
    );
    const approved = await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(approved.response.status, JSON.stringify(approved.error)).toBe(200);
    expect(approved.data!.data).toMatchObject({
      approval_status: 'APPROVED',
      approval: { decided_by: { id: approver.id }, decided_at: expect.any(String), reason: null },
    });
    const again = await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(again.response.status).toBe(409);
    expect((await receiveAll(buyer, approved.data!.data)).response.status).toBe(201);
  });

  it('is never approved or rejected by the user who created it', async () => {
    await setThreshold(1_000_000);
    const { po } = await order(3_000_000, approvingBuyer);
    const own = await approvingBuyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(own.response.status).toBe(403);
    expect(own.error!.errors[0]!.detail).toBe('You cannot approve or reject a purchase order you created');
    const ownReject = await approvingBuyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/reject', {
      ...path(po.id),
      body: { reason: 'No' },
    });
    expect(ownReject.response.status).toBe(403);
    const read = await approvingBuyer.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(read.data!.data.approval_status).toBe('AWAITING_APPROVAL');
    expect(read.data!.data.created_by).toEqual({ id: approvingBuyer.id, name: expect.any(String) });
  });

  it('is rejected with a reason, cannot be received, and waits again once edited', async () => {
    await setThreshold(1_000_000);
    const { po, body } = await order(4_000_000);
    const reject = (reason: string) =>
      approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/reject', { ...path(po.id), body: { reason } });
    const blank = await reject('   ');
    expect(blank.response.status).toBe(422);
    expect(blank.error!.errors[0]).toEqual({ detail: 'Reason is required', field: 'reason' });
    const rejected = await reject('Over budget; split it');
    expect(rejected.data!.data).toMatchObject({
      approval_status: 'REJECTED',
      approval: { decided_by: { id: approver.id }, reason: 'Over budget; split it' },
    });
    const refused = await receiveAll(buyer, po);
    expect(refused.response.status).toBe(409);
    expect(refused.error!.errors[0]!.detail).toBe('This purchase order was rejected and cannot receive goods');
    const edited = await buyer.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
      ...path(po.id),
      body: { ...body, id: po.id, notes: 'Second try', items: [{ ...body.items[0]!, id: po.items[0]!.id }] },
    });
    expect(edited.data!.data).toMatchObject({
      approval_status: 'AWAITING_APPROVAL',
      approval: { decided_by: null, reason: null },
    });
  });

  it('goes back to waiting when an edit raises an approved or unapproved PO to the threshold or above', async () => {
    await setThreshold(1_000_000);
    const small = await order(500_000);
    expect(small.po.approval_status).toBe('NOT_REQUIRED');
    const raise = (o: typeof small, quantity: number) =>
      buyer.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
        ...path(o.po.id),
        body: {
          ...o.body,
          id: o.po.id,
          subtotal: quantity * 1000,
          total_amount: quantity * 1000,
          items: [{ ...o.body.items[0]!, id: o.po.items[0]!.id, quantity, total_price: quantity * 1000 }],
        },
      });
    expect((await raise(small, 1500)).data!.data.approval_status).toBe('AWAITING_APPROVAL');

    const big = await order(1_200_000);
    await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(big.po.id));
    // Lowering an approved PO keeps the approval; raising it above the approved total does not.
    expect((await raise(big, 1100)).data!.data.approval_status).toBe('APPROVED');
    expect((await raise(big, 1200)).data!.data.approval_status).toBe('APPROVED');
    const raised = (await raise(big, 1300)).data!.data;
    expect(raised.approval_status).toBe('AWAITING_APPROVAL');
    expect((await receiveAll(buyer, raised)).response.status).toBe(409);
  });

  it('is out of reach of another outlet’s approver, as if it did not exist', async () => {
    await setThreshold(1_000_000);
    const jakartaApprover = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], jakarta);
    const { po } = await order(1_500_000);
    const res = await jakartaApprover.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(res.response.status).toBe(404);
    const rejected = await jakartaApprover.POST('/adm/v1/purchase-orders/{purchase_order_id}/reject', {
      ...path(po.id),
      body: { reason: 'No' },
    });
    expect(rejected.response.status).toBe(404);
    const queue = await jakartaApprover.GET('/adm/v1/purchase-orders', {
      params: { query: { approval_status: 'AWAITING_APPROVAL', size: 100 } },
    });
    expect(queue.data!.data.map((row) => row.id)).not.toContain(po.id);
    const read = await admin.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id));
    expect(read.data!.data.approval_status).toBe('AWAITING_APPROVAL');
  });

  it('is announced live to the approvers at its outlet only', async () => {
    await setThreshold(1_000_000);
    const jakartaApprover = await t.asUser(['approve_admin_purchase_order'], jakarta);
    const here = await openEventStream(base, approver.token);
    const elsewhere = await openEventStream(base, jakartaApprover.token);
    const notApprover = await openEventStream(
      base,
      (await t.asUser(['view_admin_order', 'view_admin_purchase_order'], bandung)).token,
    );
    try {
      expect(here.status).toBe(200);
      const { po } = await order(1_700_000);
      const event = await here.next((e) => e.event === 'purchase_order.awaiting_approval');
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'purchase_order.awaiting_approval',
        purchase_order_id: po.id,
        po_number: po.po_number,
        total_amount: 1_700_000,
        outlet: { id: bandung, name: 'Bandung Dago' },
      });
      // A later event at Bandung reaches them all in order, so the approval event would have come first.
      await order(10_000).then(() => new Promise((resolve) => setTimeout(resolve, 300)));
      expect(elsewhere.events.filter((e) => e.event === 'purchase_order.awaiting_approval')).toEqual([]);
      expect(notApprover.events.filter((e) => e.event === 'purchase_order.awaiting_approval')).toEqual([]);
    } finally {
      here.close();
      elsewhere.close();
      notApprover.close();
    }
  });

  it('approved and received at the same moment: the receipt waits for the approval or is refused, never both ways', async () => {
    await setThreshold(1_000_000);
    for (let round = 0; round < 5; round++) {
      const { po } = await order(1_000_000);
      const [approved, received] = await Promise.all([
        approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id)),
        receiveAll(buyer, po),
      ]);
      expect(approved.response.status).toBe(200);
      const after = (await admin.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(po.id))).data!.data;
      expect(after.approval_status).toBe('APPROVED');
      if (received.response.status === 201) {
        expect(after.status).toBe('COMPLETED');
      } else {
        expect(received.response.status).toBe(409);
        expect(after.status).toBe('PENDING');
        expect(after.inbounds).toEqual([]);
      }
    }
  });

  it('cancelled while waiting, leaves the queue and can no longer be approved', async () => {
    await setThreshold(1_000_000);
    const { po } = await order(1_100_000);
    const cancelled = await buyer.POST('/adm/v1/purchase-orders/{purchase_order_id}/cancel', path(po.id));
    expect(cancelled.response.status).toBe(200);
    const queue = await approver.GET('/adm/v1/purchase-orders', {
      params: { query: { approval_status: 'AWAITING_APPROVAL', size: 100 } },
    });
    expect(queue.data!.data.map((row) => row.id)).not.toContain(po.id);
    const refused = await approver.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(po.id));
    expect(refused.response.status).toBe(409);
    expect(refused.error!.errors[0]!.detail).toBe('This purchase order is cancelled');
  });

  it('once the threshold is removed, nothing new waits', async () => {
    await setThreshold(null);
    const { po } = await order(9_000_000);
    expect(po.approval_status).toBe('NOT_REQUIRED');
  });
});
