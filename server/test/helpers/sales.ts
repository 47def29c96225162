// Sales records a test makes for itself, straight in the database (the back office only reads
// orders): payment gateways, timeslots, and orders with their invoice.
import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  customers,
  invoices,
  orderItems,
  orders,
  outlets,
  paymentGateways,
  PAYMENT_METHOD_TYPES,
  skus,
  timeslots,
  type InvoiceStatus,
} from '../../src/db/schema';
import type { CoreSeed } from '../../src/seed/core';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';

let counter = 0;
const next = () => ++counter;
// Partner ids and numbers this run has not used (the demo seed's gateways start at 1001).
const RUN = 10_000 + Math.floor(Math.random() * 80_000);

export const tomorrow = () => addDays(jakartaDate(Date.now()), 1);

export async function makeGateway(
  db: Db,
  options: {
    methodType?: (typeof PAYMENT_METHOD_TYPES)[number];
    code?: string;
    isEnabled?: boolean;
    /** Xendit unless given. */
    provider?: string;
  } = {},
) {
  const n = next();
  const methodType = options.methodType ?? 'VIRTUAL_ACCOUNT';
  const [row] = await db
    .insert(paymentGateways)
    .values({
      code: options.code ?? `TEST_${methodType}_${RUN}_${n}`,
      name: `Test ${methodType} ${n}`,
      provider: options.provider ?? 'Xendit',
      methodType,
      partnerId: RUN * 10 + n,
      feeFlat: 4000,
      feePercent: 0,
      isEnabled: options.isEnabled ?? true,
    })
    .returning();
  return row!;
}

export async function makeTimeslot(
  db: Db,
  outletId: number,
  options: { date?: string; start?: string; end?: string; isActive?: boolean; capacity?: number } = {},
) {
  const start =
    options.start ?? `${String(8 + (next() % 14)).padStart(2, '0')}:${String(next() % 60).padStart(2, '0')}`;
  const [hours, minutes] = start.split(':').map(Number);
  const [row] = await db
    .insert(timeslots)
    .values({
      outletId,
      date: options.date ?? tomorrow(),
      startTime: start,
      endTime: options.end ?? `${String(hours! + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`,
      capacity: options.capacity ?? 20,
      isActive: options.isActive ?? true,
    })
    .returning();
  return row!;
}

// One SKU a database: files and describes build databases of their own, each needing its SKU.
const skuIds = new WeakMap<Db, number>();

async function anySku(db: Db, seed: CoreSeed) {
  const known = skuIds.get(db);
  if (known) return known;
  const [row] = await db
    .insert(skus)
    .values({
      name: `Test Thai Tea ${RUN}`,
      categoryId: Object.values(seed.categoryIds)[0]!,
      price: 24000,
      unitAmount: 500,
      unit: 'ml',
      imageUrl: 'http://localhost/uploads/test.webp',
    })
    .returning({ id: skus.id });
  skuIds.set(db, row!.id);
  return row!.id;
}

export interface OrderOptions {
  outletId: number;
  timeslotId?: number;
  orderStatus?: 0 | 100 | 200 | 300 | 350 | 400 | 500;
  invoiceStatus?: InvoiceStatus;
  /** Minutes from now; negative for an invoice already past its expiry. */
  expiresInMinutes?: number;
  quantity?: number;
}

/** An order of one SKU at an outlet, with its invoice (UNPAID, expiring in a day, unless told). */
export async function makeOrder(db: Db, seed: CoreSeed, options: OrderOptions) {
  const n = next();
  const quantity = options.quantity ?? 2;
  const total = 24000 * quantity;
  const [customer] = await db
    .insert(customers)
    .values({ name: `Customer ${n}`, phoneNumber: `0812${RUN}${String(n).padStart(4, '0')}` })
    .returning();
  const timeslotId = options.timeslotId ?? (await makeTimeslot(db, options.outletId)).id;
  const [order] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      outletId: options.outletId,
      timeslotId,
      status: options.orderStatus ?? 0,
      subtotal: total,
      totalAmount: total,
      itemCount: quantity,
    })
    .returning();
  await db
    .insert(orderItems)
    .values({ orderId: order!.id, skuId: await anySku(db, seed), quantity, price: 24000, subtotal: total });
  const status = options.invoiceStatus ?? 0;
  const paid = status === 100 || status === 400;
  const [invoice] = await db
    .insert(invoices)
    .values({
      invoiceNumber: `INV/${jakartaDate(Date.now()).replaceAll('-', '')}/${RUN}${String(n).padStart(4, '0')}`,
      orderId: order!.id,
      amount: total,
      status,
      paidAt: paid ? new Date() : null,
      expiresAt: new Date(Date.now() + (options.expiresInMinutes ?? 24 * 60) * 60_000),
    })
    .returning();
  return { order: order!, invoice: invoice!, customer: customer! };
}

export interface CostedLine {
  skuId: number;
  quantity: number;
  /** The cost frozen on the line, in whole rupiah; null when unknown. */
  cost: number | null;
}

/**
 * An order placed at `at` at the first outlet, for the first customer in the first pick-up window
 * there are, its lines at Rp 20,000 a unit carrying their cost; answers its id and its lines' ids.
 */
export async function placeCostedOrder(
  db: Db,
  order: { at: Date; status: 0 | 100; discount: number; lines: CostedLine[] },
) {
  const [outlet] = await db.select({ id: outlets.id }).from(outlets).orderBy(outlets.id).limit(1);
  const [customer] = await db.select({ id: customers.id }).from(customers).limit(1);
  const [slot] = await db.select({ id: timeslots.id }).from(timeslots).limit(1);
  const subtotal = order.lines.reduce((n, l) => n + l.quantity * 20_000, 0);
  const [row] = await db
    .insert(orders)
    .values({
      customerId: customer!.id,
      outletId: outlet!.id,
      timeslotId: slot!.id,
      status: order.status,
      subtotal,
      discountTotal: order.discount,
      totalAmount: subtotal - order.discount,
      itemCount: order.lines.reduce((n, l) => n + l.quantity, 0),
      createdAt: order.at,
    })
    .returning({ id: orders.id });
  const items = await db
    .insert(orderItems)
    .values(order.lines.map((l) => ({ ...l, orderId: row!.id, price: 20_000, subtotal: l.quantity * 20_000 })))
    .returning({ id: orderItems.id });
  return { id: row!.id, items: items.map((i) => i.id) };
}

/**
 * Makes an invoice a cancelled order's payment through `gateway` whose refund failed, as a refund
 * the provider refused leaves it: PAID, paid under its own reference, the refund FAILED and waiting
 * to be asked again (the order cancelled).
 */
export async function withFailedRefund(db: Db, invoiceId: number, gatewayId: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const now = new Date();
  await db
    .update(invoices)
    .set({
      status: 100,
      paidAt: invoice!.paidAt ?? now,
      paymentGatewayId: gatewayId,
      chargeReference: invoice!.invoiceNumber.replaceAll('/', '-'),
      providerReference: `PAY-${invoice!.invoiceNumber}`,
      refundStatus: 'FAILED',
      refundMessage: 'The provider could not be reached; please try again',
      refundRequestedAt: now,
    })
    .where(eq(invoices.id, invoiceId));
  await db.update(orders).set({ status: 500 }).where(eq(orders.id, invoice!.orderId));
}
