// Customers' orders for the specs, placed as the customer app places them: a customer signs in
// with the code the development outbox holds and orders at an outlet through /app/v1, into its next
// open pick-up window. Paid at once, when a spec needs it, through the simulated payment gateway's
// notification (the development server's one shortcut).
import { randomInt } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';

export interface PlacedOrder {
  id: number;
  invoice_id: number;
}

const jakartaDate = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

async function json<T>(answer: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<T> {
  expect(answer.status(), await answer.text()).toBe(status);
  return ((await answer.json()) as { data: T }).data;
}

/** A new customer signed in through the customer app's sign-in; answers the bearer header. */
async function signedInCustomer(request: APIRequestContext): Promise<Record<string, string>> {
  const phone = `+62813${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
  await json(await request.post('/app/v1/auth/otp', { data: { phone_number: phone } }));
  const outbox = await json<{ text: string }[]>(await request.get('/usr/v1/dev/outbox', { params: { to: phone } }));
  const otp = /\d{6}/.exec(outbox[0]!.text)![0];
  const session = await json<{ token: string }>(
    await request.post('/app/v1/auth/token', { data: { phone_number: phone, otp, name: 'Putri Anggraini' } }),
  );
  return { authorization: `Bearer ${session.token}` };
}

/** Places `count` unpaid orders at the outlet named `outlet`, each by a customer of its own; answers them. */
export async function placeUnpaidOrders(request: APIRequestContext, outlet: string, count = 1): Promise<PlacedOrder[]> {
  const placed: PlacedOrder[] = [];
  for (let n = 0; n < count; n++) {
    const headers = await signedInCustomer(request);
    const outlets = await json<{ id: number; name: string }[]>(await request.get('/app/v1/outlets', { headers }));
    const outletId = outlets.find((o) => o.name === outlet)?.id;
    expect(outletId, `${outlet} takes orders`).toBeDefined();
    const menu = await json<{ categories: { products: { sku_id: number; available: boolean }[] }[] }>(
      await request.get(`/app/v1/outlets/${outletId}/menu`, { headers }),
    );
    const product = menu.categories.flatMap((c) => c.products).find((p) => p.available);
    expect(product, `${outlet} has something on its menu`).toBeDefined();
    let windowId: number | undefined;
    for (const day of [0, 1, 2]) {
      const date = jakartaDate(Date.now() + day * 86_400_000);
      const windows = await json<{ id: number }[]>(
        await request.get(`/app/v1/outlets/${outletId}/pickup-windows`, { headers, params: { date } }),
      );
      windowId = windows[0]?.id;
      if (windowId) break;
    }
    expect(windowId, `${outlet} has an open pick-up window`).toBeDefined();
    const order = await json<{ id: number; invoice: { id: number } }>(
      await request.post('/app/v1/orders', {
        headers,
        data: { outlet_id: outletId, pickup_window_id: windowId, items: [{ sku_id: product!.sku_id, quantity: 1 }] },
      }),
      201,
    );
    placed.push({ id: order.id, invoice_id: order.invoice.id });
  }
  return placed;
}

/** Places `count` orders at `outlet` and has each paid; answers their ids. */
export async function placePaidOrders(request: APIRequestContext, outlet: string, count = 1): Promise<number[]> {
  const orders = await placeUnpaidOrders(request, outlet, count);
  for (const order of orders) {
    const paid = await request.post('/usr/v1/dev/payments', {
      data: { invoice_id: order.invoice_id, outcome: 'paid' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return orders.map((order) => order.id);
}
