// Every outlet-bound operation walked as the Outlet Cashier of Bandung Dago: only Bandung's records
// are listed, counted or sent live, and another outlet's record answers 404 as if it did not exist.
// Areas that add outlet-bound operations add their cases here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outlets } from '../../src/db/schema';
import { openEventStream } from '../helpers/event-stream';
import { orderFixtures } from '../helpers/orders';
import { createTestApp, DEMO_ADMIN, DEMO_STAFF, type TestApp } from '../helpers/test-app';

let t: TestApp;
let cashier: string;
let admin: string;
let bandungOrder: number;
let jakartaOrder: number;
const outletId: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  cashier = await t.signIn(DEMO_STAFF.email, DEMO_STAFF.password);
  admin = await t.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const o of await t.app.db.select().from(outlets)) outletId[o.name] = o.id;
  const fx = orderFixtures(t);
  bandungOrder = (await fx.makeOrder({ outletId: outletId['Bandung Dago']! })).id;
  jakartaOrder = (await fx.makeOrder({ outletId: outletId['Jakarta Kemang']! })).id;
}, 60_000);
afterAll(() => t.close());

describe('the Bandung cashier', () => {
  it('lists only Bandung orders, whatever the filters ask for', async () => {
    const mine = await t.request('GET', '/adm/v1/orders', { token: cashier, query: { size: '100' } });
    expect(mine.body.data.map((o: { id: number }) => o.id)).toContain(bandungOrder);
    expect(mine.body.data.map((o: { id: number }) => o.id)).not.toContain(jakartaOrder);
    expect(new Set(mine.body.data.map((o: { outlet: { name: string } }) => o.outlet.name))).toEqual(
      new Set(['Bandung Dago']),
    );
    const kemang = await t.request('GET', '/adm/v1/orders', {
      token: cashier,
      query: { outlet_name: `Jakarta Kemang_${outletId['Jakarta Kemang']}` },
    });
    expect(kemang.body).toEqual({ data: [], meta: { page: 1, size: 10, total: 0 } });
    const byId = await t.request('GET', '/adm/v1/orders', {
      token: cashier,
      query: { order_id: String(jakartaOrder) },
    });
    expect(byId.body.data).toEqual([]);
    const all = await t.request('GET', '/adm/v1/orders', { token: admin });
    expect(all.body.meta.total).toBeGreaterThan(mine.body.meta.total);
  });

  it("gets 404 for another outlet's order, read or changed, and leaves it as it was", async () => {
    expect((await t.request('GET', `/adm/v1/orders/${bandungOrder}`, { token: cashier })).status).toBe(200);
    const read = await t.request('GET', `/adm/v1/orders/${jakartaOrder}`, { token: cashier });
    expect(read.status).toBe(404);
    expect(read.body.errors[0].detail).toBe('Order not found');
    const change = await t.request('PUT', `/adm/v1/orders/${jakartaOrder}/status`, {
      token: cashier,
      body: { status: 500 },
    });
    expect(change.status).toBe(404);
    expect(change.body.errors[0].detail).toBe('Order not found');
    const after = await t.request('GET', `/adm/v1/orders/${jakartaOrder}`, { token: admin });
    expect(after.body.data.status).toBe(100);
  });

  it('hears only of Bandung orders on the live stream', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openEventStream(base, cashier);
    try {
      const fx = orderFixtures(t);
      const jakarta = await fx.makeOrder({ outletId: outletId['Jakarta Kemang']! });
      const bandung = await fx.makeOrder({ outletId: outletId['Bandung Dago']! });
      await stream.next((e) => JSON.parse(e.data).order_id === bandung.id);
      expect(stream.events.map((e) => JSON.parse(e.data).outlet.name)).toEqual(['Bandung Dago']);
      expect(stream.events.some((e) => JSON.parse(e.data).order_id === jakarta.id)).toBe(false);
    } finally {
      stream.close();
    }
  });

  it("sees Bandung's sales on the dashboard, not the company's", async () => {
    const mine = (await t.request('GET', '/adm/v1/dashboard/analytics', { token: cashier })).body.data;
    const all = (await t.request('GET', '/adm/v1/dashboard/analytics', { token: admin })).body.data;
    const count = (d: { orders_by_status: { count: number }[] }) => d.orders_by_status.reduce((n, s) => n + s.count, 0);
    expect(count(all)).toBeGreaterThan(count(mine));
    expect(count(mine)).toBeGreaterThanOrEqual(1);
    const placedAtBandung = (
      await t.request('GET', '/adm/v1/orders', { token: admin, query: { size: '100' } })
    ).body.data.filter((o: { outlet: { name: string } }) => o.outlet.name === 'Bandung Dago').length;
    expect(count(mine)).toBe(placedAtBandung);
  });
});
