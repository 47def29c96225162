// `npm run simulate:orders`: customers ordering from the outlets of a running server, so the order
// desk comes alive for a demo. Each customer is a client of the customer app from outside the
// server: signed in with the code the server sent, they read an outlet's menu and pick-up windows,
// place an order through POST /app/v1/orders (each cup with the options customers usually choose:
// seed/domain/option-choice.ts) and ask for its payment instructions, with the generated customer
// client. About nine in ten then pay a few seconds later: the simulated gateway
// is told to pay (POST /usr/v1/dev/payments, the one development-only call), and its notification
// moves the order to PAID on the desk by itself; the others never pay, and the order expires.
//
//   npm run simulate:orders -- --rate 12 --outlets "Bandung Dago,Surabaya Tunjungan" --count 20
//
// --url          the server (default http://127.0.0.1:$PORT, PORT 3000)
// --rate         orders a minute, on average (default 6); arrivals are random, as customers are
// --outlets      outlet names or ids, comma-separated (default: every outlet taking orders)
// --count        stop after this many orders (default: until Ctrl+C)
// --customers    how many different customers order (default 20)
// --no-pay       leave every order unpaid (no simulated payments)
// --platforms    the share of orders that come through GoFood or GrabFood instead (default 0.25), at
//                outlets linked to the platform: sent as the platform would, through
//                POST /usr/v1/dev/channel-orders (development only), paid there and on the desk at once
// --database-url the server's PostgreSQL, to read sign-in codes from it (below)
//
// Against a development server (npm run dev, or npm start without NODE_ENV=production) on this
// machine, everything works as is: the codes are read from the development outbox.
// Against a production-mode server (NODE_ENV=production, on PostgreSQL with no SMS or WhatsApp
// provider connected, so the codes still go to the outbox table) give --database-url (or
// DATABASE_URL) with the server's database: the codes are read from its outbox table, and every
// order is placed and its payment asked for through /app/v1 as in development. Only the simulated
// payment is development-only: in production mode the orders stay unpaid (said once), as with
// --no-pay.
import { parseArgs } from 'node:util';
import { chooseOptions } from '../../server/src/seed/domain/option-choice';
import {
  closeCodeSource,
  idempotencyKey,
  randomPhone,
  signInCustomer,
  simulatedChannelOrder,
  simulatedPayment,
  type SignedIn,
} from './support/customers';

const NAMES = ['Putri Anggraini', 'Rizky Ramadhan', 'Dewi Lestari', 'Budi Santoso', 'Siti Nurhaliza', 'Agus Wijaya'];
/** About nine customers in ten pay what they ordered. */
const SHARE_THAT_PAYS = 0.9;
/** How long after ordering a paying customer pays: 2 to 6 seconds. */
const payAfterMs = () => 2000 + Math.random() * 4000;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    rate: { type: 'string', default: '6' },
    outlets: { type: 'string', default: '' },
    count: { type: 'string' },
    customers: { type: 'string', default: '20' },
    pay: { type: 'boolean', default: true },
    platforms: { type: 'string', default: '0.25' },
    'database-url': { type: 'string', default: process.env.DATABASE_URL },
  },
  allowNegative: true,
});
const rate = Number(values.rate);
const count = values.count === undefined ? Number.POSITIVE_INFINITY : Number(values.count);
const poolSize = Number(values.customers);
const platformShare = Number(values.platforms);
if (!(rate > 0) || !(count >= 1) || !(poolSize >= 1) || !(platformShare >= 0 && platformShare <= 1)) {
  console.error('simulate:orders: --rate must be above 0, --count and --customers at least 1, --platforms from 0 to 1');
  process.exit(1);
}
const wanted = values.outlets
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean);
const source = { baseUrl: values.url, databaseUrl: values['database-url'] };
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
/** 1 to 3, mostly 1. */
const few = () => (Math.random() < 0.7 ? 1 : Math.random() < 0.8 ? 2 : 3);
const jakartaDate = (at: number) => new Date(at + 7 * 3_600_000).toISOString().slice(0, 10);

let stopped = false;
process.on('SIGINT', () => {
  stopped = true;
});

const customers: SignedIn[] = [];
async function someCustomer(): Promise<SignedIn> {
  if (customers.length < poolSize) {
    const customer = await signInCustomer(source, randomPhone(), pick(NAMES));
    customers.push(customer);
    return customer;
  }
  return pick(customers);
}

const first = await someCustomer();
const outletList = (await first.api.GET('/app/v1/outlets')).data?.data ?? [];
const outlets = outletList.filter(
  (outlet) => !wanted.length || wanted.some((name) => name === outlet.name.toLowerCase() || name === String(outlet.id)),
);
if (!outlets.length) {
  console.error(`simulate:orders: no outlet takes orders${wanted.length ? ` among ${values.outlets}` : ''}`);
  process.exit(1);
}
const methods = (await first.api.GET('/app/v1/payment-methods')).data?.data ?? [];
const method = methods.find((m) => m.method_type === 'QRIS') ?? methods[0];

let paymentsOff = !values.pay;
const payments: Promise<void>[] = [];

/** Platforms an outlet is not linked to (or every platform, once the server refuses them all). */
const unlinked = new Set<string>();
let platformsOff = platformShare === 0;

/** An order from GoFood or GrabFood, as the platform sends it; false when the outlet is not linked. */
async function platformOrder(outlet: (typeof outlets)[number], products: Product[]): Promise<boolean> {
  const channel = pick(['gofood', 'grabfood'] as const);
  if (unlinked.has(`${channel}:${outlet.id}`)) return false;
  const chosen = new Set<Product>();
  const lines = Math.min(few(), products.length);
  while (chosen.size < lines) chosen.add(pick(products));
  const sent = await simulatedChannelOrder(values.url, {
    channel,
    outlet_id: outlet.id,
    items: [...chosen].map((product) => ({
      sku_id: product.sku_id,
      quantity: few(),
      options: chooseOptions(product.modifier_groups, Math.random),
    })),
  });
  if (sent.response.status === 404) {
    platformsOff = true;
    console.log('The server is in production mode: no platform orders can be simulated; app orders only.');
    return false;
  }
  if (!sent.data) {
    unlinked.add(`${channel}:${outlet.id}`);
    return false;
  }
  console.log(`#${sent.data.data.order_id ?? '?'} ${outlet.name}: ${channel} order, ${sent.data.data.result}`);
  return true;
}

type Product = {
  sku_id: number;
  available: boolean;
  modifier_groups: Parameters<typeof chooseOptions>[0];
};

async function orderOnce(): Promise<boolean> {
  const customer = await someCustomer();
  const outlet = pick(outlets);
  const path = { outlet_id: outlet.id };
  const menu = await customer.api.GET('/app/v1/outlets/{outlet_id}/menu', { params: { path } });
  const products = (menu.data?.data.categories ?? []).flatMap((c) => c.products).filter((p) => p.available);
  if (!platformsOff && products.length && Math.random() < platformShare && (await platformOrder(outlet, products)))
    return true;
  let window;
  for (const day of [0, 1, 2]) {
    const date = jakartaDate(Date.now() + day * 86_400_000);
    const listed = await customer.api.GET('/app/v1/outlets/{outlet_id}/pickup-windows', {
      params: { path, query: { date } },
    });
    window = listed.data?.data[0];
    if (window) break;
  }
  if (!products.length || !window) {
    console.log(`${outlet.name}: ${products.length ? 'no open pick-up window' : 'nothing available'}, skipped`);
    return false;
  }
  const chosen = new Set<(typeof products)[number]>();
  const lines = Math.min(few(), products.length);
  while (chosen.size < lines) chosen.add(pick(products));
  const placed = await customer.api.POST('/app/v1/orders', {
    headers: idempotencyKey(),
    body: {
      outlet_id: outlet.id,
      pickup_window_id: window.id,
      // Each cup customised as customers do (the demo's size, sugar, ice, toppings and milk).
      items: [...chosen].map((product) => ({
        sku_id: product.sku_id,
        quantity: few(),
        options: chooseOptions(product.modifier_groups, Math.random).map((modifier_option_id) => ({
          modifier_option_id,
        })),
      })),
    },
  });
  if (!placed.data) {
    console.log(`${outlet.name}: refused (${placed.response.status}) ${placed.error?.errors[0]?.detail ?? ''}`);
    return false;
  }
  const order = placed.data.data;
  console.log(
    `#${order.id} ${order.outlet.name}: ${order.items.length} line(s), Rp ${order.total_amount}, ` +
      `pick-up ${order.pickup_window.date} ${order.pickup_window.start_time}`,
  );
  if (!method || paymentsOff || Math.random() >= SHARE_THAT_PAYS) return true;
  const instructions = await customer.api.POST('/app/v1/orders/{order_id}/payment', {
    headers: idempotencyKey(),
    params: { path: { order_id: order.id } },
    body: { payment_method_partner_id: method.partner_id },
  });
  if (!instructions.data) return true;
  payments.push(
    new Promise<void>((resolve) => setTimeout(resolve, payAfterMs())).then(async () => {
      if (paymentsOff) return;
      const paid = await simulatedPayment(values.url, order.invoice.id);
      if (paid.response.status === 404) {
        paymentsOff = true;
        console.log('The server is in production mode: the simulated gateway cannot pay; orders stay unpaid.');
      } else if (paid.response.ok) console.log(`#${order.id} paid`);
    }),
  );
  return true;
}

try {
  for (let placed = 0; placed < count && !stopped;) {
    if (await orderOnce()) placed += 1;
    if (placed >= count) break;
    // Exponential gaps: a Poisson stream of customers at `rate` a minute.
    await new Promise((resolve) => setTimeout(resolve, (-Math.log(1 - Math.random()) * 60_000) / rate));
  }
  await Promise.all(payments);
} finally {
  await closeCodeSource();
}
