// Fresh Milk bought for an outlet, for the specs that follow stock: a purchase order of whole
// cartons (1 l each, Rp 18,500) from the first vendor, through the API as the owner.
import { expect, type APIRequestContext } from '@playwright/test';

async function call<T>(request: APIRequestContext, token: string, path: string, body?: unknown): Promise<T> {
  const headers = { authorization: `Bearer ${token}` };
  const response = body ? await request.post(path, { headers, data: body }) : await request.get(path, { headers });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** A new purchase order numbered `poNumber` of `cartons` cartons of Fresh Milk for the outlet. */
export async function orderMilk(
  request: APIRequestContext,
  token: string,
  { outlet, cartons, poNumber }: { outlet: number; cartons: number; poNumber: string },
): Promise<{ id: number; items: { id: number }[] }> {
  const [milk] = await call<{ id: number }[]>(request, token, '/adm/v1/skus?name=Fresh%20Milk&kind=ingredient');
  const [vendor] = await call<{ id: number }[]>(request, token, '/adm/v1/vendors?size=1');
  const total = cartons * 18_500;
  return call(request, token, '/adm/v1/purchase-orders', {
    po_number: poNumber,
    vendor_id: vendor!.id,
    outlet_id: outlet,
    buyer: 'Rina Wulandari',
    delivery_address: 'Jl. Ir. H. Juanda No. 61, Dago, Bandung',
    expected_delivery_date: '2026-12-01',
    shipping_method: 'Truck delivery',
    shipping_terms: 'FOB Destination',
    payment_method: 'Bank transfer',
    payment_terms: 'Net 30',
    bank_name: 'Bank Central Asia',
    bank_account_name: 'PT Susu Segar',
    bank_account_number: '8730012345',
    subtotal: total,
    tax: 0,
    total_amount: total,
    items: [{ item_name: 'Fresh Milk 1 L', sku: milk!.id, quantity: cartons, unit_price: 18_500, total_price: total }],
  });
}

/** Receives `cartons` cartons of Fresh Milk at an outlet on a new purchase order. */
export async function receiveMilk(request: APIRequestContext, token: string, outlet: number, cartons: number) {
  const po = await orderMilk(request, token, {
    outlet,
    cartons,
    poNumber: `PO-E2E-${Date.now().toString(36).toUpperCase()}`,
  });
  await call(request, token, `/adm/v1/purchase-orders/${po.id}/inbounds`, {
    purchase_order_id: po.id,
    // Fresh milk is received in lots with the date printed on its cartons.
    items: [
      {
        item_id: po.items[0]!.id,
        quantity_received: cartons,
        received_at: '2026-11-26',
        expiry_date: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
      },
    ],
  });
}
