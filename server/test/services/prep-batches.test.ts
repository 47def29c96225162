// Prep items made in the shop: a prep item's fields and batch recipe, a batch made from it (its
// ingredients out, its yield in as a batch that expires after the holding time, costed per unit),
// sales taking the oldest unexpired batch first, a discard written off as waste with its value, the
// pars and the suggestions per daypart, the expiry job, and every read and write kept to the
// outlets the caller reaches.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, inventoryMovements, skus, stockLots } from '../../src/db/schema';
import { addDays, HOUR, jakartaDate, MINUTE, startOfJakartaDay } from '../../src/lib/jakarta-time';
import { placeOrder } from '../../src/services/orders/placement';
import { expireDueLots } from '../../src/services/prep/expiry';
import { listPrepSuggestions } from '../../src/services/prep/queries';
import { orderFixtures } from '../helpers/orders';
import { makeIngredient, makeSku, setRecipe } from '../helpers/purchasing';
import { skuBody } from '../helpers/skus';
import { build } from '../helpers/test-app';

const t = await build();
const admin = await t.asAdmin();
const { customer, timeslot } = orderFixtures(t);
const BANDUNG = t.outletId['Bandung Dago']!;
const SURABAYA = t.outletId['Surabaya Tunjungan']!;

/** Puts `quantity` of a SKU in stock at an outlet through the ledger (an adjustment). */
async function stockUp(outletId: number, skuId: number, quantity: number) {
  const res = await admin.POST('/adm/v1/inventory/adjustments', {
    body: { outlet_id: outletId, sku_id: skuId, change_type: 'add', quantity, note: 'Opening', tagging: 'retur' },
  });
  expect(res.response.status, JSON.stringify(res.error)).toBe(201);
}

/**
 * Cooked pearls: a batch of 1,000 gr raw tapioca (Rp 20 a gr) and 200 gr brown sugar (Rp 15 a gr)
 * yields 1,800 gr, held 4 hours; the raw goods in stock at Bandung.
 */
async function pearls(outletId = BANDUNG) {
  const tapioca = await makeIngredient(t, 'Raw Tapioca 1 kg', 'kg', 1);
  const sugar = await makeIngredient(t, 'Brown Sugar 1 kg', 'kg', 1);
  await t.app.db.update(skus).set({ avgCostMilli: 20_000 }).where(eq(skus.id, tapioca.id));
  await t.app.db.update(skus).set({ avgCostMilli: 15_000 }).where(eq(skus.id, sugar.id));
  const created = await admin.POST('/adm/v1/skus', {
    body: skuBody(t, '', {
      name: `Cooked Pearls ${tapioca.id}`,
      kind: 'prep',
      unit: 'gr',
      unit_amount: 1,
      batch_yield: 1800,
      holding_minutes: 240,
      price: 1,
      status: false,
    }),
  });
  expect(created.response.status, JSON.stringify(created.error)).toBe(201);
  const item = created.data!.data;
  const recipe = await admin.PUT('/adm/v1/skus/{sku_id}/recipe', {
    params: { path: { sku_id: item.id } },
    body: {
      items: [
        { ingredient_sku_id: tapioca.id, quantity: 1000 },
        { ingredient_sku_id: sugar.id, quantity: 200 },
      ],
    },
  });
  expect(recipe.response.status, JSON.stringify(recipe.error)).toBe(200);
  await stockUp(outletId, tapioca.id, 5000);
  await stockUp(outletId, sugar.id, 1000);
  return { tapioca, sugar, item };
}

const make = (outletId: number, skuId: number, batches = 1, api: Pick<typeof admin, 'POST'> = admin) =>
  api.POST('/adm/v1/prep-batches', { body: { outlet_id: outletId, sku_id: skuId, batches } });

async function stockOf(outletId: number, skuId: number) {
  const rows = (await t.app.db.execute(
    sql`select quantity from inventory_stocks where outlet_id = ${outletId} and sku_id = ${skuId}`,
  )) as unknown as { rows: { quantity: number }[] };
  return Number(rows.rows[0]?.quantity ?? 0);
}

async function lot(id: number) {
  const [row] = await t.app.db.select().from(stockLots).where(eq(stockLots.id, id));
  return row!;
}

/** A paid order of `cups` drinks at the outlet, placed for the app and paid at the desk. */
async function sell(outletId: number, drinkId: number, cups: number) {
  const tomorrow = addDays(jakartaDate(Date.now()), 1);
  const { orderId } = await placeOrder(t.app.db, {
    outletId,
    door: {
      channel: 'app',
      customerId: await customer(),
      timeslotId: await timeslot(outletId, tomorrow, '07:00', '07:30'),
    },
    lines: [{ skuId: drinkId, quantity: cups }],
    notes: null,
    payment: 'unpaid',
  });
  const paid = await admin.PUT('/adm/v1/orders/{order_id}/status', {
    params: { path: { order_id: orderId } },
    body: { status: 100, payment: { method: 'qris_static' } },
  });
  expect(paid.response.status, JSON.stringify(paid.error)).toBe(200);
  return orderId;
}

/** A drink whose recipe uses 50 gr of the prep item. */
async function drinkWith(itemId: number) {
  const drink = await makeSku(t, 'Brown Sugar Boba');
  await setRecipe(t, drink.id, [{ ingredient: itemId, quantity: 50 }]);
  return drink;
}

describe('a prep item', () => {
  it('needs its batch yield and holding time, and only a prep item has them', async () => {
    const base = skuBody(t, '', { kind: 'prep', unit: 'gr', unit_amount: 1, batch_yield: 1800, holding_minutes: 240 });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ batch_yield: null }, 'Batch yield is required for a prep item', 'batch_yield'],
      [{ holding_minutes: undefined }, 'Holding time is required for a prep item', 'holding_minutes'],
      [{ tracks_expiry: true }, 'A prep item expires by its holding time, not by an expiry date', 'tracks_expiry'],
      [{ kind: 'ingredient', holding_minutes: null }, 'Only a prep item has a batch yield', 'batch_yield'],
      [{ kind: 'product', batch_yield: null }, 'Only a prep item has a holding time', 'holding_minutes'],
    ];
    for (const [patch, detail, field] of cases) {
      const res = await admin.POST('/adm/v1/skus', { body: { ...base, ...patch } as typeof base });
      expect(res.response.status, detail).toBe(422);
      expect(res.error!.errors[0]).toEqual({ detail, field });
    }
    const made = await admin.POST('/adm/v1/skus', { body: base });
    expect(made.response.status, JSON.stringify(made.error)).toBe(201);
    expect(made.data!.data).toMatchObject({
      kind: 'prep',
      batch_yield: 1800,
      holding_minutes: 240,
      tracks_expiry: false,
      image_url: '',
    });
  });

  it('has a batch recipe of ingredients only, and drinks and options may use it', async () => {
    const { item } = await pearls();
    const other = await pearls();
    const refused = await admin.PUT('/adm/v1/skus/{sku_id}/recipe', {
      params: { path: { sku_id: item.id } },
      body: { items: [{ ingredient_sku_id: other.item.id, quantity: 10 }] },
    });
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]).toEqual({
      detail: "A prep item's batch recipe uses ingredients only",
      field: 'items.0.ingredient_sku_id',
    });
    const drink = await makeSku(t, 'Pearl Milk Tea');
    const used = await admin.PUT('/adm/v1/skus/{sku_id}/recipe', {
      params: { path: { sku_id: drink.id } },
      body: { items: [{ ingredient_sku_id: item.id, quantity: 50 }] },
    });
    expect(used.response.status, JSON.stringify(used.error)).toBe(200);
    const group = await admin.POST('/adm/v1/modifier-groups', {
      body: {
        name: `Toppings ${item.id}`,
        selection: 'single',
        status: true,
        min_select: 0,
        max_select: 1,
        options: [
          {
            name: 'Extra pearls',
            price_delta: 5000,
            status: true,
            is_default: false,
            recipe: [{ ingredient_sku_id: item.id, action: 'add', quantity: 30 }],
          },
        ],
      },
    });
    expect(group.response.status, JSON.stringify(group.error)).toBe(201);
  });

  it('is never on the menu a customer or the counter sees', async () => {
    const { item } = await pearls();
    await t.app.db.update(skus).set({ status: true }).where(eq(skus.id, item.id));
    const menu = await admin.GET('/adm/v1/counter/menu', { params: { query: { outlet_id: BANDUNG } } });
    expect(menu.response.status, JSON.stringify(menu.error)).toBe(200);
    expect(JSON.stringify(menu.data)).not.toContain(`"id":${item.id},`);
  });
});

describe('making a batch', () => {
  it('books the raw goods out and the pearls in, expiring 4 hours later, at what they used per gram', async () => {
    const { tapioca, sugar, item } = await pearls();
    const before = Date.now();
    const res = await make(BANDUNG, item.id, 2);
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const batch = res.data!.data;
    // (2 × 1,000 gr × Rp 20 + 2 × 200 gr × Rp 15) / 3,600 gr = Rp 12.7777… → 12.778 a gram.
    expect(batch).toMatchObject({
      outlet: { id: BANDUNG, name: 'Bandung Dago' },
      sku: { id: item.id, stock_unit: 'gr' },
      batches: 2,
      quantity: 3600,
      remaining: 3600,
      status: 'active',
      unit_cost: '12.778',
      remaining_value: 46_001,
      created_by: { id: t.seed.adminId },
      discarded_at: null,
    });
    const held = Date.parse(batch.expires_at) - Date.parse(batch.produced_at);
    expect(held).toBe(4 * HOUR);
    expect(Date.parse(batch.produced_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(await stockOf(BANDUNG, tapioca.id)).toBe(3000);
    expect(await stockOf(BANDUNG, sugar.id)).toBe(600);
    expect(await stockOf(BANDUNG, item.id)).toBe(3600);

    const moves = await t.app.db
      .select()
      .from(inventoryMovements)
      .where(sql`${inventoryMovements.noteParams} ->> 'batch_id' = ${String(batch.id)}`);
    expect(
      moves
        .map((m) => [m.skuId, m.changeType, m.quantity, m.source, m.noteCode, m.lotId])
        .sort((a, b) => Number(a[0]) - Number(b[0])),
    ).toEqual(
      [
        [tapioca.id, 'deduct', 2000, 'production', 'batch_used', null],
        [sugar.id, 'deduct', 400, 'production', 'batch_used', null],
        [item.id, 'add', 3600, 'production', 'batch_made', batch.id],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(moves.every((m) => m.noteParams.sku === item.name)).toBe(true);
    // Recipes that use the pearls cost them at what the batches cost.
    const sku = await admin.GET('/adm/v1/skus/{sku_id}', { params: { path: { sku_id: item.id } } });
    expect(sku.data!.data.unit_cost).toBe('12.778');
  });

  it('has no cost when an ingredient has none, and is refused for what is not a prep item', async () => {
    const { tapioca, item } = await pearls();
    await t.app.db.update(skus).set({ avgCostMilli: null }).where(eq(skus.id, tapioca.id));
    const res = await make(BANDUNG, item.id);
    expect(res.data!.data).toMatchObject({ unit_cost: null, remaining_value: null });
    const refused = await make(BANDUNG, tapioca.id);
    expect(refused.response.status).toBe(422);
    expect(refused.error!.errors[0]).toEqual({ detail: 'This SKU is not a prep item', field: 'sku_id' });
    const bare = await admin.POST('/adm/v1/skus', {
      body: skuBody(t, '', { kind: 'prep', unit: 'ml', unit_amount: 1, batch_yield: 1000, holding_minutes: 360 }),
    });
    const none = await make(BANDUNG, bare.data!.data.id);
    expect(none.error!.errors[0]).toEqual({ detail: 'This prep item has no batch recipe', field: 'sku_id' });
  });
});

describe('sales of drinks that use a prep item', () => {
  it('take the oldest unexpired batch first and skip an expired one', async () => {
    const { item } = await pearls();
    const drink = await drinkWith(item.id);
    const older = (await make(BANDUNG, item.id)).data!.data;
    const newer = (await make(BANDUNG, item.id)).data!.data;
    await t.app.db
      .update(stockLots)
      .set({ expiresAt: new Date(Date.now() + HOUR) })
      .where(eq(stockLots.id, older.id));
    const first = await sell(BANDUNG, drink.id, 2);
    expect((await lot(older.id)).quantity).toBe(1700);
    expect((await lot(newer.id)).quantity).toBe(1800);
    const [sale] = await t.app.db.select().from(inventoryMovements).where(eq(inventoryMovements.orderId, first));
    expect(sale).toMatchObject({ skuId: item.id, quantity: 100, lotId: older.id, source: 'sale' });

    // Past its holding time the older batch is skipped, marked or not.
    await t.app.db
      .update(stockLots)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(stockLots.id, older.id));
    await sell(BANDUNG, drink.id, 3);
    expect((await lot(older.id)).quantity).toBe(1700);
    expect((await lot(newer.id)).quantity).toBe(1650);
    expect(await stockOf(BANDUNG, item.id)).toBe(1700 + 1650);
  });
});

describe('discarding a batch', () => {
  it('writes what is left off as waste at its cost, expired past its holding time, once', async () => {
    const { item } = await pearls();
    const drink = await drinkWith(item.id);
    const batch = (await make(BANDUNG, item.id)).data!.data;
    await sell(BANDUNG, drink.id, 2);
    await t.app.db
      .update(stockLots)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(stockLots.id, batch.id));
    const listed = await admin.GET('/adm/v1/prep-batches', {
      params: { query: { outlet_id: BANDUNG, sku_id: item.id, status: 'expired' } },
    });
    expect(listed.data!.data.map((b) => b.id)).toEqual([batch.id]);

    const path = { params: { path: { batch_id: batch.id } } };
    const res = await admin.POST('/adm/v1/prep-batches/{batch_id}/discard', path);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data!.data).toMatchObject({ status: 'discarded', remaining: 0, remaining_value: 0 });
    expect(res.data!.data.discarded_at).not.toBeNull();
    const [waste] = await t.app.db
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.lotId, batch.id), eq(inventoryMovements.source, 'waste')));
    // 1,700 gr × Rp 12.778 = Rp 21,722.6 → 21,723.
    expect(waste).toMatchObject({ quantity: 1700, changeType: 'deduct', wasteReason: 'expired', wasteValue: 21_723 });
    expect(await stockOf(BANDUNG, item.id)).toBe(0);
    expect((await lot(batch.id)).discardedBy).toBe(t.seed.adminId);

    const again = await admin.POST('/adm/v1/prep-batches/{batch_id}/discard', path);
    expect(again.response.status).toBe(422);
    expect(again.error!.errors[0]!.detail).toBe('Nothing is left of this batch');
    const discarded = await admin.GET('/adm/v1/prep-batches', {
      params: { query: { sku_id: item.id, status: 'discarded' } },
    });
    expect(discarded.data!.data.map((b) => b.id)).toEqual([batch.id]);
  });

  it('is for quality before its holding time ends', async () => {
    const { item } = await pearls();
    const batch = (await make(BANDUNG, item.id)).data!.data;
    await admin.POST('/adm/v1/prep-batches/{batch_id}/discard', { params: { path: { batch_id: batch.id } } });
    const [waste] = await t.app.db
      .select()
      .from(inventoryMovements)
      .where(and(eq(inventoryMovements.lotId, batch.id), eq(inventoryMovements.source, 'waste')));
    expect(waste).toMatchObject({ quantity: 1800, wasteReason: 'quality', wasteValue: 23_000 });
  });
});

describe('prep pars and suggestions', () => {
  it('refuses a par of what is not a prep item, and an item’s daypart twice', async () => {
    const { item, tapioca } = await pearls();
    const put = (pars: { sku_id: number; from: string; par: number }[]) =>
      admin.PUT('/adm/v1/outlets/{outlet_id}/prep-pars', { params: { path: { outlet_id: SURABAYA } }, body: { pars } });
    const twice = await put([
      { sku_id: item.id, from: '07:00', par: 3600 },
      { sku_id: item.id, from: '07:00', par: 1800 },
    ]);
    expect(twice.response.status).toBe(422);
    expect(twice.error!.errors[0]!.field).toBe('pars.1.from');
    const raw = await put([{ sku_id: tapioca.id, from: '07:00', par: 1 }]);
    expect(raw.error!.errors[0]).toEqual({ detail: 'This SKU is not a prep item', field: 'pars.0.sku_id' });
    const unknown = await put([{ sku_id: 987_654, from: '07:00', par: 1 }]);
    expect(unknown.error!.errors[0]!.field).toBe('pars.0.sku_id');
    const saved = await put([
      { sku_id: item.id, from: '14:00', par: 1000 },
      { sku_id: item.id, from: '07:00', par: 3600 },
    ]);
    expect(saved.response.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data!.data.pars.map((p) => [p.from, p.par])).toEqual([
      ['07:00', 3600],
      ['14:00', 1000],
    ]);
    const read = await admin.GET('/adm/v1/outlets/{outlet_id}/prep-pars', {
      params: { path: { outlet_id: SURABAYA } },
    });
    expect(read.data!.data).toEqual(saved.data!.data);
  });

  it('suggests the whole batches that bring unexpired stock up to the par of the daypart under way', async () => {
    const { item } = await pearls(SURABAYA);
    const put = await admin.PUT('/adm/v1/outlets/{outlet_id}/prep-pars', {
      params: { path: { outlet_id: SURABAYA } },
      body: {
        pars: [
          { sku_id: item.id, from: '07:00', par: 3600 },
          { sku_id: item.id, from: '14:00', par: 1000 },
          { sku_id: item.id, from: '20:00', par: 0 },
        ],
      },
    });
    expect(put.response.status, JSON.stringify(put.error)).toBe(200);
    const kept = (await make(SURABAYA, item.id)).data!.data;
    const gone = (await make(SURABAYA, item.id)).data!.data;
    await t.app.db
      .update(stockLots)
      .set({ expiresAt: new Date('2019-12-31T00:00:00Z') })
      .where(eq(stockLots.id, gone.id));
    expect(kept.remaining).toBe(1800);
    const day = startOfJakartaDay('2020-01-01');
    const at = async (hours: number) => {
      const all = await listPrepSuggestions(t.app.db, { all: true }, SURABAYA, new Date(day + hours * HOUR));
      return all.find((s) => s.sku.id === item.id)!;
    };
    // 08:00: the morning's par of 3,600 less 1,800 unexpired → 1 batch of 1,800.
    expect(await at(8)).toMatchObject({
      daypart_from: '07:00',
      par: 3600,
      on_hand: 1800,
      suggested_batches: 1,
      batch_yield: 1800,
      holding_minutes: 240,
    });
    expect(await at(15)).toMatchObject({ daypart_from: '14:00', par: 1000, suggested_batches: 0 });
    // Before the first daypart the evening's par still holds.
    expect(await at(6)).toMatchObject({ daypart_from: '20:00', par: 0, suggested_batches: 0 });
    expect(await at(21)).toMatchObject({ daypart_from: '20:00' });
    const api = await admin.GET('/adm/v1/prep-suggestions', { params: { query: { outlet_id: SURABAYA } } });
    expect(api.response.status).toBe(200);
    expect(api.data!.data.find((s) => s.sku.id === item.id)).toMatchObject({
      sku: { name: item.name, stock_unit: 'gr' },
    });
  });
});

describe('the expiry job', () => {
  it('marks a batch past its holding time expired, exactly once', async () => {
    const { item } = await pearls();
    const batch = (await make(BANDUNG, item.id)).data!.data;
    const fresh = (await make(BANDUNG, item.id)).data!.data;
    await t.app.db
      .update(stockLots)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(stockLots.id, batch.id));
    const entries = async () =>
      (
        await t.app.db
          .select({ changes: auditLog.changes })
          .from(auditLog)
          .where(and(eq(auditLog.operation, 'prep expiry'), eq(auditLog.recordId, String(item.id))))
      ).length;
    expect(await t.app.scheduledJobs.runNow('prep expiry')).toBe('ran');
    expect((await lot(batch.id)).status).toBe('expired');
    expect((await lot(fresh.id)).status).toBe('active');
    expect(await entries()).toBe(1);
    expect(await expireDueLots(t.app.db)).toBe(0);
    await t.app.scheduledJobs.runNow('prep expiry');
    expect(await entries()).toBe(1);
  });
});

describe('reach', () => {
  it('keeps a Bandung barista to Bandung: another outlet is not found', async () => {
    const barista = await t.asUser(['view_admin_prep'], BANDUNG);
    const api = t.api(barista.token);
    const { item } = await pearls(SURABAYA);
    const theirs = (await make(SURABAYA, item.id)).data!.data;
    expect((await make(SURABAYA, item.id, 1, api)).response.status).toBe(404);
    const discard = await api.POST('/adm/v1/prep-batches/{batch_id}/discard', {
      params: { path: { batch_id: theirs.id } },
    });
    expect(discard.response.status).toBe(404);
    expect(
      (await api.GET('/adm/v1/prep-batches', { params: { query: { outlet_id: SURABAYA } } })).response.status,
    ).toBe(404);
    const mine = await api.GET('/adm/v1/prep-batches', { params: { query: { size: 100 } } });
    expect(mine.data!.data.every((b) => b.outlet.id === BANDUNG)).toBe(true);
    expect(
      (await api.GET('/adm/v1/prep-suggestions', { params: { query: { outlet_id: SURABAYA } } })).response.status,
    ).toBe(404);
    const pars = { params: { path: { outlet_id: SURABAYA } } };
    expect((await api.GET('/adm/v1/outlets/{outlet_id}/prep-pars', pars)).response.status).toBe(404);
    expect(
      (await api.PUT('/adm/v1/outlets/{outlet_id}/prep-pars', { ...pars, body: { pars: [] } })).response.status,
    ).toBe(404);
    expect((await lot(theirs.id)).quantity).toBe(1800);
  });
});
