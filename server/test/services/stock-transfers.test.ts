// Transfers between outlets: sending books transfer_out at the sender, receiving books transfer_in
// of everything sent at the receiver and deducts the damaged (rusak) and lost (hilang) units,
// cancelling books everything back at the sender; each outlet sees only the transfers it is part
// of, and acts only on its own end.
import { describe, expect, it } from 'vitest';
import { makeSku } from '../helpers/purchasing';
import { setStock } from '../helpers/skus';
import { build, type User } from '../helpers/test-app';

const t = await build();
const api = await t.asAdmin();
const HQ = t.outletId['Jakarta Kemang']!;
const BANDUNG = t.outletId['Bandung Dago']!;
const SURABAYA = t.outletId['Surabaya Tunjungan']!;

async function send(client: User, from: number, to: number, items: { sku_id: number; quantity: number }[]) {
  return client.POST('/adm/v1/stock-transfers', {
    body: { from_outlet_id: from, to_outlet_id: to, items, note: 'Weekly' },
  });
}

function receive(
  client: User,
  id: number,
  items: { sku_id: number; quantity_received: number; quantity_damaged: number }[],
) {
  return client.POST('/adm/v1/stock-transfers/{transfer_id}/receive', {
    params: { path: { transfer_id: id } },
    body: { items, note: 'One carton crushed' },
  });
}

const cancel = (client: User, id: number) =>
  client.POST('/adm/v1/stock-transfers/{transfer_id}/cancel', { params: { path: { transfer_id: id } } });

async function stockAt(outletId: number, skuName: string) {
  const res = await api.GET('/adm/v1/inventory', { params: { query: { outlet_id: outletId, sku_name: skuName } } });
  return { quantity: res.data!.data[0]!.quantity, inTransit: res.data!.data[0]!.in_transit };
}

async function movements(outletId: number, transferId: number) {
  const res = await api.GET('/adm/v1/inventory/movements', {
    params: { query: { outlet_id: outletId, transfer_id: transferId, size: 50 } },
  });
  return res
    .data!.data.map((m) => ({
      source: m.source,
      change_type: m.change_type,
      quantity: m.quantity,
      tagging: m.tagging,
      transfer_number: m.transfer_number,
    }))
    .reverse();
}

describe('sending', () => {
  it('books transfer_out at the sender at once and shows the units in transit to the receiver', async () => {
    const milk = await makeSku(t, 'Fresh Milk');
    await setStock(t, milk.id, 25, HQ);
    const res = await send(api, HQ, BANDUNG, [{ sku_id: milk.id, quantity: 10 }]);
    expect(res.response.status, JSON.stringify(res.error)).toBe(201);
    const transfer = res.data!.data;
    expect(transfer.transfer_number).toMatch(/^TR-\d{4}-\d{2}-\d{4,}$/);
    expect(transfer).toMatchObject({
      status: 'IN_TRANSIT',
      from_outlet_id: HQ,
      to_outlet_id: BANDUNG,
      item_count: 1,
      quantity_sent: 10,
      note: 'Weekly',
      received_at: null,
    });
    expect(transfer.items).toEqual([
      expect.objectContaining({ sku_id: milk.id, quantity: 10, quantity_received: null, quantity_lost: null }),
    ]);
    expect(await stockAt(HQ, milk.name)).toEqual({ quantity: 15, inTransit: 0 });
    expect(await stockAt(BANDUNG, milk.name)).toEqual({ quantity: 0, inTransit: 10 });
    expect(await movements(HQ, transfer.id)).toEqual([
      {
        source: 'transfer_out',
        change_type: 'deduct',
        quantity: 10,
        tagging: null,
        transfer_number: transfer.transfer_number,
      },
    ]);
  });

  it('numbers transfers one after the other within the month', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 10, HQ);
    const first = (await send(api, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 1 }])).data!.data.transfer_number;
    const second = (await send(api, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 1 }])).data!.data.transfer_number;
    expect(Number(second.slice(11))).toBe(Number(first.slice(11)) + 1);
    expect(second.slice(0, 11)).toBe(first.slice(0, 11));
  });

  it('refuses more than the sender has, and books nothing', async () => {
    const sku = await makeSku(t);
    const other = await makeSku(t);
    await setStock(t, sku.id, 4, HQ);
    await setStock(t, other.id, 50, HQ);
    const res = await send(api, HQ, BANDUNG, [
      { sku_id: other.id, quantity: 5 },
      { sku_id: sku.id, quantity: 10 },
    ]);
    expect(res.response.status).toBe(422);
    expect(res.error!.errors[0]).toMatchObject({ field: 'items.1.quantity' });
    expect(res.error!.errors[0]!.detail).toContain('Not enough stock');
    expect((await stockAt(HQ, other.name)).quantity).toBe(50);
    const list = await api.GET('/adm/v1/stock-transfers', { params: { query: { size: 100 } } });
    expect(list.data!.data.some((tr) => tr.quantity_sent === 15)).toBe(false);
  });

  it('refuses no line, a SKU twice, one outlet at both ends and what does not exist', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 10, HQ);
    const cases: [Parameters<typeof send>, string][] = [
      [[api, HQ, BANDUNG, []], 'items'],
      [
        [
          api,
          HQ,
          BANDUNG,
          [
            { sku_id: sku.id, quantity: 1 },
            { sku_id: sku.id, quantity: 2 },
          ],
        ],
        'items.1.sku_id',
      ],
      [[api, HQ, HQ, [{ sku_id: sku.id, quantity: 1 }]], 'to_outlet_id'],
      [[api, HQ, 999_999, [{ sku_id: sku.id, quantity: 1 }]], 'to_outlet_id'],
      [[api, HQ, BANDUNG, [{ sku_id: 999_999, quantity: 1 }]], 'items.0.sku_id'],
    ];
    for (const [args, field] of cases) {
      const res = await send(...args);
      expect(res.response.status, field).toBe(422);
      expect(res.error!.errors[0]!.field).toBe(field);
    }
    expect((await stockAt(HQ, sku.name)).quantity).toBe(10);
  });
});

describe('receiving', () => {
  it('books the full quantity in, then the damaged as rusak and the shortfall as hilang', async () => {
    const milk = await makeSku(t, 'Fresh Milk');
    const pearls = await makeSku(t, 'Pearls');
    await setStock(t, milk.id, 10, HQ);
    await setStock(t, pearls.id, 20, HQ);
    await setStock(t, milk.id, 3, BANDUNG);
    const sent = (
      await send(api, HQ, BANDUNG, [
        { sku_id: milk.id, quantity: 10 },
        { sku_id: pearls.id, quantity: 20 },
      ])
    ).data!.data;
    const res = await receive(api, sent.id, [
      { sku_id: milk.id, quantity_received: 9, quantity_damaged: 1 },
      { sku_id: pearls.id, quantity_received: 15, quantity_damaged: 2 },
    ]);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    const received = res.data!.data;
    expect(received).toMatchObject({ status: 'RECEIVED', receive_note: 'One carton crushed' });
    expect(received.received_by?.id).toBe(api.id);
    expect(received.received_at).not.toBeNull();
    const line = (skuId: number) => received.items.find((i) => i.sku_id === skuId);
    expect(line(milk.id)).toMatchObject({ quantity: 10, quantity_received: 9, quantity_damaged: 1, quantity_lost: 0 });
    expect(line(pearls.id)).toMatchObject({
      quantity: 20,
      quantity_received: 15,
      quantity_damaged: 2,
      quantity_lost: 3,
    });
    expect(await stockAt(BANDUNG, milk.name)).toEqual({ quantity: 12, inTransit: 0 });
    expect(await stockAt(BANDUNG, pearls.name)).toEqual({ quantity: 15, inTransit: 0 });
    expect(await stockAt(HQ, milk.name)).toEqual({ quantity: 0, inTransit: 0 });
    const number = sent.transfer_number;
    const atBandung = await movements(BANDUNG, sent.id);
    expect(atBandung.filter((m) => m.quantity === 10 || m.quantity === 1)).toEqual([
      { source: 'transfer_in', change_type: 'add', quantity: 10, tagging: null, transfer_number: number },
      { source: 'adjustment', change_type: 'deduct', quantity: 1, tagging: 'rusak', transfer_number: number },
    ]);
    expect(atBandung.filter((m) => m.quantity !== 10 && m.quantity !== 1)).toEqual([
      { source: 'transfer_in', change_type: 'add', quantity: 20, tagging: null, transfer_number: number },
      { source: 'adjustment', change_type: 'deduct', quantity: 2, tagging: 'rusak', transfer_number: number },
      { source: 'adjustment', change_type: 'deduct', quantity: 3, tagging: 'hilang', transfer_number: number },
    ]);
    // The sender's log holds only what it sent.
    expect((await movements(HQ, sent.id)).map((m) => m.source)).toEqual(['transfer_out', 'transfer_out']);
  });

  it('receives at an outlet whose sales took it below zero, damaged units and all', async () => {
    const milk = await makeSku(t, 'Oversold Milk');
    await setStock(t, milk.id, 10, HQ);
    await setStock(t, milk.id, -50, BANDUNG);
    const sent = (await send(api, HQ, BANDUNG, [{ sku_id: milk.id, quantity: 10 }])).data!.data;
    const res = await receive(api, sent.id, [{ sku_id: milk.id, quantity_received: 8, quantity_damaged: 1 }]);
    expect(res.response.status, JSON.stringify(res.error)).toBe(200);
    expect(await stockAt(BANDUNG, milk.name)).toEqual({ quantity: -42, inTransit: 0 });
    expect((await movements(BANDUNG, sent.id)).map((m) => [m.source, m.tagging, m.quantity])).toEqual([
      ['transfer_in', null, 10],
      ['adjustment', 'rusak', 1],
      ['adjustment', 'hilang', 1],
    ]);
  });

  it('refuses more received and damaged than sent, a line not sent, and a line left out', async () => {
    const a = await makeSku(t);
    const b = await makeSku(t);
    await setStock(t, a.id, 10, HQ);
    await setStock(t, b.id, 10, HQ);
    const sent = (
      await send(api, HQ, BANDUNG, [
        { sku_id: a.id, quantity: 5 },
        { sku_id: b.id, quantity: 5 },
      ])
    ).data!.data;
    const over = await receive(api, sent.id, [
      { sku_id: a.id, quantity_received: 5, quantity_damaged: 0 },
      { sku_id: b.id, quantity_received: 4, quantity_damaged: 2 },
    ]);
    expect(over.response.status).toBe(422);
    expect(over.error!.errors[0]!.field).toBe('items.1.quantity_received');
    const stranger = await receive(api, sent.id, [
      { sku_id: a.id, quantity_received: 5, quantity_damaged: 0 },
      { sku_id: 999_999, quantity_received: 1, quantity_damaged: 0 },
    ]);
    expect(stranger.error!.errors[0]!.field).toBe('items.1.sku_id');
    const missing = await receive(api, sent.id, [{ sku_id: a.id, quantity_received: 5, quantity_damaged: 0 }]);
    expect(missing.response.status).toBe(422);
    expect(missing.error!.errors[0]!.field).toBe('items');
    const twice = await receive(api, sent.id, [
      { sku_id: a.id, quantity_received: 5, quantity_damaged: 0 },
      { sku_id: a.id, quantity_received: 5, quantity_damaged: 0 },
    ]);
    expect(twice.error!.errors[0]!.field).toBe('items.1.sku_id');
    expect((await stockAt(BANDUNG, a.name)).quantity).toBe(0);
    expect((await stockAt(BANDUNG, a.name)).inTransit).toBe(5);
  });

  it('refuses a second receipt and a cancel after receiving (409)', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 10, HQ);
    const sent = (await send(api, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 4 }])).data!.data;
    const items = [{ sku_id: sku.id, quantity_received: 4, quantity_damaged: 0 }];
    expect((await receive(api, sent.id, items)).response.status).toBe(200);
    const again = await receive(api, sent.id, items);
    expect(again.response.status).toBe(409);
    expect(again.error!.errors[0]!.detail).toBe('This transfer was already received');
    expect((await cancel(api, sent.id)).response.status).toBe(409);
    expect((await stockAt(BANDUNG, sku.name)).quantity).toBe(4);
    expect((await stockAt(HQ, sku.name)).quantity).toBe(6);
  });
});

describe('cancelling', () => {
  it('books everything back at the sender and leaves nothing in transit', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 10, HQ);
    const sent = (await send(api, HQ, SURABAYA, [{ sku_id: sku.id, quantity: 7 }])).data!.data;
    const res = await cancel(api, sent.id);
    expect(res.response.status).toBe(200);
    expect(res.data!.data).toBe('Transfer cancelled');
    expect(await stockAt(HQ, sku.name)).toEqual({ quantity: 10, inTransit: 0 });
    expect(await stockAt(SURABAYA, sku.name)).toEqual({ quantity: 0, inTransit: 0 });
    expect((await movements(HQ, sent.id)).map((m) => [m.source, m.change_type, m.quantity])).toEqual([
      ['transfer_out', 'deduct', 7],
      ['transfer_out', 'add', 7],
    ]);
    const detail = await api.GET('/adm/v1/stock-transfers/{transfer_id}', {
      params: { path: { transfer_id: sent.id } },
    });
    expect(detail.data!.data).toMatchObject({ status: 'CANCELLED', cancelled_by: { id: api.id } });
    const again = await cancel(api, sent.id);
    expect(again.response.status).toBe(409);
    expect(again.error!.errors[0]!.detail).toBe('This transfer was cancelled');
    const late = await receive(api, sent.id, [{ sku_id: sku.id, quantity_received: 7, quantity_damaged: 0 }]);
    expect(late.response.status).toBe(409);
  });
});

describe('listing', () => {
  it('filters by sender, receiver, status, number and dates', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 100, HQ);
    const toSurabaya = (await send(api, HQ, SURABAYA, [{ sku_id: sku.id, quantity: 3 }])).data!.data;
    const toBandung = (await send(api, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 2 }])).data!.data;
    await cancel(api, toBandung.id);
    const list = async (query: Record<string, unknown>) =>
      (await api.GET('/adm/v1/stock-transfers', { params: { query: { size: 100, ...query } } })).data!.data.map(
        (tr) => tr.id,
      );
    expect(await list({ to_outlet_id: SURABAYA })).toContain(toSurabaya.id);
    expect(await list({ to_outlet_id: SURABAYA })).not.toContain(toBandung.id);
    expect(await list({ from_outlet_id: BANDUNG })).not.toContain(toSurabaya.id);
    expect(await list({ status: 'CANCELLED' })).toContain(toBandung.id);
    expect(await list({ status: 'IN_TRANSIT' })).not.toContain(toBandung.id);
    expect(await list({ transfer_number: toSurabaya.transfer_number })).toEqual([toSurabaya.id]);
    expect(await list({ start_date: '2000-01-01', end_date: '2000-01-31' })).toEqual([]);
    const all = await list({});
    expect(all.indexOf(toBandung.id)).toBeLessThan(all.indexOf(toSurabaya.id));
    const bad = await api.GET('/adm/v1/stock-transfers', {
      params: { query: { start_date: '2026-11-30', end_date: '2026-11-01' } },
    });
    expect(bad.response.status).toBe(400);
  });
});

describe('reach', () => {
  it('sends from, receives at and cancels at one own end only; others see nothing (404)', async () => {
    const sku = await makeSku(t);
    await setStock(t, sku.id, 50, HQ);
    await setStock(t, sku.id, 50, BANDUNG);
    const atHq = await t.asUser(['view_admin_inventory'], HQ);
    const atBandung = await t.asUser(['view_admin_inventory'], BANDUNG);
    const atSurabaya = await t.asUser(['view_admin_inventory'], SURABAYA);
    // Sending needs the sender.
    expect((await send(atBandung, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 1 }])).response.status).toBe(404);
    const sent = (await send(atHq, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 5 }])).data!.data;
    const path = { params: { path: { transfer_id: sent.id } } };
    // Reading needs either end.
    expect((await atHq.GET('/adm/v1/stock-transfers/{transfer_id}', path)).response.status).toBe(200);
    expect((await atBandung.GET('/adm/v1/stock-transfers/{transfer_id}', path)).response.status).toBe(200);
    expect((await atSurabaya.GET('/adm/v1/stock-transfers/{transfer_id}', path)).response.status).toBe(404);
    const listed = async (user: User) =>
      (await user.GET('/adm/v1/stock-transfers', { params: { query: { size: 100 } } })).data!.data.map((x) => x.id);
    expect(await listed(atBandung)).toContain(sent.id);
    expect(await listed(atSurabaya)).not.toContain(sent.id);
    // Receiving needs the receiver; cancelling the sender.
    const items = [{ sku_id: sku.id, quantity_received: 5, quantity_damaged: 0 }];
    expect((await receive(atHq, sent.id, items)).response.status).toBe(404);
    expect((await receive(atSurabaya, sent.id, items)).response.status).toBe(404);
    expect((await cancel(atBandung, sent.id)).response.status).toBe(404);
    expect((await cancel(atSurabaya, sent.id)).response.status).toBe(404);
    expect((await receive(atBandung, sent.id, items)).response.status).toBe(200);
    // In transit shows only where the caller reaches the receiver.
    const second = (await send(atHq, HQ, BANDUNG, [{ sku_id: sku.id, quantity: 2 }])).data!.data;
    const seen = await atHq.GET('/adm/v1/inventory', { params: { query: { sku_name: sku.name } } });
    expect(seen.data!.data[0]!.in_transit).toBe(0);
    const bandungSees = await atBandung.GET('/adm/v1/inventory', { params: { query: { sku_name: sku.name } } });
    expect(bandungSees.data!.data[0]).toMatchObject({ quantity: 55, in_transit: 2 });
    expect((await cancel(atHq, second.id)).response.status).toBe(200);
  });
});
