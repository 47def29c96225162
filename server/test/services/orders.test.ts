// The order desk: the list and each of its filters, the detail, status changes along the contract's
// transitions (with their history, the invoice they settle and one winner among simultaneous
// changes), and the pick-up status computed in Jakarta time.
import { and, between, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, invoices, orders, orderStatusHistory, timeslots, type OrderStatus } from '../../src/db/schema';
import { addDays, jakartaDate, startOfJakartaDay } from '../../src/lib/jakarta-time';
import type { OutletReach } from '../../src/lib/outlet-access';
import { maskPhone } from '../../src/lib/personal-data';
import { listOrders } from '../../src/services/orders/queries';
import { pickUpStatus, windowEnd } from '../../src/services/orders/pick-up-status';
import type { components, operations } from '../../../generated/schema';
import { orderFixtures } from '../helpers/orders';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const fx = orderFixtures(t);
const outletId = t.outletId;

type ListQuery = NonNullable<operations['listOrders']['parameters']['query']>;
const list = (query: ListQuery = {}) => admin.GET('/adm/v1/orders', { params: { query: { size: 100, ...query } } });
const ids = (res: { data?: { data: { id: number }[] } }) => res.data!.data.map((o) => o.id);
/** Moves an order as the desk does; a payment taken by hand is by card. */
const setStatus = (id: number, status: components['schemas']['OrderStatusChange']) =>
  admin.PUT('/adm/v1/orders/{order_id}/status', {
    params: { path: { order_id: id } },
    body: { status, ...(status === 100 && { payment: { method: 'card' as const } }) },
  });
const getOrder = (id: number) => admin.GET('/adm/v1/orders/{order_id}', { params: { path: { order_id: id } } });

/** Makes a placed order a walk-in's at the counter: no customer account, no window, maybe a name. */
async function toCounter(id: number, orderType: 'takeaway' | 'dine_in', name: string | null) {
  await t.app.db
    .update(orders)
    .set({ channel: 'counter', orderType, timeslotId: null, customerId: null, customerName: name })
    .where(eq(orders.id, id));
}

describe('pick-up status', () => {
  // A window on 20 Nov from 08:00 to 08:30 WIB ends at 01:30 UTC.
  const end = windowEnd('2026-11-20', '08:30');

  it('reads the window in Jakarta time, not UTC', () => {
    expect(new Date(end).toISOString()).toBe('2026-11-20T01:30:00.000Z');
    // 06:00 UTC is 13:00 WIB: the window ended hours ago, though 08:30 "UTC" is still ahead.
    expect(pickUpStatus(200, '2026-11-20', '08:30', Date.parse('2026-11-20T06:00:00Z'))).toBe('LATE');
    expect(pickUpStatus(300, '2026-11-20', '08:30', Date.parse('2026-11-20T01:29:00Z'))).toBe('READY_TO_PICKUP');
    expect(pickUpStatus(100, '2026-11-20', '08:30', Date.parse('2026-11-20T01:29:00Z'))).toBe('UPCOMING');
  });

  it('crosses the Jakarta midnight: at 00:30 WIB on the 21st (17:30 UTC on the 20th) a window of the 20th is late', () => {
    const justAfterMidnight = Date.parse('2026-11-20T17:30:00Z');
    expect(jakartaDate(justAfterMidnight)).toBe('2026-11-21');
    expect(pickUpStatus(100, '2026-11-20', '23:30', justAfterMidnight)).toBe('LATE');
    expect(pickUpStatus(100, '2026-11-21', '10:30', justAfterMidnight)).toBe('UPCOMING');
    // 23:00–23:30 WIB on the 20th ends at 16:30 UTC on the 20th.
    expect(pickUpStatus(300, '2026-11-20', '23:30', Date.parse('2026-11-20T16:29:00Z'))).toBe('READY_TO_PICKUP');
  });

  it('applies only to paid, preparing and ready orders, whatever the window', () => {
    for (const status of [0, 350, 400, 500] as const)
      expect(pickUpStatus(status, '2026-11-20', '08:30', Date.parse('2026-11-21T00:00:00Z'))).toBeNull();
  });
});

describe('the order list', () => {
  it('answers newest first with the customer, outlet, window, items and total', async () => {
    const first = await fx.makeOrder();
    const second = await fx.makeOrder();
    const res = await list();
    expect(res.response.status).toBe(200);
    expect(ids(res).indexOf(second.id)).toBeLessThan(ids(res).indexOf(first.id));
    const row = res.data!.data.find((o) => o.id === second.id)!;
    expect(row).toMatchObject({
      status: 100,
      pick_up_status: 'UPCOMING',
      item_count: 3,
      // Two Thai Tea at 22.000 and one Boba Milk at its discounted 25.000.
      total_amount: 69000,
      timeslot: { start_time: '06:00', end_time: '06:30' },
    });
    expect(row.invoice_number).toMatch(/^INV\/\d{8}\/\d{5}$/);
  });

  it('filters by status', async () => {
    const preparing = await fx.makeOrder({ status: 200 });
    const paid = await fx.makeOrder({ status: 100 });
    const res = await list({ status: 200 });
    expect(ids(res)).toContain(preparing.id);
    expect(ids(res)).not.toContain(paid.id);
    expect(res.data!.data.every((o) => o.status === 200)).toBe(true);
  });

  it('filters by part of the invoice number, in any case', async () => {
    const { id } = await fx.makeOrder();
    const [invoice] = await t.app.db.select().from(invoices).where(eq(invoices.orderId, id));
    const res = await list({ invoice_id: invoice!.invoiceNumber.slice(3).toLowerCase() });
    expect(ids(res)).toEqual([id]);
    expect(ids(await list({ invoice_id: 'INV/19990101' }))).toEqual([]);
  });

  it('filters by the Jakarta day an order was placed, and refuses an end before the start', async () => {
    const { id } = await fx.makeOrder();
    // Placed at 00:30 WIB on 21 Nov 2026, which is still the 20th in UTC.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-20T17:30:00Z') })
      .where(eq(orders.id, id));
    expect(ids(await list({ start_date: '2026-11-21', end_date: '2026-11-21' }))).toEqual([id]);
    expect(ids(await list({ start_date: '2026-11-20', end_date: '2026-11-20' }))).toEqual([]);
    expect(ids(await list({ start_date: '2026-11-21' }))).toContain(id);
    expect(ids(await list({ end_date: '2026-11-20' }))).not.toContain(id);
    const refused = await list({ start_date: '2026-11-21', end_date: '2026-11-20' });
    expect(refused.response.status).toBe(400);
    expect(refused.error!.errors[0]).toEqual({ detail: 'End date cannot be before start date', field: 'end_date' });
  });

  it('filters by pick-up status, computed by the database as the rows show it', async () => {
    const kemang = outletId['Jakarta Kemang']!;
    const yesterday = addDays(jakartaDate(Date.now()), -1);
    const ended = await fx.timeslot(kemang, yesterday, '06:00', '06:30');
    const late = await fx.makeOrder({ status: 200, timeslotId: ended });
    const ready = await fx.makeOrder({ status: 300 });
    const upcoming = await fx.makeOrder({ status: 100 });
    const done = await fx.makeOrder({ status: 400, timeslotId: ended });
    for (const [value, order] of [
      ['LATE', late],
      ['READY_TO_PICKUP', ready],
      ['UPCOMING', upcoming],
    ] as const) {
      const res = await list({ pick_up_status: value });
      expect(ids(res), value).toContain(order.id);
      expect(ids(res)).not.toContain(done.id);
      expect(res.data!.data.every((o) => o.pick_up_status === value)).toBe(true);
    }
  });

  it('filters by customer, by order and by outlet (name_id)', async () => {
    const customerId = await fx.customer();
    const mine = await fx.makeOrder({ customerId });
    const other = await fx.makeOrder();
    expect(ids(await list({ user_id: customerId }))).toEqual([mine.id]);
    expect(ids(await list({ order_id: other.id }))).toEqual([other.id]);
    const surabaya = outletId['Surabaya Tunjungan']!;
    const there = await fx.makeOrder({ outletId: surabaya });
    const res = await list({ outlet_name: `Surabaya Tunjungan_${surabaya}` });
    expect(ids(res)).toContain(there.id);
    expect(res.data!.data.every((o) => o.outlet.id === surabaya)).toBe(true);
    expect((await list({ outlet_name: 'Surabaya' })).response.status).toBe(400);
  });

  it('combines filters and pages with the total of every match', async () => {
    const customerId = await fx.customer();
    for (let i = 0; i < 3; i++) await fx.makeOrder({ customerId, status: 200 });
    await fx.makeOrder({ customerId, status: 100 });
    const page = await list({ user_id: customerId, status: 200, size: 2, page: 2 });
    expect(page.data!.meta).toEqual({ page: 2, size: 2, total: 3 });
    expect(page.data!.data).toHaveLength(1);
    const past = await list({ user_id: customerId, size: 2, page: 5 });
    expect(past.data!.meta.total).toBe(4);
  });
});

describe("the list's totals and order", () => {
  /** The orders a filter means, straight from the tables: newest first, every one of them. */
  async function plain(where: SQL | undefined): Promise<number[]> {
    const rows = await t.app.db
      .select({ id: orders.id })
      .from(orders)
      .innerJoin(invoices, eq(invoices.orderId, orders.id))
      .leftJoin(timeslots, eq(timeslots.id, orders.timeslotId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id));
    return rows.map((row) => row.id);
  }

  it('lists and counts what a plain count of the orders finds, for every filter and outlet reach', async () => {
    const kemang = outletId['Jakarta Kemang']!;
    const surabaya = outletId['Surabaya Tunjungan']!;
    const today = jakartaDate(Date.now());
    const yesterday = addDays(today, -1);
    const ended = await fx.timeslot(kemang, yesterday, '07:00', '07:30');
    const customerId = await fx.customer();
    const placed = [];
    for (const status of [0, 100, 200, 300, 350, 400, 500] as const)
      for (const outlet of [kemang, surabaya])
        placed.push(await fx.makeOrder({ status, outletId: outlet, customerId }));
    const late = await fx.makeOrder({ status: 300, outletId: kemang, timeslotId: ended });
    const longAgo = await fx.timeslot(kemang, addDays(today, -3), '07:00', '07:30');
    await fx.makeOrder({ status: 200, outletId: kemang, timeslotId: longAgo });
    // Moved to other Jakarta days after they were placed: their invoice numbers keep the day they were
    // numbered, and the rollups and the invoices' copy of the time follow the move.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(startOfJakartaDay(yesterday) + 3_600_000) })
      .where(eq(orders.id, placed[1]!.id));
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date(startOfJakartaDay(addDays(today, -30)) + 60_000) })
      .where(eq(orders.id, late.id));
    // One leaves: the rollups count it out.
    await t.app.db.delete(orders).where(eq(orders.id, placed[12]!.id));
    const [numbered] = await t.app.db
      .select({ number: invoices.invoiceNumber })
      .from(invoices)
      .where(eq(invoices.orderId, placed[3]!.id));
    const number = numbered!.number;
    const day = number.slice(0, 12);
    // Walk-ins at the counter, one named, beside the app's orders.
    const takeaway = await fx.makeOrder({ status: 400, outletId: kemang });
    const dineIn = await fx.makeOrder({ status: 100, outletId: surabaya });
    await toCounter(takeaway.id, 'takeaway', 'Budi Santoso');
    await toCounter(dineIn.id, 'dine_in', null);
    const [{ phone } = { phone: '' }] = await t.app.db
      .select({ phone: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.id, customerId));
    // The customers a phone search means, found apart from the server's SQL: their numbers' digits
    // after +62, 62 or 0.
    const everyone = await t.app.db.select({ id: customers.id, phone: customers.phoneNumber }).from(customers);
    const national = (p: string | null) => (p ?? '').replace(/[^0-9]/g, '').replace(/^(62|0)/, '');
    const phoneMatch = (test: (digits: string) => boolean) => {
      const found = everyone.filter((c) => c.phone !== null && test(national(c.phone))).map((c) => c.id);
      return found.length ? inArray(orders.customerId, found) : sql`false`;
    };
    const namedLike = (pattern: string) =>
      or(
        inArray(
          orders.customerId,
          t.app.db.select({ id: customers.id }).from(customers).where(ilike(customers.name, pattern)),
        ),
        ilike(orders.customerName, pattern),
      );
    const tail = phone!.slice(-6);
    const start = national(phone).slice(0, 7);
    const window = (op: 'ended' | 'open') =>
      sql`((${timeslots.date} + ${timeslots.endTime}) at time zone 'Asia/Jakarta' ${sql.raw(op === 'ended' ? '<=' : '>')} now())`;
    const cases: [Record<string, string | number>, SQL | undefined][] = [
      [{}, undefined],
      ...[0, 100, 200, 300, 350, 400, 500].map((status): [Record<string, number>, SQL] => [
        { status },
        eq(orders.status, status as OrderStatus),
      ]),
      [{ invoice_id: number }, ilike(invoices.invoiceNumber, `%${number}%`)],
      [{ invoice_id: day }, ilike(invoices.invoiceNumber, `%${day}%`)],
      [{ invoice_id: day.toLowerCase() }, ilike(invoices.invoiceNumber, `%${day}%`)],
      [{ invoice_id: day.slice(1) }, ilike(invoices.invoiceNumber, `%${day.slice(1)}%`)],
      [{ invoice_id: `v${day.slice(3)}` }, ilike(invoices.invoiceNumber, `%v${day.slice(3)}%`)],
      [{ invoice_id: number.slice(3) }, ilike(invoices.invoiceNumber, `%${number.slice(3)}%`)],
      [{ invoice_id: number.slice(0, 8) }, ilike(invoices.invoiceNumber, `%${number.slice(0, 8)}%`)],
      [{ invoice_id: number.slice(0, 15) }, ilike(invoices.invoiceNumber, `%${number.slice(0, 15)}%`)],
      [{ invoice_id: number.slice(-5) }, ilike(invoices.invoiceNumber, `%${number.slice(-5)}%`)],
      [{ invoice_id: 'INV/19990101' }, ilike(invoices.invoiceNumber, '%INV/19990101%')],
      [{ start_date: today, end_date: today }, eq(orders.placedOn, today)],
      [{ start_date: yesterday, end_date: today }, between(orders.placedOn, yesterday, today)],
      [{ start_date: today }, gte(orders.placedOn, today)],
      [{ end_date: yesterday }, lte(orders.placedOn, yesterday)],
      [{ pick_up_status: 'LATE' }, and(inArray(orders.status, [100, 200, 300]), window('ended'))],
      [{ pick_up_status: 'READY_TO_PICKUP' }, and(eq(orders.status, 300), window('open'))],
      [{ pick_up_status: 'UPCOMING' }, and(inArray(orders.status, [100, 200]), window('open'))],
      [{ user_id: customerId }, eq(orders.customerId, customerId)],
      [{ order_id: late.id }, eq(orders.id, late.id)],
      [{ outlet_name: `Surabaya Tunjungan_${surabaya}` }, eq(orders.outletId, surabaya)],
      [
        { status: 100, outlet_name: `Jakarta Kemang_${kemang}`, start_date: yesterday, end_date: today },
        and(eq(orders.status, 100), eq(orders.outletId, kemang), between(orders.placedOn, yesterday, today)),
      ],
      [{ invoice_id: day, status: 300 }, and(ilike(invoices.invoiceNumber, `%${day}%`), eq(orders.status, 300))],
      [{ channel: 'counter' }, eq(orders.channel, 'counter')],
      [{ channel: 'app' }, eq(orders.channel, 'app')],
      [{ order_type: 'pickup' }, eq(orders.orderType, 'pickup')],
      [{ order_type: 'takeaway' }, eq(orders.orderType, 'takeaway')],
      [{ order_type: 'dine_in' }, eq(orders.orderType, 'dine_in')],
      [{ channel: 'app', order_type: 'dine_in' }, sql`false`],
      [{ channel: 'counter', status: 400 }, and(eq(orders.channel, 'counter'), eq(orders.status, 400))],
      [
        { order_type: 'takeaway', start_date: yesterday, end_date: today },
        and(eq(orders.orderType, 'takeaway'), between(orders.placedOn, yesterday, today)),
      ],
      [{ channel: 'counter', pick_up_status: 'UPCOMING' }, sql`false`],
      [{ customer: 'budi' }, namedLike('%budi%')],
      [{ customer: ' SANTOSO ' }, namedLike('%santoso%')],
      [{ customer: 'Customer 1' }, namedLike('%customer 1%')],
      [{ customer: '50%' }, namedLike('%50\\%%')],
      [{ customer: tail }, phoneMatch((digits) => digits.includes(tail))],
      [{ customer: `+62 ${start.slice(0, 3)}-${start.slice(3)}` }, phoneMatch((digits) => digits.startsWith(start))],
      [{ customer: `0${start}` }, phoneMatch((digits) => digits.startsWith(start))],
      [
        { customer: `0${start}`, channel: 'app', status: 300 },
        and(
          phoneMatch((digits) => digits.startsWith(start)),
          eq(orders.channel, 'app'),
          eq(orders.status, 300),
        ),
      ],
      [
        { user_id: customerId, pick_up_status: 'UPCOMING' },
        and(eq(orders.customerId, customerId), inArray(orders.status, [100, 200]), window('open')),
      ],
    ];
    const reaches: [string, OutletReach, SQL | undefined][] = [
      ['everywhere', { all: true }, undefined],
      ['Kemang', { all: false, ids: [kemang] }, eq(orders.outletId, kemang)],
      ['nowhere', { all: false, ids: [] }, sql`false`],
    ];
    for (const [reachName, reach, within] of reaches)
      for (const [filters, where] of cases) {
        const expected = await plain(and(within, where));
        const name = `${reachName} ${JSON.stringify(filters)}`;
        // Page by page, so each page's orders are chosen in the list's order, up to a page past the end.
        const listed: number[] = [];
        for (let page = 1; page <= Math.ceil(expected.length / 4) + 1; page++) {
          const answer = await listOrders(t.app.db, reach, { ...filters, size: 4, page });
          expect(answer.meta.total, `${name}, page ${page}`).toBe(expected.length);
          listed.push(...answer.data.map((order) => order.id));
        }
        expect(listed, name).toEqual(expected);
      }
  });
});

describe("customers' phone numbers (UU PDP)", () => {
  it('are masked from the middle, written from 0', () => {
    expect(maskPhone('+6281234567890')).toBe('0812****7890');
    expect(maskPhone('6281234567890')).toBe('0812****7890');
    expect(maskPhone('081234567890')).toBe('0812****7890');
    expect(maskPhone('0812345678901')).toBe('0812*****8901');
    expect(maskPhone('0812345')).toBe('*******');
    expect(maskPhone(null)).toBeNull();
  });

  it('show in full only to those who manage users at the outlet; others find the order by number all the same', async () => {
    const kemang = t.outletId['Jakarta Kemang']!;
    const customerId = await fx.customer();
    const { id } = await fx.makeOrder({ outletId: kemang, customerId });
    const [{ phone } = { phone: '' }] = await t.app.db
      .select({ phone: customers.phoneNumber })
      .from(customers)
      .where(eq(customers.id, customerId));
    const desk = await t.asUser(['view_admin_order', 'view_admin_invoices'], kemang);
    const manager = await t.asUser(['view_admin_order', 'view_admin_invoices', 'view_admin_user'], kemang);
    const search = { customer: phone!.slice(-7), size: 100 };
    const path = { params: { path: { order_id: id } } };
    for (const [who, user, shown] of [
      ['the desk', desk, maskPhone(phone!)],
      ['a manager of users', manager, phone],
      ['the admin', admin, phone],
    ] as const) {
      const listed = await user.GET('/adm/v1/orders', { params: { query: search } });
      const found = listed.data!.data.find((o) => o.id === id);
      expect(found?.customer?.phone_number, who).toBe(shown);
      const one = await user.GET('/adm/v1/orders/{order_id}', path);
      expect(one.data!.data.customer?.phone_number, who).toBe(shown);
      const invoiceId = one.data!.data.invoice.id;
      const invoice = await user.GET('/adm/v1/invoices/{invoice_id}', { params: { path: { invoice_id: invoiceId } } });
      expect(invoice.data!.data.customer?.phone_number, who).toBe(shown);
      const invoices = await user.GET('/adm/v1/invoices', { params: { query: { size: 100 } } });
      const listedInvoice = invoices.data!.data.find((i) => i.id === invoiceId);
      if (listedInvoice) expect(listedInvoice.customer?.phone_number, who).toBe(shown);
    }
    expect(maskPhone(phone!)).toMatch(/^08\d\d\*+\d{4}$/);
  });
});

describe('an order', () => {
  it('shows its items, customer, invoice and history, with the statuses it may move to', async () => {
    const { id } = await fx.makeOrder({ status: 200 });
    const res = await getOrder(id);
    expect(res.response.status).toBe(200);
    const order = res.data!.data;
    expect(order.items.map((i) => [i.sku_name, i.subtotal])).toEqual([
      ['Test Thai Tea', 44000],
      ['Test Boba Milk', 25000],
    ]);
    expect(order).toMatchObject({ subtotal: 69000, discount_total: 0, total_amount: 69000, next_statuses: [300, 500] });
    expect(order.invoice).toMatchObject({ status: 100, amount: 69000 });
    expect(order.status_history.map((h) => h.status)).toEqual([0, 100, 200]);
    expect(order.status_history[0]!.changed_by).toBeNull();
    expect(order.status_history[2]!.changed_by).toEqual({ id: t.seed.adminId, name: expect.any(String) });
  });

  it('is 404 when there is none', async () => {
    const res = await getOrder(999999);
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Order not found');
  });
});

describe('status changes', () => {
  it('walks PAID → PREPARING → READY_TO_PICKUP → PICKED_UP → COMPLETED, recording who and when', async () => {
    const { id } = await fx.makeOrder({ status: 100 });
    for (const status of [200, 300, 350, 400] as const) {
      const res = await setStatus(id, status);
      expect(res.response.status, String(status)).toBe(200);
      expect(res.data!.data.status).toBe(status);
    }
    const order = (await getOrder(id)).data!.data;
    expect(order.status_history.map((h) => h.status)).toEqual([0, 100, 200, 300, 350, 400]);
    // A completed order may still be cancelled (a refund after handover), nothing else.
    expect(order.next_statuses).toEqual([500]);
    expect(order.pick_up_status).toBeNull();
  });

  it('refuses to leave a final status, to go back, to skip a step or to set CREATED', async () => {
    const completed = await fx.makeOrder({ status: 400 });
    const back = await setStatus(completed.id, 200);
    expect(back.response.status).toBe(422);
    expect(back.error!.errors[0]).toEqual({
      detail: 'Order status cannot change from COMPLETED to PREPARING',
      field: 'status',
    });
    const cancelled = await fx.makeOrder({ status: 500 });
    const again = await setStatus(cancelled.id, 100);
    expect(again.response.status).toBe(422);
    expect(again.error!.errors[0]).toEqual({
      detail: 'Order status cannot change from CANCELLED: it is final',
      field: 'status',
    });
    const preparing = await fx.makeOrder({ status: 200 });
    const skip = await setStatus(preparing.id, 400);
    expect(skip.response.status).toBe(422);
    expect(skip.error!.errors[0]!.detail).toBe('Order status cannot change from PREPARING to COMPLETED');
    // CREATED, which the contract leaves out of the statuses an update may set.
    const created = await t.raw('PUT', `/adm/v1/orders/${preparing.id}/status`, {
      token: admin.token,
      body: { status: 0 },
    });
    expect(created.status).toBe(400);
    const history = await t.app.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, preparing.id));
    expect(history).toHaveLength(3);
  });

  it('marks the invoice paid when an order is paid at the counter, and refunds it when a paid order is cancelled', async () => {
    const unpaid = await fx.makeOrder({ status: 0 });
    expect((await setStatus(unpaid.id, 100)).data!.data.invoice).toMatchObject({
      status: 100,
      paid_at: expect.any(String),
    });
    const cancelled = await setStatus(unpaid.id, 500);
    expect(cancelled.data!.data.invoice!.status).toBe(400);
    const neverPaid = await fx.makeOrder({ status: 0 });
    expect((await setStatus(neverPaid.id, 500)).data!.data.invoice).toMatchObject({ status: 200, paid_at: null });
  });

  it('lets one of simultaneous conflicting changes win and refuses the others', async () => {
    for (let trial = 0; trial < 4; trial++) {
      // Three cashiers start the same order; then two cancel it at once: it is refunded once.
      const { id } = await fx.makeOrder({ status: 100 });
      const starts = await Promise.all([setStatus(id, 200), setStatus(id, 200), setStatus(id, 200)]);
      expect(starts.map((a) => a.response.status).sort()).toEqual([200, 422, 422]);
      await setStatus(id, 300);
      const ends = await Promise.all([setStatus(id, 500), setStatus(id, 500)]);
      expect(ends.map((a) => a.response.status).sort()).toEqual([200, 422]);
      const [row] = await t.app.db
        .select({ n: sql<number>`count(*)::int` })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(row!.n).toBe(5);
    }
  });

  it('answers 404 for an order that does not exist', async () => {
    const res = await setStatus(999999, 200);
    expect(res.response.status).toBe(404);
    expect(res.error!.errors[0]!.detail).toBe('Order not found');
  });
});
