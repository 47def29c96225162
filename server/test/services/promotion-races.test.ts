// Vouchers and points under simultaneous orders. On PostgreSQL the orders really run in parallel;
// on PGlite one at a time. Either way a single-use voucher code given by two orders at once is
// taken by one and refused to the other ("used up"), and a member spending all their points on two
// orders at once spends them once: the code's row and the member's row are locked while placing.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderDiscounts, pointEntries, promotionCodes, promotions, skus } from '../../src/db/schema';
import { customerAppFixtures, signInCustomer, type SignedInCustomer } from '../helpers/customer-app';
import { makeSku } from '../helpers/purchasing';
import { openEveryCounter } from '../helpers/shifts';
import { uniqueName } from '../helpers/unique';
import { build } from '../helpers/test-app';

const t = await build();
await openEveryCounter(t.app.db);
const shop = t.outletId['Surabaya Tunjungan']!;
const fx = await customerAppFixtures(t);
await fx.openOutlet(shop);
const tea = (await makeSku(t, 'Race Tea')).id;
await t.app.db.update(skus).set({ price: 20_000 }).where(eq(skus.id, tea));
const [promotion] = await t.app.db
  .insert(promotions)
  .values({
    name: 'Single-use Rp 5,000',
    type: 'amount_off',
    params: { amount: 5000 },
    fundedBy: 'brand',
    requiresCode: true,
  })
  .returning();
const cashier = await t.asUser(['view_admin_counter'], shop);

async function placeInApp(customer: SignedInCustomer, extra: { voucher_code?: string; redeem_points?: number }) {
  const window = await fx.window(shop);
  return customer.POST('/app/v1/orders', {
    body: { outlet_id: shop, pickup_window_id: window.id, items: [{ sku_id: tea, quantity: 1 }], ...extra },
  });
}

async function singleUseCode(): Promise<{ code: string; id: number }> {
  const code = uniqueName('RACE')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  const [row] = await t.app.db
    .insert(promotionCodes)
    .values({ promotionId: promotion!.id, code, usesPerCode: 1 })
    .returning();
  return { code, id: row!.id };
}

describe('a single-use voucher used twice at once', () => {
  it('is taken by one app order and refused to the other', async () => {
    for (let round = 0; round < 4; round++) {
      const { code, id } = await singleUseCode();
      const [a, b] = await Promise.all([signInCustomer(t), signInCustomer(t)]);
      const answers = await Promise.all([
        placeInApp(a!, { voucher_code: code }),
        placeInApp(b!, { voucher_code: code }),
      ]);
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([201, 422]);
      const refused = answers.find((answer) => answer.response.status === 422)!;
      expect(refused.error!.errors[0]).toEqual({ detail: 'Voucher code has been used up', field: 'voucher_code' });
      const [row] = await t.app.db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
      expect(row!.usedCount).toBe(1);
      expect(await t.app.db.select().from(orderDiscounts).where(eq(orderDiscounts.codeId, id))).toHaveLength(1);
    }
  });

  it('is taken by one of an app order and a counter sale', async () => {
    for (let round = 0; round < 4; round++) {
      const { code, id } = await singleUseCode();
      const customer = await signInCustomer(t);
      const sale = () =>
        cashier.POST('/adm/v1/counter/orders', {
          body: {
            outlet_id: shop,
            register: 'Counter 1',
            order_type: 'takeaway',
            items: [{ sku_id: tea, quantity: 1 }],
            payment: { method: 'cash', tendered: 100_000 },
            voucher_code: code,
          },
        });
      const statuses =
        round % 2
          ? (await Promise.all([sale(), placeInApp(customer, { voucher_code: code })])).map((a) => a.response.status)
          : (await Promise.all([placeInApp(customer, { voucher_code: code }), sale()])).map((a) => a.response.status);
      expect(statuses.sort()).toEqual([201, 422]);
      const [row] = await t.app.db.select().from(promotionCodes).where(eq(promotionCodes.id, id));
      expect(row!.usedCount).toBe(1);
    }
  });
});

describe("a member's points spent on two orders at once", () => {
  it('are spent once; the balance never goes below 0', async () => {
    for (let round = 0; round < 4; round++) {
      const customer = await signInCustomer(t);
      await t.app.db.update(customers).set({ pointsBalance: 10_000 }).where(eq(customers.id, customer.id));
      const answers = await Promise.all([
        placeInApp(customer, { redeem_points: 10_000 }),
        placeInApp(customer, { redeem_points: 10_000 }),
      ]);
      expect(answers.map((answer) => answer.response.status).sort()).toEqual([201, 422]);
      const refused = answers.find((answer) => answer.response.status === 422)!;
      expect(refused.error!.errors[0]).toEqual({ detail: 'You have no points to redeem', field: 'redeem_points' });
      const [member] = await t.app.db.select().from(customers).where(eq(customers.id, customer.id));
      expect(member!.pointsBalance).toBe(0);
      const entries = await t.app.db.select().from(pointEntries).where(eq(pointEntries.customerId, customer.id));
      expect(entries.map((entry) => entry.points)).toEqual([-10_000]);
    }
  });
});
