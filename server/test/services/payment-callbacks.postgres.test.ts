// Payment notifications at the same moment, on PostgreSQL, where the server's connections really run
// them in parallel: providers send one notification several times (retries, several data centres),
// and a cashier may mark the order paid at the desk while the provider's notification arrives. The
// invoice is paid once, the order moves once, its stock is used once and the desk hears it once.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, invoices, orderEvents, orders, orderStatusHistory } from '../../src/db/schema';
import { changeOrderStatus } from '../../src/services/orders/writes';
import { simulatedSignature } from '../../src/services/payment-gateways/simulated/notification';
import { startFakeMidtrans } from '../helpers/fake-midtrans';
import { orderFixtures } from '../helpers/orders';
import { makeGateway } from '../helpers/sales';
import { setStock } from '../helpers/skus';
import { build } from '../helpers/test-app';

const SIMULATED_SECRET = 'simulated-secret-for-parallel';
const midtrans = await startFakeMidtrans();

const t = await build({
  env: {
    MIDTRANS_SERVER_KEY: midtrans.serverKey,
    MIDTRANS_BASE_URL: midtrans.url,
    SIMULATED_GATEWAY_SECRET: SIMULATED_SECRET,
  },
});
const fx = orderFixtures(t);
const bandung = t.outletId['Bandung Dago']!;
const midtransQris = await makeGateway(t.app.db, { provider: 'Midtrans', methodType: 'QRIS' });
const simulatedVa = await makeGateway(t.app.db, { provider: 'Simulated', methodType: 'VIRTUAL_ACCOUNT' });
const admin = await t.asAdmin();
for (const skuId of await fx.ensureMenu()) await setStock(t, skuId, 1000, bandung);

async function unpaidInvoice(gateway: typeof midtransQris) {
  const order = await fx.makeOrder({ outletId: bandung, status: 0 });
  const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, order.id));
  const requested = await admin.POST('/adm/v1/invoices/payment-request', {
    body: { invoice_id: invoice!.id, payment_method_partner_id: gateway.partnerId },
  });
  expect(requested.response.status).toBe(201);
  return invoice!;
}

/** Midtrans' settlement notification of the invoice's charge (the status API says the same from then on). */
function midtransSettlement(number: string) {
  const body = midtrans.notification(number.replaceAll('/', '-'), 'settlement');
  return t.raw('POST', '/adm/v1/payment-callbacks/midtrans', { body });
}

function simulatedPaid(number: string, amount: number) {
  const text = JSON.stringify({ invoice_number: number, status: 'PAID', amount, reference: `SIM-${number}` });
  return t.raw('POST', '/adm/v1/payment-callbacks/simulated', {
    payload: text,
    headers: {
      'content-type': 'application/json',
      'x-simulated-signature': simulatedSignature(text, SIMULATED_SECRET),
    },
  });
}

/** What one payment of the order left behind: its PAID history entries, live events, stock movements. */
async function traces(orderId: number) {
  const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]!.n;
  return {
    history: await countOf(
      t.app.db
        .select({ n: count() })
        .from(orderStatusHistory)
        .where(and(eq(orderStatusHistory.orderId, orderId), eq(orderStatusHistory.status, 100))),
    ),
    events: await countOf(
      t.app.db
        .select({ n: count() })
        .from(orderEvents)
        .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.type, 'order.status_changed'))),
    ),
    movements: await countOf(
      t.app.db.select({ n: count() }).from(inventoryMovements).where(eq(inventoryMovements.orderId, orderId)),
    ),
  };
}

describe('parallel payment notifications (PostgreSQL)', () => {
  it('pay an invoice exactly once when a notification arrives many times at once', async () => {
    for (const [gateway, notify] of [
      [simulatedVa, (number: string, amount: number) => simulatedPaid(number, amount)],
      [midtransQris, (number: string) => midtransSettlement(number)],
      [simulatedVa, (number: string, amount: number) => simulatedPaid(number, amount)],
    ] as const) {
      const invoice = await unpaidInvoice(gateway);
      const answers = await Promise.all(Array.from({ length: 8 }, () => notify(invoice.invoiceNumber, invoice.amount)));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const results = answers.map((a) => a.body.data.result as string);
      expect(results.filter((r) => r === 'paid')).toHaveLength(1);
      expect(results.filter((r) => r === 'unchanged')).toHaveLength(7);
      const [order] = await t.app.db.select().from(orders).where(eq(orders.id, invoice.orderId));
      expect(order!.status).toBe(100);
      // Two menu lines, each booked once.
      expect(await traces(invoice.orderId)).toEqual({ history: 1, events: 1, movements: 2 });
    }
  });

  it("meet a cashier's payment at the desk without deadlock, and the order is paid once", async () => {
    const invoice = await unpaidInvoice(midtransQris);
    const [desk, ...notices] = await Promise.allSettled([
      changeOrderStatus(
        t.app.db,
        invoice.orderId,
        { status: 100, payment: { method: 'qris_static' } },
        t.seed.adminId,
        {
          all: true,
        },
      ),
      midtransSettlement(invoice.invoiceNumber),
      midtransSettlement(invoice.invoiceNumber),
    ]);
    // Whichever came first paid; the other either found it paid (notification) or was refused (desk).
    const paidByNotice = notices.some((n) => n.status === 'fulfilled' && n.value.body.data?.result === 'paid');
    expect(desk.status === 'fulfilled').toBe(!paidByNotice);
    for (const notice of notices) expect(notice.status === 'fulfilled' && notice.value.status).toBe(200);
    expect(await traces(invoice.orderId)).toEqual({ history: 1, events: 1, movements: 2 });
    const [paid] = await t.app.db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(paid!.status).toBe(100);
  });
});
