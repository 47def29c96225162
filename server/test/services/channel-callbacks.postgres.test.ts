// The same GrabFood webhook arriving several times at once, on PostgreSQL: one order, its stock used once.
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { DEVELOPMENT_CHANNEL_SECRET } from '../../src/config';
import { orders, outletChannels, skus } from '../../src/db/schema';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const bandung = t.outletId['Bandung Dago']!;
await t.app.db
  .insert(outletChannels)
  .values({ outletId: bandung, channel: 'grabfood', enabled: true, storeId: '1-GRAB-PAR' })
  .onConflictDoNothing();
const milk = (await makeIngredient(t, 'Fresh Milk', 'ml', 1)).id;
const drink = (await makeSku(t, 'Thai Tea')).id;
await t.app.db.update(skus).set({ price: 20_000 }).where(eq(skus.id, drink));
await setRecipe(t, drink, [{ ingredient: milk, quantity: 100 }]);

it('places one order when the same webhook arrives eight times at once', async () => {
  const body = JSON.stringify({
    orderID: 'GRAB-PAR-1',
    shortOrderNumber: 'GF-9',
    merchantID: '1-GRAB-PAR',
    currency: { code: 'IDR', exponent: 0 },
    items: [{ id: `sku-${drink}`, quantity: 1, price: 22_000, modifiers: [] }],
    price: { subtotal: 22_000, merchantFundPromo: 0, grabFundPromo: 0 },
  });
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      t.raw('POST', '/adm/v1/channel-callbacks/grabfood', {
        headers: { authorization: `Bearer ${DEVELOPMENT_CHANNEL_SECRET}`, 'content-type': 'application/json' },
        payload: body,
      }),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(200));
  const results = answers.map((answer) => (answer.body as { data: { result: string } }).data.result).sort();
  expect(results).toEqual(['created', ...Array(7).fill('unchanged')]);
  expect(await t.app.db.select().from(orders).where(eq(orders.platformOrderId, 'GRAB-PAR-1'))).toHaveLength(1);
});
