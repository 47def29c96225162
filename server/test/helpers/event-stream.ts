// Reads the live order events over real HTTP (inject cannot hold a stream open): connect, wait for
// an event or a heartbeat matching a test, and close.
import { createParser, type EventSourceMessage } from 'eventsource-parser';

export interface StreamReader {
  status: number;
  events: EventSourceMessage[];
  comments: string[];
  /** Resolves with the first event (seen or to come) that matches, or fails after `timeoutMs`. */
  next(match: (event: EventSourceMessage) => boolean, timeoutMs?: number): Promise<EventSourceMessage>;
  /** Resolves when a comment line such as the heartbeat arrives. */
  comment(timeoutMs?: number): Promise<string>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openEventStream(baseUrl: string, token: string, lastEventId?: string): Promise<StreamReader> {
  const abort = new AbortController();
  const response = await fetch(`${baseUrl}/adm/v1/events`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { 'last-event-id': lastEventId } : {}) },
    signal: abort.signal,
  });
  const events: EventSourceMessage[] = [];
  const comments: string[] = [];
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((w) => w());
  const parser = createParser({
    onEvent: (event) => {
      events.push(event);
      wake();
    },
    onComment: (comment) => {
      comments.push(comment);
      wake();
    },
  });
  const ended = (async () => {
    if (!response.body) return;
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        parser.feed(decoder.decode(value, { stream: true }));
      }
    } catch {
      // Closed by the test.
    }
  })();

  function waitFor<T>(find: () => T | undefined, timeoutMs: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        clearTimeout(timer);
        waiters.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        waiters.delete(check);
        reject(new Error(`No ${what} within ${timeoutMs} ms; events: ${JSON.stringify(events.map((e) => e.data))}`));
      }, timeoutMs);
      waiters.add(check);
      check();
    });
  }

  let commentsRead = 0;
  return {
    status: response.status,
    events,
    comments,
    next: (match, timeoutMs = 1000) => waitFor(() => events.find(match), timeoutMs, 'matching event'),
    comment: (timeoutMs = 2000) =>
      waitFor(() => (comments.length > commentsRead ? comments[commentsRead++] : undefined), timeoutMs, 'comment'),
    ended,
    close: () => abort.abort(),
  };
}
