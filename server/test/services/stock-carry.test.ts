// The stock ledger books exact use in whole units with a carry per outlet and SKU: however many
// cups of a scaled quantity are sold (7.5 ml of syrup at 50 % sugar), and however many of them are
// cancelled in between, the booked stock comes back within half a unit of what the cups used at
// every sale, and the carry is exactly what was used but not booked.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { inventoryMovements, inventoryStocks } from '../../src/db/schema';
import { moveStock, type StockChange } from '../../src/lib/stock-ledger';
import { makeIngredient } from '../helpers/purchasing';
import { build } from '../helpers/test-app';

const t = await build();
const outletId = t.outletId['Bandung Dago']!;

const line = async (skuId: number, db: Pick<typeof t.app.db, 'select'> = t.app.db) =>
  (
    await db
      .select({ quantity: inventoryStocks.quantity, owed: inventoryStocks.owedMilli })
      .from(inventoryStocks)
      .where(and(eq(inventoryStocks.outletId, outletId), eq(inventoryStocks.skuId, skuId)))
  )[0];

const sale = (skuId: number, exactMilli: number): StockChange => ({
  outletId,
  skuId,
  changeType: 'deduct',
  source: 'sale',
  quantity: 0,
  exactMilli,
  note: 'Sale',
  userId: null,
});

const giveBack = (skuId: number, quantity: number, exactMilli: number): StockChange => ({
  outletId,
  skuId,
  changeType: 'add',
  source: 'sale_return',
  quantity,
  exactMilli,
  note: 'Cancelled',
  userId: null,
});

/** Books `cups` sales of `milli` each through moveStock, a hundred to a call, in one transaction. */
async function sellCups(skuId: number, cups: number, milli: number, cancelEvery = 0) {
  let returned = 0;
  await t.app.db.transaction(async (tx) => {
    const perCall = 100;
    for (let first = 0; first < cups; first += perCall) {
      const count = Math.min(perCall, cups - first);
      const moved = await moveStock(
        tx,
        Array.from({ length: count }, () => sale(skuId, milli)),
      );
      if (!cancelEvery) continue;
      // Each cancelled cup gives back what its own booking took (a cup of no whole unit took none).
      const cancelled = moved.filter((_, index) => (first + index) % cancelEvery === 0);
      await moveStock(
        tx,
        cancelled.map((movement) => giveBack(skuId, movement.quantity, milli)),
      );
      returned += cancelled.length;
    }
  });
  return returned;
}

describe('exact use booked in whole units', () => {
  it('books 10,000 cups of 7.5 ml as 75,000 ml, with nothing carried', async () => {
    const syrup = await makeIngredient(t, 'Brown Sugar Syrup', 'ml', 1);
    await sellCups(syrup.id, 10_000, 7500);
    expect(await line(syrup.id)).toEqual({ quantity: -75_000, owed: 0 });
    // Each movement is whole, and keeps the exact amount behind it.
    const moves = await t.app.db
      .select({ quantity: inventoryMovements.quantity, exact: inventoryMovements.exactMilli })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.skuId, syrup.id));
    expect(moves).toHaveLength(10_000);
    expect(new Set(moves.map((m) => m.quantity))).toEqual(new Set([7, 8]));
    expect(moves.every((m) => m.exact === 7500)).toBe(true);
  });

  it('never drifts by a unit with cancellations interleaved', async () => {
    const syrup = await makeIngredient(t, 'Brown Sugar Syrup', 'ml', 1);
    const returned = await sellCups(syrup.id, 10_000, 7500, 7);
    const exactUsed = (10_000 - returned) * 7500;
    const { quantity, owed } = (await line(syrup.id))!;
    expect(Math.abs(exactUsed + quantity * 1000)).toBeLessThan(1000);
    // The carry is exactly what was used and not booked.
    expect(owed).toBe(exactUsed + quantity * 1000);
  });

  it('stays within half a unit after every sale, for cups of any size sold and cancelled in any order', async () => {
    const tea = await makeIngredient(t, 'Black Tea', 'gr', 1);
    let state = 44;
    const random = (below: number) => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % below;
    };
    const open: { quantity: number; milli: number }[] = [];
    let exactUsed = 0;
    await t.app.db.transaction(async (tx) => {
      for (let round = 0; round < 200; round++) {
        const sizes = Array.from({ length: 10 }, () => 1 + random(20_000));
        let carried = (await line(tea.id, tx))?.owed ?? 0;
        const moved = await moveStock(
          tx,
          sizes.map((milli) => sale(tea.id, milli)),
        );
        // A booking of no whole unit has no movement: its quantity is 0.
        let next = 0;
        for (const milli of sizes) {
          const whole = Math.floor((carried + milli + 500) / 1000);
          carried += milli - whole * 1000;
          open.push({ quantity: whole > 0 ? moved[next++]!.quantity : 0, milli });
          exactUsed += milli;
        }
        expect(next).toBe(moved.length);
        // After the sales, within half a unit.
        const sold = (await line(tea.id, tx))!;
        expect(sold.owed).toBe(exactUsed + sold.quantity * 1000);
        expect(Math.abs(sold.owed)).toBeLessThanOrEqual(500);
        const cancelled = open.splice(random(open.length), 1 + random(3));
        await moveStock(
          tx,
          cancelled.map((cup) => giveBack(tea.id, cup.quantity, cup.milli)),
        );
        exactUsed -= cancelled.reduce((sum, cup) => sum + cup.milli, 0);
        // After the returns, off by no more than their own bookings' rounding.
        const { quantity, owed } = (await line(tea.id, tx))!;
        expect(owed).toBe(exactUsed + quantity * 1000);
        expect(Math.abs(owed)).toBeLessThan(500 + 1000 * cancelled.length);
      }
    });
  });

  it('moves nothing for a booking under half a unit, but counts it', async () => {
    const salt = await makeIngredient(t, 'Sea Salt', 'gr', 1);
    await sellCups(salt.id, 10, 300);
    // 0.3, 0.6 → 1, 0.9 → 1, … : 3 gr in all over 10 bookings, fewer movements than bookings.
    expect(await line(salt.id)).toEqual({ quantity: -3, owed: 0 });
    const moves = await t.app.db
      .select({ quantity: inventoryMovements.quantity })
      .from(inventoryMovements)
      .where(eq(inventoryMovements.skuId, salt.id));
    expect(moves.length).toBeLessThan(10);
    expect(moves.every((m) => m.quantity >= 1)).toBe(true);
  });

  it('leaves changes without an exact amount as they were', async () => {
    const milk = await makeIngredient(t, 'Fresh Milk', 'ml', 1);
    await t.app.db.transaction((tx) =>
      moveStock(tx, [
        {
          outletId,
          skuId: milk.id,
          changeType: 'add',
          source: 'adjustment',
          tagging: 'retur',
          quantity: 10,
          note: 'x',
          userId: null,
        },
        { outletId, skuId: milk.id, changeType: 'deduct', source: 'sale', quantity: 3, note: 'Sale', userId: null },
      ]),
    );
    expect(await line(milk.id)).toEqual({ quantity: 7, owed: 0 });
  });
});
