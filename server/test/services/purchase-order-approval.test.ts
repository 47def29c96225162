// Purchase-order approval: with no threshold nothing changes; at or above it a PO waits for an
// approver other than its creator, cannot be received until approved, goes back to waiting when an
// edit raises it, and can be rejected with a reason. An approval binds: a change to what was
// approved sends the PO back to waiting, and whoever's change makes it wait cannot approve it; the
// audit trail shows each step. Approvers reach only their outlets' POs, and are told live. The
// chain settings that hold the threshold are changed only by a user managing users everywhere, and
// raising or removing the threshold only by one approving everywhere too. Approval and a receipt at
// the same moment agree (on PostgreSQL truly in parallel).
import { afterAll, describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { REQUESTED_APPROVAL } from '../../src/services/purchase-orders/approvals';
import { THRESHOLD_REFUSED } from '../../src/services/settings/settings';
import { openEventStream } from '../helpers/event-stream';
import { uploadImage } from '../helpers/images';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { build, type User } from '../helpers/test-app';

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
/** Another approver at Bandung, who also edits purchase orders there. */
const editingApprover = await t.asUser(['view_admin_purchase_order', 'approve_admin_purchase_order'], bandung);

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

type Order = Awaited<ReturnType<typeof order>>;
type Update = components['schemas']['PurchaseOrderUpdate'];

/** The order's body as created, its one line kept, with `changes` over it, saved by `who`. */
async function edit(o: Order, changes: Partial<Update> = {}, who: User = buyer) {
  const body: Update = { ...o.body, id: o.po.id, items: [{ ...o.body.items[0]!, id: o.po.items[0]!.id }], ...changes };
  const res = await who.PUT('/adm/v1/purchase-orders/{purchase_order_id}', { ...path(o.po.id), body });
  expect(res.response.status, JSON.stringify(res.error)).toBe(200);
  return res.data!.data;
}

/** One line of `quantity` × `unitPrice` on the order's line (or another SKU), amounts added up. */
function oneLine(o: Order, quantity: number, unitPrice: number, sku = o.skuId): Partial<Update> {
  const line = { ...o.body.items[0]!, id: o.po.items[0]!.id, sku, quantity, unit_price: unitPrice };
  const total = quantity * unitPrice;
  return { items: [{ ...line, total_price: total }], subtotal: total, tax: 0, total_amount: total };
}

const approve = (who: User, id: number) => who.POST('/adm/v1/purchase-orders/{purchase_order_id}/approve', path(id));

function receiveAll(who: User, po: { id: number; items: { id: number; quantity: number }[] }) {
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
      prices_include_tax: false,
      cash_rounding: 0,
      cash_variance_tolerance: 0,
      business_day_starts_at: '00:00',
      points_earn_percent: 0,
      point_value: 1,
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

describe('the threshold', () => {
  it('is raised or removed only by a user approving purchase orders at every outlet, and lowered or set by any settings user', async () => {
    /** Manages users everywhere, so may save the settings, but approves nothing. */
    const manager = await t.asUser(['view_admin_user']);
    /** Manages users everywhere and approves at Bandung only. */
    const bandungApprover = await t.newUser({
      roles: [
        { role: (await t.newRole(['view_admin_user'], { type: 'ADMIN' })).name },
        { role: (await t.newRole(['approve_admin_purchase_order'])).name, outlet: bandung },
      ],
    });
    const put = (who: { token: string }, threshold: number | null) =>
      t.api(who.token).PUT('/adm/v1/settings', { body: settings(threshold) });
    const threshold = async () => (await admin.GET('/adm/v1/settings')).data!.data.po_approval_threshold;

    await setThreshold(1_000_000);
    for (const who of [manager, bandungApprover]) {
      for (const loosened of [2_000_000, null]) {
        const refused = await put(who, loosened);
        expect(refused.response.status).toBe(403);
        expect(refused.error!.errors[0]).toEqual({ detail: THRESHOLD_REFUSED, field: 'po_approval_threshold' });
        expect(await threshold()).toBe(1_000_000);
      }
    }
    // Lowering it, or keeping it, holds more purchase orders back (or as many): no approval scope needed.
    expect((await put(manager, 1_000_000)).response.status).toBe(200);
    expect((await put(manager, 600_000)).response.status).toBe(200);
    expect(await threshold()).toBe(600_000);
    await setThreshold(null);
    expect((await put(manager, 800_000)).response.status).toBe(200);
    // The Super Admin approves everywhere: raising and removing it are theirs.
    await setThreshold(5_000_000);
    await setThreshold(null);
    expect(await threshold()).toBeNull();

    const trail = await admin.GET('/adm/v1/audit-log', {
      params: { query: { record_type: 'settings', operation: 'updateSettings', size: 5 } },
    });
    const [removed, raised] = trail.data!.data;
    expect(removed!.changes).toContainEqual({ field: 'po_approval_threshold', before: 5_000_000, after: null });
    expect(raised!.changes).toContainEqual({ field: 'po_approval_threshold', before: 800_000, after: 5_000_000 });
    expect(raised!.user).toMatchObject({ id: admin.id });
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
      company_phone: '+62217180123',
      company_email: 'buying@teahouse.co.id',
      company_logo_url: new URL(logo, 'http://x').pathname,
    });
    const kept = await put({});
    expect(kept.data!.data).toMatchObject({
      company_phone: '+62217180123',
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

  it('goes back to waiting when an edit raises a PO that needed no approval to the threshold or above', async () => {
    await setThreshold(1_000_000);
    const small = await order(500_000);
    expect(small.po.approval_status).toBe('NOT_REQUIRED');
    const raised = await edit(small, oneLine(small, 1500, 1000));
    expect(raised).toMatchObject({
      approval_status: 'AWAITING_APPROVAL',
      approval: { requested_at: expect.any(String), requested_by: { id: buyer.id } },
    });
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

describe('an approval', () => {
  type Change = [what: string, changes: (o: Order) => Partial<Update> | Promise<Partial<Update>>];
  const BINDING: Change[] = [
    ['the vendor', async () => ({ vendor_id: (await makeVendor(t, 'CV Lain')).id })],
    ['the bank', () => ({ bank_name: 'Bank Mandiri' })],
    ['the account name', () => ({ bank_account_name: 'CV Lain' })],
    ['the account number', () => ({ bank_account_number: '1230099887' })],
    ['the quantity and price, at the same total', (o) => oneLine(o, 600, 2000)],
    ['the SKU of a line', async (o) => oneLine(o, 1200, 1000, (await makeSku(t, 'Other')).id)],
    ['the name of a line', (o) => ({ items: [{ ...o.body.items[0]!, id: o.po.items[0]!.id, item_name: 'Other' }] })],
    [
      'a line added',
      (o) => ({
        items: [
          { ...o.body.items[0]!, id: o.po.items[0]!.id },
          { ...o.body.items[0]!, quantity: 1, total_price: 1000 },
        ],
        subtotal: 1_201_000,
        total_amount: 1_201_000,
      }),
    ],
    ['the tax, at the same total', () => ({ withTax: true, taxRate: 0 })],
    ['a quantity, lowered', (o) => oneLine(o, 1100, 1000)],
    ['the receiving outlet', () => ({ outlet_id: t.outletId['Jakarta Kemang']! })],
  ];

  it.each(BINDING)(
    'binds %s: changed, the approved PO waits again and cannot be received until approved again',
    async (_what, change) => {
      await setThreshold(1_000_000);
      const o = await order(1_200_000);
      expect((await approve(approver, o.po.id)).response.status).toBe(200);
      const changes = await change(o);
      // Moving the goods elsewhere takes someone reaching both outlets.
      const editor = changes.outlet_id ? admin : buyer;
      const edited = await edit(o, changes, editor);
      expect(edited).toMatchObject({
        approval_status: 'AWAITING_APPROVAL',
        approval: { requested_by: { id: editor.id }, decided_by: null, decided_at: null },
      });
      expect((await receiveAll(admin, edited)).response.status).toBe(409);
      const decider =
        edited.outlet_id === bandung ? approver : await t.asUser(['approve_admin_purchase_order'], edited.outlet_id);
      expect((await approve(decider, o.po.id)).response.status).toBe(200);
      expect((await receiveAll(admin, edited)).response.status).toBe(201);
    },
  );

  it('given at the moment of an edit binds what it saw: approved after the edit, or waiting again after it', async () => {
    await setThreshold(1_000_000);
    for (let round = 0; round < 5; round++) {
      const o = await order(1_200_000);
      const [approved, edited] = await Promise.all([
        approve(approver, o.po.id),
        buyer.PUT('/adm/v1/purchase-orders/{purchase_order_id}', {
          ...path(o.po.id),
          body: { ...o.body, id: o.po.id, ...oneLine(o, 1300, 1000) } as Update,
        }),
      ]);
      expect(edited.response.status).toBe(200);
      const after = (await admin.GET('/adm/v1/purchase-orders/{purchase_order_id}', path(o.po.id))).data!.data;
      if (after.approval_status === 'APPROVED') {
        // The approval came second: it saw, and approved, the edited line.
        expect(approved.data!.data.items[0]!.quantity).toBe(1300);
      } else {
        expect(after.approval_status).toBe('AWAITING_APPROVAL');
        expect(approved.response.status).toBe(200);
        expect(approved.data!.data.items[0]!.quantity).toBe(1200);
      }
      expect(after.items[0]!.quantity).toBe(1300);
    }
  });

  it('holds through edits of what it does not bind: number, buyer, delivery, shipping, payment terms and notes', async () => {
    await setThreshold(1_000_000);
    const o = await order(1_200_000);
    await approve(approver, o.po.id);
    const edited = await edit(o, {
      po_number: `${o.body.po_number}-B`,
      buyer: 'Budi Santoso',
      delivery_address: 'Jl. Ir. H. Juanda No. 61, Bandung',
      expected_delivery_date: '2026-12-01',
      shipping_method: 'Courier',
      shipping_terms: 'FOB Origin',
      payment_method: 'Cash',
      payment_terms: 'Net 14',
      notes: 'Deliver before noon',
    });
    expect(edited).toMatchObject({ approval_status: 'APPROVED', approval: { decided_by: { id: approver.id } } });
    // Its one line replaced by a new line the same is no change either.
    const replaced = await edit({ ...o, po: edited }, { items: [{ ...o.body.items[0]! }] });
    expect(replaced.approval_status).toBe('APPROVED');
    expect(replaced.items[0]!.id).not.toBe(o.po.items[0]!.id);
    expect((await receiveAll(buyer, replaced)).response.status).toBe(201);
  });

  it('is not given by whoever made the PO need it: an approver raising another’s PO, or changing it while it waits', async () => {
    await setThreshold(1_000_000);
    // Raised over the threshold by an approver: they sent it for approval, so another approves it.
    const small = await order(500_000);
    const raised = await edit(small, oneLine(small, 1500, 1000), editingApprover);
    expect(raised).toMatchObject({
      approval_status: 'AWAITING_APPROVAL',
      approval: { requested_by: { id: editingApprover.id } },
    });
    const queued = await approver.GET('/adm/v1/purchase-orders', {
      params: { query: { approval_status: 'AWAITING_APPROVAL', size: 100 } },
    });
    expect(queued.data!.data.find((row) => row.id === raised.id)).toMatchObject({
      created_by_id: buyer.id,
      approval_requested_by_id: editingApprover.id,
    });
    const own = await approve(editingApprover, raised.id);
    expect(own.response.status).toBe(403);
    expect(own.error!.errors[0]!.detail).toBe(REQUESTED_APPROVAL);
    const ownReject = await editingApprover.POST('/adm/v1/purchase-orders/{purchase_order_id}/reject', {
      ...path(raised.id),
      body: { reason: 'No' },
    });
    expect(ownReject.response.status).toBe(403);
    expect((await approve(approver, raised.id)).response.status).toBe(200);

    // Changed while it waits: the change is theirs to have approved by someone else.
    const waiting = await order(1_300_000);
    expect(waiting.po.approval.requested_by).toEqual({ id: buyer.id, name: expect.any(String) });
    const notes = await edit(waiting, { notes: 'Call before delivery' }, editingApprover);
    expect(notes.approval.requested_by!.id).toBe(buyer.id);
    const repriced = await edit(waiting, oneLine(waiting, 1300, 1100), editingApprover);
    expect(repriced).toMatchObject({
      approval_status: 'AWAITING_APPROVAL',
      approval: { requested_by: { id: editingApprover.id } },
    });
    expect((await approve(editingApprover, waiting.po.id)).response.status).toBe(403);
    expect((await approve(approver, waiting.po.id)).response.status).toBe(200);
  });

  it('changed to below the threshold is needed no more, and the audit trail shows each step', async () => {
    await setThreshold(1_000_000);
    const o = await order(1_200_000);
    await approve(approver, o.po.id);
    const raised = await edit(o, oneLine(o, 1300, 1000), editingApprover);
    expect(raised.approval_status).toBe('AWAITING_APPROVAL');
    await approve(approver, o.po.id);
    const lowered = await edit(o, oneLine(o, 900, 1000));
    expect(lowered).toMatchObject({
      approval_status: 'NOT_REQUIRED',
      approval: { requested_at: null, requested_by: null, decided_by: null, decided_at: null },
    });
    expect((await receiveAll(buyer, lowered)).response.status).toBe(201);

    const trail = await admin.GET('/adm/v1/audit-log', {
      params: { query: { record_type: 'purchase_order', record_id: String(o.po.id), size: 20 } },
    });
    const steps = trail
      .data!.data.slice()
      .reverse()
      .map((entry) => ({
        operation: entry.operation,
        user: entry.user?.id,
        approval: Object.fromEntries(
          entry.changes
            .filter((c) => ['approval_status', 'approval_requested_by', 'approval_decided_by'].includes(c.field))
            .map((c) => [c.field, c.after]),
        ),
      }));
    expect(steps).toEqual([
      {
        operation: 'createPurchaseOrder',
        user: buyer.id,
        approval: expect.objectContaining({ approval_status: 'AWAITING_APPROVAL', approval_requested_by: buyer.id }),
      },
      {
        operation: 'approvePurchaseOrder',
        user: approver.id,
        approval: { approval_status: 'APPROVED', approval_decided_by: approver.id },
      },
      {
        operation: 'updatePurchaseOrder',
        user: editingApprover.id,
        approval: {
          approval_status: 'AWAITING_APPROVAL',
          approval_requested_by: editingApprover.id,
          approval_decided_by: null,
        },
      },
      {
        operation: 'approvePurchaseOrder',
        user: approver.id,
        approval: { approval_status: 'APPROVED', approval_decided_by: approver.id },
      },
      {
        operation: 'updatePurchaseOrder',
        user: buyer.id,
        approval: { approval_status: 'NOT_REQUIRED', approval_requested_by: null, approval_decided_by: null },
      },
      { operation: 'createPurchaseOrderInbound', user: buyer.id, approval: {} },
    ]);
  });
});
