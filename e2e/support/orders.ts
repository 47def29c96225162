// Customers' orders for the specs, from the development order simulator, paid at once through the
// simulated payment gateway's notification (the simulator on its own pays most orders a few
// seconds later, at random; a spec needs them paid now, and all of them).
import { expect, type APIRequestContext } from '@playwright/test';

/** Places `count` orders at `outlet` and has each paid; answers their ids. */
export async function placePaidOrders(request: APIRequestContext, outlet: string, count = 1): Promise<number[]> {
  const placed = await request.post('/usr/v1/dev/orders', { data: { count, outlets: [outlet], pay: false } });
  expect(placed.status(), await placed.text()).toBe(201);
  const orders = ((await placed.json()) as { data: { id: number; invoice_id: number }[] }).data;
  for (const order of orders) {
    const paid = await request.post('/usr/v1/dev/payments', {
      data: { invoice_id: order.invoice_id, outcome: 'paid' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
  }
  return orders.map((order) => order.id);
}
