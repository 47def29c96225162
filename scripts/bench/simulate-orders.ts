// `npm run simulate:orders`: customers ordering at the outlets of a running server in development
// (npm start or npm run dev), so the order desk comes alive for a demo. Each order is placed by the
// server itself (POST /usr/v1/dev/orders, answered only on this machine and outside production),
// through the same code as the customer app's orders, and rings at the desk like a real one. Orders
// are placed unpaid; most customers pay a few seconds later through the simulated payment gateway,
// whose notification moves the order to PAID on the desk by itself.
//
//   npm run simulate:orders -- --rate 12 --outlets "Bandung Dago,Jakarta Kemang" --count 20
//
// --url     the server (default http://127.0.0.1:$PORT, PORT 3000)
// --rate    orders a minute, on average (default 6); arrivals are random, as customers are
// --outlets outlet names or ids, comma-separated (default: every outlet)
// --count   stop after this many orders (default: until Ctrl+C)
// --no-pay  leave every order unpaid (no simulated payments)
import { parseArgs } from 'node:util';
import createClient from 'openapi-fetch';
import type { paths } from '../../generated/schema';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: `http://127.0.0.1:${process.env.PORT ?? 3000}` },
    rate: { type: 'string', default: '6' },
    outlets: { type: 'string', default: '' },
    count: { type: 'string' },
    pay: { type: 'boolean', default: true },
  },
  allowNegative: true,
});
const rate = Number(values.rate);
const count = values.count === undefined ? Number.POSITIVE_INFINITY : Number(values.count);
if (!(rate > 0) || !(count >= 1)) {
  console.error('simulate:orders: --rate must be above 0 and --count at least 1');
  process.exit(1);
}
const outlets = values.outlets
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
const api = createClient<paths>({ baseUrl: values.url });

let stopped = false;
process.on('SIGINT', () => {
  stopped = true;
});

for (let placed = 0; placed < count && !stopped;) {
  const { data, error, response } = await api.POST('/usr/v1/dev/orders', {
    body: { count: 1, outlets, pay: values.pay },
  });
  if (!data) {
    const detail = (error as { errors?: { detail: string }[] } | undefined)?.errors?.[0]?.detail;
    console.error(
      `simulate:orders: ${values.url} answered ${response.status}${detail ? `: ${detail}` : ''}` +
        (response.status === 404 ? ' (is it a development server on this machine?)' : ''),
    );
    process.exit(1);
  }
  for (const order of data.data) {
    placed += 1;
    console.log(
      `#${order.id} ${order.outlet.name}: ${order.customer_name}, ${order.item_count} item(s), Rp ${order.total_amount}, ` +
        `pick-up ${order.timeslot?.date} ${order.timeslot?.start_time}`,
    );
  }
  if (placed >= count) break;
  // Exponential gaps: a Poisson stream of customers at `rate` a minute.
  const waitMs = (-Math.log(1 - Math.random()) * 60_000) / rate;
  await new Promise((resolve) => setTimeout(resolve, waitMs));
}
