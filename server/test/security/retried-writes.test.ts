// Writes sent again after their answer went missing, as a client does after a dropped connection:
// with the same Idempotency-Key the work is done once (counted in the ledger and the records) and the
// retry gets the first answer. This is what a stalled database connection once broke: two stock
// adjustments committed while their clients got no answer, and a retry applied the change twice.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  inventoryMovements,
  inventoryStocks,
  invoicePaymentRequests,
  orderStatusHistory,
  purchaseOrderInbounds,
} from '../../src/db/schema';
import { ANSWER_LOST, KEY_REUSED, STILL_RUNNING } from '../../src/lib/idempotency';
import { uploadImage } from '../helpers/images';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { makeGateway, makeOrder, outletIds } from '../helpers/sales';
import { createTestApp, DEMO_ADMIN, type ApiResponse, type TestApp } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' });
  token = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
});
afterAll(() => t.close());

const send = (method: string, url: string, body: unknown, key: string, as = token) =>
  t.request(method, url, { token: as, body, headers: { 'idempotency-key': key } });

/** Sends a write, drops its answer, sends it again with the same key: the retry's answer. */
async function retried(
  method: string,
  url: string,
  body: unknown,
): Promise<{ first: ApiResponse; retry: ApiResponse }> {
  const key = randomUUID();
  const first = await send(method, url, body, key);
  const retry = await send(method, url, body, key);
  return { first, retry };
}

function expectReplayOf(retry: ApiResponse, first: ApiResponse, status: number) {
  expect(first.status, first.raw).toBe(status);
  expect(retry.status).toBe(status);
  expect(retry.raw).toBe(first.raw);
  expect(retry.headers['idempotent-replayed']).toBe('true');
  expect(first.headers['idempotent-replayed']).toBeUndefined();
}

async function stockOf(skuId: number) {
  const [row] = await t.app.db.select().from(inventoryStocks).where(eq(inventoryStocks.skuId, skuId));
  return row?.quantity ?? 0;
}

async function movementsOf(skuId: number) {
  const [row] = await t.app.db
    .select({ n: count() })
    .from(inventoryMovements)
    .where(eq(inventoryMovements.skuId, skuId));
  return row!.n;
}

const adjustment = (skuId: number, quantity = 7) => ({
  sku_id: skuId,
  change_type: 'add',
  quantity,
  tagging: 'retur',
  note: 'Returned by the Kemang outlet',
});

describe('a write retried with the same key', () => {
  it('adjusts stock once and answers the retry with the first answer', async () => {
    const sku = await makeSku(t);
    const { first, retry } = await retried('POST', '/adm/v1/inventory/adjustments', adjustment(sku.id));
    expectReplayOf(retry, first, 201);
    expect(await stockOf(sku.id)).toBe(7);
    expect(await movementsOf(sku.id)).toBe(1);
  });

  it('receives goods once', async () => {
    const sku = await makeSku(t);
    const vendor = await makeVendor(t);
    const po = await t.request('POST', '/adm/v1/purchase-orders', {
      token,
      body: purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 20, unitPrice: 85000 }]),
    });
    const poId = po.body.data.id as number;
    const receipt = {
      purchase_order_id: poId,
      items: [{ item_id: po.body.data.items[0].id, quantity_received: 12, received_at: '2026-11-22' }],
    };
    const { first, retry } = await retried('POST', `/adm/v1/purchase-orders/${poId}/inbounds`, receipt);
    expectReplayOf(retry, first, 201);
    const [receipts] = await t.app.db
      .select({ n: count() })
      .from(purchaseOrderInbounds)
      .where(eq(purchaseOrderInbounds.purchaseOrderId, poId));
    expect(receipts!.n).toBe(1);
    expect(await stockOf(sku.id)).toBe(12);
    expect(await movementsOf(sku.id)).toBe(1);
  });

  it('asks the gateway for one payment request', async () => {
    const gateway = await makeGateway(t.app.db);
    const outlets = await outletIds(t.app.db);
    const { invoice } = await makeOrder(t.app.db, t.seed, { outletId: outlets['Jakarta Kemang']! });
    const { first, retry } = await retried('POST', '/adm/v1/invoices/payment-request', {
      invoice_id: invoice.id,
      payment_method_partner_id: gateway.partnerId,
    });
    expectReplayOf(retry, first, 201);
    const [requests] = await t.app.db
      .select({ n: count() })
      .from(invoicePaymentRequests)
      .where(eq(invoicePaymentRequests.invoiceId, invoice.id));
    expect(requests!.n).toBe(1);
  });

  it("changes an order's status once, and the retry is not refused as a change from PAID to PAID", async () => {
    const outlets = await outletIds(t.app.db);
    const { order } = await makeOrder(t.app.db, t.seed, { outletId: outlets['Bandung Dago']! });
    const { first, retry } = await retried('PUT', `/adm/v1/orders/${order.id}/status`, { status: 100 });
    expectReplayOf(retry, first, 200);
    const [history] = await t.app.db
      .select({ n: count() })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history!.n).toBe(1);
  });

  it("changes a user's status once: one status change in the security log", async () => {
    const user = await t.newUser();
    const changes = () =>
      t.logs().filter((line) => line.security?.event === 'user_status_changed' && line.security.user_id === user.id);
    const { first, retry } = await retried('PUT', `/usr/v1/users/${user.id}/status`, { is_active: false });
    expectReplayOf(retry, first, 200);
    expect(first.body).toEqual({ data: 'User deactivated' });
    expect(changes()).toHaveLength(1);
  });

  it('answers a refusal again rather than trying once more', async () => {
    const sku = await makeSku(t);
    const deduct = { ...adjustment(sku.id), change_type: 'deduct', tagging: 'rusak' };
    const { first, retry } = await retried('POST', '/adm/v1/inventory/adjustments', deduct);
    expectReplayOf(retry, first, 422);
    expect(first.body.errors[0].detail).toBe('Not enough stock: 0 on hand, 7 to deduct');
  });
});

describe('the same key for another request', () => {
  it('is refused with 422 and nothing is done', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    expect((await send('POST', '/adm/v1/inventory/adjustments', adjustment(sku.id, 5), key)).status).toBe(201);
    const other = await send('POST', '/adm/v1/inventory/adjustments', adjustment(sku.id, 50), key);
    expect(other.status).toBe(422);
    expect(other.body).toEqual({ errors: [{ detail: KEY_REUSED }] });
    const elsewhere = await send('PUT', `/usr/v1/users/${t.seed.adminId}/status`, { is_active: true }, key);
    expect(elsewhere.status).toBe(422);
    expect(await stockOf(sku.id)).toBe(5);
    expect(await movementsOf(sku.id)).toBe(1);
  });
});

describe('parallel requests with one key', () => {
  it('apply the write once, the others waiting for its answer', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => send('POST', '/adm/v1/inventory/adjustments', adjustment(sku.id, 3), key)),
    );
    const applied = answers.filter((a) => a.status === 201 && !a.headers['idempotent-replayed']);
    expect(applied).toHaveLength(1);
    for (const answer of answers) {
      if (answer.status === 201) expect(answer.raw).toBe(applied[0]!.raw);
      else {
        expect(answer.status).toBe(409);
        expect(answer.body).toEqual({ errors: [{ detail: STILL_RUNNING }] });
        expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      }
    }
    expect(await stockOf(sku.id)).toBe(3);
    expect(await movementsOf(sku.id)).toBe(1);
  });
});

describe('a write that committed but whose answer was never kept', () => {
  // The database fails as the answer is stored, as a stalled or dropped connection after COMMIT does.
  async function failingAnswerStore<T>(work: () => Promise<T>): Promise<T> {
    await t.app.db.execute(sql`
      create or replace function fail_answer_store() returns trigger language plpgsql as $$
      begin raise exception 'connection lost' using errcode = '08006'; end $$`);
    await t.app.db.execute(sql`
      create trigger fail_answer_store before update of status on idempotency_keys
      for each row when (new.status is not null) execute function fail_answer_store()`);
    try {
      return await work();
    } finally {
      await t.app.db.execute(sql`drop trigger fail_answer_store on idempotency_keys`);
    }
  }

  it('is not done again by a retry: 409 while it may still answer, then 409 saying the answer was lost', async () => {
    const sku = await makeSku(t);
    const key = randomUUID();
    const body = adjustment(sku.id, 9);
    const first = await failingAnswerStore(() => send('POST', '/adm/v1/inventory/adjustments', body, key));
    expect(first.status).toBe(201); // and dropped on its way
    expect(t.logs().some((line) => line.msg === 'the answer of an idempotent request could not be kept')).toBe(true);

    const soon = await send('POST', '/adm/v1/inventory/adjustments', body, key);
    expect(soon.status).toBe(409);
    expect(soon.body).toEqual({ errors: [{ detail: STILL_RUNNING }] });
    expect(Number(soon.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // Past the attempt's lease, as a retry after the server gave up on it would be.
    await t.app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await send('POST', '/adm/v1/inventory/adjustments', body, key);
    expect(later.status).toBe(409);
    expect(later.body).toEqual({ errors: [{ detail: ANSWER_LOST }] });
    expect(later.headers['retry-after']).toBeUndefined();

    expect(await stockOf(sku.id)).toBe(9);
    expect(await movementsOf(sku.id)).toBe(1);
  });

  it('in one statement is not tried again either: no "already exists" for the category it created', async () => {
    const image = await uploadImage(t.api(token));
    const key = randomUUID();
    const body = { name: uniqueName('Seasonal'), status: true, image_url: image };
    const first = await failingAnswerStore(() => send('POST', '/adm/v1/categories', body, key));
    expect(first.status).toBe(201);
    await t.app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await send('POST', '/adm/v1/categories', body, key);
    expect(retry.status).toBe(409);
    expect(retry.body).toEqual({ errors: [{ detail: ANSWER_LOST }] });
  });
});
