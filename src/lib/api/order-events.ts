// The live order events (contract: streamOrderEvents), read through the app's one API client so
// the bearer token and a refused session are handled as for every call. The stream reconnects after
// a drop or an error, asking with Last-Event-ID for what it missed.
import { createParser } from 'eventsource-parser';
import { getStreamOrderEventsQueryKey } from '@generated/hooks/orders/orders';
import type { LowStockEvent, OrderEvent, PurchaseOrderAwaitingApprovalEvent } from '@generated/model';
import { apiClient } from './client';
import { ApiError } from './errors';

const RETRY_MS = 3_000;
const MAX_RETRY_MS = 30_000;

/**
 * What the stream sends: an order's event, a low-stock alert to those who see inventory, or a
 * purchase order awaiting approval to those who may approve it.
 */
export type StreamEvent = OrderEvent | LowStockEvent | PurchaseOrderAwaitingApprovalEvent;

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
    retryMs = RETRY_MS;
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
    for (let attempt = 0; !abort.signal.aborted; attempt++) {
      if (attempt > 0) onReconnect?.();
      try {
        await readOnce();
      } catch (error) {
        // Signed out or no longer allowed: stop; the session layer takes it from here.
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return;
      }
      if (abort.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, retryMs));
      retryMs = Math.min(MAX_RETRY_MS, retryMs * 2);
    }
  })();
  return () => abort.abort();
}
