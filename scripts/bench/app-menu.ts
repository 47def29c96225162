// `npm run bench:app-menu`: the customer app's menu on PostgreSQL with 500 shops, through the real
// server over HTTP (compiled, in a process of its own; see support/app-chain.ts).
//
//   npm run bench:app-menu
//   npm run bench:app-menu -- --requests 4000 --clients 50
//   npm run bench:app-menu -- --no-groups     (products without modifier groups, to compare)
//
// Every product sells with the Size, Sugar, Ice, Toppings and Milk groups (support/cup-groups.ts)
// unless `--no-groups`, so the menu answers each product's groups and options.
// A signed-in customer's GET /app/v1/outlets/{outlet_id}/menu for random shops from `--clients`
// clients at once (200 warm-up requests first): p50 and p95 of the full answer (budget 20 ms), then
// of the same requests sending the menu's ETag back in If-None-Match, answered 304 (budget 5 ms).
// Not part of `npm test`.
import { parseArgs } from 'node:util';
import { startAppChain } from './support/app-chain';
import { randomPhone, signInCustomer } from './support/customers';
import { measureRequests, send, type Measured } from './support/http';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '2000' },
    clients: { type: 'string', default: '20' },
    'no-groups': { type: 'boolean', default: false },
  },
});
const REQUESTS = Number(values.requests);
const CLIENTS = Number(values.clients);
const MENU_BUDGET_MS = 20;
const NOT_MODIFIED_BUDGET_MS = 5;

const chain = await startAppChain({ groups: !values['no-groups'] });
let pass = true;
try {
  const base = chain.server.base;
  const customer = await signInCustomer({ baseUrl: base }, randomPhone(), 'Bench Customer');
  const outlets = (await customer.api.GET('/app/v1/outlets')).data!.data.map((o) => o.id);
  const auth = { authorization: `Bearer ${customer.token}` };
  const pick = () => outlets[Math.floor(Math.random() * outlets.length)]!;
  const etags = new Map<number, string>();
  const full = async (id = pick()) => {
    const answer = await send(`${base}/app/v1/outlets/${id}/menu`, { headers: auth });
    if (answer.ok) etags.set(id, String(answer.headers.etag));
    return answer;
  };
  await measureRequests({ concurrency: CLIENTS, total: 200, send: () => full() });
  const menu = await measureRequests({ concurrency: CLIENTS, total: REQUESTS, send: () => full() });
  // Every shop's ETag, for the revalidations to send (the random ones above miss some shops).
  for (const id of outlets) if (!etags.has(id)) await full(id);
  const revalidate = async () => {
    const id = pick();
    const answer = await send(`${base}/app/v1/outlets/${id}/menu`, {
      headers: { ...auth, 'if-none-match': etags.get(id) ?? '' },
    });
    return { ok: answer.status === 304 };
  };
  await measureRequests({ concurrency: CLIENTS, total: 200, send: revalidate });
  const notModified = await measureRequests({ concurrency: CLIENTS, total: REQUESTS, send: revalidate });
  const line = (name: string, m: Measured, budget: number) => {
    const ok = m.p95 <= budget && m.failures === 0;
    pass &&= ok;
    console.log(
      `${name.padEnd(44)} ${String(m.requests).padStart(6)} requests  p50 ${m.p50.toFixed(1).padStart(6)} ms  ` +
        `p95 ${m.p95.toFixed(1).padStart(6)} ms  ${m.failures} failed  ${ok ? 'ok' : `OVER BUDGET (${budget} ms)`}`,
    );
  };
  console.log(
    `\n${outlets.length} shops, ${CLIENTS} clients at once, ${values['no-groups'] ? 'no' : 'with'} modifier groups`,
  );
  line('GET menu, full answer', menu, MENU_BUDGET_MS);
  line('GET menu with its ETag (304)', notModified, NOT_MODIFIED_BUDGET_MS);
} finally {
  await chain.close();
}
process.exit(pass ? 0 : 1);
