// The customer app's side of the tests: a client typed from the customer contract
// (generated/app/schema.d.ts) through Fastify's inject, with every answer checked against the
// contract; customers signed in with the code the outbox holds; and an outlet ready to take orders
// (pick-up hours, a window, a menu of two products and a payment method).
import { desc, eq } from 'drizzle-orm';
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from '../../../generated/app/schema';
import { devOutbox, outletPickupSettings, outletOpeningHours, skus, timeslots } from '../../src/db/schema';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { injectFetch } from './api-client';
import { makeGateway } from './sales';
import type { TestApp } from './test-app';

export type CustomerClient = Client<paths>;

/** A client of the customer contract, with `token` as the bearer when given. */
export function customerApi(t: TestApp, token?: string, remoteAddress?: string): CustomerClient {
  return createClient<paths>({
    baseUrl: 'http://teahouse.test',
    fetch: injectFetch(t.app, remoteAddress),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

let numbers = 0;
/** A new Indonesian mobile number in its stored form (+628…), different for each call and run. */
export function newPhone(): string {
  numbers++;
  return `+6285${String(process.pid % 10000).padStart(4, '0')}${String(numbers).padStart(5, '0')}`;
}

/** The latest code the outbox holds for `phone`. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const [mail] = await t.app.db
    .select({ text: devOutbox.text })
    .from(devOutbox)
    .where(eq(devOutbox.to, phone))
    .orderBy(desc(devOutbox.id))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`No code was sent to ${phone}`);
  return code;
}

export type SignedInCustomer = CustomerClient & { token: string; id: number; phone: string };

/** A customer signed in through the API with the code sent to a new number. */
export async function signInCustomer(t: TestApp, name = 'Putri Anggraini'): Promise<SignedInCustomer> {
  const phone = newPhone();
  const anonymous = customerApi(t);
  const sent = await anonymous.POST('/app/v1/auth/otp', { body: { phone_number: phone } });
  if (sent.response.status !== 200) throw new Error(`OTP refused: ${sent.response.status}`);
  const otp = await latestCode(t, phone);
  const { data } = await anonymous.POST('/app/v1/auth/token', { body: { phone_number: phone, otp, name } });
  if (!data) throw new Error('Sign-in refused');
  return Object.assign(customerApi(t, data.data.token), { token: data.data.token, id: data.data.customer.id, phone });
}

/** Every weekday open 06:00 to 23:30. */
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, opensAt: '06:00', closesAt: '23:30' }));

export async function customerAppFixtures(t: TestApp) {
  const categoryId = Object.values(t.seed.categoryIds)[0]!;
  const suffix = `${process.pid}-${Date.now()}`;
  const [thaiTea, boba, inactive] = await t.app.db
    .insert(skus)
    .values([
      {
        name: `App Thai Tea ${suffix}`,
        categoryId,
        price: 22000,
        unitAmount: 1,
        unit: 'cup',
        imageUrl: '/uploads/t.png',
      },
      {
        name: `App Boba Milk ${suffix}`,
        categoryId,
        price: 28000,
        discountedPrice: 25000,
        unitAmount: 1,
        unit: 'cup',
        imageUrl: '',
      },
      {
        name: `App Retired ${suffix}`,
        categoryId,
        price: 9000,
        unitAmount: 1,
        unit: 'cup',
        imageUrl: '',
        status: false,
      },
    ])
    .returning({ id: skus.id });
  const gateway = await makeGateway(t.app.db, { methodType: 'QRIS' });

  /** Makes `outletId` take orders (pick-up hours every day). */
  async function openOutlet(outletId: number) {
    await t.app.db
      .insert(outletPickupSettings)
      .values({ outletId, slotMinutes: 30, capacity: 5 })
      .onConflictDoNothing();
    await t.app.db
      .insert(outletOpeningHours)
      .values(EVERY_DAY.map((day) => ({ outletId, ...day })))
      .onConflictDoNothing();
  }

  let windows = 0;
  /** A window of `capacity` tomorrow (or on `date`) at `outletId`, each call a new start time. */
  async function window(outletId: number, options: { capacity?: number; date?: string; isActive?: boolean } = {}) {
    windows++;
    const date = options.date ?? addDays(jakartaDate(Date.now()), 1);
    const minutes = 6 * 60 + (windows % 34) * 30 + Math.floor(windows / 34);
    const clock = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const [row] = await t.app.db
      .insert(timeslots)
      .values({
        outletId,
        date,
        startTime: clock(minutes),
        endTime: clock(minutes + 20),
        capacity: options.capacity ?? 5,
        isActive: options.isActive ?? true,
      })
      .returning({ id: timeslots.id, date: timeslots.date, start: timeslots.startTime });
    return row!;
  }

  return { thaiTea: thaiTea!.id, boba: boba!.id, inactive: inactive!.id, gateway, openOutlet, window };
}
