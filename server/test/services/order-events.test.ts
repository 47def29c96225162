// The live order events over real HTTP: a new order and a status change reach the users who see
// the outlet within a second, and nobody else; a reconnecting client gets what it missed through
// Last-Event-ID; heartbeats flow and the stream ends with the session. On PostgreSQL the order is
// placed by another process, so the event can only arrive through LISTEN/NOTIFY. Change notices
// (stock, orders, invoices, purchase orders, transfers, counts) reach the users who see that kind
// of record at the outlet, and nobody else, one per write, outlet and kind.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/db/rows';
import { invoices, orderEvents } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { moveStock } from '../../src/lib/stock-ledger';
import type { Placement } from '../../src/services/orders/placement';
import { customerAppFixtures, signInCustomer } from '../helpers/customer-app';
import { openEventStream } from '../helpers/event-stream';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build({ env: { EVENT_HEARTBEAT_SECONDS: '0.3' } });
const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
const admin = await t.asAdmin();
const cashier = await t.asStaff();
const fx = orderFixtures(t);
const outletId = t.outletId;
await fx.ensureMenu();

const about =
  (orderId: number, type = 'order.created') =>
  (e: { event?: string; data: string }) =>
    e.event === type && JSON.parse(e.data).order_id === orderId;

/** Places an order as the customer app does. */
const place = (outlet = 'Bandung Dago', status: 0 | 100 = 100) => fx.makeOrder({ outletId: outletId[outlet]!, status });

describe('the live order events', () => {
  it('tells the Bandung cashier of a Bandung order within a second, and not of a Jakarta one', async () => {
    const stream = await openEventStream(base, cashier.token);
    const everywhere = await openEventStream(base, admin.token);
    try {
      expect(stream.status).toBe(200);
      const jakarta = await place('Jakarta Kemang');
      const bandung = await place('Bandung Dago');
      const event = await stream.next(about(bandung.id));
      expect(JSON.parse(event.data)).toMatchObject({
        type: 'order.created',
        order_id: bandung.id,
        status: 100,
        outlet: { id: outletId['Bandung Dago'], name: 'Bandung Dago' },
        total_amount: 69000,
      });
      expect(event.id).toMatch(/^\d+$/);
      await everywhere.next(about(jakarta.id));
      await everywhere.next(about(bandung.id));
      expect(stream.events.some(about(jakarta.id))).toBe(false);
    } finally {
      stream.close();
      everywhere.close();
    }
  });

  it('reports a status change made at the desk', async () => {
    const order = await place();
    const stream = await openEventStream(base, cashier.token);
    try {
      const res = await cashier.PUT('/adm/v1/orders/{order_id}/status', {
        params: { path: { order_id: order.id } },
        body: { status: 200 },
      });
      expect(res.response.status).toBe(200);
      const event = await stream.next(about(order.id, 'order.status_changed'));
      expect(JSON.parse(event.data).status).toBe(200);
    } finally {
      stream.close();
    }
  });

  it('resumes after a dropped connection with the events missed, in order, then the live ones', async () => {
    const first = await openEventStream(base, cashier.token);
    const seen = await place();
    const lastId = (await first.next(about(seen.id))).id!;
    first.close();
    const missed = [await place(), await place('Jakarta Kemang'), await place()];
    const again = await openEventStream(base, cashier.token, lastId);
    try {
      await again.next(about(missed[2]!.id));
      const live = await place();
      await again.next(about(live.id));
      const orderEvents = again.events.filter((e) => e.event !== 'change');
      const orderIds = orderEvents.map((e) => JSON.parse(e.data).order_id);
      expect(orderIds).toEqual([missed[0]!.id, missed[2]!.id, live.id]);
      const eventIds = orderEvents.map((e) => Number(e.id));
      expect(eventIds).toEqual([...eventIds].sort((a, b) => a - b));
      expect(eventIds[0]).toBeGreaterThan(Number(lastId));
    } finally {
      again.close();
    }
  });

  it('sends heartbeats and ends when the session is signed out', async () => {
    const user = await t.newUser({ roles: [{ role: 'Outlet Cashier', outlet: outletId['Bandung Dago'] }] });
    const stream = await openEventStream(base, user.token);
    expect(await stream.comment()).toBe('heartbeat');
    expect((await user.POST('/usr/v1/logout')).response.status).toBe(200);
    await stream.ended;
  });

  it('refuses a stream without a session or without the orders scope', async () => {
    expect((await openEventStream(base, 'not-a-token')).status).toBe(401);
    const { token } = await t.newUser({ roles: [{ role: 'Menu Editor' }] });
    expect((await openEventStream(base, token)).status).toBe(403);
  });

  it('delivers an order placed by another API process', async () => {
    const stream = await openEventStream(base, cashier.token);
    try {
      const bandung = outletId['Bandung Dago']!;
      const timeslotId = await fx.timeslot(bandung, addDays(jakartaDate(Date.now()), 1), '06:30', '07:00');
      const [skuId] = await fx.ensureMenu();
      const order: Placement = {
        outletId: bandung,
        door: { channel: 'app', customerId: await fx.customer(), timeslotId },
        lines: [{ skuId: skuId!, quantity: 1 }],
        notes: null,
        payment: 'prepaid',
      };
      let orderId: number;
      const started = Date.now();
      if (t.config.database.kind === 'postgres') {
        // Another process: only PostgreSQL's NOTIFY can tell this one.
        const { stdout } = await promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'server/test/helpers/place-order-process.ts', JSON.stringify(order)],
          { env: { ...process.env, DATABASE_URL: t.config.database.url } },
        );
        orderId = Number(stdout);
      } else {
        // PGlite serves one process: a customer's order through the customer app is the other writer.
        await (await customerAppFixtures(t)).openOutlet(bandung);
        const customer = await signInCustomer(t);
        const res = await customer.POST('/app/v1/orders', {
          body: { outlet_id: bandung, pickup_window_id: timeslotId, items: [{ sku_id: skuId!, quantity: 1 }] },
        });
        expect(res.response.status).toBe(201);
        orderId = res.data!.data.id;
      }
      const written = Date.now();
      await stream.next(about(orderId), 1000);
      // Within a second of the commit, well before the five-second safety poll.
      expect(Date.now() - written).toBeLessThan(1000);
      expect(written - started).toBeGreaterThanOrEqual(0);
    } finally {
      stream.close();
    }
  });
});

/** A change notice of `resource` at the outlet naming `id`. */
const notice = (resource: string, outlet: number, id: number) => (e: { event?: string; data: string }) => {
  if (e.event !== 'change') return false;
  const data = JSON.parse(e.data);
  return data.resource === resource && data.outlet.id === outlet && data.ids.includes(id);
};

describe('change notices on the live stream', () => {
  const bandung = outletId['Bandung Dago']!;
  const jakarta = outletId['Jakarta Kemang']!;
  const adjust = (outlet: number, skuId: number, quantity: number) =>
    admin.POST('/adm/v1/inventory/adjustments', {
      body: { outlet_id: outlet, sku_id: skuId, change_type: 'add', quantity, tagging: 'retur', note: 'Found' },
    });

  it("tells Bandung's inventory staff which SKUs' stock changed there, and nobody without that reach", async () => {
    const sku = await makeIngredient(t, 'Notice Milk', 'l', 1);
    const clerk = await t.asUser(['view_admin_inventory'], bandung);
    const elsewhere = await t.asUser(['view_admin_inventory'], jakarta);
    const ordersOnly = await t.asUser(['view_admin_order'], bandung);
    const streams = await Promise.all([clerk, elsewhere, ordersOnly].map((u) => openEventStream(base, u.token)));
    const [stream, other, orderDesk] = streams;
    try {
      expect((await adjust(bandung, sku.id, 500)).response.status).toBe(201);
      const event = await stream!.next(notice('stock', bandung, sku.id));
      expect(JSON.parse(event.data)).toEqual({
        id: Number(event.id),
        type: 'change',
        resource: 'stock',
        outlet: { id: bandung, name: 'Bandung Dago' },
        ids: [sku.id],
        at: expect.any(String),
      });
      // Later writes each of the others does see: once they arrive, the Bandung notice would have too.
      expect((await adjust(jakarta, sku.id, 500)).response.status).toBe(201);
      await other!.next(notice('stock', jakarta, sku.id));
      expect(other!.events.some(notice('stock', bandung, sku.id))).toBe(false);
      const order = await place('Bandung Dago');
      await orderDesk!.next(about(order.id));
      await orderDesk!.next(notice('order', bandung, order.id));
      expect(orderDesk!.events.some((e) => e.event === 'change' && JSON.parse(e.data).resource !== 'order')).toBe(
        false,
      );
    } finally {
      streams.forEach((s) => s.close());
    }
  });

  it('tells who sees invoices of a new invoice, and a resuming stream only what is within its reach', async () => {
    const cashierOfInvoices = await t.asUser(['view_admin_invoices'], bandung);
    const first = await openEventStream(base, cashierOfInvoices.token);
    const seen = await place('Bandung Dago', 0);
    const seenEvent = await first.next((e) => e.event === 'change' && JSON.parse(e.data).resource === 'invoice');
    first.close();
    expect(first.events.some(about(seen.id))).toBe(false);
    await place('Jakarta Kemang', 0);
    const bandungOrder = await place('Bandung Dago', 0);
    const [invoice] = await t.app.db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.orderId, bandungOrder.id));
    const again = await openEventStream(base, cashierOfInvoices.token, seenEvent.id);
    try {
      await again.next(notice('invoice', bandung, invoice!.id));
      // Only Bandung's invoices: nothing of its orders nor of Jakarta.
      const data = again.events.map((e) => JSON.parse(e.data));
      expect(data.every((e) => e.type === 'change' && e.resource === 'invoice' && e.outlet.id === bandung)).toBe(true);
      expect(data.some((e) => e.id === Number(seenEvent.id))).toBe(false);
    } finally {
      again.close();
    }
  });

  it('records one notice per write, outlet and kind, however many lines and calls it makes', async () => {
    const [a, b] = [await makeIngredient(t, 'Notice Tea', 'kg', 1), await makeIngredient(t, 'Notice Sugar', 'kg', 1)];
    const line = (outlet: number, skuId: number) =>
      ({
        outletId: outlet,
        skuId,
        changeType: 'add',
        quantity: 10,
        source: 'adjustment',
        tagging: 'retur',
        note: 'x',
        userId: null,
      }) as const;
    const xid = await t.app.db.transaction(async (tx) => {
      await moveStock(tx, [line(bandung, b.id), line(bandung, a.id), line(jakarta, a.id)]);
      await moveStock(tx, [line(bandung, a.id)]);
      const [row] = await rowsOf<{ xid: string }>(tx, sql`select pg_current_xact_id()::text as xid`);
      return row!.xid;
    });
    const written = await t.app.db
      .select({ outletId: orderEvents.outletId, ids: orderEvents.ids })
      .from(orderEvents)
      .where(and(eq(orderEvents.type, 'change'), sql`${orderEvents.xid} = ${xid}::xid8`))
      .orderBy(orderEvents.outletId);
    expect(written).toEqual(
      [
        { outletId: bandung, ids: [a.id, b.id].sort((x, y) => x - y) },
        { outletId: jakarta, ids: [a.id] },
      ].sort((x, y) => x.outletId - y.outletId),
    );
  });

  it('refuses a stream to someone who sees none of its kinds of record', async () => {
    const { token } = await t.asUser(['view_admin_sku'], bandung);
    expect((await openEventStream(base, token)).status).toBe(403);
  });
});
