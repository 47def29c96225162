// A QRIS sale at the counter whose gateway refuses the payment request: the cashier is told (502),
// and the order just placed is cancelled, so no unpaid sale waits for a code nobody was shown.
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoices, orders } from '../../src/db/schema';
import { startFakeXendit } from '../helpers/fake-xendit';
import { makeSku } from '../helpers/purchasing';
import { makeGateway } from '../helpers/sales';
import { build } from '../helpers/test-app';

const xendit = await startFakeXendit();
// A key the provider does not know: it refuses every request.
const t = await build({
  env: {
    XENDIT_SECRET_KEY: 'xnd_development_not-the-fakes-key-0000000000',
    XENDIT_BASE_URL: xendit.url,
    XENDIT_CALLBACK_TOKEN: xendit.callbackToken,
  },
});
const bandung = t.outletId['Bandung Dago']!;
const cashier = await t.asUser(['view_admin_counter'], bandung);

describe('a QRIS sale the gateway refuses', () => {
  it('answers 502 and cancels the order it placed', async () => {
    const qris = await makeGateway(t.app.db, { methodType: 'QRIS', provider: 'Xendit' });
    const drink = await makeSku(t, 'Gateway Tea');
    const res = await cashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: bandung,
        register: 'Counter 1',
        order_type: 'takeaway',
        items: [{ sku_id: drink.id, quantity: 1 }],
        payment: { method: 'qris', payment_method_partner_id: qris.partnerId },
      },
    });
    expect(res.response.status).toBe(502);
    const [order] = await t.app.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.channel, 'counter'))
      .orderBy(desc(orders.id))
      .limit(1);
    expect(order!.status).toBe(500);
    const [invoice] = await t.app.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.orderId, order!.id));
    expect(invoice!.status).toBe(200);
  });
});
