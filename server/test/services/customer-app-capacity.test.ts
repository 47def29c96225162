// A pick-up window's capacity holds when customers race for its last places: 20 customers order
// at once through POST /app/v1/orders into a window of 5 places, and exactly 5 are placed. Runs on
// PGlite and, where it matters (parallel transactions), on PostgreSQL.
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../src/db/schema';
import { ORDER } from '../../src/services/sales/states';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { build } from '../helpers/test-app';

const t = await build();
const fx = await customerAppFixtures(t);
const outletId = t.outletId['Bandung Dago']!;
await fx.openOutlet(outletId);

describe('a pick-up window under a race', () => {
  it('takes exactly its 5 orders out of 20 sent at once; the other 15 are refused as full', async () => {
    const window = await fx.window(outletId, { capacity: 5 });
    const customers = await Promise.all(Array.from({ length: 20 }, () => signInCustomer(t)));
    const answers = await Promise.all(
      customers.map((customer) =>
        customer.POST('/app/v1/orders', {
          body: { outlet_id: outletId, pickup_window_id: window.id, items: [{ sku_id: fx.boba, quantity: 1 }] },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.response.status !== 201);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer.response.status).toBe(422);
      expect(answer.error!.errors[0]).toEqual({ detail: 'Pick-up window is full', field: 'pickup_window_id' });
    }
    const booked = await t.app.db.$count(
      orders,
      and(eq(orders.timeslotId, window.id), ne(orders.status, ORDER.CANCELLED)),
    );
    expect(booked).toBe(5);
  });
});
