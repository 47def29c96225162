// The live order events (contract: streamOrderEvents), read through the app's one API client so
// the bearer token and a refused session are handled as for every call. The stream reconnects after
// a drop or an error, asking with Last-Event-ID for what it missed, and waits longer each time a
// stream ends soon after it opened (see reconnectDelay). What each event makes stale is said here
// once (staleBy), in the contract's resources (see stale).
import { createParser } from 'eventsource-parser';
import { getStreamOrderEventsQueryKey } from '@generated/hooks/orders/orders';
import type { Resource } from '@generated/invalidates';
import {
  ChangeNoticeResource,
  type ChangeNotice,
  type LowStockEvent,
  type OrderEvent,
  type PurchaseOrderAwaitingApprovalEvent,
} from '@generated/model';
import { apiClient } from './client';
import { ApiError } from './errors';

const RETRY_MS = 3_000;
const MAX_RETRY_MS = 30_000;
/** A stream open this long was working: when it ends, the next one opens after the server's `retry`. */
const STEADY_MS = 60_000;

/**
 * The wait before opening the stream again: the server's `retry` after a stream that stayed open a
 * while (a server that restarted), else twice the wait before, up to MAX_RETRY_MS. A stream that
 * fails or ends soon after it opens (a server restarting over and over, or the mock, which answers
 * its one example event and closes) is not reopened, and every list refetched, every few seconds.
 */
export function reconnectDelay(previousMs: number | undefined, retryMs: number, openForMs: number): number {
  if (previousMs === undefined || openForMs >= STEADY_MS) return retryMs;
  return Math.min(MAX_RETRY_MS, previousMs * 2);
}

/**
 * What the stream sends: an order's event, a low-stock alert to those who see inventory, a
 * purchase order awaiting approval to those who may approve it, or a change notice (records of a
 * kind changed at an outlet, by id) to those who may see them there.
 */
export type StreamEvent = OrderEvent | LowStockEvent | PurchaseOrderAwaitingApprovalEvent | ChangeNotice;

/** Every kind of record a change notice can name: what may have changed while the stream was down. */
export const NOTICE_RESOURCES: readonly Resource[] = Object.values(ChangeNoticeResource);

/** The resources an event says changed, whose reads are to be fetched again. */
export function staleBy(event: StreamEvent): readonly Resource[] {
  switch (event.type) {
    case 'change':
      return [event.resource];
    case 'stock.low':
      return ['stock'];
    case 'purchase_order.awaiting_approval':
      return ['purchase_order'];
    default:
      return ['order'];
  }
}

export interface OrderEventsOptions {
  onEvent: (event: StreamEvent) => void;
  /** Told when the stream is open again after a drop (to refresh what may have changed). */
  onReconnect?: () => void;
}

/** Follows the events until the returned stop is called. */
export function followOrderEvents({ onEvent, onReconnect }: OrderEventsOptions): () => void {
  const abort = new AbortController();
  let lastEventId: string | undefined;
  let retryMs = RETRY_MS;

  const readOnce = async () => {
    const { response } = await apiClient.GET(getStreamOrderEventsQueryKey()[0], {
      params: { header: lastEventId ? { 'Last-Event-ID': lastEventId } : {} },
      parseAs: 'stream',
      signal: abort.signal,
    });
    if (!response.body) return;
    const parser = createParser({
      onEvent: (message) => {
        if (message.id) lastEventId = message.id;
        try {
          onEvent(JSON.parse(message.data) as StreamEvent);
        } catch {
          // Not an event this app knows; the next one may be.
        }
      },
      onRetry: (ms) => {
        retryMs = ms;
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      parser.feed(value);
    }
  };

  void (async () => {
    let waitMs: number | undefined;
    for (let attempt = 0; !abort.signal.aborted; attempt++) {
      if (attempt > 0) onReconnect?.();
      const openedAt = Date.now();
      try {
        await readOnce();
      } catch (error) {
        // Signed out or no longer allowed: stop; the session layer takes it from here.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      }
      if (abort.signal.aborted) return;
      waitMs = reconnectDelay(waitMs, retryMs, Date.now() - openedAt);
      await new Promise((resolve) => setTimeout(resolve, waitMs));
    }
  })();
  return () => abort.abort();
}
