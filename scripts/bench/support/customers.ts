// Customers of the customer app, from outside the server: the generated customer client
// (openapi-fetch over generated/app/schema.d.ts) signed in with the code the server sent. While no
// SMS or WhatsApp provider is connected the code is in the outbox: read through the development
// outbox (GET /usr/v1/dev/outbox?to=…, a development server on this machine) or, for a server in
// production mode on PostgreSQL, straight from its `dev_outbox` table (`databaseUrl`).
import { randomInt, randomUUID } from 'node:crypto';
import createClient, { type Client } from 'openapi-fetch';
import pg from 'pg';
import type { paths } from '../../../generated/app/schema';
import type { paths as staffPaths } from '../../../generated/schema';

export type CustomerApi = Client<paths>;

export function customerApi(baseUrl: string, token?: string): CustomerApi {
  return createClient<paths>({ baseUrl, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** A random Indonesian mobile number in its stored form (+628…). */
export const randomPhone = () => `+62812${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

export interface CodeSource {
  baseUrl: string;
  /** The server's PostgreSQL, for a server in production mode (its outbox operation answers 404 there). */
  databaseUrl?: string;
}

let pool: pg.Pool | undefined;

/** The latest sign-in code sent to `phone`. */
export async function latestCode({ baseUrl, databaseUrl }: CodeSource, phone: string): Promise<string> {
  const staff = createClient<staffPaths>({ baseUrl });
  const { data, response } = await staff.GET('/usr/v1/dev/outbox', { params: { query: { to: phone } } });
  let text = data?.data[0]?.text;
  if (response.status === 404 && databaseUrl) {
    pool ??= new pg.Pool({ connectionString: databaseUrl, max: 4 });
    const { rows } = await pool.query<{ text: string }>(
      'select text from dev_outbox where "to" = $1 order by id desc limit 1',
      [phone],
    );
    text = rows[0]?.text;
  } else if (response.status === 404) {
    throw new Error(
      'The outbox answered 404: the server runs in production mode; give --database-url so the codes are read from its database',
    );
  }
  const code = /\b(\d{6})\b/.exec(text ?? '')?.[1];
  if (!code) throw new Error(`No sign-in code was sent to ${phone}`);
  return code;
}

export async function closeCodeSource() {
  await pool?.end();
  pool = undefined;
}

export interface SignedIn {
  api: CustomerApi;
  token: string;
  customerId: number;
  phone: string;
}

/** Signs a customer in through /app/v1 with the code the server sent to `phone`. */
export async function signInCustomer(source: CodeSource, phone: string, name: string): Promise<SignedIn> {
  const anonymous = customerApi(source.baseUrl);
  const sent = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
  if (!sent.data)
    throw new Error(`POST /app/v1/auth/otp answered ${sent.response.status}: ${JSON.stringify(sent.error)}`);
  const otp = await latestCode(source, sent.data.data.phone_number);
  const signed = await anonymous.POST('/app/v1/auth/token', { body: { phone_number: phone, otp, name } });
  if (!signed.data)
    throw new Error(`POST /app/v1/auth/token answered ${signed.response.status}: ${JSON.stringify(signed.error)}`);
  const { token, customer } = signed.data.data;
  return { api: customerApi(source.baseUrl, token), token, customerId: customer.id, phone: customer.phone_number };
}

/** A new key for a write, as the app sends one per order. */
export const idempotencyKey = () => ({ 'Idempotency-Key': randomUUID() });

/** The simulated gateway pays (or fails) an invoice: a development server's only shortcut. */
/** A delivery platform's order sent as the platform would (the development-only operation; 404 in production). */
export async function simulatedChannelOrder(
  baseUrl: string,
  body: {
    channel: 'gofood' | 'grabfood';
    outlet_id: number;
    items: { sku_id: number; quantity: number; options?: number[] }[];
  },
) {
  const staff = createClient<staffPaths>({ baseUrl });
  return staff.POST('/usr/v1/dev/channel-orders', { body });
}

export async function simulatedPayment(baseUrl: string, invoiceId: number, outcome: 'paid' | 'failed' = 'paid') {
  const staff = createClient<staffPaths>({ baseUrl });
  return staff.POST('/usr/v1/dev/payments', { body: { invoice_id: invoiceId, outcome } });
}
