// The one way an order comes in, whichever door it comes by: the customer's app (a pick-up window),
// the counter (a walk-in, paid in cash or by QRIS) or a delivery platform (GoFood, GrabFood: paid
// there, priced at the outlet's prices on the platform, see ../channels/channel-prices). The server prices every line (../sales/pricing)
// and refuses, naming the field of the request, what cannot be sold: an unknown product, one not on
// sale or sold out at the outlet, a quantity outside 1–99, options that break the product's groups
// (./line-options), and for the app a window of another outlet, switched off, ended or full. A window's capacity holds under races: the window row is locked and
// its orders counted in the placing transaction, so two orders for its last place take turns.
// A counter sale belongs to the open shift at its register: a cash one is refused without one ("Open
// a shift first"), a QRIS one is recorded in it when there is one.
// Promotions that run for the outlet, the door and the order type now are applied by the one pricing
// function (../promotions/engine, through ./order-promotions), with the voucher code the order gives
// (refused with its reason under `voucher_code`) and the points an app member redeems (refused above
// the balance or what is left to pay, under `redeem_points`); placing counts the code's use and
// spends the points in the same transaction, so a code's uses never exceed its limit under races.
// Locks follow the order every writer takes: the window (an outlet's) or the register's open shift,
// then the member's (customers) row, then the voucher code's row, then the order and its invoice,
// then the stock lines by SKU id (the sale's booking, ../sales/sale-stock). Whoever gives a code's
// use or a member's points back (a cancellation) takes the code's and the member's rows before any
// stock line.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  chainSettings,
  invoices,
  orderItemOptions,
  orderItems,
  orders,
  orderStatusHistory,
  outlets,
  skus,
  soldOutItems,
  timeslots,
} from '../../db/schema';
import { recordChange } from '../../lib/audit';
import { INVOICE_NUMBERS, nextDocumentNumber } from '../../lib/document-numbers';
import { databaseErrorCode, notFound, unprocessable } from '../../lib/http-error';
import { MINUTE } from '../../lib/jakarta-time';
import { recordChangeNotices, recordOrderEvent } from '../../lib/order-events';
import { lockSale, moveOrder } from '../sales/apply';
import { mayMove } from '../sales/life-cycle';
import { chargesFor, priceOrder, type PricedOrder } from '../sales/pricing';
import { ORDER } from '../sales/states';
import { lockOpenShift, registerAt, requireOpenShift } from '../shifts/drawer';
import { chooseOptions } from './line-options';
import { discountsFor, orderPromotions, recordDiscounts, type OrderOffers } from './order-promotions';
import { windowEnd } from './pick-up-status';
import { channelOptionDelta, channelProductPrice, type ChannelPricing } from '../channels/channel-prices';
import { owePlatformState } from '../channels/state-pushes';
import { channelUnmappedItems } from '../../db/schema';
import { percentOf, unitPrice } from '../sales/pricing';

/** The door an order comes in by, with what that door knows of it. */
export type Door =
  | { channel: 'app'; customerId: number; timeslotId: number }
  | { channel: 'counter'; orderType: 'takeaway' | 'dine_in'; customerName: string | null; register: string }
  // A ShopeeFood order entered at the counter (the platform has no partner API): paid to the
  // platform, accepted as it is entered, and known by the platform's order number.
  | {
      channel: 'shopeefood';
      orderType: 'delivery';
      customerName: string | null;
      register: string;
      platformOrderNumber: string;
    }
  | PlatformDoor;

/**
 * A delivery platform's order: paid there (placed `prepaid`), priced at the outlet's prices on the
 * platform (final, PBJT included), without the chain's own promotions (the platform runs its own,
 * and says what the merchant funds of them). Items the menu sync never sent are kept on the order as
 * unmapped (it is flagged for mapping), never dropped.
 */
export interface PlatformDoor {
  channel: 'gofood' | 'grabfood';
  platformOrderId: string;
  orderNumber: string;
  pricing: ChannelPricing;
  merchantPromotion: number;
  /** The platform waits for the outlet to accept it (the outlet accepts automatically when set so). */
  awaitsAcceptance: boolean;
  unmapped: readonly UnmappedItem[];
}

/** A platform's item or option no menu sync sent, as the platform named and priced it. */
export interface UnmappedItem {
  platformItemId: string;
  name: string;
  quantity: number;
  unitPrice: number;
}

const isPlatform = (door: Door): door is PlatformDoor => door.channel === 'gofood' || door.channel === 'grabfood';

/**
 * `unpaid`: its invoice waits for payment (the app's customer pays online, a counter QRIS sale
 * scans); `prepaid`: paid before it reached the outlet (through a platform that collects the
 * payment); `cash`: paid at the counter with this much cash handed over.
 */
export type PlacementPayment = 'unpaid' | 'prepaid' | { cash: number };

export interface OrderLine {
  skuId: number;
  quantity: number;
  note?: string | null;
  /** The modifier options chosen for the cup (`modifier_option_id`s), each once. */
  options?: readonly number[];
}

export interface Placement {
  outletId: number;
  door: Door;
  lines: readonly OrderLine[];
  notes: string | null;
  payment: PlacementPayment;
  /** The staff member placing it (a cashier); null when the customer places it themselves. */
  placedBy?: number | null;
  /** A voucher code of a promotion that requires one (any case). */
  voucherCode?: string | null;
  /** Points the app's member spends on it (app orders only). */
  redeemPoints?: number | null;
}

/**
 * A cart to price without placing it: the outlet, the lines, the order type (pick-up is the app's,
 * the others the counter's), whether cash pays it, and the voucher code and points it brings (with
 * the app's member, who may have used the code before).
 */
export type QuoteRequest = Pick<Placement, 'outletId' | 'lines' | 'voucherCode' | 'redeemPoints'> & {
  orderType: 'pickup' | 'takeaway' | 'dine_in' | 'delivery';
  paidInCash: boolean;
  customerId?: number | null;
};

export interface Placed {
  orderId: number;
  invoiceId: number;
  total: number;
  /** Cash to give back: tendered − total; null unless paid in cash. */
  changeDue: number | null;
}

/** How many of one product a line may hold. */
export const LINE_QUANTITY = { min: 1, max: 99 } as const;

/**
 * How long an unpaid counter order waits for its QRIS payment: the customer is standing at the
 * counter, so a few minutes are plenty; after that the invoice expires and the order is cancelled.
 */
export const COUNTER_PAYMENT_MINUTES = 15;

const lineField = (index: number, name: 'sku_id' | 'quantity') => `items.${index}.${name}`;

/** Places an order, priced by the server, with its invoice; paid at once in cash or when prepaid. */
export async function placeOrder(db: Db, placement: Placement): Promise<Placed> {
  return db.transaction(async (tx) => placeOrderIn(tx, placement));
}

/** Places an order in the caller's transaction (a platform's callback records itself in the same one). */
export async function placeOrderIn(tx: Tx, placement: Placement): Promise<Placed> {
  const { door, payment } = placement;
  // A platform's order is kept even when none of its items is known here (all of them unmapped).
  if (placement.lines.length === 0 && !(isPlatform(door) && door.unmapped.length > 0))
    throw unprocessable('Add at least one item', 'items');
  checkQuantities(placement.lines);
  if (typeof payment === 'object' && !Number.isSafeInteger(payment.cash))
    throw unprocessable('Cash tendered must be whole rupiah', 'payment.tendered');

  {
    const now = new Date();
    const platform = isPlatform(door) ? door : null;
    const orderType =
      door.channel === 'app'
        ? 'pickup'
        : platform
          ? 'delivery'
          : (door as { orderType: 'takeaway' | 'dine_in' }).orderType;
    // The outlet's row is read before the window's is locked, as every writer takes them.
    const cash = typeof payment === 'object' ? payment.cash : null;
    const charges = await chargesAt(tx, placement.outletId, orderType, platform !== null);
    const expiresAt =
      door.channel === 'app'
        ? await holdWindowPlace(tx, door.timeslotId, placement.outletId, now)
        : new Date(now.getTime() + COUNTER_PAYMENT_MINUTES * MINUTE);
    const shiftId = door.channel === 'counter' ? await counterShift(tx, placement.outletId, door.register, cash) : null;
    const { priced, options, chosen } = await priceLines(
      tx,
      placement.lines,
      charges,
      cash !== null,
      {
        context: { at: now, outletId: placement.outletId, channel: door.channel, orderType },
        customerId: door.channel === 'app' ? door.customerId : null,
        voucherCode: placement.voucherCode ?? null,
        redeemPoints: door.channel === 'app' ? (placement.redeemPoints ?? null) : null,
        lock: true,
      },
      platform?.pricing ?? null,
    );
    if (cash !== null && cash < priced.total)
      throw unprocessable('Cash tendered is less than the total', 'payment.tendered');
    if (door.channel === 'shopeefood') await requireNewPlatformNumber(tx, door.channel, door.platformOrderNumber);

    const [created] = await tx
      .insert(orders)
      .values({
        channel: door.channel,
        orderType,
        customerId: door.channel === 'app' ? door.customerId : null,
        customerName: 'customerName' in door ? door.customerName?.trim() || null : null,
        platformOrderId: platform?.platformOrderId ?? null,
        platformOrderNumber: platform?.orderNumber ?? null,
        needsMapping: platform !== null && platform.unmapped.length > 0,
        acceptedAt: platform && (platform.pricing.autoAccept || !platform.awaitsAcceptance) ? now : null,
        channelCommission: platform ? percentOf(priced.total, platform.pricing.commissionBp) : 0,
        merchantPromotion: platform?.merchantPromotion ?? 0,
        ...(door.channel === 'shopeefood' && {
          platformOrderId: door.platformOrderNumber,
          platformOrderNumber: door.platformOrderNumber,
          acceptedAt: now,
        }),
        outletId: placement.outletId,
        timeslotId: door.channel === 'app' ? door.timeslotId : null,
        status: ORDER.CREATED,
        subtotal: priced.subtotal,
        discountTotal: priced.discountTotal,
        serviceCharge: priced.serviceCharge,
        taxBase: priced.taxBase,
        tax: priced.tax,
        taxIncluded: priced.taxIncluded,
        rounding: priced.rounding,
        pbjtRateBp: priced.pbjtBasisPoints,
        serviceChargeBp: priced.serviceChargeBasisPoints,
        pricesIncludeTax: priced.pricesIncludeTax,
        totalAmount: priced.total,
        itemCount: priced.lines.reduce((sum, line) => sum + line.quantity, 0),
        notes: placement.notes?.trim() || null,
        cashTendered: cash,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: orders.id })
      .catch(duplicatePlatformNumber);
    const orderId = created!.id;
    const items =
      priced.lines.length === 0
        ? []
        : await tx
            .insert(orderItems)
            .values(
              priced.lines.map((line) => ({
                orderId,
                skuId: line.skuId,
                quantity: line.quantity,
                note: line.note?.trim() || null,
                price: line.price,
                subtotal: line.subtotal,
                discount: line.discount,
              })),
            )
            .returning({ id: orderItems.id });
    // Identities are drawn in the order the rows are given.
    const itemIds = items.map((item) => item.id).sort((a, b) => a - b);
    const picked = options.flatMap((lineOptions, index) =>
      lineOptions.map(({ optionId, ...names }) => ({
        orderItemId: itemIds[index]!,
        modifierOptionId: optionId,
        ...names,
      })),
    );
    if (picked.length > 0) await tx.insert(orderItemOptions).values(picked);
    await recordDiscounts(tx, orderId, itemIds, priced.discounts, chosen.redemption, now);
    if (platform && platform.unmapped.length > 0)
      await tx.insert(channelUnmappedItems).values(platform.unmapped.map((item) => ({ orderId, ...item })));
    // Accepted here at once: the platform waiting for the outlet hears so (the channel job sends it).
    if (platform?.awaitsAcceptance && platform.pricing.autoAccept)
      await owePlatformState(tx, { id: orderId, channel: platform.channel }, 'accepted');
    await tx
      .insert(orderStatusHistory)
      .values({ orderId, status: ORDER.CREATED, changedBy: placement.placedBy ?? null, changedAt: now });
    const [invoice] = await tx
      .insert(invoices)
      .values({
        invoiceNumber: await nextDocumentNumber(tx, INVOICE_NUMBERS, now.getTime()),
        orderId,
        amount: priced.total,
        expiresAt,
        counterMethod: cash === null ? null : 'cash',
        shiftId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: invoices.id });
    await recordChange(tx, {
      recordType: 'order',
      recordId: orderId,
      outletId: placement.outletId,
      after: {
        status: ORDER.CREATED,
        channel: door.channel,
        subtotal: priced.subtotal,
        discountTotal: priced.discountTotal,
        serviceCharge: priced.serviceCharge,
        tax: priced.tax,
        rounding: priced.rounding,
        totalAmount: priced.total,
        outletId: placement.outletId,
        timeslotId: door.channel === 'app' ? door.timeslotId : null,
      },
    });
    await recordChangeNotices(tx, 'order', [{ outletId: placement.outletId, id: orderId }]);
    await recordChangeNotices(tx, 'invoice', [{ outletId: placement.outletId, id: invoice!.id }]);

    // Paid already: the sales life cycle moves it to PAID as it moves any paid order (its invoice
    // paid at the counter, its stock booked), so a sale paid at once and one paid later agree. The
    // desk hears of it once, as a new order in the status it is in.
    let status: typeof ORDER.CREATED | typeof ORDER.PAID = ORDER.CREATED;
    if (payment !== 'unpaid') {
      const sale = await lockSale(tx, orderId);
      if (!mayMove(sale!.order.status, ORDER.PAID))
        throw new Error(`A new order cannot be paid from ${sale!.order.status}`);
      await moveOrder(tx, sale!, ORDER.PAID, placement.placedBy ?? null, undefined, { announce: false });
      status = ORDER.PAID;
    }
    await recordOrderEvent(tx, { type: 'order.created', orderId, outletId: placement.outletId, status });
    return {
      orderId,
      invoiceId: invoice!.id,
      total: priced.total,
      changeDue: cash === null ? null : cash - priced.total,
    };
  }
}

/**
 * Prices a cart as placing it would (the same checks, the one pricing function) and places nothing:
 * what the counter and the app show before the customer pays.
 */
export async function quoteOrder<Line extends OrderLine>(db: Db, request: QuoteRequest) {
  if (request.lines.length === 0) throw unprocessable('Add at least one item', 'items');
  checkQuantities(request.lines);
  return db.transaction(async (tx) => {
    const charges = await chargesAt(tx, request.outletId, request.orderType);
    const channel =
      request.orderType === 'pickup' ? 'app' : request.orderType === 'delivery' ? 'shopeefood' : 'counter';
    const offers: OrderOffers = {
      context: { at: new Date(), outletId: request.outletId, channel, orderType: request.orderType },
      customerId: channel === 'app' ? (request.customerId ?? null) : null,
      voucherCode: request.voucherCode ?? null,
      redeemPoints: channel === 'app' ? (request.redeemPoints ?? null) : null,
      lock: false,
    };
    return (await priceLines(tx, request.lines as readonly Line[], charges, request.paidInCash, offers)).priced;
  });
}

const PLATFORM_NUMBER_TAKEN = 'This platform order number is entered already';

/** A platform order number not entered before for the platform, or 422 naming it. */
async function requireNewPlatformNumber(tx: Tx, channel: 'shopeefood', number: string): Promise<void> {
  const [taken] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.channel, channel), eq(orders.platformOrderId, number)));
  if (taken) throw unprocessable(PLATFORM_NUMBER_TAKEN, 'platform_order_number');
}

/** The same number entered twice at once: the database's unique index decides, answered as 422. */
function duplicatePlatformNumber(error: unknown): never {
  if (databaseErrorCode(error) === '23505') throw unprocessable(PLATFORM_NUMBER_TAKEN, 'platform_order_number');
  throw error;
}

/**
 * The open shift at the counter's register, locked until the sale commits: required for cash, whose
 * drawer takes the money; a QRIS sale is recorded in it when there is one. The register is the
 * outlet's, by name.
 */
async function counterShift(tx: Tx, outletId: number, register: string, cash: number | null) {
  const name = await registerAt(tx, outletId, register, 'register');
  return cash === null ? lockOpenShift(tx, outletId, name) : requireOpenShift(tx, outletId, name, 'register');
}

/**
 * The charges an order of this type owes at the outlet now: its tax settings and the chain's. A
 * platform's prices are final, PBJT included, whatever the chain's own prices do.
 */
async function chargesAt(tx: Tx, outletId: number, orderType: string, finalPrices = false) {
  const [outlet] = await tx
    .select({
      pbjtEnabled: outlets.pbjtEnabled,
      pbjtBasisPoints: outlets.pbjtRateBp,
      serviceChargeBasisPoints: outlets.serviceChargeBp,
      serviceChargeOrderTypes: outlets.serviceChargeOrderTypes,
      serviceChargeTaxable: outlets.serviceChargeTaxable,
      pricesIncludeTax: chainSettings.pricesIncludeTax,
      cashRoundingUnit: chainSettings.cashRounding,
    })
    .from(outlets)
    .leftJoin(chainSettings, eq(chainSettings.id, 1))
    .where(eq(outlets.id, outletId));
  if (!outlet) throw notFound('Outlet');
  return chargesFor(
    {
      ...outlet,
      pricesIncludeTax: finalPrices || (outlet.pricesIncludeTax ?? false),
      cashRoundingUnit: outlet.cashRoundingUnit ?? 0,
    },
    orderType,
  );
}

/**
 * The lines on sale with their chosen options, priced with the promotions, voucher and points the
 * order takes (the code's and member's rows locked when placing) and the order's charges.
 */
async function priceLines<Line extends OrderLine>(
  tx: Tx,
  lines: readonly Line[],
  charges: ReturnType<typeof chargesFor>,
  paidInCash: boolean,
  offers: OrderOffers,
  platform: ChannelPricing | null = null,
) {
  const { outletId } = offers.context;
  const found = await linesOnSale(tx, outletId, lines, platform !== null);
  // On a platform, a product and its options cost what the platform shows.
  const onSale = platform
    ? found.map((line) => ({
        ...line,
        sku: {
          ...line.sku,
          price: channelProductPrice(platform, line.sku.id, unitPrice(line.sku)),
          discountedPrice: 0,
        },
      }))
    : found;
  const frozen = await chooseOptions(
    tx,
    outletId,
    onSale.map(({ line, sku }) => ({ skuId: line.skuId, productName: sku.name, options: line.options })),
  );
  const options = platform
    ? frozen.map((line) =>
        line.map((option) => ({ ...option, priceDelta: channelOptionDelta(platform, option.priceDelta) })),
      )
    : frozen;
  const chosen = platform ? { rules: [], voucher: null, redemption: null } : await orderPromotions(tx, offers);
  const priced: PricedOrder<Line> = priceOrder(
    onSale.map((line, index) => ({ ...line, optionDeltas: options[index]!.map((option) => option.priceDelta) })),
    charges,
    paidInCash,
    (pricedLines) =>
      discountsFor(
        pricedLines.map((line, index) => ({ ...line, categoryId: onSale[index]!.sku.categoryId })),
        chosen,
      ),
  );
  return { priced, options, chosen };
}

function checkQuantities(lines: readonly OrderLine[]): void {
  lines.forEach((line, index) => {
    if (!Number.isInteger(line.quantity) || line.quantity < LINE_QUANTITY.min || line.quantity > LINE_QUANTITY.max)
      throw unprocessable(
        `Quantity must be between ${LINE_QUANTITY.min} and ${LINE_QUANTITY.max}`,
        lineField(index, 'quantity'),
      );
  });
}

/**
 * Locks a pick-up window and checks it takes one more order from this outlet: it is the outlet's,
 * switched on, not ended, and its orders (the cancelled ones aside) are fewer than its capacity.
 * Answers when it ends, which is when an unpaid order in it expires.
 */
async function holdWindowPlace(tx: Tx, timeslotId: number, outletId: number, now: Date): Promise<Date> {
  const field = 'pickup_window_id';
  const [window] = await tx
    .select({
      outletId: timeslots.outletId,
      date: timeslots.date,
      endTime: timeslots.endTime,
      capacity: timeslots.capacity,
      isActive: timeslots.isActive,
    })
    .from(timeslots)
    .where(eq(timeslots.id, timeslotId))
    .for('update');
  if (!window) throw unprocessable('Pick-up window does not exist', field);
  if (window.outletId !== outletId) throw unprocessable('Pick-up window is not at this outlet', field);
  if (!window.isActive) throw unprocessable('Pick-up window is closed', field);
  const endsAt = new Date(windowEnd(window.date, window.endTime));
  if (endsAt.getTime() <= now.getTime()) throw unprocessable('Pick-up window has ended', field);
  const [booked] = await tx
    .select({ n: sql<number>`count(*)::integer` })
    .from(orders)
    .where(and(eq(orders.timeslotId, timeslotId), ne(orders.status, ORDER.CANCELLED)));
  if (booked!.n >= window.capacity) throw unprocessable('Pick-up window is full', field);
  return endsAt;
}

/**
 * Each line with its product's prices, refusing a product that cannot be sold at the outlet now; a
 * platform's order, sold there already, is kept whether or not the product is on sale or sold out.
 */
async function linesOnSale<Line extends OrderLine>(
  tx: Tx,
  outletId: number,
  lines: readonly Line[],
  soldElsewhere = false,
) {
  if (lines.length === 0) return [];
  const products = await tx
    .select({
      id: skus.id,
      name: skus.name,
      price: skus.price,
      discountedPrice: skus.discountedPrice,
      categoryId: skus.categoryId,
      onSale: sql<boolean>`${skus.status} and ${skus.kind} = 'product'`,
      soldOut: sql<boolean>`exists (select 1 from ${soldOutItems} where ${soldOutItems.outletId} = ${outletId} and ${soldOutItems.skuId} = ${skus.id})`,
    })
    .from(skus)
    .where(inArray(skus.id, [...new Set(lines.map((line) => line.skuId))]));
  const byId = new Map(products.map((product) => [product.id, product]));
  return lines.map((line, index) => {
    const product = byId.get(line.skuId);
    if (!product) throw unprocessable('Product does not exist', lineField(index, 'sku_id'));
    if (soldElsewhere) return { line, sku: product, quantity: line.quantity };
    if (!product.onSale) throw unprocessable(`${product.name} is not on sale`, lineField(index, 'sku_id'));
    if (product.soldOut) throw unprocessable(`${product.name} is sold out`, lineField(index, 'sku_id'));
    return { line, sku: product, quantity: line.quantity };
  });
}
