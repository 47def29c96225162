// The money of a shift at a register: opened with a float, cash sales at the counter into its
// drawer, a cash refund out of it, a pay-out, and the expected cash they add up to; what other
// methods took at the register shown beside it and not counted; a cash sale at a register with no
// open shift refused; and sales at once into one shift each landing in it.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../../generated/schema';
import { invoices, outlets, shiftCashMovements, skus } from '../../src/db/schema';
import { shiftFigures } from '../../src/services/shifts/drawer';
import { makeSku } from '../helpers/purchasing';
import { makeGateway } from '../helpers/sales';
import { openShift } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build({ env: { SIMULATED_GATEWAY_SECRET: 'simulated-secret-for-the-shifts' } });
const admin = await t.asAdmin();
const bandung = t.outletId['Bandung Dago']!;
const cashier = await t.asUser(['view_admin_counter'], bandung);
const qris = await makeGateway(t.app.db, { methodType: 'QRIS', provider: 'Simulated' });
await t.app.db
  .update(outlets)
  .set({ registers: ['Counter 1', 'Counter 2', 'Counter 3'] })
  .where(eq(outlets.id, bandung));

/** A product at `price`, sold by the cup. */
async function product(price: number) {
  const sku = await makeSku(t, 'Shift Tea');
  await t.app.db.update(skus).set({ price }).where(eq(skus.id, sku.id));
  return sku.id;
}

type Payment = components['schemas']['CounterOrderCreate']['payment'];

const sell = (register: string, skuId: number, quantity: number, payment: Payment) =>
  cashier.POST('/adm/v1/counter/orders', {
    body: { outlet_id: bandung, register, order_type: 'takeaway', items: [{ sku_id: skuId, quantity }], payment },
  });

const cash = (tendered: number): Payment => ({ method: 'cash', tendered });

describe('a shift at the counter', () => {
  it('expects the float, plus cash sales, less a cash refund and a pay-out; other methods are shown, not counted', async () => {
    const shiftId = await openShift(t.app.db, bandung, { register: 'Counter 1', openingFloat: 500_000 });
    const tea = await product(50_000);

    // Cash sales of Rp 1,200,000 in all: 400,000 + 500,000 + 250,000 + 50,000.
    const sold: { id: number }[] = [];
    for (const cups of [8, 10, 5, 1]) {
      const res = await sell('Counter 1', tea, cups, cash(cups * 50_000));
      expect(res.response.status, JSON.stringify(res.error)).toBe(201);
      sold.push(res.data!.data.order);
    }
    // The last one, Rp 50,000, is cancelled: the cash comes back out of the drawer.
    const refunded = sold.at(-1)!;
    const cancel = await admin.PUT('/adm/v1/orders/{order_id}/status', {
      params: { path: { order_id: refunded.id } },
      body: { status: 500 },
    });
    expect(cancel.response.status, JSON.stringify(cancel.error)).toBe(200);
    // Ice bought at the market.
    await t.app.db
      .insert(shiftCashMovements)
      .values({ shiftId, type: 'pay_out', amount: 100_000, reason: 'Ice', createdBy: t.seed.adminId });

    // QRIS at the same register, paid through the gateway: shown under its method.
    const qrisSales: { id: number }[] = [];
    for (const cups of [2, 3]) {
      const res = await sell('Counter 1', tea, cups, { method: 'qris', payment_method_partner_id: qris.partnerId });
      expect(res.response.status, JSON.stringify(res.error)).toBe(201);
      const paid = await t.api().POST('/usr/v1/dev/payments', {
        body: { invoice_id: res.data!.data.order.invoice!.id, outcome: 'paid' },
      });
      expect(paid.response.status, JSON.stringify(paid.error)).toBe(200);
      qrisSales.push(res.data!.data.order);
    }
    // A QRIS sale never paid counts nowhere.
    const unpaid = await sell('Counter 1', tea, 1, { method: 'qris', payment_method_partner_id: qris.partnerId });
    expect(unpaid.response.status).toBe(201);

    const invoicesOf = await t.app.db
      .select({
        orderId: invoices.orderId,
        counterMethod: invoices.counterMethod,
        shiftId: invoices.shiftId,
        refundShiftId: invoices.refundShiftId,
      })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          [...sold, ...qrisSales].map((o) => o.id),
        ),
      );
    for (const invoice of invoicesOf) {
      const paidInCash = sold.some((o) => o.id === invoice.orderId);
      expect(invoice).toMatchObject({
        shiftId,
        counterMethod: paidInCash ? 'cash' : null,
        refundShiftId: invoice.orderId === refunded.id ? shiftId : null,
      });
    }

    const figures = (await shiftFigures(t.app.db, [shiftId])).get(shiftId)!;
    expect(figures.cash).toEqual({
      openingFloat: 500_000,
      sales: 1_200_000,
      saleCount: 4,
      refunds: 50_000,
      payIn: 0,
      payOut: 100_000,
      safeDrops: 0,
    });
    expect(figures.expected).toBe(1_550_000);
    const qrisTotal = (await t.app.db.select().from(invoices))
      .filter((i) => qrisSales.some((o) => o.id === i.orderId))
      .reduce((sum, i) => sum + i.amount, 0);
    expect(qrisTotal).toBe(250_000);
    expect(figures.methods).toEqual([
      expect.objectContaining({ method: 'cash', paymentCount: 4, amount: 1_200_000, refundAmount: 50_000 }),
      expect.objectContaining({
        method: 'gateway',
        paymentGatewayId: qris.id,
        name: qris.name,
        paymentCount: 2,
        amount: qrisTotal,
        refundAmount: 0,
      }),
    ]);
  });

  it('refuses a cash sale at a register with no open shift, and one at a register the outlet has not', async () => {
    const tea = await product(20_000);
    const before = (await t.app.db.select({ id: invoices.id }).from(invoices)).length;
    const none = await sell('Counter 2', tea, 1, cash(20_000));
    expect(none.response.status).toBe(422);
    expect(none.error!.errors[0]).toEqual({ detail: 'Open a shift first', field: 'register' });
    const unknown = await sell('Counter 9', tea, 1, cash(20_000));
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]).toMatchObject({ field: 'register' });
    expect((await t.app.db.select({ id: invoices.id }).from(invoices)).length).toBe(before);

    // QRIS needs no shift: it is recorded in none.
    const res = await sell('Counter 2', tea, 1, { method: 'qris', payment_method_partner_id: qris.partnerId });
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const [invoice] = await t.app.db
      .select({ shiftId: invoices.shiftId, counterMethod: invoices.counterMethod })
      .from(invoices)
      .where(eq(invoices.orderId, res.data!.data.order.id));
    expect(invoice).toEqual({ shiftId: null, counterMethod: null });

    // Any case and spacing of the register's name finds it.
    const shiftId = await openShift(t.app.db, bandung, { register: 'Counter 2' });
    const found = await sell('  counter 2 ', tea, 1, cash(20_000));
    expect(found.response.status, JSON.stringify(found.error)).toBe(201);
    const [paid] = await t.app.db
      .select({ shiftId: invoices.shiftId })
      .from(invoices)
      .where(eq(invoices.orderId, found.data!.data.order.id));
    expect(paid!.shiftId).toBe(shiftId);
  });

  it('takes cash sales made at once into the one open shift, every one of them', async () => {
    const shiftId = await openShift(t.app.db, bandung, { register: 'Counter 3', openingFloat: 200_000 });
    const tea = await product(15_000);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, n) => sell('Counter 3', tea, 1 + (n % 3), cash(100_000))),
    );
    for (const res of answers) expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const rows = await t.app.db
      .select({ shiftId: invoices.shiftId, counterMethod: invoices.counterMethod, amount: invoices.amount })
      .from(invoices)
      .where(
        inArray(
          invoices.orderId,
          answers.map((res) => res.data!.data.order.id),
        ),
      );
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.shiftId === shiftId && row.counterMethod === 'cash')).toBe(true);
    const figures = (await shiftFigures(t.app.db, [shiftId])).get(shiftId)!;
    expect(figures.cash.saleCount).toBe(12);
    expect(figures.expected).toBe(200_000 + rows.reduce((sum, row) => sum + row.amount, 0));
  });
});
