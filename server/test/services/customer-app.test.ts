// The customer app (/app/v1): sign-in with a code from the outbox, its throttles and tries; customer
// and staff tokens each opening only their own operations; the customer's data read, renamed and
// erased; outlets, menus (with ETag), pick-up windows and payment methods; and orders placed (priced
// by the server), refused with the field named, read (own only), paid and cancelled while unpaid.
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, customerOtps, customers, orders, soldOutItems, timeslots } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { CODES_PER_NUMBER } from '../../src/services/auth/throttles';
import {
  customerApi,
  customerAppFixtures,
  latestCode,
  newPhone,
  signInCustomer,
  type SignedInCustomer,
} from '../helpers/customer-app';
import { build } from '../helpers/test-app';

const t = await build();
const fx = await customerAppFixtures(t);
const shop = t.outletId['Surabaya Tunjungan']!;
const dago = t.outletId['Bandung Dago']!;
// The head office sells nothing to customers.
const hq = t.outletId['Jakarta Kemang']!;
await fx.openOutlet(shop);
await fx.openOutlet(dago);
const anonymous = customerApi(t);

const placeBody = (windowId: number, outletId = shop) => ({
  outlet_id: outletId,
  pickup_window_id: windowId,
  items: [
    { sku_id: fx.thaiTea, quantity: 2, note: 'Less ice' },
    { sku_id: fx.boba, quantity: 1 },
  ],
  notes: 'Call me',
});

async function place(customer: SignedInCustomer, body: Parameters<typeof placeBody>[0] | object) {
  const b = typeof body === 'number' ? placeBody(body) : body;
  return customer.POST('/app/v1/orders', { body: b as never });
}

describe('sign-in with a code', () => {
  it('sends a code to the number, stored in one form, and signs a new customer in with it', async () => {
    const phone = newPhone();
    const typed = `0${phone.slice(3)}`;
    const sent = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: typed } });
    expect(sent.response.status).toBe(200);
    expect(sent.data!.data.phone_number).toBe(phone);
    const otp = await latestCode(t, phone);
    const stored = await t.app.db.select().from(customerOtps).where(eq(customerOtps.phoneNumber, phone));
    expect(stored[0]!.codeHash).not.toContain(otp);
    const { data, response } = await anonymous.POST('/app/v1/auth/token', {
      body: { phone_number: `62${phone.slice(3)}`, otp, name: '  Dewi  ' },
    });
    expect(response.status).toBe(200);
    expect(data!.data.customer).toMatchObject({ name: 'Dewi', phone_number: phone });
    const me = await customerApi(t, data!.data.token).GET('/app/v1/me');
    expect(me.data!.data.id).toBe(data!.data.customer.id);
  });

  it('signs a returning number in as the same customer, keeping its name', async () => {
    const first = await signInCustomer(t, 'Rina');
    await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: first.phone } });
    const otp = await latestCode(t, first.phone);
    const { data } = await anonymous.POST('/app/v1/auth/token', {
      body: { phone_number: first.phone, otp, name: 'Someone Else' },
    });
    expect(data!.data.customer).toEqual({ id: first.id, name: 'Rina', phone_number: first.phone, points_balance: 0 });
  });

  it('refuses a number that is not an Indonesian mobile number', async () => {
    for (const phone_number of ['0212345678', '+6571234567', '08123', 'abc']) {
      const { error, response } = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number } });
      expect(response.status).toBe(422);
      expect(error!.errors[0]).toEqual({ detail: 'Invalid Indonesian phone number format', field: 'phone_number' });
    }
  });

  it('refuses a wrong code, and spends the code after five wrong tries', async () => {
    const phone = newPhone();
    await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
    const otp = await latestCode(t, phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const { error, response } = await anonymous.POST('/app/v1/auth/token', {
        body: { phone_number: phone, otp: wrong },
      });
      expect(response.status).toBe(422);
      expect(error!.errors[0]).toEqual({ detail: 'The code is wrong or has expired', field: 'otp' });
    }
    const late = await anonymous.POST('/app/v1/auth/token', { body: { phone_number: phone, otp } });
    expect(late.response.status).toBe(422);
  });

  it('refuses an expired code, and a code replaced by a newer one', async () => {
    const phone = newPhone();
    await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
    const first = await latestCode(t, phone);
    await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
    const second = await latestCode(t, phone);
    if (first !== second) {
      const replaced = await anonymous.POST('/app/v1/auth/token', { body: { phone_number: phone, otp: first } });
      expect(replaced.response.status).toBe(422);
    }
    await t.app.db
      .update(customerOtps)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(customerOtps.phoneNumber, phone));
    const expired = await anonymous.POST('/app/v1/auth/token', { body: { phone_number: phone, otp: second } });
    expect(expired.response.status).toBe(422);
    expect(expired.error!.errors[0]!.field).toBe('otp');
  });

  it('answers 502 when the message could not be sent, without the code reaching the log', async () => {
    const phone = newPhone();
    const port = t.app.messages;
    const send = port.send;
    (port as { send: typeof send }).send = async () => {
      throw new Error('provider down');
    };
    try {
      const { response, error } = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
      expect(response.status).toBe(502);
      expect(error!.errors[0]!.detail).toBe('The code could not be sent. Please try again.');
    } finally {
      (port as { send: typeof send }).send = send;
    }
    expect(JSON.stringify(t.logs())).not.toMatch(/sign-in code is \d{6}/);
  });

  it('throttles codes per number', async () => {
    const phone = newPhone();
    for (let i = 0; i < CODES_PER_NUMBER; i++) {
      const { response } = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: `0${phone.slice(3)}` } });
      expect(response.status).toBe(200);
    }
    // However the number is typed, it is one number.
    const { response, error } = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(error!.errors[0]!.detail).toBeTruthy();
    // Another number is not held back.
    const other = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: newPhone() } });
    expect(other.response.status).toBe(200);
  });
});

describe('throttles per address', () => {
  it('hold back one address asking for codes for many numbers', async () => {
    const tight = await build({ env: { AUTH_RATE_LIMIT: '3' } });
    const client = customerApi(tight, undefined, '10.1.2.3');
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await client.POST('/app/v1/auth/otp', { body: { phone_number: newPhone() } })).response.status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const elsewhere = customerApi(tight, undefined, '10.9.9.9');
    expect((await elsewhere.POST('/app/v1/auth/otp', { body: { phone_number: newPhone() } })).response.status).toBe(
      200,
    );
  });
});

describe('tokens open their own side only', () => {
  it('a customer token opens no staff operation', async () => {
    const customer = await signInCustomer(t);
    for (const url of ['/adm/v1/categories', '/usr/v1/info', '/adm/v1/orders']) {
      const answer = await t.raw('GET', url, { token: customer.token });
      expect(answer.status).toBe(401);
    }
  });

  it('a staff token opens no customer operation', async () => {
    const admin = await t.asAdmin();
    for (const url of ['/app/v1/me', '/app/v1/outlets', '/app/v1/orders', `/app/v1/outlets/${shop}/menu`]) {
      const answer = await t.raw('GET', url, { token: admin.token });
      expect(answer.status).toBe(401);
      expect(answer.body.errors[0].detail).toBeTruthy();
    }
    const write = await t.raw('POST', '/app/v1/orders', {
      token: admin.token,
      body: placeBody((await fx.window(shop)).id),
    });
    expect(write.status).toBe(401);
  });

  it('no token opens no customer operation', async () => {
    expect((await anonymous.GET('/app/v1/me')).response.status).toBe(401);
    expect((await anonymous.GET('/app/v1/outlets')).response.status).toBe(401);
  });
});

describe("the customer's own data", () => {
  it('is read and renamed; a blank name is refused', async () => {
    const customer = await signInCustomer(t, 'Andi');
    expect((await customer.GET('/app/v1/me')).data!.data).toEqual({
      id: customer.id,
      name: 'Andi',
      phone_number: customer.phone,
      points_balance: 0,
    });
    const renamed = await customer.PUT('/app/v1/me', { body: { name: ' Andi S. ' } });
    expect(renamed.data!.data.name).toBe('Andi S.');
    const blank = await customer.PUT('/app/v1/me', { body: { name: '   ' } });
    expect(blank.response.status).toBe(422);
    expect(blank.error!.errors[0]).toEqual({ detail: 'Name is required', field: 'name' });
  });

  it('is erased on request: name and number gone, tokens revoked, orders kept anonymously, audited without them', async () => {
    const customer = await signInCustomer(t, 'Budi Santoso');
    const placed = await place(customer, (await fx.window(shop)).id);
    expect(placed.response.status).toBe(201);
    const erased = await customer.DELETE('/app/v1/me');
    expect(erased.response.status).toBe(200);
    const [row] = await t.app.db.select().from(customers).where(eq(customers.id, customer.id));
    expect(row).toMatchObject({ name: null, phoneNumber: null, email: null });
    expect(row!.erasedAt).toBeInstanceOf(Date);
    expect((await customer.GET('/app/v1/me')).response.status).toBe(401);
    const [order] = await t.app.db.select().from(orders).where(eq(orders.id, placed.data!.data.id));
    expect(order!.customerId).toBe(customer.id);
    const trail = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'customer'), eq(auditLog.recordId, String(customer.id))))
      .orderBy(desc(auditLog.id));
    expect(trail.length).toBeGreaterThan(0);
    const written = JSON.stringify(trail);
    expect(written).not.toContain('Budi');
    expect(written).not.toContain(customer.phone.slice(3));
    // The number can sign up again, as a new customer.
    await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: customer.phone } });
    const again = await anonymous.POST('/app/v1/auth/token', {
      body: { phone_number: customer.phone, otp: await latestCode(t, customer.phone) },
    });
    expect(again.data!.data.customer.id).not.toBe(customer.id);
  });
});

describe('outlets, menus, windows and payment methods', () => {
  it('lists the outlets taking orders with their hours, not the others', async () => {
    const customer = await signInCustomer(t);
    const { data } = await customer.GET('/app/v1/outlets');
    const ids = data!.data.map((o) => o.id);
    expect(ids).toContain(shop);
    expect(ids).not.toContain(hq);
    const listed = data!.data.find((o) => o.id === shop)!;
    expect(listed.opening_hours).toHaveLength(7);
    expect(listed.opening_hours[0]).toEqual({ weekday: 'MONDAY', opens_at: '06:00', closes_at: '23:30' });
    expect(typeof listed.is_open_now).toBe('boolean');
    expect(listed.address).toBeTruthy();
  });

  it("answers an outlet's menu: active products, the discounted price, sold-out ones unavailable; 304 for its ETag", async () => {
    const customer = await signInCustomer(t);
    const first = await customer.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path: { outlet_id: shop } } });
    const etag = first.response.headers.get('etag')!;
    expect(etag).toMatch(/^"m-/);
    const products = first.data!.data.categories.flatMap((c) => c.products);
    expect(products.find((p) => p.sku_id === fx.boba)).toMatchObject({
      price: 28000,
      discounted_price: 25000,
      available: true,
      image_url: null,
    });
    expect(products.find((p) => p.sku_id === fx.thaiTea)).toMatchObject({
      discounted_price: null,
      image_url: '/uploads/t.png',
    });
    expect(products.some((p) => p.sku_id === fx.inactive)).toBe(false);

    const same = await t.raw('GET', `/app/v1/outlets/${shop}/menu`, {
      token: customer.token,
      headers: { 'if-none-match': etag },
    });
    expect(same.status).toBe(304);
    expect(same.text).toBe('');

    await t.app.db.insert(soldOutItems).values({ outletId: shop, skuId: fx.boba });
    const changed = await t.raw('GET', `/app/v1/outlets/${shop}/menu`, {
      token: customer.token,
      headers: { 'if-none-match': etag },
    });
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    const boba = (changed.body.data.categories as { products: { sku_id: number; available: boolean }[] }[])
      .flatMap((c) => c.products)
      .find((p) => p.sku_id === fx.boba);
    expect(boba!.available).toBe(false);
    // Dago has it still.
    const atDago = await customer.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path: { outlet_id: dago } } });
    expect(atDago.data!.data.categories.flatMap((c) => c.products).find((p) => p.sku_id === fx.boba)!.available).toBe(
      true,
    );
    await t.app.db.delete(soldOutItems).where(eq(soldOutItems.skuId, fx.boba));
  });

  it('answers 404 for the menu and windows of an outlet not taking orders', async () => {
    const customer = await signInCustomer(t);
    const menu = await customer.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path: { outlet_id: hq } } });
    expect(menu.response.status).toBe(404);
    const windows = await customer.GET('/app/v1/outlets/{outlet_id}/pickup-windows', {
      params: { path: { outlet_id: 999999 }, query: { date: '2026-11-20' } },
    });
    expect(windows.response.status).toBe(404);
  });

  it("lists a day's open windows with the places left, not the full or switched-off ones", async () => {
    const customer = await signInCustomer(t);
    const date = addDays(jakartaDate(Date.now()), 2);
    const open = await fx.window(dago, { date, capacity: 3 });
    const off = await fx.window(dago, { date, isActive: false });
    const full = await fx.window(dago, { date, capacity: 1 });
    expect((await place(customer, placeBody(open.id, dago))).response.status).toBe(201);
    expect((await place(customer, placeBody(full.id, dago))).response.status).toBe(201);
    const { data } = await customer.GET('/app/v1/outlets/{outlet_id}/pickup-windows', {
      params: { path: { outlet_id: dago }, query: { date } },
    });
    const listed = data!.data;
    expect(listed.find((w) => w.id === open.id)).toMatchObject({ date, remaining: 2 });
    expect(listed.some((w) => w.id === off.id)).toBe(false);
    expect(listed.some((w) => w.id === full.id)).toBe(false);
  });

  it('lists the enabled payment methods', async () => {
    const customer = await signInCustomer(t);
    const { data } = await customer.GET('/app/v1/payment-methods');
    expect(data!.data).toContainEqual({
      partner_id: fx.gateway.partnerId,
      name: fx.gateway.name,
      method_type: 'QRIS',
      logo_url: null,
    });
  });
});

describe('placing an order', () => {
  it('places it unpaid, priced by the server, with its invoice, as the customer may see it', async () => {
    const customer = await signInCustomer(t);
    const window = await fx.window(shop);
    const { data, response } = await place(customer, window.id);
    expect(response.status).toBe(201);
    const order = data!.data;
    expect(order).toMatchObject({
      channel: 'app',
      order_type: 'pickup',
      status: 0,
      pick_up_status: null,
      outlet: { id: shop, name: 'Surabaya Tunjungan' },
      pickup_window: { id: window.id, date: window.date, start_time: window.start.slice(0, 5) },
      notes: 'Call me',
      subtotal: 2 * 22000 + 25000,
      total_amount: 2 * 22000 + 25000,
      invoice: { status: 0, amount: 2 * 22000 + 25000, paid_at: null },
    });
    expect(order.items.map((i) => [i.sku_id, i.quantity, i.price, i.subtotal, i.note])).toEqual([
      [fx.thaiTea, 2, 22000, 44000, 'Less ice'],
      [fx.boba, 1, 25000, 25000, null],
    ]);
    expect(JSON.stringify(order)).not.toMatch(/cost|gross_profit|changed_by/);
  });

  it('places it once for a repeated Idempotency-Key', async () => {
    const customer = await signInCustomer(t);
    const body = placeBody((await fx.window(shop)).id);
    const key = `order-${Date.now()}`;
    const first = await customer.POST('/app/v1/orders', { body, headers: { 'Idempotency-Key': key } });
    const again = await customer.POST('/app/v1/orders', { body, headers: { 'Idempotency-Key': key } });
    expect(again.response.headers.get('idempotent-replayed')).toBe('true');
    expect(again.data!.data.id).toBe(first.data!.data.id);
    // Another customer's same key is their own.
    const other = await signInCustomer(t);
    const theirs = await other.POST('/app/v1/orders', { body, headers: { 'Idempotency-Key': key } });
    expect(theirs.response.status).toBe(201);
    expect(theirs.data!.data.id).not.toBe(first.data!.data.id);
  });

  it('refuses, naming the field, what cannot be ordered', async () => {
    const customer = await signInCustomer(t);
    const window = await fx.window(shop);
    const line = (sku_id: number, quantity = 1) => ({ ...placeBody(window.id), items: [{ sku_id, quantity }] });
    await t.app.db.insert(soldOutItems).values({ outletId: shop, skuId: fx.thaiTea });
    const past = await fx.window(shop, { date: addDays(jakartaDate(Date.now()), -1) });
    const off = await fx.window(shop, { isActive: false });
    const full = await fx.window(shop, { capacity: 0 });
    const atDago = await fx.window(dago);
    const cases: [object, string][] = [
      [line(999999), 'items.0.sku_id'],
      [line(fx.inactive), 'items.0.sku_id'],
      [line(fx.thaiTea), 'items.0.sku_id'],
      [
        {
          ...placeBody(window.id),
          items: [
            { sku_id: fx.boba, quantity: 1 },
            { sku_id: fx.boba, quantity: 0 },
          ],
        },
        'items.1.quantity',
      ],
      [line(fx.boba, 100), 'items.0.quantity'],
      [{ ...placeBody(window.id), outlet_id: hq }, 'outlet_id'],
      [{ ...placeBody(window.id), outlet_id: 999999 }, 'outlet_id'],
      [placeBody(past.id), 'pickup_window_id'],
      [placeBody(off.id), 'pickup_window_id'],
      [placeBody(full.id), 'pickup_window_id'],
      [placeBody(atDago.id), 'pickup_window_id'],
      [placeBody(999999), 'pickup_window_id'],
    ];
    for (const [body, field] of cases) {
      const { response, error } = await place(customer, body);
      expect([response.status, error?.errors[0]?.field], JSON.stringify(body)).toEqual([422, field]);
      expect(error!.errors[0]!.detail).toBeTruthy();
    }
    await t.app.db.delete(soldOutItems).where(eq(soldOutItems.skuId, fx.thaiTea));
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer.id))).toBe(0);
  });
});

describe("the customer's orders", () => {
  it('lists and reads their own orders only; another customer gets 404', async () => {
    const mine = await signInCustomer(t);
    const theirs = await signInCustomer(t);
    const placed = (await place(mine, (await fx.window(shop)).id)).data!.data;
    const list = await mine.GET('/app/v1/orders');
    expect(list.data!.data.map((o) => o.id)).toEqual([placed.id]);
    expect(list.data!.meta).toEqual({ page: 1, size: 10, total: 1 });
    expect(
      (await mine.GET('/app/v1/orders/{order_id}', { params: { path: { order_id: placed.id } } })).data!.data,
    ).toEqual(placed);
    expect((await theirs.GET('/app/v1/orders')).data!.data).toEqual([]);
    const path = { params: { path: { order_id: placed.id } } };
    expect((await theirs.GET('/app/v1/orders/{order_id}', path)).response.status).toBe(404);
    const pay = await theirs.POST('/app/v1/orders/{order_id}/payment', {
      ...path,
      body: { payment_method_partner_id: fx.gateway.partnerId },
    });
    expect(pay.response.status).toBe(404);
    expect((await theirs.POST('/app/v1/orders/{order_id}/cancel', path)).response.status).toBe(404);
  });

  it('gets payment instructions through the gateway, the same ones when asked again', async () => {
    const customer = await signInCustomer(t);
    const placed = (await place(customer, (await fx.window(shop)).id)).data!.data;
    const ask = () =>
      customer.POST('/app/v1/orders/{order_id}/payment', {
        params: { path: { order_id: placed.id } },
        body: { payment_method_partner_id: fx.gateway.partnerId },
      });
    const first = await ask();
    expect(first.response.status).toBe(201);
    expect(first.data!.data).toMatchObject({
      invoice_number: placed.invoice.invoice_number,
      payment_method_partner_id: fx.gateway.partnerId,
      amount: placed.total_amount,
    });
    expect(first.data!.data.qr_string).toMatch(/^000201/);
    expect((await ask()).data!.data).toEqual(first.data!.data);
    const unknown = await customer.POST('/app/v1/orders/{order_id}/payment', {
      params: { path: { order_id: placed.id } },
      body: { payment_method_partner_id: 987654 },
    });
    expect(unknown.response.status).toBe(422);
    expect(unknown.error!.errors[0]!.field).toBe('payment_method_partner_id');
  });

  it('cancels an unpaid order, freeing its place; a cancelled or paid one is refused', async () => {
    const customer = await signInCustomer(t);
    const window = await fx.window(shop, { capacity: 1 });
    const placed = (await place(customer, window.id)).data!.data;
    const path = { params: { path: { order_id: placed.id } } };
    const cancelled = await customer.POST('/app/v1/orders/{order_id}/cancel', path);
    expect(cancelled.response.status).toBe(200);
    expect(cancelled.data!.data).toMatchObject({ status: 500, invoice: { status: 200 } });
    const again = await customer.POST('/app/v1/orders/{order_id}/cancel', path);
    expect(again.response.status).toBe(409);
    expect(again.error!.errors[0]!.detail).toBe('Only an unpaid order can be cancelled');
    // The window's one place is free again.
    expect((await place(customer, window.id)).response.status).toBe(201);

    const paid = (await place(customer, (await fx.window(shop)).id)).data!.data;
    await t.app.db.update(orders).set({ status: 100 }).where(eq(orders.id, paid.id));
    const refused = await customer.POST('/app/v1/orders/{order_id}/cancel', {
      params: { path: { order_id: paid.id } },
    });
    expect(refused.response.status).toBe(409);
    const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, paid.id));
    expect(row!.status).toBe(100);
  });

  it('shows the pick-up status once paid', async () => {
    const customer = await signInCustomer(t);
    const placed = (await place(customer, (await fx.window(shop)).id)).data!.data;
    await t.app.db.update(orders).set({ status: 300 }).where(eq(orders.id, placed.id));
    const { data } = await customer.GET('/app/v1/orders/{order_id}', { params: { path: { order_id: placed.id } } });
    expect(data!.data.pick_up_status).toBe('READY_TO_PICKUP');
    expect(await t.app.db.$count(timeslots, eq(timeslots.id, placed.pickup_window.id))).toBe(1);
  });
});
