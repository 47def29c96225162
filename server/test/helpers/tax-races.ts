// Counter sales placed at one outlet while its tax settings and the chain's switch back and forth
// between two sets, on one database handle or several (PostgreSQL: separate processes). Each sale
// must freeze one whole set, never the outlet's rates of one and the chain's rules of the other,
// and its amounts must be what the pricing function makes of that set.
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import { chainSettings, invoices, orders, outlets } from '../../src/db/schema';
import { placeOrder } from '../../src/services/orders/placement';
import { chargesFor, orderAmounts, type ChargeSettings } from '../../src/services/sales/pricing';
import { openShift } from './shifts';

/** Two sets that differ in every rate and rule, so a mix of them shows. */
export const SETS: ChargeSettings[] = [
  {
    pbjtEnabled: true,
    pbjtBasisPoints: 1000,
    serviceChargeBasisPoints: 500,
    serviceChargeOrderTypes: ['dine_in'],
    serviceChargeTaxable: true,
    pricesIncludeTax: false,
    cashRoundingUnit: 100,
  },
  {
    pbjtEnabled: true,
    pbjtBasisPoints: 500,
    serviceChargeBasisPoints: 1000,
    serviceChargeOrderTypes: ['dine_in', 'takeaway'],
    serviceChargeTaxable: false,
    pricesIncludeTax: true,
    cashRoundingUnit: 500,
  },
];

/** Writes a set to the outlet and the chain in one transaction. */
export async function switchTo(db: Db, outletId: number, set: ChargeSettings): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(outlets)
      .set({
        pbjtEnabled: set.pbjtEnabled,
        pbjtRateBp: set.pbjtBasisPoints,
        serviceChargeBp: set.serviceChargeBasisPoints,
        serviceChargeOrderTypes: [...set.serviceChargeOrderTypes],
        serviceChargeTaxable: set.serviceChargeTaxable,
      })
      .where(eq(outlets.id, outletId));
    await tx
      .insert(chainSettings)
      .values({ id: 1, pricesIncludeTax: set.pricesIncludeTax, cashRounding: set.cashRoundingUnit })
      .onConflictDoUpdate({
        target: chainSettings.id,
        set: { pricesIncludeTax: set.pricesIncludeTax, cashRounding: set.cashRoundingUnit },
      });
  });
}

export interface RaceResult {
  /** Per order: the index in SETS of the set it froze, or -1 when its amounts match neither. */
  setUsed: number[];
  /** Orders whose invoice asks for something other than the order's total. */
  invoiceMismatches: number[];
}

/**
 * Places `sales` cash dine-in sales of `skuId` (one to three cups) at `outletId`, switching the
 * settings between the sets after every few, spread over `dbs`; answers which set each sale froze.
 */
export async function placeWhileSettingsChange(
  dbs: Db[],
  outletId: number,
  skuId: number,
  sales = 30,
): Promise<RaceResult> {
  await switchTo(dbs[0]!, outletId, SETS[0]!);
  await openShift(dbs[0]!, outletId);
  const work: Promise<number | null>[] = [];
  let switches = 0;
  for (let n = 0; n < sales; n++) {
    const db = dbs[n % dbs.length]!;
    work.push(
      placeOrder(db, {
        outletId,
        door: { channel: 'counter', orderType: 'dine_in', customerName: null, register: 'Counter 1' },
        lines: [{ skuId, quantity: 1 + (n % 3) }],
        notes: null,
        payment: { cash: 1_000_000 },
      }).then((placed) => placed.orderId),
    );
    if (n % 3 === 2) {
      switches++;
      work.push(switchTo(dbs[(n + 1) % dbs.length]!, outletId, SETS[switches % 2]!).then(() => null));
    }
  }
  const ids = (await Promise.all(work)).filter((id): id is number => id !== null);
  const rows = await dbs[0]!
    .select({
      id: orders.id,
      subtotal: orders.subtotal,
      discountTotal: orders.discountTotal,
      serviceCharge: orders.serviceCharge,
      taxBase: orders.taxBase,
      tax: orders.tax,
      taxIncluded: orders.taxIncluded,
      rounding: orders.rounding,
      total: orders.totalAmount,
      pbjtBasisPoints: orders.pbjtRateBp,
      serviceChargeBasisPoints: orders.serviceChargeBp,
      pricesIncludeTax: orders.pricesIncludeTax,
      invoiceAmount: invoices.amount,
    })
    .from(orders)
    .innerJoin(invoices, eq(invoices.orderId, orders.id))
    .where(inArray(orders.id, ids))
    .orderBy(orders.id);
  const setUsed = rows.map(({ id: _id, invoiceAmount: _amount, ...frozen }) =>
    SETS.findIndex((set) => {
      const expected = orderAmounts(frozen.subtotal, frozen.discountTotal, chargesFor(set, 'dine_in'), true);
      return isDeepStrictEqual(expected, frozen);
    }),
  );
  return { setUsed, invoiceMismatches: rows.filter((r) => r.invoiceAmount !== r.total).map((r) => r.id) };
}
