// Expensive reads (the dashboard's analytics, the reports and their downloads) go through here, so
// a burst of them cannot starve sign-in and the small reads every screen makes. PGlite, the
// embedded default, has one connection and runs each statement on the server's own thread: while
// one runs nothing else does, and every other statement queues behind it. Ten dashboards at once
// would put each statement of a sign-in behind all of theirs.
//
// - A gate: at most one heavy read at a time on PGlite, two on PostgreSQL, a bounded queue behind
//   them, and past the queue an immediate 503 with Retry-After (in the error envelope, as every
//   503). On PGlite, when a heavy read ends its turn passes on only after a pause as long as the
//   read took (at most a second) and a round of the event loop: the requests that arrived while it
//   held the thread, which could not even be read off the network until then, run their statements
//   first. While heavy reads queue, at most half of the connection's time goes to them.
// - A short cache of an answer by key (the dashboard's: its window and the user's outlet reach), and
//   requests for a key whose answer is being read share that one read.
//
// Both live in this process, one set per database. With several API processes on one PostgreSQL,
// each keeps its own: the database sees at most two heavy reads per process, and the processes'
// dashboards may differ by the few seconds an answer is kept. That is why the cache stays short and
// in-process: nothing has to clear it when another process writes, since an answer is never older
// than DASHBOARD_CACHE_SECONDS.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Database, Db } from '../db/client';
import type { Handlers } from './handler-types';
import { HttpError } from './http-error';
import type { OutletReach } from './outlet-access';

export const HEAVY_READS_BUSY = 'The server is busy with other reports. Please try again in a moment.';
const RETRY_AFTER_SECONDS = 2;

export interface HeavyReadLimits {
  /** Heavy reads running at once. */
  running: number;
  /** Heavy reads waiting for their turn; one more is refused (503). */
  waiting: number;
  /**
   * After a heavy read, its turn is held this share of the time it took (at most a second) before
   * the next may start: time the connection keeps for everything else.
   */
  pause: number;
}

/**
 * PGlite: one at a time, since its statements run one after another on this thread anyway; a
 * second only doubles what a sign-in may wait behind. PostgreSQL runs statements in its own
 * processes, side by side and off this thread, and the pool (ten connections) serves statements
 * first come, first served, so a sign-in's statement waits behind the statements already queued,
 * not whole reads, and needs no pause. Two at a time lets a quick report pass a slow one, and
 * bounds what each API process asks of the database.
 */
export const HEAVY_READ_LIMITS: Record<Database['kind'], HeavyReadLimits> = {
  pglite: { running: 1, waiting: 16, pause: 1 },
  postgres: { running: 2, waiting: 16, pause: 0 },
};

const MAX_PAUSE_MS = 1000;

/** Answers kept at most; the keys are few (windows times outlet reaches), this only bounds memory. */
const MAX_ANSWERS = 256;

interface Answer {
  value: Promise<unknown>;
  /** When it stops being served: its read's start plus the cache time (never while it waits). */
  expiresAt: number;
}

/** Resolves once the event loop has been round: past its timers and its network and thread-pool events. */
const nextTurn = () => new Promise<void>((resolve) => setTimeout(() => setImmediate(resolve), 0));

export class HeavyReads {
  readonly #gate: LimitFunction;
  readonly #waiting: number;
  readonly #pause: number;
  readonly #answers = new Map<string, Answer>();

  constructor(
    limits: HeavyReadLimits,
    /** How long an answer is served again, counted from the start of its read; 0 keeps none. */
    readonly cacheMs: number,
  ) {
    this.#gate = pLimit(limits.running);
    this.#waiting = limits.waiting;
    this.#pause = limits.pause;
  }

  get running(): number {
    return this.#gate.activeCount;
  }

  get waiting(): number {
    return this.#gate.pendingCount;
  }

  /** Runs the read in its turn; refuses it (503) when the queue is full. */
  run<T>(read: () => Promise<T>): Promise<T> {
    if (this.#gate.pendingCount >= this.#waiting) {
      return Promise.reject(
        new HttpError(503, HEAVY_READS_BUSY, undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      void this.#gate(async () => {
        const started = performance.now();
        try {
          resolve(await read());
        } catch (error) {
          reject(error);
        }
        // The answer has gone; the turn is held a while longer for what queued behind the read.
        const pause = Math.min(MAX_PAUSE_MS, (performance.now() - started) * this.#pause);
        if (pause > 0) await new Promise((done) => setTimeout(done, pause));
        await nextTurn();
      });
    });
  }

  /**
   * The answer kept for the key while it is fresh, the one being read for it, or a new read in its
   * turn. The key must name everything the answer depends on (who may see what included). Failures
   * are not kept.
   */
  cached<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (this.cacheMs <= 0) return this.run(read);
    const now = Date.now();
    const kept = this.#answers.get(key);
    if (kept && kept.expiresAt > now) return kept.value as Promise<T>;
    this.#forgetExpired(now);
    const answer: Answer = { value: Promise.resolve(), expiresAt: Number.POSITIVE_INFINITY };
    const value = this.run(() => {
      answer.expiresAt = Date.now() + this.cacheMs;
      return read();
    });
    answer.value = value;
    value.catch(() => {
      if (this.#answers.get(key) === answer) this.#answers.delete(key);
    });
    this.#answers.set(key, answer);
    return value;
  }

  #forgetExpired(now: number) {
    for (const [key, answer] of this.#answers) if (answer.expiresAt <= now) this.#answers.delete(key);
    // Oldest first: a Map iterates in insertion order.
    for (const key of this.#answers.keys()) {
      if (this.#answers.size < MAX_ANSWERS) break;
      this.#answers.delete(key);
    }
  }
}

const byDatabase = new WeakMap<Db, HeavyReads>();

/** The server's heavy reads: one gate and cache per database it opened. */
export function heavyReadsOf(server: FastifyInstance): HeavyReads {
  let reads = byDatabase.get(server.db);
  if (!reads) {
    reads = new HeavyReads(HEAVY_READ_LIMITS[server.dbKind], server.config.dashboardCacheMs);
    byDatabase.set(server.db, reads);
  }
  return reads;
}

export const heavyReads = (request: FastifyRequest): HeavyReads => heavyReadsOf(request.server);

type AnyHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** The handlers, each answering as a heavy read in its turn. */
export function inTurn(handlers: Handlers): Handlers {
  return Object.fromEntries(
    Object.entries(handlers as unknown as Record<string, AnyHandler>).map(([operation, handler]) => [
      operation,
      (request: FastifyRequest, reply: FastifyReply) => heavyReads(request).run(() => handler(request, reply)),
    ]),
  ) as Handlers;
}

/** An outlet reach as part of a cache key: two reaches give the same text only when they are equal. */
export function reachKey(reach: OutletReach): string {
  return reach.all ? 'all' : `outlets:${[...reach.ids].sort((a, b) => a - b).join(',')}`;
}
