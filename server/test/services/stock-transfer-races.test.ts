// Transfers under simultaneous requests. On PostgreSQL the requests really run in parallel; on
// PGlite one at a time. Either way a transfer is received once or cancelled once, never both,
// nothing is sent that the sender does not have, and every unit at every outlet is explained by
// its movements, while sales at the sender go on.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays, jakartaDate } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { build, type User } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const HQ = t.outletId['Jakarta Kemang']!;
const BANDUNG = t.outletId['Bandung Dago']!;

const send = (client: User, skuId: number, quantity: number) =>
  client.POST('/adm/v1/stock-transfers', {
    body: { from_outlet_id: HQ, to_outlet_id: BANDUNG, items: [{ sku_id: skuId, quantity }] },
  });

const receive = (client: User, id: number, skuId: number, received: number, damaged = 0) =>
  client.POST('/adm/v1/stock-transfers/{transfer_id}/receive', {
    params: { path: { transfer_id: id } },
    body: { items: [{ sku_id: skuId, quantity_received: received, quantity_damaged: damaged }] },
  });

const cancel = (client: User, id: number) =>
  client.POST('/adm/v1/stock-transfers/{transfer_id}/cancel', { params: { path: { transfer_id: id } } });

/** Opening stock at the head office, through the ledger, so every unit is explained. */
async function opening(skuId: number, quantity: number) {
  const res = await api.POST('/adm/v1/inventory/adjustments', {
    body: { outlet_id: HQ, sku_id: skuId, change_type: 'add', quantity, note: 'Opening', tagging: 'retur' },
  });
  expect(res.response.status).toBe(201);
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.app.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function stock(outletId: number, skuId: number): Promise<number> {
  const [row] = await rows<{ quantity: number }>(
    sql`select quantity from inventory_stocks where outlet_id = ${outletId} and sku_id = ${skuId}`,
  );
  return Number(row?.quantity ?? 0);
}

/** What the ledger promises, over the whole database, plus what a transfer promises. */
async function invariants() {
  return {
    stockNotExplained: await rows(sql`
      select s.outlet_id, s.sku_id from inventory_stocks s
      left join (select outlet_id, sku_id, sum(case when change_type = 'add' then quantity else -quantity end) as net
                 from inventory_movements group by outlet_id, sku_id) m
             on m.outlet_id = s.outlet_id and m.sku_id = s.sku_id
      where s.quantity <> coalesce(m.net, 0)`),
    negative: await rows(sql`
      select id from inventory_movements where source <> 'sale' and change_type = 'deduct' and quantity_after < 0`),
    brokenChain: await rows(sql`
      select id from (
        select id, quantity_before,
          lag(quantity_after) over (partition by outlet_id, sku_id order by created_at, id) as previous
        from inventory_movements) m
      where m.quantity_before <> coalesce(m.previous, 0)`),
    // Sent once; in transit nothing more; received in once at the receiver; cancelled back once.
    transfersNotExplained: await rows(sql`
      select tr.id from stock_transfers tr
      join stock_transfer_items i on i.transfer_id = tr.id
      left join lateral (
        select
          coalesce(sum(m.quantity) filter (where m.source = 'transfer_out' and m.change_type = 'deduct'
            and m.outlet_id = tr.from_outlet_id), 0) as sent,
          coalesce(sum(m.quantity) filter (where m.source = 'transfer_out' and m.change_type = 'add'
            and m.outlet_id = tr.from_outlet_id), 0) as returned,
          coalesce(sum(m.quantity) filter (where m.source = 'transfer_in' and m.outlet_id = tr.to_outlet_id), 0) as arrived,
          coalesce(sum(m.quantity) filter (where m.source = 'adjustment' and m.outlet_id = tr.to_outlet_id), 0) as written_off
        from inventory_movements m where m.transfer_id = tr.id and m.sku_id = i.sku_id) b on true
      where b.sent <> i.quantity
         or (tr.status = 'IN_TRANSIT' and (b.returned <> 0 or b.arrived <> 0))
         or (tr.status = 'CANCELLED' and (b.returned <> i.quantity or b.arrived <> 0))
         or (tr.status = 'RECEIVED' and (b.returned <> 0 or b.arrived <> i.quantity
             or b.written_off <> i.quantity - i.quantity_received))`),
  };
}

const CLEAN = { stockNotExplained: [], negative: [], brokenChain: [], transfersNotExplained: [] };

describe('simultaneous transfers', () => {
  it('receives one transfer exactly once out of 10 parallel receipts', async () => {
    const milk = await makeSku(t, 'Race milk');
    await opening(milk.id, 10);
    const transfer = (await send(api, milk.id, 10)).data!.data;
    const results = await Promise.all(Array.from({ length: 10 }, () => receive(api, transfer.id, milk.id, 9, 1)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    expect(await stock(BANDUNG, milk.id)).toBe(9);
    const [moves] = await rows<{ n: number }>(
      sql`select count(*)::int as n from inventory_movements where transfer_id = ${transfer.id} and outlet_id = ${BANDUNG}`,
    );
    expect(Number(moves!.n)).toBe(2);
    expect(await invariants()).toEqual(CLEAN);
  });

  it('lets a receipt and a cancel racing on one transfer either receive it or cancel it, never both', async () => {
    const sku = await makeSku(t, 'Race pearls');
    await opening(sku.id, 100);
    for (let round = 0; round < 8; round++) {
      const transfer = (await send(api, sku.id, 5)).data!.data;
      const hqBefore = await stock(HQ, sku.id);
      const bandungBefore = await stock(BANDUNG, sku.id);
      const calls = [receive(api, transfer.id, sku.id, 5), cancel(api, transfer.id)];
      const [received, cancelled] = await Promise.all(round % 2 ? calls : calls.reverse());
      const statuses = [received!.response.status, cancelled!.response.status].sort();
      expect(
        statuses.filter((s) => s === 200),
        `round ${round}: ${statuses}`,
      ).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(1);
      const detail = await api.GET('/adm/v1/stock-transfers/{transfer_id}', {
        params: { path: { transfer_id: transfer.id } },
      });
      const status = detail.data!.data.status;
      if (status === 'RECEIVED') {
        expect(await stock(BANDUNG, sku.id)).toBe(bandungBefore + 5);
        expect(await stock(HQ, sku.id)).toBe(hqBefore);
      } else {
        expect(status).toBe('CANCELLED');
        expect(await stock(BANDUNG, sku.id)).toBe(bandungBefore);
        expect(await stock(HQ, sku.id)).toBe(hqBefore + 5);
      }
    }
    expect(await invariants()).toEqual(CLEAN);
  });

  it('sends exactly 8 of 20 parallel transfers of 1 out of a stock of 8', async () => {
    const sku = await makeSku(t, 'Race cups');
    await opening(sku.id, 8);
    const results = await Promise.all(Array.from({ length: 20 }, () => send(api, sku.id, 1)));
    const statuses = results.map((r) => r.response.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(8);
    expect(statuses.filter((s) => s === 422)).toHaveLength(12);
    const numbers = results.filter((r) => r.data).map((r) => r.data!.data.transfer_number);
    expect(new Set(numbers).size).toBe(8);
    expect(await stock(HQ, sku.id)).toBe(0);
    expect(await invariants()).toEqual(CLEAN);
  });

  it('never sends below zero while sales use the same stock at the sender, and every unit stays explained', async () => {
    const milk = await makeIngredient(t, 'Race fresh milk', 'l', 1);
    const drink = await makeSku(t, 'Race milk tea');
    await setRecipe(t, drink.id, [{ ingredient: milk.id, quantity: 200 }]);
    await api.POST('/adm/v1/inventory/adjustments', {
      body: { outlet_id: HQ, sku_id: milk.id, change_type: 'add', quantity: 20_000, note: 'Opening', tagging: 'retur' },
    });
    const { customer, timeslot } = orderFixtures(t);
    const tomorrow = addDays(jakartaDate(Date.now()), 1);
    const slot = await timeslot(HQ, tomorrow, '09:00', '09:30');
    const customers = await Promise.all(Array.from({ length: 16 }, () => customer()));
    const sale = (n: number) =>
      placeOrder(t.app.db, {
        outletId: HQ,
        door: { channel: 'app', customerId: customers[n]!, timeslotId: slot },
        lines: [{ skuId: drink.id, quantity: 2 }],
        notes: null,
        payment: 'prepaid',
      });
    const statuses = new Map<number, number>();
    const transfers: number[] = [];
    await Promise.all([
      ...Array.from({ length: 16 }, (_, n) => sale(n)),
      ...Array.from({ length: 16 }, async (_, n) => {
        const res = await send(api, milk.id, 900);
        statuses.set(res.response.status, (statuses.get(res.response.status) ?? 0) + 1);
        if (res.data && n % 3 === 0) transfers.push(res.data.data.id);
      }),
    ]);
    expect([...statuses.keys()].every((s) => s === 201 || s === 422)).toBe(true);
    expect(statuses.get(201) ?? 0).toBeGreaterThan(0);
    // Cancels and receipts after the run keep the books straight too.
    await Promise.all(transfers.map((id, i) => (i % 2 ? cancel(api, id) : receive(api, id, milk.id, 850, 20))));
    const sent = await rows<{ quantity_after: number }>(
      sql`select quantity_after from inventory_movements
          where sku_id = ${milk.id} and source = 'transfer_out' and change_type = 'deduct'`,
    );
    expect(sent.every((m) => Number(m.quantity_after) >= 0)).toBe(true);
    expect(await invariants()).toEqual(CLEAN);
  });
});
