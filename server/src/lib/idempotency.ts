// Idempotency keys in the database (table idempotency_keys), shared by every API process: who holds
// a key, whether its work committed, and the answer once there is one. The plugin
// (plugins/app/idempotency) claims a key before the handler runs and keeps the answer after; the work's
// own transaction marks the key applied (see markingTransactions), so a write whose answer never
// arrived, even though it committed, is known as done and never runs a second time. The outlets whose
// records the write changed are kept with the answer, so a repeat is answered only while the user
// still reaches them; an answer too large to keep is not kept (see KEPT_ANSWER_LIMIT).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { HttpError } from './http-error';
import { hours } from './tokens';
import { ADVISORY_LOCKS } from '../db/advisory-locks';

/** The header that marks an answer kept for its Idempotency-Key, sent again. */
export const REPLAYED_HEADER = 'idempotent-replayed';
/** How long a key and its answer are kept. */
export const KEY_LIFETIME_MS = hours(24);
/**
 * The largest answer kept, in bytes: any one record's, a purchase order of a hundred lines with its
 * receipts included, but not a spreadsheet import's report on thousands of rows. A larger answer is
 * not kept: a repeat of its write finds it done and lost (409), or runs it when it changed nothing.
 */
export const KEPT_ANSWER_LIMIT = 256 * 1024;
/**
 * How long an attempt holding a key is taken to be running; after that a retry may take the key
 * over, unless the work committed. A slow attempt overtaken finds out when it starts its
 * transaction and does nothing, so this bounds how long a retry waits, not what is done.
 */
const RUNNING_LEASE_SECONDS = 30;

export const KEY_REUSED = 'This Idempotency-Key was already used for a different request';
export const STILL_RUNNING = 'A request with this Idempotency-Key is still being processed. Try again shortly.';
export const ANSWER_LOST = 'This request was carried out, but its answer was lost. Reload the page to see the result.';

/** Whose key it is: a staff member's or a customer's (each has their own keys). */
export type KeyOwner = { userId: number } | { customerId: number };

export interface HeldKey {
  owner: KeyOwner;
  key: string;
  /** This attempt's claim; the key's row carries it while this attempt holds the key. */
  claim: string;
  /** Until the answer is decided: work started later (a job the request left behind) is not this write. */
  open: boolean;
  /** The outlets whose records the work changed, within the user's reach then. */
  outlets: Set<number>;
}

interface KeptAnswer {
  status: number;
  contentType: string | null;
  body: string;
  /** A repeat is answered only to a user who still reaches each of these outlets. */
  outletIds: number[];
}

type Claim = { held: HeldKey } | { replay: KeptAnswer };

const held = new AsyncLocalStorage<HeldKey>();

/** Runs `work` (the rest of the request) as the holder of `key`: its transactions mark the key applied. */
export function holding<T>(key: HeldKey, work: () => T): T {
  return held.run(key, work);
}

/** Notes outlets whose records the write of the request holding a key changed (the audit trail tells). */
export function touchedOutlets(outletIds: Iterable<number>) {
  const holder = held.getStore();
  if (holder?.open) for (const id of outletIds) holder.outlets.add(id);
}

const stillRunning = (seconds: number) =>
  new HttpError(409, STILL_RUNNING, undefined, { 'retry-after': String(Math.max(1, seconds)) });

const thisKey = (owner: KeyOwner, key: string) =>
  and(
    'userId' in owner ? eq(idempotencyKeys.userId, owner.userId) : eq(idempotencyKeys.customerId, owner.customerId),
    eq(idempotencyKeys.key, key),
  );

async function insertClaim(db: Db, owner: KeyOwner, key: string, fingerprint: string): Promise<HeldKey | undefined> {
  const claim = randomUUID();
  const [row] = await db
    .insert(idempotencyKeys)
    .values({
      ...owner,
      key,
      fingerprint,
      claim,
      leaseUntil: sql`now() + make_interval(secs => ${RUNNING_LEASE_SECONDS})`,
      expiresAt: sql`now() + make_interval(secs => ${KEY_LIFETIME_MS / 1000})`,
    })
    // DO NOTHING waits for no lock: a key whose work is running answers at once.
    .onConflictDoNothing()
    .returning({ claim: idempotencyKeys.claim });
  return row ? { owner, key, claim: row.claim, open: true, outlets: new Set() } : undefined;
}

async function readKey(db: Db, owner: KeyOwner, key: string) {
  const [row] = await db
    .select({
      fingerprint: idempotencyKeys.fingerprint,
      claim: idempotencyKeys.claim,
      applied: sql<boolean>`${idempotencyKeys.appliedAt} is not null`,
      expired: sql<boolean>`${idempotencyKeys.expiresAt} <= now()`,
      leaseSeconds: sql<number>`ceil(extract(epoch from ${idempotencyKeys.leaseUntil} - now()))::integer`,
      status: idempotencyKeys.status,
      contentType: idempotencyKeys.contentType,
      body: idempotencyKeys.body,
      outletIds: idempotencyKeys.outletIds,
    })
    .from(idempotencyKeys)
    .where(thisKey(owner, key));
  return row;
}

/**
 * Takes over a key whose attempt is presumed gone: its lease ran out and its work never committed.
 * SKIP LOCKED: a row locked by a work transaction still running is not taken, nor waited for.
 */
async function takeOver(db: Db, owner: KeyOwner, key: string, previous: string): Promise<HeldKey | undefined> {
  const claim = randomUUID();
  const [row] = await db
    .update(idempotencyKeys)
    .set({ claim, leaseUntil: sql`now() + make_interval(secs => ${RUNNING_LEASE_SECONDS})` })
    .where(
      and(
        thisKey(owner, key),
        eq(idempotencyKeys.claim, previous),
        isNull(idempotencyKeys.appliedAt),
        isNull(idempotencyKeys.status),
        lte(idempotencyKeys.leaseUntil, sql`now()`),
        sql`${idempotencyKeys.key} in (select ${idempotencyKeys.key} from ${idempotencyKeys}
          where ${thisKey(owner, key)} for update skip locked)`,
      ),
    )
    .returning({ claim: idempotencyKeys.claim });
  return row ? { owner, key, claim: row.claim, open: true, outlets: new Set() } : undefined;
}

/**
 * Claims `key` for this request, or answers what an earlier request with it decided: its kept
 * answer to replay, or an HttpError (422 for another request, 409 while it runs or when its
 * answer was lost).
 */
export async function claimKey(db: Db, owner: KeyOwner, key: string, fingerprint: string): Promise<Claim> {
  // A key released or expired between two statements is claimed again; twice is plenty.
  for (let round = 0; round < 3; round++) {
    const claimed = await insertClaim(db, owner, key, fingerprint);
    if (claimed) return { held: claimed };
    const row = await readKey(db, owner, key);
    if (!row) continue;
    if (row.expired) {
      await db.delete(idempotencyKeys).where(and(thisKey(owner, key), lte(idempotencyKeys.expiresAt, sql`now()`)));
      continue;
    }
    if (row.fingerprint !== fingerprint) throw new HttpError(422, KEY_REUSED);
    if (row.status !== null) {
      const { status, contentType, outletIds } = row;
      return { replay: { status, contentType, body: row.body ?? '', outletIds } };
    }
    if (row.leaseSeconds > 0) throw stillRunning(row.leaseSeconds);
    if (row.applied) throw new HttpError(409, ANSWER_LOST);
    const taken = await takeOver(db, owner, key, row.claim);
    if (taken) return { held: taken };
    // Locked by a transaction still at work, or just taken by another retry.
    throw stillRunning(1);
  }
  throw stillRunning(1);
}

/** Keeps the answer of the attempt holding the key (if it still does), with the outlets its work changed. */
export async function keepAnswer(db: Db, holder: HeldKey, answer: Omit<KeptAnswer, 'outletIds'>) {
  await db
    .update(idempotencyKeys)
    .set({
      status: answer.status,
      contentType: answer.contentType,
      body: answer.body,
      outletIds: [...holder.outlets].sort((a, b) => a - b),
    })
    .where(and(thisKey(holder.owner, holder.key), eq(idempotencyKeys.claim, holder.claim)));
}

/**
 * After a failure (5xx) the key is free again, so a retry runs the work; unless the work committed,
 * in which case a retry learns at once that the answer was lost.
 */
export async function releaseKey(db: Db, holder: HeldKey) {
  const mine = and(thisKey(holder.owner, holder.key), eq(idempotencyKeys.claim, holder.claim));
  const released = await db
    .delete(idempotencyKeys)
    .where(and(mine, isNull(idempotencyKeys.appliedAt)))
    .returning({ key: idempotencyKeys.key });
  if (!released.length)
    await db
      .update(idempotencyKeys)
      .set({ leaseUntil: sql`now()` })
      .where(mine);
}

/**
 * Marks the held key applied as the first statement of a transaction, so the mark commits with the
 * work or not at all. A key taken over by a retry meanwhile fails the transaction: the retry does it.
 */
async function markApplied(tx: Tx) {
  const holder = held.getStore();
  if (!holder?.open) return;
  const marked = await tx
    .update(idempotencyKeys)
    .set({ appliedAt: sql`coalesce(${idempotencyKeys.appliedAt}, now())` })
    .where(and(thisKey(holder.owner, holder.key), eq(idempotencyKeys.claim, holder.claim)))
    .returning({ key: idempotencyKeys.key });
  if (!marked.length) throw stillRunning(1);
}

/** Makes every `db.transaction` of a request that holds a key mark it applied (see markApplied). */
export function markingTransactions(db: Db): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = ((work, config) =>
    transaction(async (tx) => {
      await markApplied(tx);
      return work(tx);
    }, config)) as Db['transaction'];
  return db;
}

/** The sweep's lock key (see the registry). */
export const SWEEP_LOCK = ADVISORY_LOCKS.idempotencySweep;

/** Deletes expired keys, on one process at a time; another process sweeping already is enough. */
export async function sweepExpiredKeys(db: Db) {
  await db.transaction(async (tx) => {
    const [lock] = (
      (await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`)) as unknown as {
        rows: { locked: boolean }[];
      }
    ).rows;
    if (lock?.locked) await tx.delete(idempotencyKeys).where(lte(idempotencyKeys.expiresAt, sql`now()`));
  });
}
