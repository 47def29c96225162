// Writes the planned orders day by day in batches: the customers met for the first time, the
// orders, their items and status history, the invoices and their payment requests. Each batch is a
// handful of statements however many orders it holds, which keeps a million orders to minutes. The
// paid orders of a batch are booked into the stock book (what they used, at their outlet, and each
// line's cost) before their lines are written. About a third of the paid orders are sold at the
// counter instead: walk-ins paying cash, with no account or pick-up window, some giving a name.
// Each order's amounts (service charge, PBJT, cash rounding, total) are the one pricing function's
// under its outlet's tax settings and its order type, as the doors would have frozen them.
import type { Tx } from '../../db/client';
import { sql } from 'drizzle-orm';
import { columnArrays, insertColumns, insertRows, reserveIds, type Row } from './bulk';
import type { Catalogue } from './catalogue';
import { cupOf } from './modifiers';
import { usagePerSku } from '../../lib/cup-recipe';
import { CustomerPool, makeCustomer, walkInName } from './customers';
import { dayWeight, planDay, shareBefore, type PlanContext, type PlannedOrder } from './order-plan';
import type { Team } from './people';
import { createRandom, type Random } from './random';
import type { SoldLine, StockBook } from './stock';
import type { TimeslotGrid } from './timeslots';
import { gatewayFee } from '../../services/payment-gateways/fee';
import { chargesFor, orderAmounts, type AppliedDiscount, type OrderAmounts } from '../../services/sales/pricing';
import type { DemoPricer } from './promotions';
import { commissionOn, PlatformPlan, type PlatformSale } from './channels';
import type { OutletCharges } from './tax';
import { addDays, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../lib/jakarta-time';

const BATCH_ORDERS = 10_000;
/** Options written per statement. */
const OPTION_ROWS = 50_000;

/** The share of the paid orders sold at the counter to walk-ins, and of those eaten in. */
const COUNTER_SHARE = 0.35;
const DINE_IN_SHARE = 0.4;
/** The share of walk-ins who give a name to be called by. */
const NAMED_SHARE = 0.3;
/** The share of cash sales cancelled at once (a wrong drink rung up), the cash given back from the drawer. */
const COUNTER_REFUND_SHARE = 0.01;
const REFUNDS_RANDOM_SEED = 20_261_123;

/** A sale at the counter: how it is handed over, the walk-in's name, and the cash handed over. */
interface CounterSale {
  orderType: 'takeaway' | 'dine_in';
  name: string | null;
  tendered: number;
}

/** Notes and coins a walk-in pays with: the total rounded up to a note, or exact now and then. */
function tenderedFor(total: number, random: Random): number {
  if (random.chance(0.2)) return total;
  const note = random.pick([5000, 10_000, 20_000, 50_000, 100_000]);
  return Math.ceil(total / note) * note;
}

/** An order's amounts under its outlet's settings: an app order is never rounded, a cash sale is. */
function amountsOf(o: PlannedOrder, charges: OutletCharges, orderType: string, paidInCash: boolean): OrderAmounts {
  return orderAmounts(o.subtotal, o.discount, chargesFor(charges.settings, orderType), paidInCash);
}

/**
 * A planned order sold at the counter instead: paid in cash as it is placed, made at once and handed
 * over, with no pick-up window, payment method or customer account; now and then cancelled a few
 * minutes later and the cash given back (`refunds` decides, drawing apart from the rest so the
 * history stays as it was). Its history is cut at now. A kiosk without seats sells only to take away.
 */
function atTheCounter(
  o: PlannedOrder,
  charges: Pick<OutletCharges, 'seats'>,
  random: Random,
  refunds: Random,
  now: number,
): { order: PlannedOrder; sale: Omit<CounterSale, 'tendered'> } {
  const staff = o.history.find((h) => h.by !== null)?.by ?? null;
  const made = o.createdAt + random.int(1, 2) * MINUTE;
  const ready = made + random.int(2, 6) * MINUTE;
  const handed = ready + random.int(0, 3) * MINUTE;
  const paid = [
    { status: 0, at: o.createdAt, by: null },
    { status: 100, at: o.createdAt, by: staff },
  ];
  const history = (
    refunds.chance(COUNTER_REFUND_SHARE)
      ? [...paid, { status: 500, at: o.createdAt + refunds.int(2, 8) * MINUTE, by: staff }]
      : [
          ...paid,
          { status: 200, at: made, by: staff },
          { status: 300, at: ready, by: staff },
          { status: 350, at: handed, by: staff },
          { status: 400, at: handed, by: staff },
        ]
  ).filter((h) => h.at <= now);
  const last = history[history.length - 1]!;
  const orderType = random.chance(DINE_IN_SHARE) && charges.seats ? 'dine_in' : 'takeaway';
  const name = random.chance(NAMED_SHARE) ? walkInName(random) : null;
  return {
    order: {
      ...o,
      history,
      invoiceStatus: last.status === 500 ? 400 : 100,
      paidAt: o.createdAt,
      updatedAt: last.at,
      gateway: null,
      requestAt: null,
    },
    sale: { orderType, name },
  };
}

export interface OrderSeedOptions {
  orders: number;
  days: number;
  now: number;
  random: Random;
  customise: PlanContext['customise'];
  /** Each outlet's tax settings, in the team's order. */
  charges: OutletCharges[];
  /** Prices each order with the promotions that run for it, and members' points. */
  pricer: DemoPricer;
  /**
   * The delivery platforms' orders at the linked outlets: their own sequences (the plan's and the
   * options'), and how many a day per outlet and platform.
   */
  platforms?: { random: Random; customise: PlanContext['customise']; perDay: number };
  onProgress?: (message: string) => void;
}

/** Splits `total` over the days in proportion to their weights, summing exactly to total. */
function perDay(weights: number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  let left = total - counts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0]);
  for (let j = 0; left > 0; j = (j + 1) % byRemainder.length, left--) counts[byRemainder[j]![1]]!++;
  return counts;
}

/** What orders are planned from: the products on sale (never an ingredient), gateways and outlets. */
export function planContext(
  catalogue: Catalogue,
  team: Team,
  random: Random,
  now: number,
  customise: PlanContext['customise'],
): PlanContext {
  const sellable = catalogue.skus.filter((s) => s.status !== false && s.kind !== 'ingredient');
  return {
    random,
    drinks: sellable.filter((s) => s.kind === 'drink'),
    toppings: sellable.filter((s) => s.kind === 'topping'),
    snacks: sellable.filter((s) => s.kind === 'snack'),
    bundles: sellable.filter((s) => s.kind === 'bundle'),
    gateways: catalogue.gateways.filter((g) => g.isEnabled && g.share > 0),
    outlets: team.outlets,
    now,
    customise,
  };
}

export async function seedOrders(
  tx: Tx,
  catalogue: Catalogue,
  team: Team,
  grid: TimeslotGrid,
  book: StockBook,
  options: OrderSeedOptions,
): Promise<number> {
  const { random, now, days } = options;
  const refunds = createRandom(REFUNDS_RANDOM_SEED);
  const ctx = planContext(catalogue, team, random, now, options.customise);
  const today = jakartaDate(now);
  const dates = Array.from({ length: days }, (_, i) => addDays(today, i - days + 1));
  const weights = dates.map(
    (date, i) =>
      dayWeight(date, i, days, random) * (date === today ? shareBefore((now - startOfJakartaDay(today)) / MINUTE) : 1),
  );
  const counts = perDay(weights, options.orders);
  const pool = new CustomerPool(Math.max(50, Math.round(options.orders / 7)), options.orders, random);
  const customerBase = await reserveIds(tx, 'customers', pool.size);
  const platforms = options.platforms
    ? new PlatformPlan(
        planContext(catalogue, team, options.platforms.random, now, options.platforms.customise),
        team.outlets.map((o) => o.staffIds),
        options.platforms.perDay,
      )
    : null;

  const writer: Writer = {
    customerBase,
    grid,
    random,
    outletIds: team.outlets.map((o) => o.id),
    invoiceSequence: new Map(),
    book,
    usage: catalogue.usage,
  };
  let batch: Planned[] = [];
  let written = 0;
  const flush = async () => {
    if (!batch.length) return;
    await writeBatch(tx, batch, writer);
    written += batch.length;
    options.onProgress?.(`orders: ${written} of ${options.orders}`);
    batch = [];
  };
  for (let day = 0; day < days; day++) {
    const dayStart = batch.length;
    for (const planned of planDay(ctx, dates[day]!, counts[day]!)) {
      const charges = options.charges[planned.outletIndex]!;
      const outletId = team.outlets[planned.outletIndex]!.id;
      if (planned.paidAt !== null && random.chance(COUNTER_SHARE)) {
        const { order, sale } = atTheCounter(planned, charges, random, refunds, now);
        const priced = discounted(order, options.pricer, { outletId, channel: 'counter', orderType: sale.orderType });
        const amounts = amountsOf(priced.order, charges, sale.orderType, true);
        const counter = { ...sale, tendered: tenderedFor(amounts.total, random) };
        batch.push({
          date: dates[day]!,
          day,
          ...priced,
          customer: null,
          firstOrder: false,
          counter,
          platform: null,
          amounts,
          pointsEarned: 0,
        });
        continue;
      }
      const { k, first } = pool.choose();
      const priced = discounted(planned, options.pricer, { outletId, channel: 'app', orderType: 'pickup', member: k });
      const amounts = amountsOf(priced.order, charges, 'pickup', false);
      // Points are earned on what was paid when the order completes.
      const completed = planned.history.find((h) => h.status === 400);
      const pointsEarned = completed ? options.pricer.earn(k, completed.at, amounts.total) : 0;
      batch.push({
        date: dates[day]!,
        day,
        ...priced,
        customer: k,
        firstOrder: first,
        counter: null,
        platform: null,
        amounts,
        pointsEarned,
      });
    }
    if (platforms && PlatformPlan.covers(day, days)) {
      for (const { order, sale } of platforms.day(dates[day]!)) {
        const charges = options.charges[order.outletIndex]!;
        // A platform's prices are final, PBJT included, and its orders are never rounded.
        const amounts = orderAmounts(
          order.subtotal,
          0,
          chargesFor({ ...charges.settings, pricesIncludeTax: true }, 'delivery'),
          false,
        );
        batch.push({
          date: dates[day]!,
          day,
          order,
          discounts: [],
          pointsRedeemed: 0,
          customer: null,
          firstOrder: false,
          counter: null,
          platform: {
            ...sale,
            merchantPromotion: Math.min(sale.merchantPromotion, amounts.total),
            commission: commissionOn(amounts.total),
          },
          amounts,
          pointsEarned: 0,
        });
      }
      // The day's orders in the order they came in, as their invoice numbers run.
      const today = batch.splice(dayStart).sort((a, b) => a.order.createdAt - b.order.createdAt);
      batch.push(...today);
    }
    if (batch.length >= BATCH_ORDERS) await flush();
  }
  await flush();
  // Customers who signed up but have not ordered yet.
  const idle: Row[] = [];
  for (let k = pool.used; k < pool.size; k++)
    idle.push(customerRow(customerBase + k, k, now - random.int(1, days * 24 * 60) * MINUTE, random));
  await insertRows(tx, 'customers', CUSTOMER_COLUMNS, idle);
  return written;
}

const CUSTOMER_COLUMNS = { id: 'int', name: 'text', phone_number: 'text', email: 'text', created_at: 'timestamptz' };

function customerRow(id: number, k: number, createdAt: number, random: Random): Row {
  const c = makeCustomer(k, random);
  return { id, name: c.name, phone_number: c.phone, email: c.email, created_at: iso(createdAt) };
}

/**
 * The order with what the promotions (and a member's points) take off it, as placement would have
 * priced it at its outlet, door and order type when it was placed.
 */
function discounted(
  o: PlannedOrder,
  pricer: DemoPricer,
  at: { outletId: number; channel: 'app' | 'counter'; orderType: string; member?: number },
): { order: PlannedOrder; discounts: AppliedDiscount[]; pointsRedeemed: number } {
  const last = o.history[o.history.length - 1]!.status;
  const { discounts, pointsRedeemed } = pricer.price({
    items: o.items,
    createdAt: o.createdAt,
    outletId: at.outletId,
    channel: at.channel,
    orderType: at.orderType,
    kept: o.paidAt !== null && last !== 500,
    member: at.member ?? null,
  });
  const discount = discounts.reduce((sum, d) => sum + d.amount, 0);
  return { order: { ...o, discount }, discounts, pointsRedeemed };
}

type Planned = {
  date: string;
  day: number;
  order: PlannedOrder;
  /** The app customer's number in the pool; null for a walk-in at the counter. */
  customer: number | null;
  firstOrder: boolean;
  counter: CounterSale | null;
  /** A delivery platform's order: its ids there, and the commission and promotion it owes. */
  platform: (PlatformSale & { commission: number }) | null;
  /** What the order costs, as placing it froze. */
  amounts: OrderAmounts;
  /** The discounts it took (promotions, then points), each line's share indexing its items. */
  discounts: AppliedDiscount[];
  pointsRedeemed: number;
  /** Points its member earned when it completed. */
  pointsEarned: number;
};

interface Writer {
  customerBase: number;
  grid: TimeslotGrid;
  random: Random;
  outletIds: number[];
  /** The last invoice number used on each day; numbers run per Jakarta day. */
  invoiceSequence: Map<string, number>;
  book: StockBook;
  /** What one unit of each product uses by its recipe, in stock units. */
  usage: Catalogue['usage'];
}

async function writeBatch(
  tx: Tx,
  batch: Planned[],
  { customerBase, grid, random, outletIds, invoiceSequence, book, usage }: Writer,
) {
  const orderBase = await reserveIds(tx, 'orders', batch.length);
  let itemId = await reserveIds(
    tx,
    'order_items',
    batch.reduce((n, p) => n + p.order.items.length, 0),
  );
  const chosen: Row[] = [];
  const used: Row[] = [];
  const invoiceBase = await reserveIds(tx, 'invoices', batch.length);
  let discountId = await reserveIds(
    tx,
    'order_discounts',
    batch.reduce((n, p) => n + p.discounts.length, 0),
  );
  const discountRows: Row[] = [];
  const lineDiscounts: Row[] = [];
  const points: Row[] = [];
  const customers: Row[] = [];
  const orders: Row[] = [];
  const items: Row[] = [];
  const history: Row[] = [];
  const invoices: Row[] = [];
  const requests: Row[] = [];
  const events: Row[] = [];
  batch.forEach(({ date, day, order: o, customer, firstOrder, counter, platform, amounts, ...taken }, i) => {
    const orderId = orderBase + i;
    const invoiceId = invoiceBase + i;
    const customerId = customer === null ? null : customerBase + customer;
    if (firstOrder && customer !== null)
      customers.push(customerRow(customerId!, customer, o.createdAt - random.int(2, 120) * MINUTE, random));
    const total = amounts.total;
    orders.push({
      id: orderId,
      customer_id: customerId,
      channel: platform?.channel ?? (counter ? 'counter' : 'app'),
      order_type: platform ? 'delivery' : (counter?.orderType ?? 'pickup'),
      platform_order_id: platform?.platformOrderId ?? null,
      platform_order_number: platform?.orderNumber ?? null,
      accepted_at: platform ? iso(platform.acceptedAt) : null,
      channel_commission: platform?.commission ?? 0,
      merchant_promotion: platform?.merchantPromotion ?? 0,
      customer_name: counter?.name ?? null,
      cash_tendered: counter?.tendered ?? null,
      outlet_id: outletIds[o.outletIndex]!,
      timeslot_id: counter || platform ? null : grid.id(day, o.outletIndex, o.slot),
      status: o.history[o.history.length - 1]!.status,
      subtotal: amounts.subtotal,
      discount_total: amounts.discountTotal,
      service_charge: amounts.serviceCharge,
      tax_base: amounts.taxBase,
      tax: amounts.tax,
      tax_included: amounts.taxIncluded,
      rounding: amounts.rounding,
      pbjt_rate_bp: amounts.pbjtBasisPoints,
      service_charge_bp: amounts.serviceChargeBasisPoints,
      prices_include_tax: amounts.pricesIncludeTax,
      total_amount: total,
      points_redeemed: taken.pointsRedeemed,
      points_earned: taken.pointsEarned,
      item_count: o.items.reduce((n, i) => n + i.quantity, 0),
      notes: o.notes,
      created_at: iso(o.createdAt),
      updated_at: iso(o.updatedAt),
    });
    // Each line's share of the discounts: Σ of what each took off it.
    const lineDiscount = o.items.map(() => 0);
    for (const d of taken.discounts) for (const share of d.lines) lineDiscount[share.line]! += share.amount;
    const firstItemId = itemId;
    const lines: SoldLine[] = o.items.map((item, index) => {
      const id = itemId++;
      const row: Row = {
        id,
        order_id: orderId,
        sku_id: item.skuId,
        quantity: item.quantity,
        price: item.price,
        subtotal: item.quantity * item.price,
        discount: lineDiscount[index]!,
        cost: null,
        recipe_gap: false,
      };
      items.push(row);
      for (const option of item.options) chosen.push({ order_item_id: id, modifier_option_id: option.id });
      if (o.paidAt === null) return { skuId: item.skuId, quantity: item.quantity, row };
      // Paid: what the cup used, as the payment records it (services/sales/sale-stock.ts).
      const { shares, gaps } = cupOf(usage.get(item.skuId)!, item.options);
      for (const share of shares)
        if (share.milli !== 0)
          used.push({
            order_item_id: id,
            sku_id: share.skuId,
            modifier_option_id: share.optionId,
            quantity_milli: share.milli * item.quantity,
          });
      row.recipe_gap = gaps.length > 0;
      const exact = new Map([...usagePerSku(shares)].map(([skuId, milli]) => [skuId, milli * item.quantity]));
      return { skuId: item.skuId, quantity: item.quantity, row, exact };
    });
    if (o.paidAt !== null) {
      const cancelled = o.history.find((h) => h.status === 500);
      book.sale({
        orderId,
        outletId: outletIds[o.outletIndex]!,
        paidAt: o.paidAt,
        lines,
        cancelled: cancelled ? { at: cancelled.at, by: cancelled.by } : null,
      });
    }
    for (const d of taken.discounts) {
      const id = discountId++;
      discountRows.push({
        id,
        order_id: orderId,
        promotion_id: d.promotionId,
        name: d.name,
        amount: d.amount,
        funded_by: d.fundedBy,
        code_id: d.codeId,
        points: d.points,
      });
      for (const share of d.lines)
        lineDiscounts.push({ order_discount_id: id, order_item_id: firstItemId + share.line, amount: share.amount });
    }
    if (customerId !== null && taken.pointsRedeemed > 0)
      points.push({
        customer_id: customerId,
        order_id: orderId,
        kind: 'redeemed',
        points: -taken.pointsRedeemed,
        created_at: iso(o.createdAt),
      });
    const completed = o.history.find((h) => h.status === 400);
    if (customerId !== null && taken.pointsEarned > 0 && completed)
      points.push({
        customer_id: customerId,
        order_id: orderId,
        kind: 'earned',
        points: taken.pointsEarned,
        created_at: iso(completed.at),
      });
    for (const h of o.history)
      history.push({ order_id: orderId, status: h.status, changed_by: h.by, changed_at: iso(h.at) });
    const seq = (invoiceSequence.get(date) ?? 0) + 1;
    invoiceSequence.set(date, seq);
    const invoiceNumber = `INV/${date.replaceAll('-', '')}/${String(seq).padStart(5, '0')}`;
    const invoiceUpdated = o.paidAt ?? (o.invoiceStatus === 200 ? o.expiresAt : (o.requestAt ?? o.createdAt));
    invoices.push({
      id: invoiceId,
      invoice_number: invoiceNumber,
      order_id: orderId,
      amount: total,
      status: o.invoiceStatus,
      payment_gateway_id: o.gateway?.id ?? null,
      paid_at: o.paidAt === null ? null : iso(o.paidAt),
      // Every seeded payment came through its gateway's notification, which booked the fee.
      fee: o.paidAt !== null && o.gateway ? gatewayFee(total, o.gateway) : null,
      provider_reference:
        o.paidAt !== null && o.gateway
          ? `${o.gateway.provider.toUpperCase()}-${String(invoiceId).padStart(9, '0')}`
          : null,
      expires_at: iso(o.expiresAt),
      created_at: iso(o.createdAt),
      updated_at: iso(invoiceUpdated),
    });
    // The payment timeline: the request, then the payment or how the invoice closed.
    const event = (type: string, at: number, extra: Partial<Row> = {}) =>
      events.push({ invoice_id: invoiceId, type, at: iso(at), payment_gateway_id: null, amount: total, ...extra });
    if (o.gateway && o.requestAt !== null)
      event('PAYMENT_REQUESTED', o.requestAt, { payment_gateway_id: o.gateway.id });
    if (o.paidAt !== null) event('PAID', o.paidAt, { payment_gateway_id: o.gateway?.id ?? null });
    if (o.invoiceStatus === 200) event('EXPIRED', Math.min(o.expiresAt, invoiceUpdated));
    else if (o.invoiceStatus === 300) event('FAILED', invoiceUpdated);
    else if (o.invoiceStatus === 400) event('REFUNDED', o.history.find((h) => h.status === 500)?.at ?? invoiceUpdated);
    if (o.gateway && o.requestAt !== null) {
      const va = o.gateway.vaPrefix ? `${o.gateway.vaPrefix}${String(invoiceId).padStart(11, '0')}` : null;
      requests.push({
        invoice_id: invoiceId,
        payment_gateway_id: o.gateway.id,
        amount: total,
        // The demo's payments are the simulated gateway's, under the invoice's own reference.
        provider: 'simulated',
        reference: invoiceNumber.replaceAll('/', '-'),
        payment_url: va
          ? null
          : `https://pay.example.com/${o.gateway.provider.toLowerCase()}/${invoiceNumber.replaceAll('/', '-')}`,
        va_number: va,
        expires_at: iso(o.expiresAt),
        created_at: iso(o.requestAt),
      });
    }
  });
  // Every payment of the batch is on its last day (by 20:30), so the stock up to the next day's
  // start is booked now, and with it each line's cost.
  book.drain(startOfJakartaDay(addDays(batch[batch.length - 1]!.date, 1)));
  await book.flush(tx);
  await insertRows(tx, 'customers', CUSTOMER_COLUMNS, customers);
  await insertRows(
    tx,
    'orders',
    {
      id: 'int',
      customer_id: 'int',
      channel: 'text',
      order_type: 'text',
      platform_order_id: 'text',
      platform_order_number: 'text',
      accepted_at: 'timestamptz',
      channel_commission: 'int',
      merchant_promotion: 'int',
      customer_name: 'text',
      cash_tendered: 'int',
      outlet_id: 'int',
      timeslot_id: 'int',
      status: 'smallint',
      subtotal: 'int',
      discount_total: 'int',
      service_charge: 'int',
      tax_base: 'int',
      tax: 'int',
      tax_included: 'int',
      rounding: 'int',
      pbjt_rate_bp: 'int',
      service_charge_bp: 'int',
      prices_include_tax: 'boolean',
      total_amount: 'int',
      points_redeemed: 'int',
      points_earned: 'int',
      item_count: 'int',
      notes: 'text',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    orders,
  );
  await insertRows(
    tx,
    'order_items',
    {
      id: 'int',
      order_id: 'int',
      sku_id: 'int',
      quantity: 'int',
      price: 'int',
      subtotal: 'int',
      discount: 'int',
      cost: 'int',
      recipe_gap: 'boolean',
    },
    items,
  );
  await insertRows(
    tx,
    'order_discounts',
    {
      id: 'int',
      order_id: 'int',
      promotion_id: 'int',
      name: 'text',
      amount: 'int',
      funded_by: 'text',
      code_id: 'int',
      points: 'int',
    },
    discountRows,
  );
  await insertRows(
    tx,
    'order_item_discounts',
    { order_discount_id: 'int', order_item_id: 'int', amount: 'int' },
    lineDiscounts,
  );
  await insertRows(
    tx,
    'point_entries',
    { customer_id: 'int', order_id: 'int', kind: 'text', points: 'int', created_at: 'timestamptz' },
    points,
  );
  // The options' names and prices as sold are those of the options now: the database copies them.
  for (let i = 0; i < chosen.length; i += OPTION_ROWS) {
    const [items, options] = columnArrays(
      { order_item_id: 'int', modifier_option_id: 'int' },
      chosen.slice(i, i + OPTION_ROWS),
    );
    await tx.execute(sql`
      insert into order_item_options (order_item_id, modifier_option_id, group_name, indonesian_group_name,
        option_name, indonesian_option_name, price_delta)
      select x.item, o.id, g.name, g.indonesian_name, o.name, o.indonesian_name, o.price_delta
      from unnest(${items}, ${options}) with ordinality as x(item, option, n)
        join modifier_options o on o.id = x.option join modifier_groups g on g.id = o.group_id
      order by x.n`);
  }
  await insertColumns(
    tx,
    'order_item_usage',
    { order_item_id: 'int', sku_id: 'int', modifier_option_id: 'int', quantity_milli: 'bigint' },
    used,
  );
  await insertRows(
    tx,
    'order_status_history',
    { order_id: 'int', status: 'smallint', changed_by: 'int', changed_at: 'timestamptz' },
    history,
  );
  await insertRows(
    tx,
    'invoices',
    {
      id: 'int',
      invoice_number: 'text',
      order_id: 'int',
      amount: 'int',
      status: 'smallint',
      payment_gateway_id: 'int',
      paid_at: 'timestamptz',
      fee: 'int',
      provider_reference: 'text',
      expires_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    },
    invoices,
  );
  await insertRows(
    tx,
    'invoice_payment_requests',
    {
      invoice_id: 'int',
      payment_gateway_id: 'int',
      amount: 'int',
      provider: 'text',
      reference: 'text',
      payment_url: 'text',
      va_number: 'text',
      expires_at: 'timestamptz',
      created_at: 'timestamptz',
    },
    requests,
  );
  await insertRows(
    tx,
    'invoice_events',
    {
      invoice_id: 'int',
      type: 'text',
      at: 'timestamptz',
      payment_gateway_id: 'int',
      amount: 'int',
    },
    events,
  );
}
