// Payments taken by hand and the drawers they touch: marking an order PAID says how it was paid
// (cash into the open shift at a register, a card with its approval code, the static QRIS); a cash
// refund comes out of an open shift at the register that took it, or is refused; and an outlet's
// registers, none of which can be taken away while its shift is open.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { auditLog, invoices, orders, outlets } from '../../src/db/schema';
import { makeOrder } from '../helpers/sales';
import { closeShift, openShift } from '../helpers/shifts';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build();
const admin = await t.asAdmin();
const kemang = t.outletId['Jakarta Kemang']!;
await t.app.db
  .update(outlets)
  .set({ registers: ['Counter 1', 'Counter 2'] })
  .where(eq(outlets.id, kemang));

type StatusUpdate = components['schemas']['OrderStatusUpdate'];

const put = (orderId: number, body: StatusUpdate) =>
  admin.PUT('/adm/v1/orders/{order_id}/status', { params: { path: { order_id: orderId } }, body });

/** An unpaid order at Kemang. */
const unpaidOrder = async () => (await makeOrder(t.app.db, t.seed, { outletId: kemang })).order.id;

async function invoiceOf(orderId: number) {
  const [row] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, orderId));
  return row!;
}

const statusOf = async (orderId: number) =>
  (await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('marking an order paid by hand', () => {
  it('asks how it was paid, and refuses a payment with any other status', async () => {
    const id = await unpaidOrder();
    const missing = await put(id, { status: 100 });
    expect(missing.response.status).toBe(422);
    expect(missing.error!.errors[0]).toEqual({ detail: 'Choose how it was paid', field: 'payment.method' });
    const cancelled = await put(id, { status: 500, payment: { method: 'card' } });
    expect(cancelled.response.status).toBe(422);
    expect(cancelled.error!.errors[0]!.field).toBe('payment');
    expect(await statusOf(id)).toBe(0);
    expect(await invoiceOf(id)).toMatchObject({ status: 0, counterMethod: null });
  });

  it('takes cash into the open shift at the register chosen, and refuses it without one', async () => {
    const id = await unpaidOrder();
    const noRegister = await put(id, { status: 100, payment: { method: 'cash' } });
    expect(noRegister.response.status).toBe(422);
    expect(noRegister.error!.errors[0]!.field).toBe('payment.register');
    const unknown = await put(id, { status: 100, payment: { method: 'cash', register: 'Counter 7' } });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]!.field).toBe('payment.register');
    const closed = await put(id, { status: 100, payment: { method: 'cash', register: 'Counter 2' } });
    expect(closed.response.status).toBe(422);
    expect(closed.error!.errors[0]).toEqual({ detail: 'Open a shift first', field: 'payment.register' });
    expect(await statusOf(id)).toBe(0);

    const shiftId = await openShift(t.app.db, kemang, { register: 'Counter 2' });
    const paid = await put(id, { status: 100, payment: { method: 'cash', register: 'Counter 2' } });
    expect(paid.response.status, JSON.stringify(paid.error)).toBe(200);
    expect(paid.data!.data.invoice).toMatchObject({ status: 100 });
    expect(await invoiceOf(id)).toMatchObject({ counterMethod: 'cash', cardApprovalCode: null, shiftId });
    await closeShift(t.app.db, shiftId);
  });

  it("records a card's approval code, refused for any other method, and the register's open shift when named", async () => {
    const shiftId = await openShift(t.app.db, kemang, { register: 'Counter 1' });
    const id = await unpaidOrder();
    const code = await put(id, { status: 100, payment: { method: 'qris_static', approval_code: '004512' } });
    expect(code.response.status).toBe(422);
    expect(code.error!.errors[0]!.field).toBe('payment.approval_code');
    const paid = await put(id, {
      status: 100,
      payment: { method: 'card', register: 'Counter 1', approval_code: ' 004512 ' },
    });
    expect(paid.response.status, JSON.stringify(paid.error)).toBe(200);
    expect(await invoiceOf(id)).toMatchObject({ counterMethod: 'card', cardApprovalCode: '004512', shiftId });
    const read = await admin.GET('/adm/v1/invoices/{invoice_id}', {
      params: { path: { invoice_id: (await invoiceOf(id)).id } },
    });
    expect(read.data!.data).toMatchObject({
      counter_method: 'card',
      card_approval_code: '004512',
      shift: { id: shiftId, register: 'Counter 1' },
    });

    // The static QRIS at no register, or at one with no open shift, is in no shift.
    for (const register of [undefined, 'Counter 2']) {
      const other = await unpaidOrder();
      const res = await put(other, { status: 100, payment: { method: 'qris_static', register } });
      expect(res.response.status, JSON.stringify(res.error)).toBe(200);
      expect(await invoiceOf(other)).toMatchObject({ counterMethod: 'qris_static', shiftId: null });
    }
  });
});

describe('a cash refund', () => {
  it("comes out of the register's current open shift once the one that took it has closed, and is refused with none open", async () => {
    const first = await openShift(t.app.db, kemang, { register: 'Counter 2' });
    const ids = [await unpaidOrder(), await unpaidOrder(), await unpaidOrder()];
    for (const id of ids)
      expect((await put(id, { status: 100, payment: { method: 'cash', register: 'Counter 2' } })).response.status).toBe(
        200,
      );
    // Still open: its own drawer pays it back.
    expect((await put(ids[0]!, { status: 500 })).response.status).toBe(200);
    expect(await invoiceOf(ids[0]!)).toMatchObject({ status: 400, shiftId: first, refundShiftId: first });

    await closeShift(t.app.db, first);
    const refused = await put(ids[1]!, { status: 500 });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]!.detail).toBe('Open a shift first');
    expect(await statusOf(ids[1]!)).toBe(100);
    expect(await invoiceOf(ids[1]!)).toMatchObject({ status: 100, refundShiftId: null, refundStatus: null });

    const next = await openShift(t.app.db, kemang, { register: 'Counter 2' });
    expect((await put(ids[1]!, { status: 500 })).response.status).toBe(200);
    expect(await invoiceOf(ids[1]!)).toMatchObject({ status: 400, shiftId: first, refundShiftId: next });
    await closeShift(t.app.db, next);
  });

  it('of a payment taken before shifts were kept is given back as before', async () => {
    const id = await unpaidOrder();
    expect((await put(id, { status: 100, payment: { method: 'qris_static' } })).response.status).toBe(200);
    await t.app.db.update(invoices).set({ counterMethod: 'cash', shiftId: null }).where(eq(invoices.orderId, id));
    expect((await put(id, { status: 500 })).response.status).toBe(200);
    expect(await invoiceOf(id)).toMatchObject({ status: 400, refundStatus: 'MANUAL', refundShiftId: null });
  });
});

describe("an outlet's registers", () => {
  const outletBody = (registers?: string[]) => ({
    name: uniqueName('Registers'),
    address: 'Jl. Braga No. 1, Kota Bandung',
    is_hq: false,
    area_id: 3273,
    owner_id: t.seed.adminId,
    staff_ids: [],
    ...(registers && { registers }),
  });

  it('are "Counter 1" for a new outlet, kept when left out, trimmed, and audited', async () => {
    const made = await admin.POST('/adm/v1/outlets', { body: outletBody() });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    const outlet = made.data!.data;
    expect(outlet.registers).toEqual(['Counter 1']);
    const update = (registers?: string[]) =>
      admin.PUT('/adm/v1/outlets/{outlet_id}', {
        params: { path: { outlet_id: outlet.id } },
        body: { ...outletBody(registers), name: outlet.name },
      });
    const renamed = await update([' Counter 1 ', 'Bar ']);
    expect(renamed.response.status, JSON.stringify(renamed.error)).toBe(200);
    expect(renamed.data!.data.registers).toEqual(['Counter 1', 'Bar']);
    expect((await update()).data!.data.registers).toEqual(['Counter 1', 'Bar']);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'outlet'), eq(auditLog.recordId, String(outlet.id))))
      .orderBy(desc(auditLog.id))
      .limit(2)
      .offset(1);
    expect(JSON.stringify(entry)).toContain('Bar');

    const twice = await update(['Counter 1', 'counter 1']);
    expect(twice.response.status).toBe(422);
    expect(twice.error!.errors[0]!.field).toBe('registers.1');
    const blank = await update(['Counter 1', '  ']);
    expect(blank.response.status).toBe(400);
    const many = await update(Array.from({ length: 21 }, (_, n) => `Counter ${n + 1}`));
    expect(many.response.status).toBe(400);
  });

  it('keep a register whose shift is open', async () => {
    const made = (await admin.POST('/adm/v1/outlets', { body: outletBody(['Counter 1', 'Counter 2']) })).data!.data;
    const shiftId = await openShift(t.app.db, made.id, { register: 'Counter 2' });
    const update = (registers: string[]) =>
      admin.PUT('/adm/v1/outlets/{outlet_id}', {
        params: { path: { outlet_id: made.id } },
        body: { ...outletBody(registers), name: made.name },
      });
    const removed = await update(['Counter 1']);
    expect(removed.response.status).toBe(422);
    expect(removed.error!.errors[0]!.field).toBe('registers');
    expect((await update(['Counter 2'])).response.status).toBe(200);
    await closeShift(t.app.db, shiftId);
    expect((await update(['Counter 1'])).data!.data.registers).toEqual(['Counter 1']);
  });
});
