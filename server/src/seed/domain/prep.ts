// What the outlets make themselves: every outlet cooks tapioca pearls, brews its jasmine and black
// tea bases, whips cheese foam and boils brown-sugar syrup several times a day, each batch up to the
// par of its daypart, and throws away what is left when its holding time is up (most of it pearls in
// the evening). Now and then a cup is spilled or made again, or a batch does not taste right. Fresh
// milk and cream cheese arrive in lots with an expiry date (stock.ts), and one outlet found a crate
// of milk in the back store that is past its date. Production and waste are booked in the stock book
// in time order with the sales that use the batches.
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { insertRows } from './bulk';
import type { Catalogue } from './catalogue';
import type { SuppliedOutlet } from './purchasing';
import type { Random } from './random';
import type { StockBook, WasteReason } from './stock';
import { addDays, HOUR, iso, jakartaDate, MINUTE, startOfJakartaDay } from '../../lib/jakarta-time';

/** When each prep item is made (minutes after Jakarta midnight), and how much ahead it covers. */
const RHYTHM: Record<string, { at: number[]; coverHours: number }> = {
  'Cooked Tapioca Pearls': { at: [9 * 60 + 30, 13 * 60, 16 * 60 + 30, 18 * 60 + 30], coverHours: 3.5 },
  'Brewed Jasmine Tea Base': { at: [9 * 60 + 30, 14 * 60, 18 * 60], coverHours: 5 },
  'Brewed Black Tea Base': { at: [9 * 60 + 30, 14 * 60, 18 * 60], coverHours: 5 },
  'Cheese Foam': { at: [9 * 60 + 45, 12 * 60 + 30, 15 * 60 + 15, 18 * 60], coverHours: 3 },
  'House Brown Sugar Syrup': { at: [9 * 60], coverHours: 24 },
};
/** The dayparts of the prep pars, and the share of the day's sales each sees per hour. */
const DAYPARTS: [string, number][] = [
  ['09:00', 0.8],
  ['12:00', 1.2],
  ['17:00', 1],
];
/** The shops sell from 10:00 to 21:00. */
const OPEN_HOURS = 11;
/**
 * Minutes a batch may be made after its time: less than the slack between one batch's holding time
 * and the next batch's time, so each prep item is never out between its batches.
 */
const JITTER = 10;

/** The first day's first batches (with their jitter): made before the first order, placed from 09:00. */
const OPENING_BATCH = 8 * 60 + 40;

/** What a batch made at `minute` is for: the sales of the next `cover` hours of its daypart, and some over. */
function wantedAt(perHour: number, minute: number, cover: number) {
  const weight = [...DAYPARTS].reverse().find(([from]) => toMinutes(from) <= minute)?.[1] ?? 1;
  return perHour * weight * cover * 1.15;
}
/** Spills and remakes: what is lost, and how much at a time (stock units). */
const ACCIDENTS: { sku: string; reason: WasteReason; share: number; min: number; max: number; note: string }[] = [
  { sku: 'Cooked Tapioca Pearls', reason: 'spill', share: 30, min: 90, max: 450, note: 'Pot tipped at the counter' },
  { sku: 'Brewed Black Tea Base', reason: 'spill', share: 15, min: 200, max: 1000, note: 'Jug knocked over' },
  { sku: 'Brewed Jasmine Tea Base', reason: 'quality', share: 10, min: 1000, max: 4000, note: 'Brewed too long' },
  { sku: 'Cheese Foam', reason: 'remake', share: 15, min: 50, max: 150, note: 'Cup made again for a customer' },
  { sku: 'Fresh Milk', reason: 'spill', share: 20, min: 200, max: 1000, note: 'Carton dropped' },
  { sku: 'Fresh Milk', reason: 'remake', share: 10, min: 150, max: 400, note: 'Cup made again for a customer' },
];

export interface PrepPlan {
  /** Per outlet, its pars by prep item and daypart. */
  pars: { outletId: number; skuId: number; from: string; par: number }[];
}

/**
 * Schedules every outlet's batches over the days (each made at its time when what is still good is
 * short of the par for the next hours, thrown away at the end of its holding time with what is left),
 * and the accidents; answers the pars the outlets keep.
 */
export function schedulePrep(
  book: StockBook,
  catalogue: Catalogue,
  outlets: (SuppliedOutlet & { name: string; makerIds: number[] })[],
  forecast: Map<number, Map<number, number>>,
  window: { start: number; days: number; now: number },
  random: Random,
): PrepPlan {
  const idOf = new Map(catalogue.skus.map((s) => [s.name, s.id]));
  const preps = catalogue.skus.filter((s) => s.kind === 'prep');
  for (const sku of catalogue.skus) if (sku.shelfDays !== undefined) book.tracksExpiry(sku.id, sku.shelfDays);
  for (const sku of preps) {
    book.makesInBatches(sku.id, {
      name: sku.name,
      batchYield: sku.batchYield!,
      holdingMinutes: sku.holdingMinutes!,
      recipe: sku.recipe!.map(([name, quantity]) => [idOf.get(name)!, quantity]),
    });
  }
  book.until = window.now;
  const pars: PrepPlan['pars'] = [];
  for (const outlet of outlets) {
    for (const sku of preps) {
      const perDay = forecast.get(outlet.id)?.get(sku.id) ?? 0;
      const perHour = perDay / OPEN_HOURS;
      const { at: times, coverHours } = RHYTHM[sku.name]!;
      const cover = Math.min(coverHours, OPEN_HOURS);
      for (const [from, weight] of DAYPARTS) {
        pars.push({ outletId: outlet.id, skuId: sku.id, from, par: roundUp(perHour * weight * cover, 100) });
      }
      for (let day = 0; day < window.days; day++) {
        const date = addDays(jakartaDate(window.start), day);
        for (const minute of times) {
          // The first morning, each prep item's first batch is made before the doors open, so it
          // has a cost before the first cup that uses it is paid.
          const first = day === 0 && minute === times[0];
          const at = startOfJakartaDay(date) + ((first ? OPENING_BATCH : minute) + random.int(0, JITTER)) * MINUTE;
          if (at > window.now) break;
          const wanted = wantedAt(perHour, minute, cover);
          const maker = random.pick(outlet.makerIds);
          book.at(at, (when) => {
            // Only what is still good when the hours it covers are up counts: a batch that expires
            // before the next one is made leaves the counter without.
            const short = wanted - book.usableOf(outlet.id, sku.id, when + cover * HOUR);
            if (short <= 0) return;
            const batches = Math.min(20, Math.max(1, Math.ceil(short / sku.batchYield!)));
            const lot = book.produce(when, outlet.id, sku.id, batches, maker);
            // Thrown away when its time is up, by whoever is at the counter then.
            const discardAt = lot.expiresAt + random.int(2, 25) * MINUTE;
            if (discardAt > window.now) return;
            book.at(discardAt, (then) => {
              if (lot.quantity > 0) book.waste(then, outlet.id, sku.id, lot.quantity, 'expired', maker, lot);
            });
          });
        }
      }
    }
    // A spill, a remake or a batch gone wrong on about every other day.
    for (let day = 0; day < window.days; day++) {
      if (!random.chance(0.5)) continue;
      const accident = random.weighted(ACCIDENTS, (a) => a.share);
      const at =
        startOfJakartaDay(addDays(jakartaDate(window.start), day)) + random.int(10 * 60 + 30, 20 * 60 + 30) * MINUTE;
      const quantity = roundUp(random.int(accident.min, accident.max), 10);
      const skuId = idOf.get(accident.sku)!;
      const by = random.pick(outlet.makerIds);
      if (at > window.now) break;
      book.at(at, (when) =>
        book.waste(when, outlet.id, skuId, quantity, accident.reason, by, undefined, accident.note),
      );
    }
  }
  return { pars };
}

/**
 * A crate of fresh milk found in the back store of one outlet at this morning's count, its printed
 * date yesterday: an expired lot still on hand, waiting to be written off.
 */
export function forgottenMilk(book: StockBook, catalogue: Catalogue, outlet: SuppliedOutlet, now: number) {
  const milk = catalogue.skus.find((s) => s.name === 'Fresh Milk')!;
  book.adjustment(Math.min(now, startOfJakartaDay(jakartaDate(now)) + 7 * HOUR), {
    outletId: outlet.id,
    skuId: milk.id,
    add: true,
    quantity: 6000,
    tagging: 'retur',
    note: 'Crate of milk found behind the freezer at the stock count',
    by: outlet.keeperId,
    expiryDate: addDays(jakartaDate(now), -1),
  });
}

/**
 * What the outlets' batches of prep items need of the ingredients they are made from, a day: every
 * batch time makes at least one batch, however little it sells, so the batches (what is thrown away
 * with them) are counted, not the sales: added to the forecast the purchase orders are placed by.
 */
export function withPrepIngredients(catalogue: Catalogue, forecast: Map<number, Map<number, number>>) {
  const idOf = new Map(catalogue.skus.map((s) => [s.name, s.id]));
  const MARGIN = 1.1;
  for (const perSku of forecast.values()) {
    for (const sku of catalogue.skus) {
      if (sku.kind !== 'prep') continue;
      const perHour = (perSku.get(sku.id) ?? 0) / OPEN_HOURS;
      const { at: times, coverHours } = RHYTHM[sku.name]!;
      const cover = Math.min(coverHours, OPEN_HOURS);
      const batches =
        MARGIN *
        times.reduce((n, minute) => n + Math.max(1, Math.ceil(wantedAt(perHour, minute, cover) / sku.batchYield!)), 0);
      for (const [name, quantity] of sku.recipe!) {
        const id = idOf.get(name)!;
        perSku.set(id, (perSku.get(id) ?? 0) + batches * quantity);
      }
    }
  }
}

/** Writes the lots the book made or received, and the outlets' prep pars. */
export async function writeLots(tx: Tx, book: StockBook, plan: PrepPlan, now: number) {
  await insertRows(
    tx,
    'stock_lots',
    {
      id: 'int',
      outlet_id: 'int',
      sku_id: 'int',
      kind: 'text',
      batches: 'int',
      produced_at: 'timestamptz',
      expires_at: 'timestamptz',
      expiry_date: 'date',
      initial_quantity: 'int',
      quantity: 'int',
      unit_cost_milli: 'bigint',
      status: 'text',
      created_by: 'int',
      created_at: 'timestamptz',
      discarded_at: 'timestamptz',
      discarded_by: 'int',
    },
    book.lots.map((lot) => ({
      id: lot.id,
      outlet_id: lot.outletId,
      sku_id: lot.skuId,
      kind: lot.kind,
      batches: lot.batches,
      produced_at: iso(lot.producedAt),
      expires_at: iso(lot.expiresAt),
      expiry_date: lot.expiryDate,
      initial_quantity: lot.initial,
      quantity: lot.quantity,
      unit_cost_milli: lot.unitCostMilli,
      status:
        lot.discardedAt !== null
          ? 'discarded'
          : lot.quantity === 0
            ? 'used_up'
            : lot.expiresAt <= now
              ? 'expired'
              : 'active',
      created_by: lot.createdBy,
      created_at: iso(lot.producedAt),
      discarded_at: lot.discardedAt === null ? null : iso(lot.discardedAt),
      discarded_by: lot.discardedAt === null ? null : lot.discardedBy,
    })),
  );
  if (book.lots.length) {
    await tx.execute(sql`select setval(pg_get_serial_sequence('stock_lots', 'id'), ${book.lots.length})`);
  }
  await insertRows(
    tx,
    'prep_pars',
    { outlet_id: 'int', sku_id: 'int', from_time: 'text', par: 'int' },
    plan.pars.map((p) => ({ outlet_id: p.outletId, sku_id: p.skuId, from_time: p.from, par: p.par })),
  );
}

const roundUp = (n: number, step: number) => Math.max(step, Math.ceil(n / step) * step);
const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
