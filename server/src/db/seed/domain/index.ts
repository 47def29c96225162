// The business of the demo on top of the core seed: the outlets' people, the menu, vendors and
// payment methods, pick-up timeslots, months of customer orders with their invoices, and the
// purchase orders and stock movements. Built from a fixed random seed, so the same options (and
// the same "now") always give the same business.
import type { Tx } from '../../client';
import type { CoreSeed } from '../core';
import type { SeedOptions } from '../options';
import { checkingForeignKeysAfter } from './bulk';
import { seedCatalogue } from './catalogue';
import { seedOrders } from './orders';
import { seedPeople } from './people';
import { seedPurchasing } from './purchasing';
import { createRandom } from './random';
import { seedTimeslots, SLOTS_PER_DAY } from './timeslots';
import { addDays, iso, jakartaDate, startOfJakartaDay } from '../../../lib/jakarta-time';

/** About 270 orders a day over 90 days: a few hundred a day across the outlets. */
export const DEMO_ORDERS = 24_000;
export const DEMO_DAYS = 90;
const RANDOM_SEED = 20_261_120;
/** The tables the orders fill, by the ten thousand rows. */
const ORDER_TABLES = [
  'customers',
  'orders',
  'order_items',
  'order_status_history',
  'invoices',
  'invoice_payment_requests',
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
  const catalogue = await seedCatalogue(tx, core, start);
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
  const written = await checkingForeignKeysAfter(tx, ORDER_TABLES, () =>
    seedOrders(tx, catalogue, team, grid, { orders, days, now, random, onProgress: progress }),
  );
  const purchasing = await seedPurchasing(tx, catalogue, team, core.adminId, days, now, random);
  progress(`purchase orders: ${purchasing.purchaseOrders}, stock movements: ${purchasing.movements}`);
  return { orders: written, ...purchasing };
}
