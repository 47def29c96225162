// A counter sale's order read back by the cashier who sold it (its receipt and cup labels): the
// counter's scope opens an order at the outlets where it is held, and no other.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { skus } from '../../src/db/schema';
import { makeSku } from '../helpers/purchasing';
import { openEveryCounter } from '../helpers/shifts';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const bandung = t.outletId['Bandung Dago']!;
const kemang = t.outletId['Jakarta Kemang']!;

describe('an order read at the counter', () => {
  it('opens to a cashier at the outlet that sold it, is 404 at another outlet and 403 without either scope', async () => {
    const cashier = await t.asUser(['view_admin_counter'], bandung);
    const drink = await makeSku(t, 'Label Tea');
    await t.app.db.update(skus).set({ price: 20000 }).where(eq(skus.id, drink.id));
    const sale = await cashier.POST('/adm/v1/counter/orders', {
      body: {
        outlet_id: bandung,
        register: 'Counter 1',
        order_type: 'takeaway',
        items: [{ sku_id: drink.id, quantity: 3 }],
        payment: { method: 'cash', tendered: 60000 },
      },
    });
    expect(sale.response.status, JSON.stringify(sale.error)).toBe(201);
    const orderId = sale.data!.data.order.id;
    const read = (api: typeof cashier) =>
      api.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: orderId } } });

    const own = await read(cashier);
    expect(own.response.status).toBe(200);
    expect(own.data!.data.items).toMatchObject([{ sku_id: drink.id, quantity: 3 }]);
    expect((await read(await t.asUser(['view_admin_counter'], kemang))).response.status).toBe(404);
    expect((await read(await t.asUser(['view_admin_sku'], bandung))).response.status).toBe(403);
    // The list stays the order desk's.
    expect((await cashier.GET('/adm/v1/orders', {})).response.status).toBe(403);
  });
});
