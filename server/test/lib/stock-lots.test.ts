// The ledger's lots: a SKU that tracks expiry is stocked lot by lot, and every deduction takes the
// first-expiring lot first (a sale and a transfer never an expired one, waste the expired first),
// so an outlet's stock of the SKU is its lots plus what is held without a lot, and each lot's
// quantity is the sum of the movements naming it. The last case runs many writers at once (on
// PostgreSQL really in parallel) and checks those sums over the whole database.
import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, inventoryStocks, skus, stockLots, stockTransfers } from '../../src/db/schema';
import { rowsOf } from '../../src/db/rows';
import { HttpError } from '../../src/lib/http-error';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { moveStock, type Movement, type StockChange } from '../../src/lib/stock-ledger';
import { receivedLot } from '../../src/lib/stock-lots';
import { makeIngredient } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const db = t.app.db;
const bandung = t.outletId['Bandung Dago']!;
const jakarta = t.outletId['Jakarta Kemang']!;
const today = jakartaDate(Date.now());
const inDays = (days: number) => addDays(today, days);

async function trackedSku(label = 'Fresh Milk') {
  const sku = await makeIngredient(t, label, 'l', 1);
  await db.update(skus).set({ tracksExpiry: true }).where(eq(skus.id, sku.id));
  return sku.id;
}

const move = (changes: StockChange[]) => db.transaction((tx) => moveStock(tx, changes));

const base = (skuId: number, outletId = bandung) => ({ outletId, skuId, userId: t.seed.adminId, note: 'Test' });

/** A lot received with its expiry date (in the past for an expired one); answers its id. */
async function receive(skuId: number, quantity: number, expiryDate: string, outletId = bandung) {
  const [movement] = await move([
    {
      ...base(skuId, outletId),
      changeType: 'add',
      quantity,
      source: 'receipt',
      tagging: 'po',
      newLot: receivedLot(expiryDate, { unitCostMilli: 18_000 }),
    },
  ]);
  return movement!.lotId!;
}

/** Stock held without a lot (an addition by hand). */
const unlotted = (skuId: number, quantity: number, outletId = bandung) =>
  move([{ ...base(skuId, outletId), changeType: 'add', quantity, source: 'adjustment', tagging: 'retur' }]);

const sale = (skuId: number, quantity: number, outletId = bandung): StockChange => ({
  ...base(skuId, outletId),
  changeType: 'deduct',
  quantity,
  source: 'sale',
});

const waste = (skuId: number, quantity: number, outletId = bandung): StockChange => ({
  ...base(skuId, outletId),
  changeType: 'deduct',
  quantity,
  source: 'waste',
  wasteReason: 'spill',
});

async function newTransfer(from: number, to: number): Promise<number> {
  const [row] = await db
    .insert(stockTransfers)
    .values({ transferNumber: `TEST-${randomUUID()}`, fromOutletId: from, toOutletId: to, createdBy: t.seed.adminId })
    .returning({ id: stockTransfers.id });
  return row!.id;
}

const send = (skuId: number, quantity: number, transferId: number, outletId = bandung): StockChange => ({
  ...base(skuId, outletId),
  changeType: 'deduct',
  quantity,
  source: 'transfer_out',
  transferId,
  field: 'items.0.quantity',
});

const lotsOf = (skuId: number, outletId = bandung) =>
  db
    .select({ id: stockLots.id, quantity: stockLots.quantity, status: stockLots.status })
    .from(stockLots)
    .where(and(eq(stockLots.skuId, skuId), eq(stockLots.outletId, outletId)))
    .orderBy(asc(stockLots.expiresAt), asc(stockLots.id));

async function stockOf(skuId: number, outletId = bandung) {
  const [row] = await db
    .select({ quantity: inventoryStocks.quantity })
    .from(inventoryStocks)
    .where(and(eq(inventoryStocks.skuId, skuId), eq(inventoryStocks.outletId, outletId)));
  return row?.quantity ?? 0;
}

const pieces = (moved: Movement[]) => moved.map((m) => [m.lotId, m.quantity]);

async function refusal(work: Promise<unknown>): Promise<HttpError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpError);
  return error as HttpError;
}

describe('the ledger over lots', () => {
  it('splits a sale over the lots first-expiring first', async () => {
    const sku = await trackedSku();
    const late = await receive(sku, 5, inDays(3));
    const first = await receive(sku, 4, inDays(1));
    const middle = await receive(sku, 6, inDays(2));
    const moved = await move([sale(sku, 12)]);
    expect(pieces(moved)).toEqual([
      [first, 4],
      [middle, 6],
      [late, 2],
    ]);
    expect(moved.map((m) => m.quantityAfter)).toEqual([11, 5, 3]);
    expect(await lotsOf(sku)).toEqual([
      { id: first, quantity: 0, status: 'used_up' },
      { id: middle, quantity: 0, status: 'used_up' },
      { id: late, quantity: 3, status: 'active' },
    ]);
  });

  it('lets a sale skip an expired lot and take what is held without a lot, below zero if it must', async () => {
    const sku = await trackedSku();
    const expired = await receive(sku, 5, inDays(-1));
    await unlotted(sku, 3);
    const fresh = await receive(sku, 2, inDays(4));
    const moved = await move([sale(sku, 6)]);
    expect(pieces(moved)).toEqual([
      [fresh, 2],
      [null, 4],
    ]);
    expect(await lotsOf(sku)).toEqual([
      { id: expired, quantity: 5, status: 'active' },
      { id: fresh, quantity: 0, status: 'used_up' },
    ]);
    // 5 in the expired lot, 1 short without a lot.
    expect(await stockOf(sku)).toBe(4);
  });

  it('writes an expired lot off even when sales took what is held without a lot below zero', async () => {
    const sku = await trackedSku();
    const expired = await receive(sku, 5, inDays(-1));
    await move([sale(sku, 7)]);
    // 5 in the expired lot, 7 short without a lot: the line is at −2, and the lot still holds 5.
    expect(await stockOf(sku)).toBe(-2);
    const [writtenOff] = await move([{ ...waste(sku, 5), wasteReason: 'expired', lotId: expired }]);
    expect(writtenOff).toMatchObject({ lotId: expired, quantity: 5, quantityAfter: -7 });
    expect(await lotsOf(sku)).toEqual([{ id: expired, quantity: 0, status: 'used_up' }]);
    // Waste by hand of what is held without a lot is still refused below zero.
    await expect(move([waste(sku, 1)])).rejects.toBeInstanceOf(HttpError);
  });

  it('takes waste from the expired lots first, then the others, then what is held without a lot', async () => {
    const sku = await trackedSku();
    const fresh = await receive(sku, 5, inDays(2));
    const expired = await receive(sku, 3, inDays(-2));
    await unlotted(sku, 2);
    const moved = await move([waste(sku, 9)]);
    expect(pieces(moved)).toEqual([
      [expired, 3],
      [fresh, 5],
      [null, 1],
    ]);
    expect(moved.every((m) => m.wasteReason === 'spill')).toBe(true);
    expect(await stockOf(sku)).toBe(1);
    // Waste never takes a line below zero.
    const refused = await refusal(move([waste(sku, 2)]));
    expect(refused.message).toBe('Not enough stock: 1 on hand, 2 to deduct');
    expect(await stockOf(sku)).toBe(1);
  });

  it('takes a change naming its lot from that lot only, never beyond it, and only at its outlet', async () => {
    const sku = await trackedSku();
    const expired = await receive(sku, 4, inDays(-1));
    const fresh = await receive(sku, 6, inDays(5));
    const moved = await move([{ ...waste(sku, 2), lotId: fresh }]);
    expect(pieces(moved)).toEqual([[fresh, 2]]);
    expect(await lotsOf(sku)).toEqual([
      { id: expired, quantity: 4, status: 'active' },
      { id: fresh, quantity: 4, status: 'active' },
    ]);
    const beyond = await refusal(move([{ ...waste(sku, 5), lotId: fresh, field: 'quantity' }]));
    expect([beyond.statusCode, beyond.message, beyond.field]).toEqual([
      422,
      'Not enough stock in this lot: 4 left, 5 to deduct',
      'quantity',
    ]);
    // The same SKU's lot at another outlet, even with that outlet's line in the same call.
    const elsewhere = await receive(sku, 3, inDays(5), jakarta);
    const wrong = await refusal(
      move([
        { ...waste(sku, 1, jakarta), lotId: elsewhere },
        { ...waste(sku, 1), lotId: elsewhere },
      ]),
    );
    expect([wrong.statusCode, wrong.message]).toEqual([422, 'This lot is not held at this outlet']);
    const addedElsewhere = await refusal(
      move([
        { ...base(sku), changeType: 'add', quantity: 1, source: 'adjustment', tagging: 'retur', lotId: elsewhere },
      ]),
    );
    expect(addedElsewhere.message).toBe('This lot is not held at this outlet');
    expect((await lotsOf(sku, jakarta))[0]!.quantity).toBe(3);
  });

  it('creates the lot an addition brings in, and names it on the movement', async () => {
    const sku = await trackedSku();
    const [movement] = await move([
      {
        ...base(sku),
        changeType: 'add',
        quantity: 12,
        source: 'receipt',
        tagging: 'po',
        newLot: receivedLot('2030-03-04', { unitCostMilli: 19_500 }),
      },
    ]);
    const [lot] = await db.select().from(stockLots).where(eq(stockLots.id, movement!.lotId!));
    expect(lot).toMatchObject({
      outletId: bandung,
      skuId: sku,
      kind: 'lot',
      expiryDate: '2030-03-04',
      initialQuantity: 12,
      quantity: 12,
      unitCostMilli: 19_500,
      status: 'active',
      createdBy: t.seed.adminId,
    });
    // The Jakarta midnight after the printed date (UTC+7).
    expect(lot!.expiresAt.toISOString()).toBe('2030-03-04T17:00:00.000Z');
  });

  it('refuses a transfer that only expired stock would cover, naming the line, and books nothing', async () => {
    const sku = await trackedSku();
    await receive(sku, 5, inDays(-1));
    const fresh = await receive(sku, 2, inDays(3));
    await unlotted(sku, 1);
    const transfer = await newTransfer(bandung, jakarta);
    const refused = await refusal(move([send(sku, 4, transfer)]));
    expect([refused.statusCode, refused.message, refused.field]).toEqual([
      422,
      'Expired stock cannot be transferred: 3 unexpired on hand, 4 to send',
      'items.0.quantity',
    ]);
    expect(await stockOf(sku)).toBe(8);
    expect((await lotsOf(sku)).map((lot) => lot.quantity)).toEqual([5, 2]);
    // More than there is at all is simply not on hand.
    const tooMany = await refusal(move([send(sku, 20, transfer)]));
    expect(tooMany.message).toBe('Not enough stock: 8 on hand, 20 to deduct');
    // What has not expired goes, the lot first.
    expect(pieces(await move([send(sku, 3, transfer)]))).toEqual([
      [fresh, 2],
      [null, 1],
    ]);
  });

  it('marks a lot used up at 0, and active again when units come back to it', async () => {
    const sku = await trackedSku();
    const lot = await receive(sku, 3, inDays(2));
    await move([sale(sku, 3)]);
    expect(await lotsOf(sku)).toEqual([{ id: lot, quantity: 0, status: 'used_up' }]);
    const transfer = await newTransfer(bandung, jakarta);
    await move([
      { ...base(sku), changeType: 'add', quantity: 2, source: 'transfer_out', transferId: transfer, lotId: lot },
    ]);
    expect(await lotsOf(sku)).toEqual([{ id: lot, quantity: 2, status: 'active' }]);
  });

  it('holds the stock a SKU had before it tracked expiry without a lot', async () => {
    const sku = (await makeIngredient(t, 'Cream Cheese', 'kg', 1)).id;
    await unlotted(sku, 10);
    await db.update(skus).set({ tracksExpiry: true }).where(eq(skus.id, sku));
    const lot = await receive(sku, 4, inDays(1));
    expect(pieces(await move([sale(sku, 6)]))).toEqual([
      [lot, 4],
      [null, 2],
    ]);
    expect(await stockOf(sku)).toBe(8);
    expect(await lotsOf(sku)).toEqual([{ id: lot, quantity: 0, status: 'used_up' }]);
  });
});

/** A small seeded generator, so a failing randomized run can be replayed from its seed. */
function random(seed: number) {
  let state = seed >>> 0;
  return (below: number) => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0;
    state ^= state + Math.imul(state ^ (state >>> 7), state | 61);
    return ((state ^ (state >>> 14)) >>> 0) % below;
  };
}

describe('many writers at once', () => {
  it('keeps stock = Σ movements per outlet and SKU, and each lot = Σ movements naming it, never below 0', async () => {
    const seed = Date.now() % 100_000;
    const pick = random(seed);
    const outletsUsed = [bandung, jakarta];
    const tracked = [await trackedSku('Milk'), await trackedSku('Cream'), await trackedSku('Puree')];
    const plain = (await makeIngredient(t, 'Sugar', 'kg', 1)).id;
    for (const outletId of outletsUsed)
      for (const sku of tracked) {
        await unlotted(sku, 5, outletId);
        await receive(sku, 10, inDays(-1), outletId);
        await receive(sku, 10, inDays(2), outletId);
      }
    const transfers = new Map<string, number>();
    for (const from of outletsUsed)
      for (const to of outletsUsed) if (from !== to) transfers.set(`${from}>${to}`, await newTransfer(from, to));

    const refused: string[] = [];
    async function run(step: number) {
      const outletId = outletsUsed[pick(2)]!;
      const other = outletsUsed.find((o) => o !== outletId)!;
      const sku = tracked[pick(tracked.length)]!;
      const kind = pick(5);
      try {
        if (kind === 0) {
          // A sale of two SKUs, given in either order, with an untracked one.
          const second = tracked[pick(tracked.length)]!;
          const lines = [sale(sku, 1 + pick(4), outletId), sale(plain, 1, outletId)];
          if (second !== sku) lines.push(sale(second, 1 + pick(3), outletId));
          await move(pick(2) ? lines : lines.reverse());
        } else if (kind === 1) {
          await move([waste(sku, 1 + pick(3), outletId)]);
        } else if (kind === 2) {
          await move([
            {
              ...base(sku, outletId),
              changeType: 'add',
              quantity: 1 + pick(6),
              source: 'receipt',
              tagging: 'po',
              newLot: receivedLot(inDays(pick(6) - 2), { unitCostMilli: 1000 + pick(500) }),
            },
          ]);
        } else if (kind === 3) {
          // Sent from one outlet, received at the other as a new lot, in two transactions.
          const transfer = transfers.get(`${outletId}>${other}`)!;
          const quantity = 1 + pick(5);
          await move([send(sku, quantity, transfer, outletId)]);
          await move([
            {
              ...base(sku, other),
              changeType: 'add',
              quantity,
              source: 'transfer_in',
              transferId: transfer,
              newLot: receivedLot(inDays(pick(4)), { transferId: transfer }),
            },
          ]);
        } else {
          // An expired lot written off by name.
          const [lot] = await rowsOf<{ id: number; quantity: number }>(
            db,
            sql`select id, quantity from stock_lots where outlet_id = ${outletId} and sku_id = ${sku}
              and quantity > 0 and expires_at <= now() order by id limit 1`,
          );
          if (lot)
            await move([{ ...waste(sku, Number(lot.quantity), outletId), wasteReason: 'expired', lotId: lot.id }]);
        }
      } catch (error) {
        // A refusal is an answer; anything else (a deadlock, a broken constraint) is a failure.
        if (!(error instanceof HttpError) || error.statusCode !== 422) throw error;
        refused.push(`${step}: ${error.message}`);
      }
    }
    // Eight writers at once (the pool has ten connections), fifteen steps each.
    await Promise.all(
      Array.from({ length: 8 }, async (_, writer) => {
        for (let step = 0; step < 15; step++) await run(writer * 15 + step);
      }),
    );

    const skuList = sql.join(
      [...tracked, plain].map((id) => sql`${id}::integer`),
      sql`, `,
    );
    const context = `seed ${seed}`;
    const stockNotExplained = await rowsOf(
      db,
      sql`select s.outlet_id, s.sku_id, s.quantity, m.net from inventory_stocks s
        left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                   from inventory_movements group by outlet_id, sku_id) m
          on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
        where s.sku_id in (${skuList}) and s.quantity <> coalesce(m.net, 0)`,
    );
    expect(stockNotExplained, context).toEqual([]);
    const lotNotExplained = await rowsOf(
      db,
      sql`select l.id, l.quantity, m.net from stock_lots l
        left join (select lot_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                   from inventory_movements where lot_id is not null group by lot_id) m on m.lot_id = l.id
        where l.sku_id in (${skuList}) and (l.quantity <> coalesce(m.net, 0) or l.quantity < 0)`,
    );
    expect(lotNotExplained, context).toEqual([]);
    // Each movement naming a lot is of the lot's outlet and SKU.
    const misplaced = await rowsOf(
      db,
      sql`select m.id from inventory_movements m join stock_lots l on l.id = m.lot_id
        where m.outlet_id <> l.outlet_id or m.sku_id <> l.sku_id`,
    );
    expect(misplaced, context).toEqual([]);
    // No update was lost: each movement starts where the previous one of its line ended.
    const brokenChain = await rowsOf(
      db,
      sql`select id from (select id, quantity_before, sku_id,
          lag(quantity_after) over (partition by outlet_id, sku_id order by created_at, id) as previous
          from inventory_movements) m
        where m.sku_id in (${skuList}) and m.quantity_before <> coalesce(m.previous, 0)`,
    );
    expect(brokenChain, context).toEqual([]);
    // A sale or a transfer never took from a lot expired when it was booked.
    const soldExpired = await rowsOf(
      db,
      sql`select m.id from inventory_movements m join stock_lots l on l.id = m.lot_id
        where m.source in ('sale', 'transfer_out') and m.change_type = 'deduct' and l.expires_at <= m.created_at`,
    );
    expect(soldExpired, context).toEqual([]);
    // Only a sale, or what a lot held, took a line below zero; the status follows what is left.
    const negative = await rowsOf(
      db,
      sql`select id from inventory_movements where sku_id in (${skuList}) and source <> 'sale'
        and lot_id is null and change_type = 'deduct' and quantity_after < 0`,
    );
    expect(negative, context).toEqual([]);
    const wrongStatus = await rowsOf(
      db,
      sql`select id from stock_lots where sku_id in (${skuList})
        and ((quantity = 0) <> (status = 'used_up'))`,
    );
    expect(wrongStatus, context).toEqual([]);
    // The run did things: movements on lots at both outlets.
    const [done] = await rowsOf<{ outlets: number; lots: number }>(
      db,
      sql`select count(distinct outlet_id)::integer as outlets, count(distinct lot_id)::integer as lots
        from inventory_movements where sku_id in (${skuList}) and lot_id is not null`,
    );
    expect(done!.outlets).toBe(2);
    expect(done!.lots).toBeGreaterThan(12);
    expect(await db.$count(inventoryMovements)).toBeGreaterThan(100);
  });
});
