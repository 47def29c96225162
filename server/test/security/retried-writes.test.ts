// Writes sent again after their answer went missing, as a client does after a dropped connection:
// with the same Idempotency-Key the work is done once (counted in the ledger and the records) and the
// retry gets the first answer. This is what a stalled database connection once broke: two stock
// adjustments committed while their clients got no answer, and a retry applied the change twice.
import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  idempotencyKeys,
  inventoryMovements,
  inventoryStocks,
  invoicePaymentRequests,
  orderStatusHistory,
  purchaseOrderInbounds,
} from '../../src/db/schema';
import { ANSWER_LOST, KEY_REUSED, STILL_RUNNING } from '../../src/lib/idempotency';
import { sentBody, type ApiClient } from '../helpers/api-client';
import { uploadImage } from '../helpers/images';
import { makeSku, makeVendor, purchaseOrderBody } from '../helpers/purchasing';
import { makeGateway, makeOrder } from '../helpers/sales';
import { build } from '../helpers/test-app';
import { uniqueName } from '../helpers/unique';

const t = await build({ env: { LOG_LEVEL: 'info' } });
const admin = await t.asAdmin();

/** The admin's client, sending `key` as the Idempotency-Key of every request. */
const withKey = (key: string) => t.api(admin.token, { headers: { 'idempotency-key': key } });

type Answer = { response: Response; error?: unknown };

/** Sends a write, drops its answer, sends it again with the same key: the retry's answer. */
async function retried<A extends Answer>(write: (api: ApiClient) => Promise<A>): Promise<{ first: A; retry: A }> {
  const api = withKey(randomUUID());
  const first = await write(api);
  const retry = await write(api);
  return { first, retry };
}

function expectReplayOf(retry: Answer, first: Answer, status: number) {
  expect(first.response.status, sentBody(first.response)).toBe(status);
  expect(retry.response.status).toBe(status);
  expect(sentBody(retry.response)).toBe(sentBody(first.response));
  expect(retry.response.headers.get('idempotent-replayed')).toBe('true');
  expect(first.response.headers.get('idempotent-replayed')).toBeNull();
}

const adjust = (api: ApiClient, body: ReturnType<typeof adjustment>) =>
  api.POST('/adm/v1/inventory/adjustments', { body });

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

function adjustment(skuId: number, quantity = 7) {
  return {
    sku_id: skuId,
    change_type: 'add' as 'add' | 'deduct',
    quantity,
    tagging: 'retur' as 'retur' | 'rusak',
    note: 'Returned by the Kemang outlet',
  };
}

describe('a write retried with the same key', () => {
  it('adjusts stock once and answers the retry with the first answer', async () => {
    const sku = await makeSku(t);
    const { first, retry } = await retried((api) => adjust(api, adjustment(sku.id)));
    expectReplayOf(retry, first, 201);
    expect(await stockOf(sku.id)).toBe(7);
    expect(await movementsOf(sku.id)).toBe(1);
  });

  it('receives goods once', async () => {
    const sku = await makeSku(t);
    const vendor = await makeVendor(t);
    const po = await admin.POST('/adm/v1/purchase-orders', {
      body: purchaseOrderBody(vendor.id, [{ sku: sku.id, quantity: 20, unitPrice: 85000 }]),
    });
    const poId = po.data!.data.id;
    const receipt = {
      purchase_order_id: poId,
      items: [{ item_id: po.data!.data.items[0]!.id, quantity_received: 12, received_at: '2026-11-22' }],
    };
    const { first, retry } = await retried((api) =>
      api.POST('/adm/v1/purchase-orders/{purchase_order_id}/inbounds', {
        params: { path: { purchase_order_id: poId } },
        body: receipt,
      }),
    );
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
    const { invoice } = await makeOrder(t.app.db, t.seed, { outletId: t.outletId['Jakarta Kemang']! });
    const { first, retry } = await retried((api) =>
      api.POST('/adm/v1/invoices/payment-request', {
        body: { invoice_id: invoice.id, payment_method_partner_id: gateway.partnerId },
      }),
    );
    expectReplayOf(retry, first, 201);
    const [requests] = await t.app.db
      .select({ n: count() })
      .from(invoicePaymentRequests)
      .where(eq(invoicePaymentRequests.invoiceId, invoice.id));
    expect(requests!.n).toBe(1);
  });

  it("changes an order's status once, and the retry is not refused as a change from PAID to PAID", async () => {
    const { order } = await makeOrder(t.app.db, t.seed, { outletId: t.outletId['Bandung Dago']! });
    const { first, retry } = await retried((api) =>
      api.PUT('/adm/v1/orders/{order_id}/status', {
        params: { path: { order_id: order.id } },
        body: { status: 100, payment: { method: 'card', approval_code: '004512' } },
      }),
    );
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
    const { first, retry } = await retried((api) =>
      api.PUT('/usr/v1/users/{user_id}/status', { params: { path: { user_id: user.id } }, body: { is_active: false } }),
    );
    expectReplayOf(retry, first, 200);
    expect(first.data).toEqual({ data: 'User deactivated' });
    expect(changes()).toHaveLength(1);
  });

  it('answers a refusal again rather than trying once more', async () => {
    const sku = await makeSku(t);
    const deduct = { ...adjustment(sku.id), change_type: 'deduct' as const, tagging: 'rusak' as const };
    const { first, retry } = await retried((api) => adjust(api, deduct));
    expectReplayOf(retry, first, 422);
    expect(first.error!.errors[0]!.detail).toBe('Not enough stock: 0 on hand, 7 to deduct');
  });
});

describe('the same key for another request', () => {
  it('is refused with 422 and nothing is done', async () => {
    const sku = await makeSku(t);
    const api = withKey(randomUUID());
    expect((await adjust(api, adjustment(sku.id, 5))).response.status).toBe(201);
    const other = await adjust(api, adjustment(sku.id, 50));
    expect(other.response.status).toBe(422);
    expect(other.error).toEqual({ errors: [{ detail: KEY_REUSED }] });
    const elsewhere = await api.PUT('/usr/v1/users/{user_id}/status', {
      params: { path: { user_id: t.seed.adminId } },
      body: { is_active: true },
    });
    expect(elsewhere.response.status).toBe(422);
    expect(await stockOf(sku.id)).toBe(5);
    expect(await movementsOf(sku.id)).toBe(1);
  });
});

describe('parallel requests with one key', () => {
  it('apply the write once, the others waiting for its answer', async () => {
    const sku = await makeSku(t);
    const api = withKey(randomUUID());
    const answers = await Promise.all(Array.from({ length: 8 }, () => adjust(api, adjustment(sku.id, 3))));
    const applied = answers.filter((a) => a.response.status === 201 && !a.response.headers.get('idempotent-replayed'));
    expect(applied).toHaveLength(1);
    for (const answer of answers) {
      if (answer.response.status === 201) expect(sentBody(answer.response)).toBe(sentBody(applied[0]!.response));
      else {
        expect(answer.response.status).toBe(409);
        expect(answer.error).toEqual({ errors: [{ detail: STILL_RUNNING }] });
        expect(Number(answer.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
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
    const api = withKey(key);
    const body = adjustment(sku.id, 9);
    const first = await failingAnswerStore(() => adjust(api, body));
    expect(first.response.status).toBe(201); // and dropped on its way
    expect(t.logs().some((line) => line.msg === 'the answer of an idempotent request could not be kept')).toBe(true);

    const soon = await adjust(api, body);
    expect(soon.response.status).toBe(409);
    expect(soon.error).toEqual({ errors: [{ detail: STILL_RUNNING }] });
    expect(Number(soon.response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);

    // Past the attempt's lease, as a retry after the server gave up on it would be.
    await t.app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const later = await adjust(api, body);
    expect(later.response.status).toBe(409);
    expect(later.error).toEqual({ errors: [{ detail: ANSWER_LOST }] });
    expect(later.response.headers.get('retry-after')).toBeNull();

    expect(await stockOf(sku.id)).toBe(9);
    expect(await movementsOf(sku.id)).toBe(1);
  });

  it('in one statement is not tried again either: no "already exists" for the category it created', async () => {
    const image = await uploadImage(admin);
    const key = randomUUID();
    const api = withKey(key);
    const body = { name: uniqueName('Seasonal'), status: true, image_url: image };
    const first = await failingAnswerStore(() => api.POST('/adm/v1/categories', { body }));
    expect(first.response.status).toBe(201);
    await t.app.db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(idempotencyKeys.key, key));
    const retry = await api.POST('/adm/v1/categories', { body });
    expect(retry.response.status).toBe(409);
    expect(retry.error).toEqual({ errors: [{ detail: ANSWER_LOST }] });
  });
});
