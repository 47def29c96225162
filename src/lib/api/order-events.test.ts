import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@/testing/api';
import { followOrderEvents, NOTICE_RESOURCES, reconnectDelay, staleBy, type StreamEvent } from './order-events';

// What the mock answers: the server's retry, one event, and the end of the stream.
const ONE_EVENT =
  'retry: 3000\n\nid: 1024\nevent: order.created\ndata: {"id":1024,"type":"order.created","order_id":1024}\n\n';

describe('reconnecting to the event stream', () => {
  afterEach(() => vi.useRealTimers());

  it('waits the server’s retry first, then twice as long after each stream that ended at once, up to 30 s', () => {
    expect(reconnectDelay(undefined, 3_000, 10)).toBe(3_000);
    expect(reconnectDelay(3_000, 3_000, 10)).toBe(6_000);
    expect(reconnectDelay(24_000, 3_000, 10)).toBe(30_000);
    expect(reconnectDelay(30_000, 3_000, 10)).toBe(30_000);
  });

  it('waits the server’s retry again after a stream that stayed open a minute', () => {
    expect(reconnectDelay(30_000, 3_000, 60_000)).toBe(3_000);
  });

  it('does not reopen, and refresh, every 3 s a stream that answers one event and closes', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let opened = 0;
    api.use(
      http.get('*/adm/v1/events', () => {
        opened += 1;
        return new HttpResponse(ONE_EVENT, { headers: { 'Content-Type': 'text/event-stream' } });
      }),
    );
    const onEvent = vi.fn();
    const onReconnect = vi.fn();
    const stop = followOrderEvents({ onEvent, onReconnect });
    await vi.advanceTimersByTimeAsync(60_000);
    stop();
    // Opened at 0, 3, 9, 21 and 45 s; every 3 s would have been 21 times.
    expect(opened).toBe(5);
    expect(onReconnect).toHaveBeenCalledTimes(4);
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ type: 'order.created', order_id: 1024 }));
  });
});

describe('what an event makes stale', () => {
  const outlet = { id: 2, name: 'Kemang' };
  const at = '2026-11-28T05:00:00Z';

  it('a change notice: the kind of record it names', () => {
    for (const resource of NOTICE_RESOURCES) {
      const notice = { id: 7, type: 'change', resource, outlet, ids: [3], at } as StreamEvent;
      expect(staleBy(notice)).toEqual([resource]);
    }
  });

  it('an order event: orders; a low-stock alert: stock; a purchase order awaiting approval: purchase orders', () => {
    const order = { id: 1, type: 'order.status_changed', order_id: 4 } as StreamEvent;
    const low = { id: 2, type: 'stock.low', outlet, sku_id: 5 } as StreamEvent;
    const awaiting = { id: 3, type: 'purchase_order.awaiting_approval', purchase_order_id: 6 } as StreamEvent;
    expect(staleBy(order)).toEqual(['order']);
    expect(staleBy(low)).toEqual(['stock']);
    expect(staleBy(awaiting)).toEqual(['purchase_order']);
  });

  it('after a drop, every kind a notice can name', () => {
    expect([...NOTICE_RESOURCES].sort()).toEqual([
      'invoice',
      'order',
      'purchase_order',
      'sold_out',
      'stock',
      'stock_transfer',
      'stocktake',
    ]);
  });
});
