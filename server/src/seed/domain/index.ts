// The business of the demo on top of the core seed: the outlets' people and their PBJT and service
// charge, the menu with its recipes, modifier groups and ingredients, vendors and payment methods,
// pick-up timeslots, months of customer orders with their invoices, the purchase orders that
// stock each outlet, with the movement log of what came in, what the sales used and what was adjusted,
// and the last month's shifts at the counters. Built from fixed random seeds, so the same options
// (and the same "now") always give the same business.
import type { Tx } from '../../db/client';
import type { CoreSeed } from '../core';
import type { SeedOptions } from '../options';
import { sql } from 'drizzle-orm';
import { checkingForeignKeysAfter, indexingAfter, insertRows } from './bulk';
import { seedCatalogue, type Catalogue } from './catalogue';
import { cupOf, customiser, seedModifiers, type SoldGroup } from './modifiers';
import { MILLI, usagePerSku } from '../../lib/cup-recipe';
import { planContext, seedOrders } from './orders';
import { OUTLET_WEIGHT, pickItems } from './order-plan';
import { seedPeople, type Team } from './people';
import { forgottenMilk, schedulePrep, withPrepIngredients, writeLots } from './prep';
import { Purchasing, type SuppliedOutlet } from './purchasing';
import { createRandom } from './random';
import { seedReorderRules } from './reorder';
import { seedShifts } from './shifts';
import { PLATFORM_ORDERS_PER_DAY, seedChannels } from './channels';
import { seedTaxSettings } from './tax';
import { DemoPricer, seedPromotions, settleMembers } from './promotions';
import { finishStock } from './stock-finish';
import { scheduleAdjustments, StockBook } from './stock';
import { seedTimeslots, SLOTS_PER_DAY } from './timeslots';
import { addDays, iso, jakartaDate, startOfJakartaDay } from '../../lib/jakarta-time';
import { stockUnitsPerPurchase } from '../../lib/stock-units';

/** About 270 orders a day over 90 days: a few hundred a day across the outlets. */
export const DEMO_ORDERS = 15_000;
export const DEMO_DAYS = 90;
const RANDOM_SEED = 20_261_120;
/** Purchasing and adjustments draw from their own sequence, so the orders do not depend on them. */
const STOCK_RANDOM_SEED = 20_261_121;
/** The options customers choose draw from their own sequence too (the forecast's sample from another). */
const OPTIONS_RANDOM_SEED = 20_261_122;
/** And the shifts at the registers theirs. */
const SHIFTS_RANDOM_SEED = 20_261_124;
/** And the batches the outlets make, and what they throw away. */
const PREP_RANDOM_SEED = 20_261_125;
/** And the vouchers: their codes, who gives one, and the points members spend. */
const PROMOTIONS_RANDOM_SEED = 20_261_126;
/** And the delivery platforms' orders, and the options their customers choose. */
const PLATFORMS_RANDOM_SEED = 20_261_127;
const PLATFORM_OPTIONS_RANDOM_SEED = 20_261_128;
/** The tables the orders fill, by the ten thousand rows. */
const ORDER_TABLES = [
  'customers',
  'orders',
  'order_items',
  'order_item_options',
  'order_item_usage',
  'order_status_history',
  'invoices',
  'invoice_payment_requests',
  'inventory_movements',
  'inventory_stocks',
  'stock_lots',
  'purchase_orders',
  'purchase_order_items',
  'purchase_order_inbounds',
  'purchase_order_inbound_items',
];

export interface DomainSummary {
  orders: number;
  purchaseOrders: number;
  movements: number;
}

export async function seedDomain(tx: Tx, core: CoreSeed, options: SeedOptions): Promise<DomainSummary> {
  const now = (options.now ?? new Date()).getTime();
  const days = options.days ?? DEMO_DAYS;
  const orders = options.orders ?? DEMO_ORDERS;
  const random = createRandom(RANDOM_SEED);
  const firstDate = addDays(jakartaDate(now), -(days - 1));
  const start = startOfJakartaDay(firstDate);
  const progress = options.onProgress ?? (() => {});

  const team = await seedPeople(tx, core, new Date(start - 7 * 24 * 3600 * 1000));
  const charges = await seedTaxSettings(tx, team, new Date(start - 7 * 24 * 3600 * 1000));
  await seedChannels(tx, team.outlets, new Date(start - 7 * 24 * 3600 * 1000));
  const catalogue = await seedCatalogue(tx, core, start);
  const modifiers = await seedModifiers(tx, catalogue, new Date(start - 24 * 3600 * 1000));
  const promotionsRandom = createRandom(PROMOTIONS_RANDOM_SEED);
  const promotions = await seedPromotions(tx, {
    categoryIds: core.categoryIds,
    skuCategories: new Map(catalogue.skus.map((s) => [s.id, core.categoryIds[s.category] ?? null])),
    firstDate,
    today: jakartaDate(now),
    at: new Date(start - 24 * 3600 * 1000),
    adminId: core.adminId,
    random: promotionsRandom,
  });
  const pricer = new DemoPricer(promotions, promotionsRandom);
  const outletIds = team.outlets.map((o) => o.id);
  const grid = await seedTimeslots(
    tx,
    outletIds,
    firstDate,
    days,
    orders / (days * outletIds.length * SLOTS_PER_DAY),
    random,
    iso(start - 24 * 3600 * 1000),
  );
  progress('people, menu, vendors, payment gateways and timeslots written');

  const stockRandom = createRandom(STOCK_RANDOM_SEED);
  const book = new StockBook(catalogue.usage);
  const supplied: SuppliedOutlet[] = team.outlets.map((o, i) => ({
    id: o.id,
    address: o.address,
    // The head office's warehouse clerk receives its deliveries; elsewhere the outlet's manager.
    keeperId: i === 0 ? team.warehouseClerkId : o.ownerId,
  }));
  const forecast = dailyForecast(catalogue, modifiers, team, orders, days, now);
  // What the prep items sold need of their ingredients is bought and reordered too.
  withPrepIngredients(catalogue, forecast);
  const purchasing = new Purchasing(book, catalogue, team, core.adminId, forecast, { start, days, now }, stockRandom);
  const written = await checkingForeignKeysAfter(tx, ORDER_TABLES, () =>
    indexingAfter(tx, ['inventory_movements'], async () => {
      await purchasing.reserve(tx, supplied.length);
      purchasing.schedule(supplied);
      scheduleAdjustments(
        book,
        catalogue.skus
          .filter((s) => s.kind === 'ingredient')
          .map((s) => ({ id: s.id, perPack: stockUnitsPerPurchase('ingredient', s.unit, s.unitAmount) })),
        supplied.map((o, i) => ({ ...o, name: team.outlets[i]!.name })),
        { start, count: days },
        now,
        stockRandom,
      );
      const prep = schedulePrep(
        book,
        catalogue,
        supplied.map((o, i) => ({ ...o, name: team.outlets[i]!.name, makerIds: team.outlets[i]!.staffIds })),
        forecast,
        { start, days, now },
        createRandom(PREP_RANDOM_SEED),
      );
      forgottenMilk(book, catalogue, supplied[2]!, now);
      const count = await seedOrders(tx, catalogue, team, grid, book, {
        orders,
        days,
        now,
        random,
        customise: customiser(modifiers, createRandom(OPTIONS_RANDOM_SEED)),
        charges,
        pricer,
        platforms: {
          random: createRandom(PLATFORMS_RANDOM_SEED),
          customise: customiser(modifiers, createRandom(PLATFORM_OPTIONS_RANDOM_SEED)),
          // As many as the demo's usual volume brings, fewer in a smaller demo.
          perDay: (PLATFORM_ORDERS_PER_DAY * orders * DEMO_DAYS) / (days * DEMO_ORDERS),
        },
        onProgress: progress,
      });
      await settleMembers(tx, pricer);
      book.drain(Infinity);
      finishStock(
        book,
        catalogue,
        supplied.map((o, i) => ({ ...o, name: team.outlets[i]!.name })),
        now,
      );
      await book.flush(tx);
      await purchasing.write(tx);
      await writeStock(tx, book);
      await writeLots(tx, book, prep, now);
      await seedReorderRules(
        tx,
        catalogue,
        team.outlets.slice(1).map((o) => ({ id: o.id, name: o.name })),
        forecast,
        book,
        now,
      );
      return count;
    }),
  );
  progress(`purchase orders: ${purchasing.count}, stock movements: ${book.movements}`);
  await seedShifts(tx, team, now, createRandom(SHIFTS_RANDOM_SEED));
  progress('shifts at the registers written');
  return { orders: written, purchaseOrders: purchasing.count, movements: book.movements };
}

/**
 * Stock units each outlet is expected to sell a day of each ingredient: what an order uses on
 * average, options included (from a sample of orders planned as the real ones are), times the
 * outlet's orders a day.
 */
function dailyForecast(
  catalogue: Catalogue,
  modifiers: Map<number, SoldGroup[]>,
  team: Team,
  orders: number,
  days: number,
  now: number,
) {
  const customise = customiser(modifiers, createRandom(RANDOM_SEED + 3));
  const sample = planContext(catalogue, team, createRandom(RANDOM_SEED + 2), now, customise);
  const SAMPLES = 2000;
  const perOrder = new Map<number, number>();
  for (let n = 0; n < SAMPLES; n++) {
    for (const item of pickItems(sample)) {
      const { shares } = cupOf(catalogue.usage.get(item.skuId)!, item.options);
      for (const [skuId, milli] of usagePerSku(shares)) {
        perOrder.set(skuId, (perOrder.get(skuId) ?? 0) + (milli * item.quantity) / MILLI / SAMPLES);
      }
    }
  }
  const weights = team.outlets.map((_, i) => OUTLET_WEIGHT[i] ?? 1);
  const total = weights.reduce((a, b) => a + b, 0);
  return new Map(
    team.outlets.map((o, i) => {
      const ordersPerDay = (orders / days) * (weights[i]! / total);
      return [o.id, new Map([...perOrder].map(([skuId, units]) => [skuId, units * ordersPerDay]))];
    }),
  );
}

async function writeStock(tx: Tx, book: StockBook) {
  await insertRows(
    tx,
    'inventory_stocks',
    { outlet_id: 'int', sku_id: 'int', quantity: 'int', owed_milli: 'bigint', last_movement_at: 'timestamptz' },
    book.lines().map((l) => ({
      outlet_id: l.outletId,
      sku_id: l.skuId,
      quantity: l.quantity,
      owed_milli: l.owedMilli,
      last_movement_at: iso(l.lastAt),
    })),
  );
  const costs = [...book.averageCost].map(([id, milli]) => ({ id, milli }));
  await tx.execute(
    sql`update skus set avg_cost_milli = x.milli from json_to_recordset(${JSON.stringify(costs)}::json) as x(id int, milli bigint) where skus.id = x.id`,
  );
}
