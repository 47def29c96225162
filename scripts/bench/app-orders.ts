// `npm run bench:app-orders`: customers ordering and paying through the customer app on PostgreSQL
// with 500 shops, through the real server over HTTP (compiled, in a process of its own; see
// support/app-chain.ts). Each customer is signed in with the code the outbox holds.
//
//   npm run bench:app-orders
//   npm run bench:app-orders -- --orders 2000 --placements 500
//   npm run bench:app-orders -- --options      (lines carrying 3–5 modifier options each)
//
// With `--options` every product sells with the Size, Sugar, Ice, Toppings and Milk groups
// (support/cup-groups.ts) and every line chooses a size, a sugar level and an ice level, and maybe
// a milk and a topping (3–5 options): placing checks the groups and prices the options, paying
// books each cup's adjusted recipe exactly. Run it with and without to compare the two.
//
// 1. Placing: `--placements` orders (2,000) placed by 50 customers at once into random windows of
//    random shops (POST /app/v1/orders); p50 and p95 of the placing call (budget 50 ms).
// 2. Placing and paying: `--orders` orders (10,000) across the 500 shops by 50 clients at once, each
//    placed, its QRIS instructions asked for (POST /app/v1/orders/{id}/payment) and paid through the
//    simulated gateway (POST /usr/v1/dev/payments, its signed notification), which books the sale's
//    stock. Then checked: no answer was a server failure (a deadlock would be one), no window holds
//    more orders than its places, every order paid, and every shop's stock changed by exactly the
//    sum of the movements written meanwhile.
// A window found full answers 422 and the client tries another: that is the capacity at work.
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startAppChain } from './support/app-chain';
import { customerApi, idempotencyKey, randomPhone, signInCustomer, simulatedPayment } from './support/customers';
import { percentile } from './support/http';
import type { components } from '../../generated/app/schema';

const { values } = parseArgs({
  options: {
    orders: { type: 'string', default: '10000' },
    placements: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '50' },
    options: { type: 'boolean', default: false },
  },
});
const ORDERS = Number(values.orders);
const PLACEMENTS = Number(values.placements);
const CLIENTS = Number(values.clients);
const PLACE_BUDGET_MS = 50;

const WITH_OPTIONS = values.options;

const chain = await startAppChain({ groups: WITH_OPTIONS });
const base = chain.server.base;
const db = new pg.Pool({ connectionString: chain.databaseUrl, max: 2 });
let pass = true;
try {
  const customers = await Promise.all(
    Array.from({ length: CLIENTS }, (_, i) => signInCustomer({ baseUrl: base }, randomPhone(), `Bench Customer ${i}`)),
  );
  const anyone = customers[0]!.api;
  const shops = (await anyone.GET('/app/v1/outlets')).data!.data.map((o) => o.id);
  const windows = new Map<number, number[]>();
  const products = new Map<number, number[]>();
  type MenuGroup = components['schemas']['MenuModifierGroup'];
  const groupsOf = new Map<number, MenuGroup[]>();
  for (const id of shops) {
    const path = { outlet_id: id };
    const listed = await anyone.GET('/app/v1/outlets/{outlet_id}/pickup-windows', {
      params: { path, query: { date: chain.date } },
    });
    windows.set(
      id,
      listed.data!.data.map((w) => w.id),
    );
    const menu = await anyone.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path } });
    const available = menu.data!.data.categories.flatMap((c) => c.products.filter((p) => p.available));
    products.set(
      id,
      available.map((p) => p.sku_id),
    );
    for (const product of available) groupsOf.set(product.sku_id, product.modifier_groups);
  }
  const method = (await anyone.GET('/app/v1/payment-methods')).data!.data.find((m) => m.method_type === 'QRIS')!;
  const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;
  let serverFailures = 0;
  let full = 0;
  let optionsSent = 0;

  /** A customer's choice for a cup: one option of each required group, and maybe one of each other (3–5). */
  function chooseOptions(skuId: number) {
    if (!WITH_OPTIONS) return undefined;
    const chosen = (groupsOf.get(skuId) ?? []).flatMap((group) => {
      const open = group.options.filter((option) => option.available);
      if (open.length === 0 || (group.min_select === 0 && Math.random() < 0.5)) return [];
      return [{ modifier_option_id: pick(open).id }];
    });
    optionsSent += chosen.length;
    return chosen;
  }

  /** Places one order for `token` at a random shop; answers its id and invoice, or undefined when refused. */
  async function placeOne(token: string, times?: number[]) {
    const api = customerApi(base, token);
    for (let attempt = 0; attempt < 20; attempt++) {
      const shop = pick(shops);
      const open = windows.get(shop)!;
      if (!open.length) continue;
      const window = pick(open);
      const t0 = performance.now();
      const placed = await api.POST('/app/v1/orders', {
        headers: idempotencyKey(),
        body: {
          outlet_id: shop,
          pickup_window_id: window,
          items: [
            (() => {
              const skuId = pick(products.get(shop)!);
              return { sku_id: skuId, quantity: 1 + Math.floor(Math.random() * 2), options: chooseOptions(skuId) };
            })(),
          ],
        },
      });
      times?.push(performance.now() - t0);
      if (placed.data) return placed.data.data;
      if (placed.response.status >= 500) serverFailures++;
      if (placed.error?.errors[0]?.field === 'pickup_window_id') {
        full++;
        open.splice(open.indexOf(window), 1);
      }
    }
    return undefined;
  }

  // 1. Placing at 50 customers at once.
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    customers.map(async (customer) => {
      while (next++ < PLACEMENTS) await placeOne(customer.token, times);
    }),
  );
  times.sort((a, b) => a - b);
  const placeOk = percentile(times, 95) <= PLACE_BUDGET_MS;
  if (WITH_OPTIONS)
    console.log(`\nLines carry ${(optionsSent / Math.max(times.length, 1)).toFixed(1)} options on average`);
  console.log(
    `\n1. POST /app/v1/orders, ${CLIENTS} customers at once: ${times.length} calls, p50 ${percentile(times, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(times, 95).toFixed(1)} ms ${placeOk ? 'ok' : `OVER BUDGET (${PLACE_BUDGET_MS} ms)`}`,
  );

  // 2. Placing and paying `ORDERS` orders.
  const before = await db.query<{ id: number }>('select coalesce(max(id), 0)::int as id from inventory_movements');
  await db.query('drop table if exists bench_stock_before');
  await db.query('create table bench_stock_before as select outlet_id, sku_id, quantity from inventory_stocks');
  const paidIds: number[] = [];
  let unplaced = 0;
  let unpaid = 0;
  next = 0;
  const started = performance.now();
  await Promise.all(
    customers.map(async (customer) => {
      while (next++ < ORDERS) {
        const order = await placeOne(customer.token);
        if (!order) {
          unplaced++;
          continue;
        }
        const instructions = await customer.api.POST('/app/v1/orders/{order_id}/payment', {
          headers: idempotencyKey(),
          params: { path: { order_id: order.id } },
          body: { payment_method_partner_id: method.partner_id },
        });
        if (instructions.response.status >= 500) serverFailures++;
        const paid = await simulatedPayment(base, order.invoice.id);
        if (paid.response.status >= 500) serverFailures++;
        if (paid.response.ok) paidIds.push(order.id);
        else unpaid++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const [oversold] = (
    await db.query<{ n: number }>(`
      select count(*)::int as n from timeslots t
      where (select count(*) from orders o where o.timeslot_id = t.id and o.status <> 500) > t.capacity`)
  ).rows;
  const [notPaid] = (
    await db.query<{ n: number }>('select count(*)::int as n from orders where id = any($1) and status <> 100', [
      paidIds,
    ])
  ).rows;
  const [unexplained] = (
    await db.query<{ n: number }>(
      `select count(*)::int as n from inventory_stocks s
       left join bench_stock_before b on b.outlet_id = s.outlet_id and b.sku_id = s.sku_id
       left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                  from inventory_movements where id > $1 group by outlet_id, sku_id) m
         on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
       where s.quantity - coalesce(b.quantity, 0) <> coalesce(m.net, 0)`,
      [before.rows[0]!.id],
    )
  ).rows;
  const [sales] = (
    await db.query<{ n: number }>('select count(*)::int as n from inventory_movements where id > $1 and source = $2', [
      before.rows[0]!.id,
      'sale',
    ])
  ).rows;
  await db.query('drop table if exists bench_stock_before');
  const ok = serverFailures === 0 && oversold!.n === 0 && notPaid!.n === 0 && unexplained!.n === 0 && unplaced === 0;
  console.log(
    `2. ${ORDERS} orders placed and paid across ${shops.length} shops by ${CLIENTS} clients in ${seconds.toFixed(0)} s ` +
      `(${(ORDERS / seconds).toFixed(0)} a second): ${paidIds.length} paid, ${unpaid} payments refused, ${unplaced} not placed, ` +
      `${full} full windows met, ${serverFailures} server failures, ${oversold!.n} oversold windows, ` +
      `${notPaid!.n} paid orders not PAID, ${unexplained!.n} stock lines not equal to their movements ` +
      `(${sales!.n} sale movements) ${ok ? 'ok' : 'FAIL'}`,
  );
  pass = placeOk && ok;
} finally {
  await db.end();
  await chain.close();
}
process.exit(pass ? 0 : 1);
